import type { Hit, Ranker, ToollensQuery, ToollensScore } from './types';

/**
 * The rank keys of every ranker, defined once. Each ranker compares its keys in order, each
 * descending, then catalog order, so equal hits never swap between runs:
 * - `seed` (the design's order, docs/design/search.md#the-re-rank-and-ties): distinct terms
 *   covered, Σw of the matched terms, BM25;
 * - `bm25`: the BM25 score alone;
 * - `toollens`: keyword queries by informative coverage, name match, Σw, score; prose by name
 *   match, then score.
 * The comparators the rankers sort with, the key that decided one hit's place below another
 * (explain's "why not", the results table's marks) and the keys' labels all derive from here.
 */

/** A key of a ranker's order. Under `toollens`, `score` is its BM25F with the coverage bonus. */
export type RankKey = 'coverage' | 'nameMatch' | 'weightSum' | 'bm25' | 'score' | 'order';

/** The keys a ranker compares before catalog order. */
export type ScoreKey = Exclude<RankKey, 'order'>;

type ToollensMode = ToollensQuery['mode'];

/** seed and bm25 read these keys from the hit itself. */
const SEED_KEYS = ['coverage', 'weightSum', 'bm25'] as const satisfies readonly ScoreKey[];
const BM25_KEYS = ['bm25'] as const satisfies readonly ScoreKey[];
/** toollens reads its keys from the hit's toollens score. */
const TOOLLENS_KEYS = {
  keyword: ['coverage', 'nameMatch', 'weightSum', 'score'],
  prose: ['nameMatch', 'score'],
} as const satisfies Record<ToollensMode, readonly ScoreKey[]>;

/**
 * Scores closer than this tie: Σw, BM25 and the toollens score are sums of the same floats in
 * different orders, which can differ in the last bit.
 */
export const TIE_TOLERANCE = 1e-9;

/** Whether two values of a key, `gap` apart, tie. */
const ties = (gap: number): boolean => Math.abs(gap) < TIE_TOLERANCE;

/** A descending comparison of one key's values, with ties within the tolerance. */
export const byDescending = (left: number, right: number): number =>
  ties(right - left) ? 0 : right - left;

/** The keys `ranker` compares, in order, before catalog order (`mode` only matters to toollens). */
export const comparedKeys = (
  ranker: Ranker,
  mode: ToollensMode = 'keyword',
): readonly ScoreKey[] =>
  ranker === 'seed' ? SEED_KEYS : ranker === 'bm25' ? BM25_KEYS : TOOLLENS_KEYS[mode];

/*
 * The comparators below are the key lists above, written out key by key. A search of a large
 * catalog sorts thousands of rows with them, and a loop over key names measured twice as slow
 * at 10,000 tools (npm run bench: p50 1.3 → 2.2 ms). The property tests in rankKeys.test.ts
 * hold each comparator to its key list: the key that decides an order is the first differing
 * key of the list, for every pair of hits.
 */

export type Rankable = Pick<Hit, 'coverage' | 'weightSum' | 'bm25' | 'order'>;

/** The design's order (SEED_KEYS): coverage, then Σw, then BM25, then catalog order. */
export const compareSeed = (left: Rankable, right: Rankable): number =>
  right.coverage - left.coverage ||
  byDescending(left.weightSum, right.weightSum) ||
  byDescending(left.bm25, right.bm25) ||
  left.order - right.order;

/** Plain BM25 order (BM25_KEYS), for comparison: the score alone, then catalog order. */
export const compareBm25 = (left: Rankable, right: Rankable): number =>
  byDescending(left.bm25, right.bm25) || left.order - right.order;

export type ToollensFigures = Pick<ToollensScore, 'coverage' | 'nameMatch' | 'weightSum' | 'score'>;
type ToollensRankable = { toollens?: ToollensFigures; order: number };

/**
 * The toollens order (TOOLLENS_KEYS): keyword queries by coverage, Σw, score; prose by score;
 * then catalog. A hit without a toollens score ranks after every hit with one.
 */
export const compareToollens =
  (mode: ToollensMode) =>
  (left: ToollensRankable, right: ToollensRankable): number => {
    const a = left.toollens;
    const b = right.toollens;
    if (!a || !b) return (a ? -1 : b ? 1 : 0) || left.order - right.order;
    if (mode === 'keyword') {
      const keys =
        byDescending(a.coverage, b.coverage) ||
        byDescending(a.nameMatch, b.nameMatch) ||
        byDescending(a.weightSum, b.weightSum);
      if (keys !== 0) return keys;
      return byDescending(a.score, b.score) || left.order - right.order;
    }
    return (
      byDescending(a.nameMatch, b.nameMatch) ||
      byDescending(a.score, b.score) ||
      left.order - right.order
    );
  };

/** A hit's value of every key, as a ranker reads it. */
export type Keys = Record<RankKey, number>;

/**
 * The keys of a hit under `ranker`: toollens reads coverage, Σw and score from its own score
 * (the hit's when it has none); the others read the hit, and `score` is its BM25.
 */
export const keysOf = (
  hit: Rankable & { toollens?: ToollensFigures | undefined },
  ranker: Ranker,
): Keys => {
  const own = ranker === 'toollens' ? hit.toollens : undefined;
  return {
    coverage: own?.coverage ?? hit.coverage,
    nameMatch: own?.nameMatch ?? 0,
    weightSum: own?.weightSum ?? hit.weightSum,
    bm25: hit.bm25,
    score: own?.score ?? hit.bm25,
    order: hit.order,
  };
};

/** The key that put one hit below another, and by how much (the one above minus the one below). */
export type Decision = { key: RankKey; gap: number };

/**
 * The first of the `compared` keys on which `below` ranks below `above`, and the gap; catalog
 * order when they tie on every one (the gap is then how many places later `below` comes).
 */
export const decisiveKey = (above: Keys, below: Keys, compared: readonly ScoreKey[]): Decision => {
  for (const key of compared) {
    const gap = above[key] - below[key];
    if (!ties(gap)) return { key, gap };
  }
  return { key: 'order', gap: below.order - above.order };
};

/** What each key is called in the results table's columns and the tooltips. */
export const KEY_LABELS: Readonly<Record<RankKey, string>> = {
  coverage: 'coverage',
  nameMatch: 'name match',
  weightSum: 'Σw',
  bm25: 'BM25',
  score: 'score',
  order: 'catalog order',
};

/**
 * A coverage as people read it: "2/3", or "1.33/3" when terms matched only in the arguments
 * count a fraction (ToollensParams.argumentCoverage).
 */
export const formatCoverage = (coverage: number, of?: number): string => {
  const shown = ties(coverage - Math.round(coverage))
    ? String(Math.round(coverage))
    : coverage.toFixed(2);
  return of === undefined ? shown : `${shown}/${of}`;
};
