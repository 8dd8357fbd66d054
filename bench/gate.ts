import { loadavg } from 'node:os';
import { loadCatalogs } from './catalogs';
import { measureEdit } from './edit';
import { gateVerdict, medianPair, renderGate } from './gateVerdict';
import { measureSystem, type Plan, type SystemFigures, warmAnalyzer } from './measure';
import { warmUpQueries } from './queries';
import { GcCounter } from './stats';

/**
 * `npm run bench:gate` (bundled and run by bundle.ts, from start.ts): the ratios of
 * gateVerdict.ts on the real-derived 10,000-tool catalog, measured by the bench's own code
 * (measure.ts, edit.ts), in under a minute on 2 cores. Exits 1 when a ratio is worse than its
 * bound, and when the catalog cannot be built (the datasets folder is missing): a gate that
 * cannot measure does not pass.
 */
const QUERIES = 150;
const EDIT_QUERIES = 26;
/**
 * Runs: each a fresh index of toollens then one of MiniSearch-like, each with its own cold pass;
 * the run with the median ratio is reported (medianPair).
 */
const RUNS = 7;
const PLAN: Plan = { queries: QUERIES, rounds: 1, warmUp: 100, budgetMs: 4_000, runs: 1 };

const started = performance.now();
const load = loadavg();
const [entry] = loadCatalogs(['real10k']);
if (!entry) {
  process.stderr.write(
    'bench:gate: FAIL, cannot measure: real10k needs the bfcl and livemcpbench datasets in ../shared/datasets\n',
  );
  process.exit(1);
}
const queries = entry.realQueries.slice(0, QUERIES);
// The edits' searches (edit.ts) run on an index of their own: these queries are new to it.
const editQueries = entry.realQueries.slice(0, EDIT_QUERIES);
warmAnalyzer([...queries, ...editQueries]);
const warmUp = warmUpQueries(
  entry.catalog,
  entry.realQueries,
  Math.max(QUERIES, EDIT_QUERIES),
  PLAN.warmUp,
);
const gcs = new GcCounter();
const measure = (name: 'toollensRank' | 'minisearchLike') =>
  measureSystem(name, entry.catalog, { real: queries }, warmUp, PLAN, gcs);
const runs: { ours: SystemFigures; theirs: SystemFigures }[] = [];
for (let run = 0; run < RUNS; run++) {
  runs.push({ ours: await measure('toollensRank'), theirs: await measure('minisearchLike') });
}
gcs.disconnect();
const edit = measureEdit(entry.catalog, editQueries);

const pairs = (figure: (system: SystemFigures) => number | undefined) =>
  medianPair(
    runs.map(({ ours, theirs }) => ({
      ours: figure(ours) ?? Number.NaN,
      theirs: figure(theirs) ?? Number.NaN,
    })),
  );
/** Each run's ratio, in run order: how far the runs spread around the median shown. */
const spread = (figure: (system: SystemFigures) => number | undefined) =>
  runs
    .map(
      ({ ours, theirs }) =>
        `×${((figure(ours) ?? Number.NaN) / (figure(theirs) ?? Number.NaN)).toFixed(2)}`,
    )
    .join(' ');
const p50 = (system: SystemFigures) => system.kinds.real?.cold?.cpu.p50Ms;
const p95 = (system: SystemFigures) => system.kinds.real?.cold?.cpu.p95Ms;
const lines = gateVerdict({
  p50: pairs(p50),
  p95: pairs(p95),
  edit: { ours: edit.editCpuMs, theirs: edit.fullCpuMs },
  heap: pairs((system) => system.heapMB),
});
const seconds = (performance.now() - started) / 1000;
process.stdout.write(
  `${renderGate(lines, [
    `bench:gate on ${entry.name} (${entry.catalog.tools.length.toLocaleString('en-US')} tools): ` +
      `${queries.length} real queries, each timed the first time an index sees it;`,
    `${RUNS} runs, each a fresh index of each system; the run with the median ratio shown;`,
    `an edit: the median of ${edit.edits} against the median of ${edit.builds} fresh builds.`,
    'CPU = process.cpuUsage() under node --single-threaded (the GC and the compiler on the',
    'main thread); heap = JS heap + ArrayBuffers after gc(), the index alive.',
    'Bounds: bench/gateVerdict.ts.',
    `each run's ratio: p50 ${spread(p50)}; p95 ${spread(p95)}`,
    `load average ${load.map((value) => value.toFixed(1)).join(' / ')} at the start; took ${seconds.toFixed(0)} s`,
  ])}\n`,
);
if (lines.some((line) => line.status === 'FAIL')) process.exitCode = 1;
