import { type AppLoad, measureAppLoad } from './appLoad';
import { type BenchCatalog, type CatalogName, loadCatalogs } from './catalogs';
import { type Check, doneWhenChecks } from './checks';
import { type EditFigures, measureEdit } from './edit';
import {
  comparedTiming,
  measureSystem,
  type Plan,
  type SystemFigures,
  warmAnalyzer,
} from './measure';
import { SYSTEM_NAMES, type SystemName } from './peers';
import { benchQueries, type QueryKind, warmUpQueries } from './queries';
import { GcCounter, type Latency, type Percentiles, ROUNDS } from './stats';

export type { KindFigures, SystemFigures } from './measure';

/**
 * `npm run bench` (bundled and run by bundle.ts, entry main.ts): every system (peers.ts) over
 * the same catalogs (catalogs.ts) and the same queries, in one process. For each catalog,
 * query kind and system (measure.ts): build time (wall and CPU), the heap its index holds,
 * wall and CPU percentiles of each query, warm (median of passes) and, for real queries, cold
 * (the first time a fresh index sees the query string), and the garbage collections during the
 * timed queries. Then an edit against a fresh index (edit.ts), and on the large catalogs the
 * app's full load part by part (appLoad.ts). The ratios to the peers are the point: absolute
 * times on a noisy 2-core machine say less than a peer run beside them.
 */

/**
 * Per catalog: measure.ts's Plan. Fewer queries at 50,000 tools, so a full run stays minutes.
 * Five runs on the large catalogs: a cold p95 is the median of the runs', and a process's first
 * run pays the JIT's first compiles, so with three the median was the worse of the other two.
 */
const PLANS: Record<CatalogName, Plan> = {
  demo: { queries: 400, rounds: ROUNDS, warmUp: 200, budgetMs: 6_000, runs: 3 },
  bfcl: { queries: 400, rounds: ROUNDS, warmUp: 200, budgetMs: 6_000, runs: 3 },
  livemcpbench: { queries: 400, rounds: ROUNDS, warmUp: 200, budgetMs: 6_000, runs: 3 },
  real10k: { queries: 120, rounds: 3, warmUp: 100, budgetMs: 4_000, runs: 5 },
  real50k: { queries: 50, rounds: 2, warmUp: 40, budgetMs: 4_000, runs: 5 },
};
/** Today's top-level `queries` key: the short queries per small catalog. */
const LEGACY_QUERIES = PLANS.demo.queries;

type Figures = Latency & { buildMs: number; heapMB: number };
/** toollens's CPU over a peer's: real kind cold, short kind warm (see `comparedTiming`). */
type Ratio = { p50: number; p95: number };
export type CatalogBench = {
  tools: number;
  /** Today's keys: search_tools, raw Orama and MiniSearch as they come, short queries, warm wall. */
  toollens: Figures;
  orama: Figures;
  minisearch: Figures;
  ratios: { orama: Ratio; minisearch: Ratio };
  /** Queries per kind actually run, and warm passes. */
  plan: { queries: Partial<Record<QueryKind, number>>; rounds: number };
  systems: Partial<Record<SystemName, SystemFigures>>;
  /** kind → toollens system → peer → CPU ratio. */
  versus: Partial<Record<QueryKind, Record<string, Record<string, Ratio>>>>;
  /** An edit's re-rank against a fresh index (edit.ts). */
  edit?: EditFigures;
  /** The app's full load, part by part (appLoad.ts): the catalogs of APP_LOAD_CATALOGS. */
  appLoad?: AppLoad;
};
export type BenchReport = {
  date: string;
  queries: number;
  catalogs: Record<string, CatalogBench>;
  checks: Check[];
  seconds: number;
};

export type BenchOptions = {
  catalogs?: readonly CatalogName[];
  kinds?: readonly QueryKind[];
  /** Cap on queries per kind, for every catalog. */
  queries?: number;
};

const ratio = (ours: Percentiles, theirs: Percentiles): Ratio => ({
  p50: ours.p50Ms / theirs.p50Ms,
  p95: ours.p95Ms / theirs.p95Ms,
});

const TOOLLENS: readonly SystemName[] = ['toollensRank', 'toollensPage', 'toollensUi'];
const PEERS: readonly SystemName[] = [
  'minisearchLike',
  'oramaLike',
  'minisearchDefault',
  'oramaDefault',
];

