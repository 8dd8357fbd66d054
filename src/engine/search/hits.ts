import { fieldIndex, SPEC_FIELDS } from './fields';
import { countIn, SPEC_MASK } from './postings';
import { describeToollens } from './toollensRanker';
import type { ToolStore } from './toolStore';
import type { Hit, TermWeight, ToollensQuery, ToollensScore } from './types';
import { hasTerm, termCounts } from './wordForms';

/**
 * The design's "matched" (docs/design/search.md): the query terms the tool contains in one of
 * the four spec fields.
 */
const matchedTerms = (store: ToolStore, name: string, terms: readonly TermWeight[]) =>
  terms.filter((term) => hasTerm(store.postings, name, term, SPEC_MASK));

const sumWeights = (matched: readonly TermWeight[]) =>
  matched.reduce((total, term) => total + term.weight, 0);

/**
 * A full hit, with the fields each matched term occurs in and, under toollens, its notes: built
 * only for the hits a caller shows, never for every match.
 */
export const toHit = (
  store: ToolStore,
  name: string,
  terms: readonly TermWeight[],
  bm25: number,
  ranks: Hit['ranks'],
  toollens: { score: ToollensScore; query: ToollensQuery } | undefined,
): Hit => {
  const matched = matchedTerms(store, name, terms);
  const hit: Hit = {
    name,
    order: store.position(name),
    matchedTerms: matched.map((term) => term.stem),
    coverage: matched.length,
    weightSum: sumWeights(matched),
    bm25,
    fields: {},
    ranks,
    // Present on every hit, so hits keep one shape whichever rankers returned them.
    toollens: toollens?.score,
  };
  for (const term of matched) {
    const counts = termCounts(store.postings, name, term);
    hit.fields[term.stem] = SPEC_FIELDS.filter((field) => countIn(counts, fieldIndex(field)) > 0);
  }
  if (toollens) {
    describeToollens(store.postings, name, toollens.score, toollens.query, hit.coverage);
  }
  return hit;
};
