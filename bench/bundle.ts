import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The bench runs the engine as the app ships it: bundled (here by esbuild, as Vite bundles the
 * app) and run by plain node, like the peers, which are plain JS from node_modules. Under tsx,
 * which the CLI and the tests use, the same searches measured slower in the tail (the README
 * has the figures): tsx transforms the code, wrapping named inner functions in a `__name`
 * helper, and runs its loader hooks beside the program; the app ships neither. Dependencies
 * stay external, loaded from node_modules.
 */

/**
 * The project's folder: the nearest one above this module with a package.json. This module runs
 * from bench/ under tsx and from inside the CLI's bundle, so its own URL is no fixed place.
 */
const projectRoot = (): string => {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
};

const ROOT = projectRoot();
/** The bench's entry: in a clone of the project, never in the installed package. */
export const BENCH_ENTRY = join(ROOT, 'bench', 'main.ts');
/** `npm run bench:gate`'s and `npm run bench:memory`'s entries. */
export const GATE_ENTRY = join(ROOT, 'bench', 'gate.ts');
export const MEMORY_ENTRY = join(ROOT, 'bench', 'memory.ts');

export type BenchRun = { status: number; stdout: string; stderr: string };

/**
 * Bundles `entry` (bench/main.ts by default) and runs it with node --expose-gc, `nodeFlags`
 * and `args`. With
 * `liveProgress` the bench's progress lines (stderr) reach the terminal as they are written,
 * for a run of minutes; `stderr` is then empty.
 */
export const runBundledBench = (
  args: readonly string[],
  {
    liveProgress = false,
    entry = BENCH_ENTRY,
    nodeFlags = [],
  }: { liveProgress?: boolean; entry?: string; nodeFlags?: readonly string[] } = {},
): BenchRun => {
  if (!existsSync(entry)) {
    throw new Error(
      `toollens bench: ${entry} is missing; the bench runs from the project's sources`,
    );
  }
  // Beside the sources, so paths the bench resolves from import.meta.url
  // (../../shared/datasets) mean the same in the bundle.
  const outfile = join(dirname(entry), `.${basename(entry, '.ts')}.mjs`);
  // Loaded here, not imported: the installed package has neither the bench's sources nor
  // esbuild (a dev dependency), and every other command must start without it.
  const { buildSync } = createRequire(import.meta.url)('esbuild') as typeof import('esbuild');
  buildSync({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    keepNames: false,
    logLevel: 'error',
  });
  const child = spawnSync(process.execPath, ['--expose-gc', ...nodeFlags, outfile, ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', liveProgress ? 'inherit' : 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
  if (child.error) throw child.error;
  return { status: child.status ?? 1, stdout: child.stdout, stderr: child.stderr ?? '' };
};
