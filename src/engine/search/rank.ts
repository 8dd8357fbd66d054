import type { Hit } from './types';

/**
 * Term rarity within the scope of one search: w(t) = 1 + ln((N + 1) / (df + 1)).
 * N is the filtered candidate set, not the corpus, so "file" can be rare among work-item
 * tools and worthless among file tools. The +1s keep a one-document scope finite and give
 * a term every candidate contains a floor weight of 1 instead of 0.
 */
export const termWeight = (n: number, df: number): number => 1 + Math.log((n + 1) / (df + 1));

type Rankable = Pick<Hit, 'coverage' | 'weightSum' | 'bm25' | 'order'>;

// Sums of the same weights in different orders can differ in the last bit; such hits tie.
const EPSILON = 1e-9;
const byDescending = (left: number, right: number): number =>
  Math.abs(right - left) < EPSILON ? 0 : right - left;

/**
 * The spec's order: distinct terms covered, then Σw of the matched terms, then BM25,
 * then catalog order, so equal hits never swap between runs.
 */
export const compareSeed = (left: Rankable, right: Rankable): number =>
  right.coverage - left.coverage ||
  byDescending(left.weightSum, right.weightSum) ||
  byDescending(left.bm25, right.bm25) ||
  left.order - right.order;

/** Plain BM25 order, for comparison: the score alone, then catalog order. */
export const compareBm25 = (left: Rankable, right: Rankable): number =>
  byDescending(left.bm25, right.bm25) || left.order - right.order;
