import type { Hit, ToolSearchResult } from '../../engine/core';

/**
 * Which query terms, and which statistics of them, belong to the ranker shown. The term table,
 * the matched-term chips, the marks and the lens all read them here, so the page shows one set
 * of numbers per ranker: under toollens its informative terms with its own df (over five
 * fields, arguments included) and w(t); under seed and bm25 the design's terms over four fields
 * (docs/design/search.md).
 * (The worker builds the excerpts' windows from the same choice, engine `excerptTerms`.)
 */

/** A query term as the shown ranker counts it. */
export type ShownTerm = {
  term: string;
  stem: string;
  /** A word typed in mixed case: the stems of its parts, which match it together. */
  parts?: string[];
  df: number;
  weight: number;
};

export type RankerTerms = {
  terms: ShownTerm[];
  /** Stem → w(t): the colour of marks and chips. */
  weights: Record<string, number>;
  /** Stem → the word as typed, for chips: a stem ("merg", "on") is not a word to show. */
  words: Record<string, string>;
  /** Under toollens, the informative terms counted (the "of" of "2/3"); else undefined. */
  coverageOf: number | undefined;
};

type Source = Pick<ToolSearchResult, 'ranker' | 'terms' | 'toollens'>;

/** The toollens reading of the query, when that ranker is the one shown and read it. */
const ownQuery = (result: Source) => (result.ranker === 'toollens' ? result.toollens : undefined);

export const rankerTerms = (result: Source | undefined): RankerTerms => {
  const own = result && ownQuery(result);
  const terms: ShownTerm[] = (own?.terms ?? result?.terms ?? []).map(
    ({ term, stem, parts, df, weight }) => ({
      term,
      stem,
      ...(parts ? { parts } : {}),
      df,
      weight,
    }),
  );
  return {
    terms,
    weights: Object.fromEntries(terms.map((t) => [t.stem, t.weight])),
    words: Object.fromEntries(terms.map((t) => [t.stem, t.term])),
    coverageOf: own?.terms.length,
  };
};

/** The stems a hit matched under the ranker shown, in query order. */
export const matchedStems = (hit: Hit, result: Source): string[] =>
  (ownQuery(result) ? hit.toollens?.matchedTerms : undefined) ?? hit.matchedTerms;
