import { detachRows, type ToollensRows } from './accumulator';
import { type Plan, type QuerySettings, specWeights } from './plan';
import { SPEC_MASK } from './postings';
import { compareBm25, compareSeed } from './rank';
import { scoreSpecInto } from './specBm25';
import { compareToollens, rankToollens, type ToollensRanking } from './toollensRanker';
import type { ToolStore } from './toolStore';
import { rankOf } from './topK';
import type { Hit, Ranker, SearchOptions } from './types';
import { checkWeights } from './weights';
import { termPostings } from './wordForms';

/**
 * A search's ranker passes over its plan: Orama's for seed and bm25 (one pass gives both), the
 * postings' for toollens. Each gives rows of typed arrays, and a ranker's list sorts them by
 * index, so a large catalog's thousands of matches make no object each.
 */

/**
 * The design's rows (docs/design/search.md): every listable tool in scope that Orama scored and
 * that contains a query term in one of the four spec fields, with its coverage, Σw and Orama's
 * BM25.
 */
type SpecRows = {
  size: number;
  slots: Int32Array;
  coverage: Int32Array;
  weightSum: Float64Array;
  bm25: Float64Array;
};

/** The design's pass: coverage and Σw, Orama's BM25 (specBm25.ts), from the postings by slot. */
const specRows = (
  store: ToolStore,
  settings: QuerySettings,
  options: SearchOptions,
  p: Plan,
): SpecRows => {
  const boosts = options.weights
    ? { ...settings.boosts, ...specWeights(checkWeights(options.weights)) }
    : settings.boosts;
  const { spec, orama } = store.sums;
  const capacity = store.postings.capacity;
  spec.reset(capacity);
  for (const term of p.base.terms) {
    const posting = termPostings(store.postings, term);
    if (!posting) continue;
    for (let i = posting.start; i < posting.start + posting.size; i++) {
      const slot = posting.slots[i] as number;
      if ((p.slots && p.slots[slot] !== 1) || ((posting.counts[i] as number) & SPEC_MASK) === 0)
        continue;
      spec.add(slot, term.weight, 0);
    }
  }
  orama.reset(capacity);
  scoreSpecInto(store.postings, options.query, boosts, orama);
  const skip = store.scaffoldingSlots;
  const rows: SpecRows = {
    size: 0,
    slots: new Int32Array(orama.count),
    coverage: new Int32Array(orama.count),
    weightSum: new Float64Array(orama.count),
    bm25: new Float64Array(orama.count),
  };
  for (let t = 0; t < orama.count; t++) {
    const slot = orama.touched[t] as number;
    if ((p.slots && p.slots[slot] !== 1) || (skip && skip[slot] === 1)) continue;
    const coverage = spec.coverage(slot);
    if (coverage === 0) continue;
    rows.slots[rows.size] = slot;
    rows.coverage[rows.size] = coverage;
    rows.weightSum[rows.size] = spec.weightSum(slot);
    rows.bm25[rows.size] = orama.score(slot);
    rows.size++;
  }
  return rows;
};

/**
 * How a ranking is read: `kept` for later questions (its rows copied out of the scratch),
 * `once` in full at once, `page` only for its first `limit` rows (a prose query's other rows
 * may then be left unscored, maxScore.ts).
 */
export type Keep = 'kept' | 'once' | 'page';

const runToollens = (
  store: ToolStore,
  settings: QuerySettings,
  options: SearchOptions,
  p: Plan,
  keep: Keep,
): ToollensRanking => {
  const params = options.weights
    ? {
        ...settings.params,
        weights: { ...settings.params.weights, ...checkWeights(options.weights) },
      }
    : settings.params;
  const ranking = rankToollens(store.postings, options.query, params, {
    scope: p.slots,
    n: p.scope.length,
    skip: store.scaffoldingSlots,
    nameWords: (slot) => store.atSlot(slot)?.nameWords,
    sums: store.sums.toollens,
    // Pruned only as the shown list: another ranker's page would read this one's ranks.
    ...(keep === 'page' && p.ranker === 'toollens' ? { top: p.limit } : {}),
  });
  // The accumulator's rows are the next search's scratch: a kept ranking outlives them, and gets
  // arrays of its own; a one-shot one (a page, a rank list) is read before the next search.
  return keep === 'kept' ? { ...ranking, rows: detachRows(ranking.rows) } : ranking;
};

/**
 * One ranker's rows, sortable by index: the comparators of rankKeys.ts, their one definition,
 * read a row through a view that points at an index, so comparing two rows allocates nothing.
 */
export type List = {
  /** Rows, each scored. */
  size: number;
  /** Tools matched: the rows and any left unscored (a page's pruned pass, maxScore.ts). */
  total: number;
  slotAt: (row: number) => number;
  compare: (left: number, right: number) => number;
};

