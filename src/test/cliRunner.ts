import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Runs the real CLI: its entry point bundled to JavaScript once per test run (cliBundle.setup.ts). */
const root = new URL('../..', import.meta.url).pathname;

/** Where the test run's CLI bundle is written, inside the project so its packages resolve. */
export const CLI_BUNDLE = `${root}node_modules/.cache/toollens/cli.mjs`;

export type RunOptions = {
  /** Kills a run that takes longer: a hang shows as a null exit code. */
  timeoutMs?: number;
  /** Node's heap limit for the run: past it the process dies (exit 134), as it would at 4 GB. */
  maxHeapMb?: number;
};

/** The CLI under limits of time or memory. */
export const toollensWith = (options: RunOptions, ...args: string[]) => {
  const heap = options.maxHeapMb === undefined ? [] : [`--max-old-space-size=${options.maxHeapMb}`];
  if (!existsSync(CLI_BUNDLE)) {
    throw new Error(`the CLI bundle ${CLI_BUNDLE} is missing: vitest's globalSetup builds it`);
  }
  const result = spawnSync(process.execPath, [...heap, CLI_BUNDLE, ...args], {
    cwd: root,
    encoding: 'utf8',
    ...(options.timeoutMs === undefined ? {} : { timeout: options.timeoutMs }),
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
};

export const toollens = (...args: string[]) => toollensWith({}, ...args);

/** A writer of files in a fresh temporary folder, for catalogs and query sets under test. */
export const tempFiles = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return (name: string, text: string): string => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };
};
