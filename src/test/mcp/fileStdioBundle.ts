import { randomUUID } from 'node:crypto';
import { renameSync, writeFileSync } from 'node:fs';
import { buildSync } from 'esbuild';
import { root } from './servers';

/**
 * fileStdio.ts as plain JavaScript, for the tests that spawn it many times: under tsx each
 * start costs a second or more of transforming. Built on each call (a fraction of a second),
 * to a file of its own, then renamed into place: test files build it side by side,
 * and a server must never start from a half-written bundle.
 */
export const FILE_STDIO = `${root}node_modules/.cache/toollens/fileStdio.mjs`;

export const bundleFileStdio = (): string => {
  const outfile = `${FILE_STDIO}.${randomUUID()}.tmp`;
  buildSync({
    entryPoints: [`${root}src/test/mcp/fileStdio.ts`],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'error',
  });
  renameSync(outfile, FILE_STDIO);
  return FILE_STDIO;
};

/** The command line that starts it on `toolsFile`, as --mcp takes it. */
export const fileStdioCommand = (toolsFile: string, stubborn = false): string =>
  `"${process.execPath}" "${FILE_STDIO}" "${toolsFile}"${stubborn ? ' stubborn' : ''}`;

/** Writes `tools` as its tools file: it sends list_changed when the file changes. */
export const writeTools = (toolsFile: string, tools: unknown): void =>
  writeFileSync(toolsFile, JSON.stringify(tools));
