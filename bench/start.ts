import { BENCH_ENTRY, GATE_ENTRY, MEMORY_ENTRY, runBundledBench } from './bundle';

// `npm run bench [-- --json] [-- --catalog demo,bfcl] …` (main.ts lists the options), and with a
// first argument `gate` or `memory`, `npm run bench:gate` (gate.ts) and `npm run bench:memory`
// (memory.ts). Its own entry point: bundle.ts is also bundled into the CLI, where a self-run
// check would fire.
const ENTRIES: Record<string, string> = { gate: GATE_ENTRY, memory: MEMORY_ENTRY };
const [first = '', ...rest] = process.argv.slice(2);
const chosen = ENTRIES[first];
const result = chosen
  ? runBundledBench(rest, { liveProgress: true, entry: chosen })
  : runBundledBench(process.argv.slice(2), { liveProgress: true, entry: BENCH_ENTRY });
process.stdout.write(result.stdout);
process.stderr.write(result.stderr);
process.exitCode = result.status;
