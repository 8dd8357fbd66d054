import { analyzeQuery, type Catalog } from '../src/engine';
import { SYSTEMS, type SystemName, TIME_BOUNDED } from './peers';
import type { QueryKind } from './queries';
import {
  cpuMsSince,
  type GcCounter,
  median,
  medianPercentiles,
  type Pass,
  type Percentiles,
  settledHeapMB,
  timePass,
} from './stats';

/**
 * How one system is measured on one catalog, shared by `npm run bench` (run.ts) and
 * `npm run bench:gate` (gate.ts): its build (wall and CPU), the heap its index holds while
 * alive, and each query's wall and CPU time, cold (the first time this index sees the query)
 * and warm (the median of passes).
 */

/**
 * Per catalog: queries per kind, warm passes, JIT warm-up queries, the time budget of a
 * time-bounded system (the default peers, peers.ts), and `runs`: builds, each of a fresh index
 * with its own cold pass. Build, heap and cold figures are medians over the runs: a single cold
 * pass's p95 at 50,000 tools swung ×2 from one run to the next (a collection landing on a few
 * queries or not). A time-bounded system runs once: its cold pass stops at the budget, and its
 * warm passes, after at least one, when the kind has taken twice the budget; its figures then
 * cover the first n queries, and the table says so.
 */
export type Plan = {
  queries: number;
  rounds: number;
  warmUp: number;
  budgetMs: number;
  runs: number;
};

type Timing = { wall: Percentiles; cpu: Percentiles };
export type KindFigures = {
  /** Queries timed: all of the kind's unless the budget stopped the pass (see `planned`). */
  queries: number;
  planned: number;
  /** Median over the warm passes of each percentile. */
  warm: Timing;
  /** Real queries only: each query's first run by a fresh index, median over the runs. */
  cold?: Timing;
  /** Garbage collections during the last run's timed calls of this kind (`calls` of them). */
  gc: { count: number; calls: number };
};
export type SystemFigures = {
  /** Medians over `runs` builds. */
  buildMs: number;
  buildCpuMs: number;
  /** JS heap and ArrayBuffers the index holds, read while it is alive (settledHeapMB). */
  heapMB: number;
  runs: number;
  kinds: Partial<Record<QueryKind, KindFigures>>;
};

const timing = (passes: readonly Pass[]): Timing => ({
  wall: medianPercentiles(passes.map((pass) => pass.wall)),
  cpu: medianPercentiles(passes.map((pass) => pass.cpu)),
});

/**
 * The timing the ratios and checks compare: a real query's cold run (what a user's fresh
 * question costs), a short query's warm one; CPU, which a busy neighbour on the machine
 * inflates far less than wall.
 */
export const comparedTiming = (kind: QueryKind, figures: KindFigures): Percentiles =>
  kind === 'real' && figures.cold ? figures.cold.cpu : figures.warm.cpu;

/**
 * Runs the analyzer over the queries once, before any system times them. Its stem cache is
 * shared by toollens and the like-for-like peers: without this, whichever system ran first
 * would pay for stemming each new query word and the next would not.
 */
export const warmAnalyzer = (queries: Iterable<string>): void => {
  for (const query of queries) analyzeQuery(query);
};

type Build = { wall: number; cpu: number; heap: number };
type Setup = {
  name: SystemName;
  catalog: Catalog;
  queries: Partial<Record<QueryKind, string[]>>;
  warmUp: readonly string[];
  plan: Plan;
  gcs: GcCounter;
};

/**
 * One run: a fresh build of the system, its heap, the warm-up, and each kind's first pass
 * (added to `firsts`); on the last run also the warm passes, and the kinds' figures. A function
 * of its own so its index is garbage once it returns: a variable of the caller's loop that
 * lives across an await stays in the function's context, holding the previous run's index
 * while the next run's heap is read.
 */
const measureRun = async (
  { name, catalog, queries, warmUp, plan, gcs }: Setup,
  firsts: Partial<Record<QueryKind, Pass[]>>,
  last: boolean,
): Promise<{ build: Build; kinds: SystemFigures['kinds'] }> => {
  const before = settledHeapMB();
  const cpuStart = process.cpuUsage();
  const started = performance.now();
  const run = SYSTEMS[name].build(catalog);
  const wall = performance.now() - started;
  const cpu = cpuMsSince(cpuStart);
  const build = { wall, cpu, heap: Math.max(0, settledHeapMB() - before) };
  // JIT warm-up on queries that are never timed: "cold" then measures the query, not the JIT.
  for (const query of warmUp) run(query);
  const kinds: SystemFigures['kinds'] = {};
  for (const [kind, list] of Object.entries(queries) as [QueryKind, string[]][]) {
    const from = performance.now();
    // Real queries: the cold pass. Short ones repeat words the warm-up already ran: one
    // untimed pass. Either way, the queries it reached within budget are the ones the warm
    // passes time.
    const budget = TIME_BOUNDED.has(name) ? plan.budgetMs : Number.POSITIVE_INFINITY;
    const first = timePass(list, run, from + budget);
    const passesOfKind = [...(firsts[kind] ?? []), first];
    firsts[kind] = passesOfKind;
    if (!last) continue;
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
      ...(kind === 'real' ? { cold: timing(passesOfKind) } : {}),
      gc: { count: await gcs.count(from, to), calls: timed.length * (passes.length + 1) },
    };
  }
  return { build, kinds };
};

export const measureSystem = async (
  name: SystemName,
  catalog: Catalog,
  queries: Partial<Record<QueryKind, string[]>>,
  warmUp: readonly string[],
  plan: Plan,
  gcs: GcCounter,
): Promise<SystemFigures> => {
  const setup = { name, catalog, queries, warmUp, plan, gcs };
  const runs = TIME_BOUNDED.has(name) ? 1 : Math.max(1, plan.runs);
  const builds: Build[] = [];
  const firsts: Partial<Record<QueryKind, Pass[]>> = {};
  let kinds: SystemFigures['kinds'] = {};
  for (let r = 0; r < runs; r++) {
    const measured = await measureRun(setup, firsts, r === runs - 1);
    builds.push(measured.build);
    kinds = measured.kinds;
  }
  return {
    buildMs: median(builds.map((build) => build.wall)),
    buildCpuMs: median(builds.map((build) => build.cpu)),
    heapMB: median(builds.map((build) => build.heap)),
    runs,
    kinds,
  };
};
