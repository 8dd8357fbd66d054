import type { HitWithExcerpt, Ranker } from '../../../../engine/core';

/**
 * Which rank key put a hit below the one above it. This only reads the two hits' values, as
 * the table shows them; the ranking itself is the engine's. Each ranker compares its own keys
 * in its own order: seed coverage, Σw, BM25; toollens (keyword queries) coverage, Σw, score,
 * or (prose) the score alone; bm25 the score alone. Catalog order breaks every full tie.
 */

export type RankKey = 'coverage' | 'weightSum' | 'bm25' | 'score' | 'order';

/** A hit's values of every key a ranker may compare. */
export type Keys = Record<RankKey, number>;

export type Decision = { key: RankKey; gap: number };

/** Scores closer than this are ties: Σw and BM25 are sums of floats. */
const EPSILON = 1e-9;

/** The keys of a hit under a ranker: toollens reads its own coverage, Σw and score. */
export const keysOf = (hit: HitWithExcerpt, ranker: Ranker): Keys => {
  const own = ranker === 'toollens' ? hit.toollens : undefined;
  return {
    coverage: own?.coverage ?? hit.coverage,
    weightSum: own?.weightSum ?? hit.weightSum,
    bm25: hit.bm25,
    score: own?.score ?? hit.bm25,
    order: hit.order,
  };
};

/** The keys a ranker compares, in order, before catalog order. */
export const comparedKeys = (ranker: Ranker, mode: 'keyword' | 'prose' = 'keyword'): RankKey[] => {
  if (ranker === 'seed') return ['coverage', 'weightSum', 'bm25'];
  if (ranker === 'toollens')
    return mode === 'keyword' ? ['coverage', 'weightSum', 'score'] : ['score'];
  return ['bm25'];
};

export const decisiveKey = (above: Keys, below: Keys, compared: readonly RankKey[]): Decision => {
  for (const key of compared) {
    const gap = above[key] - below[key];
    if (Math.abs(gap) >= EPSILON) return { key, gap };
  }
  return { key: 'order', gap: below.order - above.order };
};

/** The decision for every hit against its predecessor; the first hit has none. */
export const decisions = (
  hits: readonly Keys[],
  compared: readonly RankKey[],
): (Decision | undefined)[] =>
  hits.map((hit, i) => {
    const above = hits[i - 1];
    return above ? decisiveKey(above, hit, compared) : undefined;
  });

export const KEY_LABELS: Record<RankKey, string> = {
  coverage: 'coverage',
  weightSum: 'Σw',
  bm25: 'BM25',
  score: 'score',
  order: 'catalog order',
};

/** A sentence for a row's tooltip and screen readers, e.g. "below excel_reader on Σw by 0.69". */
export const describeDecision = (decision: Decision, above: string): string => {
  if (decision.key === 'order') return `tied with ${above} on every score; catalog order decides`;
  const gap = decision.key === 'coverage' ? String(decision.gap) : decision.gap.toFixed(2);
  return `below ${above} on ${KEY_LABELS[decision.key]} by ${gap}`;
};
