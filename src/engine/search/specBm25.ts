import { analyzeQuery } from '../text';
import type { Accumulator } from './accumulator';
import { SPEC_FIELDS } from './fields';
import { countIn, JOINED, type Postings } from './postings';
import { JOINED_PROP } from './specStats';
import type { FieldBoosts } from './types';

/**
 * The design's BM25 (rankers `seed` and `bm25`, docs/design/search.md#fields-and-boosts): Orama
 * 3.1.18's scoring, computed from the engine's own postings instead of an Orama index of its
 * own. The design asks for BM25 through Orama;
 * this is that arithmetic, step for step (`components/algorithms.js` BM25 and
 * `components/index.js` calculateResultScores, with whole-token lookups and threshold 1, as
 * toollens always searched Orama), over the statistics Orama would hold for the same tools:
 *
 * - a property per spec field and one for the name's joined forms, each boosted (the joined
 *   forms with the name's boost), a property boosted 0 not searched;
 * - tf = a term's count in the property over the property's length (Orama's stored frequency);
 * - the "matching count" of Orama's idf = the term's occurrences in the property over every tool
 *   (Orama's tokenOccurrences, which counts occurrences, not documents);
 * - the property's running average length and the document count (specStats.ts);
 * - BM25 with k 1.2, b 0.75 and Orama's d 0.5, summed per tool property by property, term by
 *   term, in Orama's order, so each tool's sum is Orama's to the last bit.
 *
 * `specBm25.test.ts` holds every score equal to Orama's own index's over random catalogs, edits
 * and boosts. A catalog held once serves every ranker: at 50,000 tools Orama's index held more
 * heap than everything else together and took longer to build than MiniSearch's whole index.
 */

/** Orama's default BM25 parameters, which its `search` applies when none are given. */
const RELEVANCE = { k: 1.2, b: 0.75, d: 0.5 };

/** Orama's BM25 of one term in one property of one document (components/algorithms.js). */
const bm25 = (
  tf: number,
  matchingCount: number,
  docsCount: number,
  fieldLength: number,
  averageFieldLength: number,
): number => {
  const { k, b, d } = RELEVANCE;
  const idf = Math.log(1 + (docsCount - matchingCount + 0.5) / (matchingCount + 0.5));
  return (idf * (d + tf * (k + 1))) / (tf + k * (1 - b + (b * fieldLength) / averageFieldLength));
};

/** The terms Orama is asked for a query: each term's stem and a mixed-case word's parts, once. */
const specTokens = (query: string): string[] => [
  ...new Set(analyzeQuery(query).flatMap((term) => [term.stem, ...(term.parts ?? [])])),
];

/** The properties searched and their boosts, in Orama's order: a field boosted 0 is not. */
const searched = (boosts: FieldBoosts): { prop: number; boost: number }[] => {
  const props = SPEC_FIELDS.flatMap((field, prop) =>
    boosts[field] > 0 ? [{ prop, boost: boosts[field] }] : [],
  );
  return boosts.name > 0 ? [...props, { prop: JOINED_PROP, boost: boosts.name }] : props;
};

/**
 * Writes the design's BM25 of every tool that holds a term of `query` into `sums` (its score, by
 * slot; `coverage` marks a tool touched), as Orama's scoring loop adds it.
 */
export const scoreSpecInto = (
  postings: Postings,
  query: string,
  boosts: FieldBoosts,
  sums: Accumulator,
): void => {
  const docsCount = postings.size;
  if (docsCount === 0) return;
  const tokens = specTokens(query);
  const { spec } = postings;
  for (const { prop, boost } of searched(boosts)) {
    const joined = prop === JOINED_PROP;
    // The postings' name count holds the joined forms too, flagged: each goes to its property.
    const f = joined ? 0 : prop;
    const countOf = (packed: number, slot: number, stem: string): number => {
      if (joined) return (packed & JOINED) !== 0 ? 1 : 0;
      if (prop === 0 && (packed & JOINED) !== 0) return 0;
      const count = countIn(packed, f);
      return count === 63 ? spec.exactCount(slot, f, stem, count) : count;
    };
    const average = spec.average(prop);
    for (const token of tokens) {
      const term = postings.term(token);
      if (!term) continue;
      const end = term.start + term.size;
      let occurrences = 0;
      for (let p = term.start; p < end; p++) {
        occurrences += countOf(term.counts[p] as number, term.slots[p] as number, token);
      }
      if (occurrences === 0) continue;
      for (let p = term.start; p < end; p++) {
        const slot = term.slots[p] as number;
        const count = countOf(term.counts[p] as number, slot, token);
        if (count === 0) continue;
        const length = joined ? spec.joinedLength(slot) : postings.lengthAt(slot, f);
        const score = bm25(count / length, occurrences, docsCount, length, average) * boost;
        sums.addScore(slot, score);
      }
    }
  }
};