class SpecView {
  i = 0;
  constructor(
    readonly rows: SpecRows,
    readonly positions: Int32Array,
  ) {}
  get coverage(): number {
    return this.rows.coverage[this.i] as number;
  }
  get weightSum(): number {
    return this.rows.weightSum[this.i] as number;
  }
  get bm25(): number {
    return this.rows.bm25[this.i] as number;
  }
  get order(): number {
    return this.positions[this.rows.slots[this.i] as number] as number;
  }
}

class ToollensView {
  i = 0;
  constructor(
    readonly rows: ToollensRows,
    readonly positions: Int32Array,
  ) {}
  get toollens(): this {
    return this;
  }
  get coverage(): number {
    return this.rows.coverage[this.i] as number;
  }
  get nameMatch(): number {
    return this.rows.nameMatch[this.i] as number;
  }
  get weightSum(): number {
    return this.rows.weightSum[this.i] as number;
  }
  get score(): number {
    return this.rows.score[this.i] as number;
  }
  get order(): number {
    return this.positions[this.rows.slots[this.i] as number] as number;
  }
}

const comparing =
  <V extends { i: number }>(left: V, right: V, compare: (l: V, r: V) => number) =>
  (i: number, j: number): number => {
    left.i = i;
    right.i = j;
    return compare(left, right);
  };

const specList = (rows: SpecRows, positions: Int32Array, ranker: 'seed' | 'bm25'): List => ({
  size: rows.size,
  total: rows.size,
  slotAt: (row) => rows.slots[row] as number,
  compare: comparing(
    new SpecView(rows, positions),
    new SpecView(rows, positions),
    ranker === 'seed' ? compareSeed : compareBm25,
  ),
});

const toollensList = (ranking: ToollensRanking, positions: Int32Array): List => ({
  size: ranking.rows.size,
  total: ranking.matched,
  slotAt: (row) => ranking.rows.slots[row] as number,
  compare: comparing(
    new ToollensView(ranking.rows, positions),
    new ToollensView(ranking.rows, positions),
    compareToollens(ranking.query.mode),
  ),
});

/** The row of `slot` in a list, or -1. */
export const rowOf = (list: List, slot: number): number => {
  for (let row = 0; row < list.size; row++) if (list.slotAt(row) === slot) return row;
  return -1;
};

/**
 * A tool's rank under every ranker whose list ran (0 where it did not, or does not return the
 * tool), counted rather than sorted; `own` gives the shown ranker's rank, already known.
 */
export const ranksAt = (
  lists: Partial<Record<Ranker, List>>,
  slot: number,
  own?: { ranker: Ranker; rank: number },
): Hit['ranks'] => {
  const rankIn = (key: Ranker): number => {
    if (own?.ranker === key) return own.rank;
    const list = lists[key];
    const at = list && slot !== -1 ? rowOf(list, slot) : -1;
    return list && at !== -1 ? rankOf(list.size, at, list.compare) : 0;
  };
  return { toollens: rankIn('toollens'), seed: rankIn('seed'), bm25: rankIn('bm25') };
};

/** How many plans and ranker passes an index has run: one of each per query, at most. */
export type SearchPasses = {
  plans: number;
  spec: number;
  toollens: number;
  /** Of the toollens passes, those that left tools unscored (a prose page's, maxScore.ts). */
  pruned: number;
};

/** The passes run for one plan so far: each at most once, kept for every later question. */
export type Passes = {
  lists: Partial<Record<Ranker, List>>;
  spec?: SpecRows;
  ranking?: ToollensRanking;
};

/**
 * Runs the passes `rankers` need that have not run yet for this plan: Orama's for seed and
 * bm25, the postings' for toollens. Each run is counted in `count`.
 */
export const runPasses = (
  store: ToolStore,
  settings: QuerySettings,
  options: SearchOptions,
  p: Plan,
  rankers: readonly Ranker[],
  passes: Passes,
  count: SearchPasses,
  keep: Keep = 'kept',
): void => {
  const positions = store.positions;
  const { lists } = passes;
  if (!passes.spec && (rankers.includes('seed') || rankers.includes('bm25'))) {
    passes.spec = specRows(store, settings, options, p);
    count.spec++;
    lists.seed = specList(passes.spec, positions, 'seed');
    lists.bm25 = specList(passes.spec, positions, 'bm25');
  }
  if (!passes.ranking && rankers.includes('toollens')) {
    passes.ranking = runToollens(store, settings, options, p, keep);
    count.toollens++;
    if (passes.ranking.matched > passes.ranking.rows.size) count.pruned++;
    lists.toollens = toollensList(passes.ranking, positions);
  }
};
