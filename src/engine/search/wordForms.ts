import { TEXT_FIELDS } from './fields';
import { BITS, countIn } from './packedCounts';
import {
  ALL_FIELDS,
  type Postings,
  type SlotScope,
  SPEC_MASK,
  type TermPostings,
} from './postings';

/**
 * A query term as the postings match it. Most terms are one stem. A word typed in mixed case
 * ("GitHub", "addLabel") is one term with two readings (analyze.ts `termsOfTokens`): its whole
 * stem, which every text that writes the word holds (the analyzer indexes a mixed-case word
 * whole beside its parts), or all of its parts said in one field ("git" and "hub" in one
 * description). So "GitHub" and "github" find the same tools wherever the text writes the word,
 * and the term counts once in coverage, df and Σw, never once per part.
 *
 * Per field, the term's count is the larger of the whole's count and the smallest part's count
 * (how many times the parts are all said there). Every function here reads a one-stem term
 * straight from the postings, so a query without a mixed-case word pays nothing.
 */
export type MatchTerm = { stem: string; parts?: readonly string[] };

const FIELDS = TEXT_FIELDS.length;

/** Per field, the smallest count of any part in the tool at `slot`: 0 unless all are there. */
const partsTogether = (postings: Postings, slot: number, parts: readonly string[]): number => {
  let least = -1;
  for (const part of parts) {
    const counts = postings.countsAt(slot, part);
    if (counts === 0) return 0;
    least = least === -1 ? counts : smaller(least, counts);
  }
  return least === -1 ? 0 : least;
};

/** Per field, the smaller of two packed counts. */
const smaller = (a: number, b: number): number => {
  let packed = 0;
  for (let f = 0; f < FIELDS; f++) packed += Math.min(countIn(a, f), countIn(b, f)) << (BITS * f);
  return packed;
};

/** Per field, the larger of two packed counts. */
const larger = (a: number, b: number): number => {
  let packed = 0;
  for (let f = 0; f < FIELDS; f++) packed += Math.max(countIn(a, f), countIn(b, f)) << (BITS * f);
  return packed;
};

const hasParts = (term: MatchTerm): term is MatchTerm & { parts: readonly string[] } =>
  term.parts !== undefined && term.parts.length > 1;

/**
 * The term's postings: the stem's own, or, for a word with parts, the tools holding the whole
 * or every part in one field, built for this query (its slots in no particular order).
 */
export const termPostings = (
  postings: Postings,
  term: MatchTerm,
): Readonly<TermPostings> | undefined => {
  if (!hasParts(term)) return postings.term(term.stem);
  // A query asks for the same word's postings several times (its df for the design's terms,
  // docs/design/search.md, and the ranker's, then its pass): built once per word and catalog
  // version.
  const key = `${term.stem} ${term.parts.join(' ')}`;
  const kept = built.get(postings);
  if (kept?.version === postings.version && kept.key === key) return kept.merged;
  const merged = mergedPostings(postings, term);
  built.set(postings, { version: postings.version, key, merged });
  return merged;
};

/** The last word built per postings: a query has few mixed-case words, most have none. */
const built = new WeakMap<
  Postings,
  { version: number; key: string; merged: Readonly<TermPostings> | undefined }
>();

const mergedPostings = (
  postings: Postings,
  term: MatchTerm & { parts: readonly string[] },
): Readonly<TermPostings> | undefined => {
  const whole = postings.term(term.stem);
  const lists = term.parts.map((part) => postings.term(part));
  let rarest: Readonly<TermPostings> | undefined;
  for (const list of lists) {
    if (!list) return whole;
    if (!rarest || list.size < rarest.size) rarest = list;
  }
  const counts = new Map<number, number>();
  for (let p = whole?.start ?? 0; whole && p < whole.start + whole.size; p++) {
    counts.set(whole.slots[p] as number, whole.counts[p] as number);
  }
  for (let p = rarest?.start ?? 0; rarest && p < rarest.start + rarest.size; p++) {
    const slot = rarest.slots[p] as number;
    const together = partsTogether(postings, slot, term.parts);
    if (together !== 0) counts.set(slot, larger(counts.get(slot) ?? 0, together));
  }
  const merged: TermPostings = {
    slots: Int32Array.from(counts.keys()),
    counts: Int32Array.from(counts.values()),
    start: 0,
    size: counts.size,
    specDf: 0,
  };
  for (const packed of counts.values()) if ((packed & SPEC_MASK) !== 0) merged.specDf++;
  return merged;
};

/** The term's packed counts in the tool at `slot`, 0 when it has none. */
const termCountsAt = (postings: Postings, slot: number, term: MatchTerm): number => {
  const whole = postings.countsAt(slot, term.stem);
  return hasParts(term) ? larger(whole, partsTogether(postings, slot, term.parts)) : whole;
};

/** The term's packed counts in the named tool, 0 when it has none or no such tool. */
export const termCounts = (postings: Postings, name: string, term: MatchTerm): number => {
  const slot = postings.slotOf(name);
  return slot === -1 ? 0 : termCountsAt(postings, slot, term);
};

/** Whether the named tool holds the term in a field of `mask` (every field by default). */
export const hasTerm = (
  postings: Postings,
  name: string,
  term: MatchTerm,
  mask: number = ALL_FIELDS,
): boolean => (termCounts(postings, name, term) & mask) !== 0;

/** Tools in `scope` (every tool when undefined) holding the term in a field of `mask`. */
export const termFrequency = (
  postings: Postings,
  term: MatchTerm,
  scope: SlotScope,
  mask: number = ALL_FIELDS,
): number =>
  hasParts(term)
    ? postings.frequencyIn(termPostings(postings, term), scope, mask)
    : postings.documentFrequency(term.stem, scope, mask);
