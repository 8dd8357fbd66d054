import { randomUUID } from 'node:crypto';
import { mkdtempSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { root } from './servers';

/**
 * A stdio test server of this folder (`<name>.ts`) as plain JavaScript, for the tests that spawn
 * it many times: under tsx each start costs a second or more of transforming. Built on each call
 * (a fraction of a second), to a file of its own, then renamed into place: test files build it
 * side by side, and a server must never start from a half-written bundle.
 */
const bundled = (name: string) => `${root}node_modules/.cache/toollens/${name}.mjs`;

const FILE_STDIO = bundled('fileStdio');

const bundleServer = (name: 'fileStdio' | 'slowStdio'): string => {
  const target = bundled(name);
  const outfile = `${target}.${randomUUID()}.tmp`;
  buildSync({
    entryPoints: [`${root}src/test/mcp/${name}.ts`],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'error',
  });
  renameSync(outfile, target);
  return target;
};

export const bundleFileStdio = (): string => bundleServer('fileStdio');

/** The command line that starts fileStdio on `toolsFile`, as --mcp takes it. */
export const fileStdioCommand = (toolsFile: string, stubborn = false): string =>
  `"${process.execPath}" "${FILE_STDIO}" "${toolsFile}"${stubborn ? ' stubborn' : ''}`;

/** Writes `tools` as its tools file: it sends list_changed when the file changes. */
export const writeTools = (toolsFile: string, tools: unknown): void =>
  writeFileSync(toolsFile, JSON.stringify(tools));

/**
 * The command line of slowStdio.ts (bundled here), which reads nothing for `startMs` and answers
 * each tools/list after `listMs`. With `runner`, it starts through a stand-in of that package
 * runner (a shell script named `npx`, in a folder of its own, that runs the server whatever it
 * is given): `"<dir>/npx" -y mcp-server-slow`, what a first run of `npx -y` looks like to
 * toollens, with no network.
 */
export const slowStdioCommand = (startMs: number, listMs = 0, runner?: 'npx'): string => {
  const direct = `"${process.execPath}" "${bundleServer('slowStdio')}" ${startMs} ${listMs}`;
  if (runner === undefined) return direct;
  const script = join(mkdtempSync(join(tmpdir(), 'toollens-runner-')), runner);
  writeFileSync(script, `#!/bin/sh\nexec ${direct}\n`, { mode: 0o755 });
  return `"${script}" -y mcp-server-slow`;
};
