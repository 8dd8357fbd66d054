import { countIn } from './packedCounts';
import type { ToollensParams } from './types';

/**
 * BM25F's parts, defined once: the toollens ranker's hot loop (toollensRanker.ts), its explain
 * tree (explainHit.ts) and the postings' cached length norms (postings.ts) all compute with
 * these, so a score and its explanation add the same floats in the same order.
 */

/** BM25's idf, never negative: ln(1 + (N − df + 0.5) / (df + 0.5)). */
export const bm25Idf = (n: number, df: number): number => Math.log(1 + (n - df + 0.5) / (df + 0.5));

/** BM25's length normalisation of one field: 1 − b + b × length / average length. */
export const lengthNorm = (length: number, average: number, b: number): number =>
  1 - b + (b * length) / average;

/** BM25's saturation of a pseudo-frequency tf: idf × tf × (k1 + 1) / (tf + k1). */
export const saturate = (idf: number, tf: number, k1: number): number =>
  tf === 0 ? 0 : (idf * tf * (k1 + 1)) / (tf + k1);

/**
 * One posting's BM25F pseudo-frequency over the postings' cached norms (slot × fields + field):
 * the sum bm25f() makes, in the same order. The ranker's hot loop computes it inline.
 */
export const postingTf = (
  packed: number,
  slot: number,
  weights: readonly number[],
  norms: Float64Array,
): number => {
  const fields = weights.length;
  let tf = 0;
  for (let f = 0; f < fields; f++) {
    const count = countIn(packed, f);
    const weight = weights[f] as number;
    if (count === 0 || weight === 0) continue;
    tf += (weight * count) / (norms[slot * fields + f] as number);
  }
  return tf;
};

/**
 * BM25F (Robertson and Zaragoza's simple form): each field's count is length-normalised in
 * its own field, weighted, and summed into one pseudo-frequency, which saturates once.
 * `counts` is packed (postings.ts); the other arrays are indexed as TEXT_FIELDS. The ranker
 * computes the same sum inline, over the postings' cached norms.
 */
export const bm25f = (
  counts: number,
  lengths: readonly number[],
  averages: readonly number[],
  weights: readonly number[],
  idf: number,
  params: Pick<ToollensParams, 'k1' | 'b'>,
): number => {
  let tf = 0;
  for (let f = 0; f < weights.length; f++) {
    const count = countIn(counts, f);
    const weight = weights[f] ?? 0;
    if (count === 0 || weight === 0) continue;
    tf += (weight * count) / lengthNorm(lengths[f] ?? 0, averages[f] ?? 1, params.b);
  }
  return saturate(idf, tf, params.k1);
};
