import type { Catalog } from '../src/engine';
import { type BenchCatalog, type CatalogName, loadCatalogs } from './catalogs';
import { type Check, doneWhenChecks } from './checks';
import { SYSTEM_NAMES, SYSTEMS, type SystemName, TIME_BOUNDED } from './peers';
import { benchQueries, type QueryKind, WARM_UP_SEED } from './queries';
import {
  cpuMsSince,
  GcCounter,
  type Latency,
  medianPercentiles,
  type Pass,
  type Percentiles,
  ROUNDS,
  timePass,
} from './stats';

/**
 * `npm run bench` (bundled and run by bundle.ts, entry main.ts): every system (peers.ts) over
 * the same catalogs (catalogs.ts) and the same queries, in one process. For each catalog,
 * query kind and system: build time (wall and CPU), retained heap, wall and CPU percentiles of
 * each query, warm (median of passes) and, for real queries, cold (the first time that system
 * ever sees the query string), and the garbage collections during the timed queries. The
 * ratios to the peers are the point: absolute times on a noisy 2-core machine say less than a
 * peer run beside them.
 */

/**
 * Per catalog: queries per kind, warm passes, JIT warm-up queries, and the time budget of a
 * time-bounded system (the default peers, peers.ts): its cold pass (or untimed pass) per kind
 * stops at the budget, and its warm passes, after at least one, when the kind has taken twice
 * the budget; its figures then cover the first n queries, and the table says so. Every other
 * system runs every query. Fewer queries at 50,000 tools, so a full run ends in about four
 * minutes on a 2-core machine.
 */
export type Plan = { queries: number; rounds: number; warmUp: number; budgetMs: number };
export const PLANS: Record<CatalogName, Plan> = {
  demo: { queries: 400, rounds: ROUNDS, warmUp: 200, budgetMs: 6_000 },
  bfcl: { queries: 400, rounds: ROUNDS, warmUp: 200, budgetMs: 6_000 },
  livemcpbench: { queries: 400, rounds: ROUNDS, warmUp: 200, budgetMs: 6_000 },
  real10k: { queries: 120, rounds: 3, warmUp: 100, budgetMs: 4_000 },
  real50k: { queries: 50, rounds: 2, warmUp: 40, budgetMs: 4_000 },
};
/** Today's top-level `queries` key: the short queries per small catalog. */
const LEGACY_QUERIES = PLANS.demo.queries;

export type Timing = { wall: Percentiles; cpu: Percentiles };
export type KindFigures = {
  /** Queries timed: all of the kind's unless the budget stopped the pass (see `planned`). */
  queries: number;
  planned: number;
  /** Median over the warm passes of each percentile. */
  warm: Timing;
  /** Real queries only: each query's first run by this system. */
  cold?: Timing;
  /** Garbage collections during all timed calls of this kind (`calls` of them). */
  gc: { count: number; calls: number };
};
export type SystemFigures = {
  buildMs: number;
  buildCpuMs: number;
  heapMB: number;
  kinds: Partial<Record<QueryKind, KindFigures>>;
};
export type Figures = Latency & { buildMs: number; heapMB: number };
/** toollens's CPU over a peer's: real kind cold, short kind warm (see `comparedTiming`). */
export type Ratio = { p50: number; p95: number };
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

const gc = (): void => (globalThis as { gc?: () => void }).gc?.();
const heapMB = (): number => process.memoryUsage().heapUsed / 1024 / 1024;

const timing = (passes: readonly Pass[]): Timing => ({
  wall: medianPercentiles(passes.map((pass) => pass.wall)),
  cpu: medianPercentiles(passes.map((pass) => pass.cpu)),
});

/**
 * The timing the ratios and checks compare: a real query's cold run (what a user's fresh
 * question costs), a short query's warm one (today's figure); CPU, which a busy neighbour on
 * the machine inflates far less than wall.
 */
export const comparedTiming = (kind: QueryKind, figures: KindFigures): Percentiles =>
  kind === 'real' && figures.cold ? figures.cold.cpu : figures.warm.cpu;

const measureSystem = async (
  name: SystemName,
  catalog: Catalog,
  queries: Partial<Record<QueryKind, string[]>>,
  warmUp: readonly string[],
  plan: Plan,
  gcs: GcCounter,
): Promise<SystemFigures> => {
  // Twice: one full collection can leave the previous system's index behind.
  gc();
  gc();
  const before = heapMB();
  const cpuStart = process.cpuUsage();
  const started = performance.now();
  const run = SYSTEMS[name].build(catalog);
  const buildMs = performance.now() - started;
  const buildCpuMs = cpuMsSince(cpuStart);
  gc();
  gc();
  const retained = Math.max(0, heapMB() - before);
  // JIT warm-up on queries that are never timed: "cold" then measures the query, not the JIT.
  for (const query of warmUp) run(query);
  const kinds: SystemFigures['kinds'] = {};
  for (const [kind, list] of Object.entries(queries) as [QueryKind, string[]][]) {
    const from = performance.now();
    // Real queries: the cold pass. Short ones repeat words the warm-up already ran: one
    // untimed pass, as today. Either way, the queries it reached within budget are the ones
    // the warm passes time.
    const budget = TIME_BOUNDED.has(name) ? plan.budgetMs : Number.POSITIVE_INFINITY;
    const first = timePass(list, run, from + budget);
    const timed = list.slice(0, first.timed);
    const passes: Pass[] = [];
    while (
      passes.length < plan.rounds &&
      (passes.length === 0 || performance.now() - from < 2 * budget)
    ) {
      passes.push(timePass(timed, run));
    }
    const to = performance.now();
    kinds[kind] = {
      queries: timed.length,
      planned: list.length,
      warm: timing(passes),
      ...(kind === 'real' ? { cold: { wall: first.wall, cpu: first.cpu } } : {}),
      gc: {
        count: await gcs.count(from, to),
        calls: timed.length * (passes.length + 1),
      },
    };
  }
  // Keep `run` (and its index) alive until after the heap was read.
  run('');
  return { buildMs, buildCpuMs, heapMB: retained, kinds };
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
  const warmUp = benchQueries(entry.catalog, plan.warmUp, WARM_UP_SEED);
  const systems: CatalogBench['systems'] = {};
  for (const name of SYSTEM_NAMES) {
    const started = performance.now();
    systems[name] = await measureSystem(name, entry.catalog, queries, warmUp, plan, gcs);
    log(`  ${entry.name} ${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
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
