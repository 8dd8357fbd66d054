import type { WeightedTerm } from './excerpt';
import { LENS_REACH, type LensSlice, type LensView, lensSpans } from './lensSpans';
import { excerptMatches } from './matches';
import type { Span } from './spans';
import type { Excerpt, Match } from './types';

/** The matches that lie wholly inside one of the (sorted, disjoint) spans. */
const matchesIn = (matches: readonly Match[], spans: readonly Span[]): Match[] => {
  const kept: Match[] = [];
  let s = 0;
  for (const m of matches) {
    while (s < spans.length && (spans[s]?.end ?? 0) < m.end) s++;
    const span = spans[s];
    if (!span) break;
    if (m.start >= span.start) kept.push(m);
  }
  return kept;
};

/**
 * The lens of one hit from its excerpt, as built for the page (`terms`: the terms and weights
 * the excerpt was built with): the text around its windows, `reach` characters either side, and
 * the hits in it, with the whole description's length and hit count.
 */
export const lensView = (
  name: string,
  description: string,
  excerpt: Excerpt,
  terms: readonly WeightedTerm[],
  reach: number = LENS_REACH,
): LensView => {
  const matches = excerptMatches(description, terms);
  const spans = lensSpans(description.length, excerpt.windows, reach);
  const slices: LensSlice[] = spans.map((s) => ({
    start: s.start,
    text: description.slice(s.start, s.end),
  }));
  return {
    name,
    length: description.length,
    slices,
    matches: matchesIn(matches, spans),
    matchCount: matches.length,
    excerpt,
    weights: Object.fromEntries(terms.map((t) => [t.stem, t.weight])),
  };
};
