import type { Excerpt, Hit, Match, WhyNot } from '../../engine';
import {
  excerptMatches,
  excerptTerms,
  explainMiss,
  mergeSpans,
  type Span,
  searchTools,
} from '../../engine';
import type { LensSlice, LensView, SearchReply, SearchRequest } from '../boundary';
import { specIndexBuilt } from './specIndexBuild';
import { requireLoaded } from './state';

/** A description up to this long is sent to the lens whole. */
export const LENS_WHOLE_CHARS = 20_000;
/** Characters sent either side of each window of a longer description, by default (what the
 * page draws at most, LENS_MAX_CONTEXT)… */
export const LENS_REACH = 5_000;
/** …and at most, whatever the page asks. */
export const LENS_MAX_REACH = 200_000;

/** The spans of a description the lens is sent: whole, or around the windows, merged. */
export const lensSpans = (length: number, windows: readonly Span[], reach: number): Span[] => {
  if (length <= LENS_WHOLE_CHARS) return [{ start: 0, end: length }];
  const r = Math.max(0, Math.min(LENS_MAX_REACH, Math.floor(reach)));
  const anchors = windows.length > 0 ? windows : [{ start: 0, end: 0 }];
  return mergeSpans(
    anchors.map((w) => ({ start: Math.max(0, w.start - r), end: Math.min(length, w.end + r) })),
  ).filter((s) => s.end > s.start);
};

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
 * An excerpt with its hits marked by the engine's analyzer, so the page marks the words that
 * matched ("one", "ones") and never a look-alike ("only"): it has no analyzer to tell them apart.
 */
export const withMarks = (excerpt: Excerpt, stems: ReadonlySet<string>): Excerpt => ({
  ...excerpt,
  marks: excerptMatches(excerpt.text, stems),
});

export const searchApi = {
  search(request: SearchRequest): SearchReply {
    const { seq, ...options } = request;
    // Explained as it is searched: ten hits' parts cost little next to their excerpts, and the
    // Search panel's explain then never waits on a second request.
    const result = searchTools(requireLoaded().index, { ...options, explain: true });
    const stems = new Set(excerptTerms(result).map((term) => term.stem));
    const hits = result.hits.map((hit) => ({ ...hit, excerpt: withMarks(hit.excerpt, stems) }));
    return { ...result, hits, seq };
  },

  /**
   * The lens of one hit, for the same request the results came from: the text around its
   * windows (`reach` characters either side; the whole of a short description) and the hits
   * in it, with the whole description's length and hit count.
   */
  lens(request: SearchRequest, name: string, reach = LENS_REACH): LensView | undefined {
    const { index } = requireLoaded();
    const { seq: _seq, ...options } = request;
    const result = searchTools(index, options);
    const hit = result.hits.find((h) => h.name === name);
    if (!hit) return undefined;
    const description = index.description(name) ?? '';
    // The terms and weights of the ranker shown, as the excerpt's windows were built with.
    const terms = excerptTerms(result);
    const stems = new Set(terms.map((t) => t.stem));
    const matches = excerptMatches(description, stems);
    const spans = lensSpans(description.length, hit.excerpt.windows, reach);
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
      excerpt: withMarks(hit.excerpt, stems),
      weights: Object.fromEntries(terms.map((t) => [t.stem, t.weight])),
    };
  },

  /**
   * Each named hit's rank under every ranker for a request whose page is already shown: the
   * movement column's figures, asked after the search so the page never waits for them (the
   * other rankers' passes, Orama's included, cost most of a search at 50,000 tools).
   */
  async movementRanks(request: SearchRequest, names: readonly string[]): Promise<Hit['ranks'][]> {
    const { seq: _seq, allRanks: _allRanks, ...options } = request;
    // The other rankers read Orama's index: while its stepped build runs, wait for it rather
    // than finish it here, so searches typed meanwhile still run between the steps.
    await specIndexBuilt(requireLoaded().index);
    return requireLoaded().index.ranksOf(options, names);
  },

  rankedNames(request: SearchRequest, count: number): string[] {
    const { seq: _seq, ...options } = request;
    return requireLoaded()
      .index.rankedNames(options)
      .slice(0, Math.max(0, Math.floor(count)));
  },

  /** Why a tool is not among the results of a request. */
  whyNot(request: SearchRequest, name: string): WhyNot {
    const { seq: _seq, ...options } = request;
    return explainMiss(requireLoaded().index, options, name);
  },
};
