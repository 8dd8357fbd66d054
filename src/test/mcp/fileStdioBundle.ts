import { writeFileSync } from 'node:fs';
import { buildSync } from 'esbuild';
import { root } from './servers';

/**
 * fileStdio.ts as plain JavaScript, for the tests that spawn it many times: under tsx each
 * start costs a second or more of transforming. Built once per call (a fraction of a second).
 */
export const FILE_STDIO = `${root}node_modules/.cache/toollens/fileStdio.mjs`;

export const bundleFileStdio = (): string => {
  buildSync({
    entryPoints: [`${root}src/test/mcp/fileStdio.ts`],
    outfile: FILE_STDIO,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'error',
  });
  return FILE_STDIO;
};

/** The command line that starts it on `toolsFile`, as --mcp takes it. */
export const fileStdioCommand = (toolsFile: string, stubborn = false): string =>
  `"${process.execPath}" "${FILE_STDIO}" "${toolsFile}"${stubborn ? ' stubborn' : ''}`;

/** Writes `tools` as its tools file: it sends list_changed when the file changes. */
export const writeTools = (toolsFile: string, tools: unknown): void =>
  writeFileSync(toolsFile, JSON.stringify(tools));
