import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Runs the real CLI entry point the way `npm run -s toollens -- …` does. */
const root = new URL('../..', import.meta.url).pathname;

export type RunOptions = {
  /** Kills a run that takes longer: a hang shows as a null exit code. */
  timeoutMs?: number;
  /** Node's heap limit for the run: past it the process dies (exit 134), as it would at 4 GB. */
  maxHeapMb?: number;
};

/** The CLI under limits of time or memory. */
export const toollensWith = (options: RunOptions, ...args: string[]) => {
  const heap = options.maxHeapMb === undefined ? [] : [`--max-old-space-size=${options.maxHeapMb}`];
  const result = spawnSync(
    process.execPath,
    [...heap, '--import', 'tsx', 'src/cli/main.ts', ...args],
    {
      cwd: root,
      encoding: 'utf8',
      ...(options.timeoutMs === undefined ? {} : { timeout: options.timeoutMs }),
    },
  );
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
