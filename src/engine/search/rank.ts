/**
 * Term rarity within the scope of one search: w(t) = 1 + ln((N + 1) / (df + 1)).
 * N is the filtered candidate set, not the corpus, so "file" can be rare among work-item
 * tools and worthless among file tools. The +1s keep a one-document scope finite and give
 * a term every candidate contains a floor weight of 1 instead of 0.
 */
export const termWeight = (n: number, df: number): number => 1 + Math.log((n + 1) / (df + 1));

// The comparators derive from the rank keys' one definition (rankKeys.ts).
export { compareBm25, compareSeed } from './rankKeys';
