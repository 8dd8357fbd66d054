import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { cleanEnv } from './installed';
import { ROOT } from './library';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The empty folder the tarball was installed into. */
    installed: string;
    tarball: string;
  }
}

const step = (what: string, command: string, args: string[], cwd: string): void => {
  const started = performance.now();
  // Quiet unless it fails: npm's notices (every packed file) would bury the test's report; a
  // failure's error carries its stderr.
  execFileSync(command, args, { cwd, env: cleanEnv(), stdio: 'pipe' });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(`package test: ${what} in ${seconds} s\n`);
};

/**
 * Packs the project (npm runs `prepack`: tools/pkg/build.ts) and installs the tarball into an
 * empty folder, from the registry or npm's cache as any user's install would.
 */
export default function setup(project: TestProject): void {
  const work = mkdtempSync(join(tmpdir(), 'toollens-pack-'));
  step('npm pack', 'npm', ['pack', '--pack-destination', work], ROOT);
  const [tarball] = readdirSync(work).filter((name) => name.endsWith('.tgz'));
  if (tarball === undefined) throw new Error(`tools/pkg: npm pack wrote no tarball into ${work}`);
  const installed = join(work, 'server');
  mkdirSync(installed);
  writeFileSync(
    join(installed, 'package.json'),
    JSON.stringify({ name: 'notes-server', private: true, type: 'module' }),
  );
  step(
    'npm install of the tarball',
    'npm',
    ['install', join(work, tarball), '--prefer-offline', '--no-audit', '--no-fund'],
    installed,
  );
  project.provide('installed', installed);
  project.provide('tarball', join(work, tarball));
}
