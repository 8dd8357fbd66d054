import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Runs the real CLI entry point the way `npm run -s toollens -- …` does. */
const root = new URL('../..', import.meta.url).pathname;

export const toollens = (...args: string[]) => {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
};

/** A writer of files in a fresh temporary folder, for catalogs and query sets under test. */
export const tempFiles = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return (name: string, text: string): string => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };
};
