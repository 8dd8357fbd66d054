import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';

/**
 * The bench runs the engine as the app ships it: bundled (here by esbuild, as Vite bundles the
 * app) and run by plain node, like the peers, which are plain JS from node_modules. Under tsx,
 * which the CLI and the tests use, the same searches measured slower in the tail (the README
 * has the figures): tsx transforms the code, wrapping named inner functions in a `__name`
 * helper, and runs its loader hooks beside the program; the app ships neither. Dependencies
 * stay external, loaded from node_modules.
 */
const ENTRY = fileURLToPath(new URL('./main.ts', import.meta.url));
// Beside the sources, so paths the bench resolves from import.meta.url (../../shared/datasets)
// mean the same in the bundle.
const OUTFILE = fileURLToPath(new URL('./.bench.mjs', import.meta.url));

export type BenchRun = { status: number; stdout: string; stderr: string };

/**
 * Bundles bench/main.ts and runs it with node --expose-gc and `args`. With `liveProgress` the
 * bench's progress lines (stderr) reach the terminal as they are written, for a run of minutes;
 * `stderr` is then empty.
 */
export const runBundledBench = (
  args: readonly string[],
  { liveProgress = false }: { liveProgress?: boolean } = {},
): BenchRun => {
  buildSync({
    entryPoints: [ENTRY],
    outfile: OUTFILE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    keepNames: false,
    logLevel: 'error',
  });
  const child = spawnSync(process.execPath, ['--expose-gc', OUTFILE, ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', liveProgress ? 'inherit' : 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
  if (child.error) throw child.error;
  return { status: child.status ?? 1, stdout: child.stdout, stderr: child.stderr ?? '' };
};

// `npm run bench [-- --json] [-- --catalog demo,bfcl] …` (main.ts lists the options)
if (import.meta.url === `file://${process.argv[1]}`) {
  const result = runBundledBench(process.argv.slice(2), { liveProgress: true });
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  process.exitCode = result.status;
}
