/**
 * `npm run bench:gate`'s bounds and verdict. Each figure is toollens's against a peer measured
 * in the same process, on the same catalog, minutes apart at most: a ratio, which a busy
 * neighbour on a shared 2-core machine moves far less than an absolute time. The bounds are
 * declared here and nowhere else; gate.ts measures, this module judges and prints.
 */

export type GateName = 'p50' | 'p95' | 'edit' | 'heap';

export type GateBound = {
  /** What is compared, as printed. */
  what: string;
  /** Who is measured, and against whom. */
  sides: readonly [string, string];
  unit: 'ms' | 'MB';
  /** The largest ratio ours ÷ theirs that passes. */
  bound: number;
};

/** A query ratio: toollens against MiniSearch-like, CPU per query. */
const queryRatio = (what: string, bound: number): GateBound => ({
  what,
  sides: ['toollens', 'MiniSearch-like'],
  unit: 'ms',
  bound,
});

/**
 * The bounds, each with why. The query ratios were measured by this gate (the median of 7
 * paired runs, node --single-threaded, a 2-core machine at load 1–3) three times each on three
 * rankings: one before a change that doubled its CPU per query, one after that change, and
 * today's; docs/performance.md ("The speed gate") has the figures.
 */
export const GATE_BOUNDS: Record<GateName, GateBound> = {
  // Today ×0.085–0.088 (three gate runs; single runs ×0.08–0.10), with MaxScore on a prose
  // page; ×0.11–0.13 before it, and a ranking that doubled its CPU per query measured
  // ×0.64–0.66. The bound is ×1.8 above today's: a doubling of today's cost fails.
  p50: queryRatio('query CPU p50, first seen', 0.16),
  // Today ×0.14–0.16 (single runs ×0.12–0.24; a process's first run's tail is the JIT's);
  // ×0.39–0.42 before MaxScore. The bound is ×2.5 above today's and ×1.7 above its worst run:
  // noise does not fail it, and a tail that doubles or more does.
  p95: queryRatio('query CPU p95, first seen', 0.4),
  // An edit re-indexes one tool and searches: ×0.004–0.011 of a fresh build and search. The
  // bound is about 30 ms at 10,000 tools: an edit that re-analyzes or re-indexes the whole
  // catalog instead of one tool costs near a full build and fails it by far.
  edit: {
    what: "an edit's re-rank (updateTool + search)",
    sides: ['edit', 'fresh index + search'],
    unit: 'ms',
    bound: 0.05,
  },
  // The ToolIndex's heap against MiniSearch-like's index of the same catalog, each alive: ×0.88
  // today, the same to 1% run after run. The bound is the target, no more than MiniSearch's,
  // a seventh above today's: an index grown back past its peer fails.
  heap: {
    what: 'index heap at 10,000 tools',
    sides: ['ToolIndex', "MiniSearch-like's index"],
    unit: 'MB',
    bound: 1,
  },
};

export type GateFigure = { ours: number; theirs: number };
export type GateFigures = Record<GateName, GateFigure>;

/**
 * Of runs that each measured both sides, one right after the other, the run whose ratio is the
 * median, with its own two figures (so the printed ratio is theirs). Pairs measured close in
 * time share a neighbour's load: on a busy 2-core machine a search's CPU time itself rises with
 * the load (the cores' caches and the other hyperthread are shared). A run whose ratio cannot
 * be computed is returned instead, so the verdict fails it.
 */
export const medianPair = (pairs: readonly GateFigure[]): GateFigure => {
  const ratio = (pair: GateFigure) => pair.ours / pair.theirs;
  const broken = pairs.find((pair) => !Number.isFinite(ratio(pair)));
  const sorted = [...pairs].sort((a, b) => ratio(a) - ratio(b));
  return broken ?? sorted[Math.floor(sorted.length / 2)] ?? { ours: Number.NaN, theirs: 1 };
};

export type GateLine = GateBound & {
  name: GateName;
  status: 'PASS' | 'FAIL';
  ours: number;
  theirs: number;
  ratio: number;
};

/**
 * Each figure against its bound. A ratio that is not a finite number (a figure missing, or a
 * peer at zero) fails: a gate that cannot measure must not pass.
 */
export const gateVerdict = (
  figures: GateFigures,
  bounds: Record<GateName, GateBound> = GATE_BOUNDS,
): GateLine[] =>
  (Object.keys(bounds) as GateName[]).map((name) => {
    const bound = bounds[name];
    const { ours, theirs } = figures[name];
    const ratio = ours / theirs;
    const ok = Number.isFinite(ratio) && ratio <= bound.bound;
    return { ...bound, name, ours, theirs, ratio, status: ok ? 'PASS' : 'FAIL' };
  });

/** A ratio with two significant digits at least: an edit's is around ×0.01. */
const times = (value: number) => `×${value.toFixed(value < 0.1 ? 3 : 2)}`;

const figure = (value: number, unit: 'ms' | 'MB') =>
  `${value.toFixed(unit === 'MB' ? 1 : 3)} ${unit}`;

/** The verdict as printed: one line per figure, with both sides, the ratio and its bound. */
export const renderGate = (lines: readonly GateLine[], context: readonly string[]): string => {
  const failed = lines.filter((line) => line.status === 'FAIL').length;
  return [
    ...context,
    ...lines.map(
      (line) =>
        `${line.status} ${line.what}: ${line.sides[0]} ${figure(line.ours, line.unit)} / ` +
        `${line.sides[1]} ${figure(line.theirs, line.unit)} = ${times(line.ratio)} ` +
        `(bound ${times(line.bound)})`,
    ),
    failed === 0
      ? `bench:gate: PASS, every ratio within its bound`
      : `bench:gate: FAIL, ${failed} of ${lines.length} ratios worse than their bound`,
  ].join('\n');
};
