import { lengthNorm, saturate } from './bm25f';
import { TEXT_FIELDS } from './fields';
import { NAME_MATCH_MIN, type NameMatchParts, nameMatchParts, wordsOf } from './nameMatch';
import { countIn } from './postings';
import {
  comparedKeys,
  type Decision,
  decisiveKey,
  KEY_LABELS,
  keysOf,
  type RankKey,
} from './rankKeys';
import type { ToolStore } from './toolStore';
import type { FieldName, Hit, Ranker, SearchResult, TextField, ToollensQuery } from './types';
import { termCounts } from './wordForms';

/**
 * Why a hit scored what it did, term by term and field by field, as Splainer shows it: the one
 * object the CLI (`search --explain --json`) and the Search panel show. Under the toollens
 * ranker its parts add up to the hit's score exactly (the same floats, added in the same order
 * as toollensRanker.ts adds them); under seed and bm25, Orama's BM25 is one number (Orama does
 * not give its parts), beside the design's terms, coverage and Σw
 * (docs/design/search.md).
 */

/** One field's part of a term's BM25F pseudo-frequency. */
export type FieldPart = {
  field: TextField;
  /** The term's count in the field (stored up to 63: postings.ts). */
  count: number;
  /** The field's length in tokens, and the catalog's average. */
  length: number;
  averageLength: number;
  /** 1 − b + b × length / average. */
  norm: number;
  /** The field's BM25F weight. */
  fieldWeight: number;
  /** fieldWeight × count / norm. */
  part: number;
};

export type TermExplanation = {
  /** The word as typed, and the stem it matched by. */
  term: string;
  stem: string;
  /** Within the scope, over the ranker's fields. */
  df: number;
  idf: number;
  /** w(t) = 1 + ln((N + 1) / (df + 1)). */
  weight: number;
  /** The fields it occurs in, with their parts; empty when the tool lacks the term. */
  fields: FieldPart[];
  /** Σ parts: the pseudo-frequency. */
  tf: number;
  /** idf × tf × (k1 + 1) / (tf + k1): this term's share of BM25F. */
  contribution: number;
};

export type NameExplanation = NameMatchParts & {
  /** The name's and the query's analysed words, as the match read them. */
  nameWords: readonly string[];
  queryWords: readonly string[];
  minimum: number;
};

export type ToollensExplanation = {
  mode: ToollensQuery['mode'];
  k1: number;
  b: number;
  /** The scope's size: the N of idf and w(t). */
  n: number;
  terms: TermExplanation[];
  /** Σ contributions. */
  bm25f: number;
  coverageBonus: number;
  /** Σw of the matched terms over Σw of all. */
  share: number;
  /** bm25f × (1 + coverageBonus × share): the hit's score. */
  score: number;
  name: NameExplanation;
};

export type SpecExplanation = {
  terms: { term: string; stem: string; df: number; weight: number; fields: FieldName[] }[];
  coverage: number;
  weightSum: number;
  /** Orama's BM25 with the field boosts: one number. */
  bm25: number;
};

export type KeyValue = { key: RankKey; label: string; value: number };

export type HitExplanation = {
  name: string;
  ranker: Ranker;
  /** 1-based. */
  rank: number;
  /** The keys the ranker compares, in order, with this hit's values; catalog order last. */
  keys: KeyValue[];
  /** Why it is below the hit above: the first key that differs. Absent for the first hit. */
  below?: { name: string } & Decision & { label: string };
  toollens?: ToollensExplanation;
  spec: SpecExplanation;
};

const explainTerms = (store: ToolStore, name: string, query: ToollensQuery): TermExplanation[] => {
  const { weights, b, k1 } = query.params;
  const lengths = store.postings.lengths(name) ?? [];
  const averages = store.postings.averageLengths();
  return query.terms.map((term) => {
    const counts = termCounts(store.postings, name, term);
    const fields: FieldPart[] = [];
    let tf = 0;
    TEXT_FIELDS.forEach((field, f) => {
      const count = countIn(counts, f);
      const fieldWeight = weights[field];
      if (count === 0 || fieldWeight === 0) return;
      const length = lengths[f] ?? 0;
      const averageLength = averages[f] ?? 1;
      const norm = lengthNorm(length, averageLength, b);
      const part = (fieldWeight * count) / norm;
      tf += part;
      fields.push({ field, count, length, averageLength, norm, fieldWeight, part });
    });
    const { term: word, stem, df, idf, weight } = term;
    return { term: word, stem, df, idf, weight, fields, tf, contribution: saturate(idf, tf, k1) };
  });
};

const explainToollens = (
  store: ToolStore,
  result: SearchResult,
  hit: Hit,
  query: ToollensQuery,
): ToollensExplanation => {
  const terms = explainTerms(store, hit.name, query);
  let bm25f = 0;
  let matchedWeight = 0;
  let totalWeight = 0;
  for (const term of terms) {
    totalWeight += term.weight;
    if (term.contribution === 0) continue;
    bm25f += term.contribution;
    matchedWeight += term.weight;
  }
  const share = totalWeight > 0 ? matchedWeight / totalWeight : 0;
  const said = wordsOf(result.query);
  const nameWords = store.entry(hit.name).nameWords;
  const { coverageBonus, k1, b } = query.params;
  return {
    mode: query.mode,
    k1,
    b,
    n: result.scope.n,
    terms,
    bm25f,
    coverageBonus,
    share,
    score: bm25f * (1 + coverageBonus * share),
    name: {
      ...nameMatchParts(said, nameWords, hit.name),
      nameWords: nameWords.words,
      queryWords: said.words,
      minimum: NAME_MATCH_MIN,
    },
  };
};

const explainSpec = (result: SearchResult, hit: Hit): SpecExplanation => ({
  terms: result.terms.map(({ term, stem, df, weight }) => ({
    term,
    stem,
    df,
    weight,
    fields: hit.fields[stem] ?? [],
  })),
  coverage: hit.coverage,
  weightSum: hit.weightSum,
  bm25: hit.bm25,
});

const keyValues = (result: SearchResult, hit: Hit): KeyValue[] => {
  const values = keysOf(hit, result.ranker);
  const mode = result.toollens?.mode ?? 'prose';
  return [...comparedKeys(result.ranker, mode), 'order' as const].map((key) => ({
    key,
    label: KEY_LABELS[key],
    value: values[key],
  }));
};

/**
 * The explanation of every hit of a query-mode result, in order; each after the first says why
 * it is below the one above. Browse mode has nothing to explain: an empty list.
 */
export const explainHits = (store: ToolStore, result: SearchResult): HitExplanation[] => {
  if (result.mode !== 'query') return [];
  const mode = result.toollens?.mode ?? 'prose';
  return result.hits.map((hit, index): HitExplanation => {
    const above = result.hits[index - 1];
    const own = result.ranker === 'toollens' ? result.toollens : undefined;
    const explanation: HitExplanation = {
      name: hit.name,
      ranker: result.ranker,
      rank: index + 1,
      keys: keyValues(result, hit),
      spec: explainSpec(result, hit),
    };
    if (own && hit.toollens) explanation.toollens = explainToollens(store, result, hit, own);
    if (above) {
      const decision = decisiveKey(
        keysOf(above, result.ranker),
        keysOf(hit, result.ranker),
        comparedKeys(result.ranker, mode),
      );
      explanation.below = { name: above.name, ...decision, label: KEY_LABELS[decision.key] };
    }
    return explanation;
  });
};