const versus = (systems: CatalogBench['systems'], kinds: readonly QueryKind[]) => {
  const result: CatalogBench['versus'] = {};
  for (const kind of kinds) {
    const table: Record<string, Record<string, Ratio>> = {};
    for (const ours of TOOLLENS) {
      const mine = systems[ours]?.kinds[kind];
      if (!mine) continue;
      table[ours] = {};
      for (const peer of PEERS) {
        const theirs = systems[peer]?.kinds[kind];
        if (theirs)
          table[ours][peer] = ratio(comparedTiming(kind, mine), comparedTiming(kind, theirs));
      }
    }
    result[kind] = table;
  }
  return result;
};

/** Today's figures (warm wall, short queries when run) under today's keys. */
const legacy = (figures: SystemFigures | undefined, kinds: readonly QueryKind[]): Figures => {
  const kind = figures?.kinds.short ?? figures?.kinds[kinds[0] ?? 'short'];
  return {
    p50Ms: kind?.warm.wall.p50Ms ?? Number.NaN,
    p95Ms: kind?.warm.wall.p95Ms ?? Number.NaN,
    buildMs: figures?.buildMs ?? Number.NaN,
    heapMB: figures?.heapMB ?? Number.NaN,
  };
};

/** Searches after edits (edit.ts): 20 timed, 3 after fresh builds, 3 to warm up. */
const EDIT_QUERIES = 26;
/** Where the app's full load is measured: the large catalogs, where its CPU and heap matter. */
const APP_LOAD_CATALOGS: ReadonlySet<CatalogName> = new Set(['real10k', 'real50k']);

const benchCatalog = async (
  entry: BenchCatalog,
  kinds: readonly QueryKind[],
  cap: number | undefined,
  gcs: GcCounter,
  log: (line: string) => void,
): Promise<CatalogBench> => {
  const plan = PLANS[entry.name];
  const count = cap ?? plan.queries;
  const queries: Partial<Record<QueryKind, string[]>> = {};
  for (const kind of kinds) {
    queries[kind] =
      kind === 'real'
        ? entry.realQueries.slice(0, count)
        : benchQueries(entry.catalog, count).slice(0, count);
  }
  // The edits' searches (edit.ts) run on an index of their own: any real queries are new to it.
  const editQueries = entry.realQueries.slice(0, EDIT_QUERIES);
  const timed = Math.max(count, EDIT_QUERIES);
  const warmUp = warmUpQueries(entry.catalog, entry.realQueries, timed, plan.warmUp);
  warmAnalyzer([...(queries.real ?? []), ...editQueries]);
  const systems: CatalogBench['systems'] = {};
  for (const name of SYSTEM_NAMES) {
    const started = performance.now();
    systems[name] = await measureSystem(name, entry.catalog, queries, warmUp, plan, gcs);
    log(`  ${entry.name} ${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const edit =
    editQueries.length === EDIT_QUERIES ? measureEdit(entry.catalog, editQueries) : undefined;
  let appLoad: AppLoad | undefined;
  if (APP_LOAD_CATALOGS.has(entry.name)) {
    const started = performance.now();
    appLoad = measureAppLoad(entry.catalog);
    log(`  ${entry.name} app load: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const toollens = legacy(systems.toollensPage, kinds);
  const orama = legacy(systems.oramaDefault, kinds);
  const minisearch = legacy(systems.minisearchDefault, kinds);
  return {
    tools: entry.catalog.tools.length,
    toollens,
    orama,
    minisearch,
    ratios: {
      orama: { p50: toollens.p50Ms / orama.p50Ms, p95: toollens.p95Ms / orama.p95Ms },
      minisearch: {
        p50: toollens.p50Ms / minisearch.p50Ms,
        p95: toollens.p95Ms / minisearch.p95Ms,
      },
    },
    plan: {
      queries: Object.fromEntries(Object.entries(queries).map(([k, list]) => [k, list.length])),
      rounds: plan.rounds,
    },
    systems,
    versus: versus(systems, kinds),
    ...(edit ? { edit } : {}),
    ...(appLoad ? { appLoad } : {}),
  };
};

/** Runs the bench; progress lines go to `log` (stderr by default). */
export const runBench = async (
  options: BenchOptions = {},
  log: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
): Promise<BenchReport> => {
  const started = performance.now();
  const kinds = options.kinds ?? ['real', 'short'];
  const gcs = new GcCounter();
  const report: BenchReport = {
    date: new Date().toISOString(),
    queries: options.queries ?? LEGACY_QUERIES,
    catalogs: {},
    checks: [],
    seconds: 0,
  };
  for (const entry of loadCatalogs(options.catalogs)) {
    report.catalogs[entry.name] = await benchCatalog(entry, kinds, options.queries, gcs, log);
  }
  gcs.disconnect();
  report.checks = doneWhenChecks(report.catalogs);
  report.seconds = (performance.now() - started) / 1000;
  return report;
};
