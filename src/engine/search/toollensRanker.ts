import { analyzeQuery } from '../text/analyze';
import { analyzeInformative, type InformativeQuery } from '../text/informative';
import { TEXT_FIELDS } from './fields';
import { nameMatch, type Words, wordsOf } from './nameMatch';
import { countIn, fieldMask, type Postings } from './postings';
import { termWeight } from './rank';
import type {
  TextField,
  ToollensParams,
  ToollensQuery,
  ToollensScore,
  ToollensTerm,
} from './types';

/**
 * The toollens ranker (see ToollensParams for the rule). Scores come from the per-field term
 * statistics alone, not from Orama: measured with the same analyzer, fields and boosts,
 * BM25F over our own statistics beat Orama's per-field BM25 on every dev set (README,
 * "Retrieval quality on real data"), because Orama scores each field apart, adds a constant
 * per matching field and takes idf over the whole index rather than the scope.
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
 * BM25F (Robertson and Zaragoza's simple form): each field's count is length-normalised in
 * its own field, weighted, and summed into one pseudo-frequency, which saturates once.
 * `counts` is packed (postings.ts); the other arrays are indexed as TEXT_FIELDS. The explain
 * tree (explainHit.ts) adds the same parts in the same order, so its sum is this, exactly.
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

/** The query as the toollens ranker reads it; with `filterQuery` off, every term is kept. */
export const readQuery = (query: string, params: ToollensParams): InformativeQuery =>
  params.filterQuery
    ? analyzeInformative(query)
    : { kept: analyzeQuery(query), dropped: [], keptAll: false };

export type ToollensRanking = {
  query: ToollensQuery;
  /**
   * Every tool in scope containing an informative term, by name. Only the rank keys are
   * filled (coverage, Σw, share, BM25F, score): `describeToollens` adds the matched terms,
   * fields, notes… to the hits a search returns, so ranking a large catalog allocates little.
   */
  scores: Map<string, ToollensScore>;
};

/**
 * Scores every tool in `scope` (all when undefined; N = `n`) for `query`. `nameWords` gives a
 * tool's analysed name for the name key (nameMatch.ts); without it no name matches.
 */
export const rankToollens = (
  postings: Postings,
  query: string,
  scope: ReadonlySet<string> | undefined,
  n: number,
  params: ToollensParams,
  nameWords?: (name: string) => Words | undefined,
): ToollensRanking => {
  const read = readQuery(query, params);
  const weights = TEXT_FIELDS.map((field) => params.weights[field]);
  const mask = fieldMask(weights);
  const terms: ToollensTerm[] = read.kept.map(({ stem, word }) => {
    const df = postings.documentFrequency(stem, scope, mask);
    return { term: word, stem, df, weight: termWeight(n, df), idf: bm25Idf(n, df) };
  });
  const mode = terms.length <= params.keywordTerms ? 'keyword' : 'prose';
  const totalWeight = terms.reduce((total, term) => total + term.weight, 0);
  const averages = postings.averageLengths();

  const scores = new Map<string, ToollensScore>();
  for (const term of terms) {
    // forEach, not for…of over entries: no [name, counts] pair is allocated per posting.
    postings.postings(term.stem).forEach((counts, name) => {
      if (scope && !scope.has(name)) return;
      const lengths = postings.lengths(name);
      if (!lengths) return;
      const part = bm25f(counts, lengths, averages, weights, term.idf, params);
      if (part === 0) return;
      let score = scores.get(name);
      if (!score) {
        score = emptyScore(terms.length);
        scores.set(name, score);
      }
      score.coverage++;
      score.weightSum += term.weight;
      score.bm25f += part;
    });
  }
  const said = nameWords && wordsOf(query);
  scores.forEach((score, name) => {
    score.share = totalWeight > 0 ? score.weightSum / totalWeight : 0;
    score.score = score.bm25f * (1 + params.coverageBonus * score.share);
    const words = said && nameWords(name);
    if (said && words) score.nameMatch = nameMatch(said, words);
  });
  return {
    query: {
      mode,
      terms,
      dropped: read.dropped,
      keptAll: read.keptAll,
      params: { ...params, weights: { ...params.weights } },
      notes: queryNotes(read, terms.length, mode, params),
    },
    scores,
  };
};

/**
 * Fills a returned hit's fields per matched term, its argument matches, the dropped words it
 * contains and its notes. `rawCoverage` is the spec ranker's coverage of the same tool.
 */
