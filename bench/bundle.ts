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
 * The bench and the gate run node with --single-threaded, however they are started (npm run
 * bench, bench:gate, docs:perf): the collector's and the compiler's work then lands on the main
 * thread, counted once and the same whether the other core is idle or busy. With helper threads
 * a query's CPU time depends on that (on an idle core they add to it): past the first run, the
 * gate's p95 ratio spread over ×0.43–1.11 at load 1 with helper threads, ×0.51–0.64
 * single-threaded; and a first-seen query's CPU read up to 4× its wall time, most of it the
 * compiler re-optimising the ranker on the other core.
 */
const SINGLE_THREADED = ['--single-threaded'];
const ENTRY_FLAGS: Record<string, readonly string[]> = {
  [BENCH_ENTRY]: SINGLE_THREADED,
  [GATE_ENTRY]: SINGLE_THREADED,
};

/**
 * Bundles `entry` (bench/main.ts by default) and runs it with node --expose-gc, the entry's
 * own flags (ENTRY_FLAGS) and `args`. With
 * `liveProgress` the bench's progress lines (stderr) reach the terminal as they are written,
 * for a run of minutes; `stderr` is then empty.
 */
export const runBundledBench = (
  args: readonly string[],
  { liveProgress = false, entry = BENCH_ENTRY }: { liveProgress?: boolean; entry?: string } = {},
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
  const flags = ENTRY_FLAGS[entry] ?? [];
  const child = spawnSync(process.execPath, ['--expose-gc', ...flags, outfile, ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', liveProgress ? 'inherit' : 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
  if (child.error) throw child.error;
  return { status: child.status ?? 1, stdout: child.stdout, stderr: child.stderr ?? '' };
};
