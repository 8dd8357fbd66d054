import { BENCH_ENTRY, GATE_ENTRY, MEMORY_ENTRY, runBundledBench } from './bundle';

// `npm run bench [-- --json] [-- --catalog demo,bfcl] …` (main.ts lists the options), and with a
// first argument `gate` or `memory`, `npm run bench:gate` (gate.ts) and `npm run bench:memory`
// (memory.ts). Its own entry point: bundle.ts is also bundled into the CLI, where a self-run
// check would fire.
// The bench and the gate run with --single-threaded: the collector's and the compiler's work then
// lands on the main thread, counted once and the same whether the other core is idle or busy.
// With helper threads a query's CPU time depends on that (on an idle core they add to it): past
// the first run, the gate's p95 ratio spread over ×0.43–1.11 at load 1 with helper threads,
// ×0.51–0.64 single-threaded; and a first-seen query's CPU read up to 4× its wall time, most of
// it the compiler re-optimising the ranker on the other core.
const SINGLE = ['--single-threaded'];
const ENTRIES: Record<string, { entry: string; nodeFlags?: string[] }> = {
  gate: { entry: GATE_ENTRY, nodeFlags: SINGLE },
  memory: { entry: MEMORY_ENTRY },
};
const [first = '', ...rest] = process.argv.slice(2);
const chosen = ENTRIES[first];
const result = chosen
  ? runBundledBench(rest, { liveProgress: true, ...chosen })
  : runBundledBench(process.argv.slice(2), {
      liveProgress: true,
      entry: BENCH_ENTRY,
      nodeFlags: SINGLE,
    });
process.stdout.write(result.stdout);
process.stderr.write(result.stderr);
process.exitCode = result.status;