export const describeToollens = (
  postings: Postings,
  name: string,
  score: ToollensScore,
  query: ToollensQuery,
  rawCoverage: number,
): void => {
  const { weights } = query.params;
  score.matchedTerms = [];
  score.fields = {};
  score.argumentTerms = [];
  for (const { stem } of query.terms) {
    const counts = postings.counts(name, stem);
    if (counts === 0) continue;
    const fields: TextField[] = [];
    for (let f = 0; f < TEXT_FIELDS.length; f++) {
      const field = TEXT_FIELDS[f] as TextField;
      if (countIn(counts, f) > 0 && weights[field] > 0) fields.push(field);
    }
    if (fields.length === 0) continue;
    score.matchedTerms.push(stem);
    score.fields[stem] = fields;
    if (fields.includes('arguments')) score.argumentTerms.push(stem);
  }
  score.droppedMatches = [];
  for (const term of query.dropped) {
    if (postings.counts(name, term.stem) > 0) score.droppedMatches.push(term);
  }
  score.notes = hitNotes(score, rawCoverage, query.params);
};

// Placeholders until describeToollens runs: shared and frozen, so ranking thousands of tools
// allocates one small object each, and a stray push fails loudly instead of leaking. Typed with
// `never` elements, so nothing can be pushed or set through them in the types either.
const NONE: never[] = [];
const NO_FIELDS: Record<string, never> = {};
Object.freeze(NONE);
Object.freeze(NO_FIELDS);

const emptyScore = (of: number): ToollensScore => ({
  matchedTerms: NONE,
  coverage: 0,
  of,
  weightSum: 0,
  nameMatch: 0,
  share: 0,
  bm25f: 0,
  score: 0,
  fields: NO_FIELDS,
  argumentTerms: NONE,
  droppedMatches: NONE,
  notes: NONE,
});

// The toollens order derives from the rank keys' one definition (rankKeys.ts).
export { compareToollens } from './rankKeys';

const list = (words: readonly string[]) => words.map((word) => `"${word}"`).join(', ');

const REASONS: Record<string, string> = {
  filler: 'filler',
  fragment: 'contraction fragments',
  'single-character': 'single letters',
  number: 'bare numbers',
};

const queryNotes = (
  read: InformativeQuery,
  informative: number,
  mode: ToollensQuery['mode'],
  params: ToollensParams,
): string[] => {
  const notes: string[] = [];
  if (read.keptAll) notes.push('every word is filler, so every word was kept');
  for (const reason of Object.keys(REASONS)) {
    const words = read.dropped.filter((term) => term.reason === reason).map((term) => term.word);
    if (words.length > 0) notes.push(`dropped as ${REASONS[reason]}: ${list(words)}`);
  }
  const score =
    params.coverageBonus > 0 ? `BM25F × (1 + ${params.coverageBonus} × coverage share)` : 'BM25F';
  notes.push(
    mode === 'keyword'
      ? `keyword query (${informative} informative term${informative === 1 ? '' : 's'} ≤ ${params.keywordTerms}): coverage, then name match, then Σw, then ${score}`
      : `prose query (${informative} informative terms > ${params.keywordTerms}): name match, then ${score}`,
  );
  return notes;
};

/** What took effect for one hit, in words. */
export const hitNotes = (
  score: ToollensScore,
  rawCoverage: number,
  params: Pick<ToollensParams, 'coverageBonus'>,
): string[] => {
  const notes = [
    `covers ${score.coverage} of ${score.of} informative terms (the spec's ranker counts ${rawCoverage})`,
    params.coverageBonus > 0
      ? `BM25F ${score.bm25f.toFixed(2)} × (1 + ${params.coverageBonus} × share ${score.share.toFixed(2)}) = ${score.score.toFixed(2)}`
      : `BM25F ${score.bm25f.toFixed(2)} over the five fields (Σw share ${score.share.toFixed(2)})`,
  ];
  if (score.argumentTerms.length > 0) {
    const only = score.argumentTerms.filter((stem) => score.fields[stem]?.length === 1);
    notes.push(
      `matched in its arguments: ${list(score.argumentTerms)}${only.length > 0 ? ` (only there: ${list(only)})` : ''}`,
    );
  }
  if (score.droppedMatches.length > 0) {
    notes.push(
      `contains dropped words, not counted: ${list(score.droppedMatches.map((term) => term.word))}`,
    );
  }
  return notes;
};
