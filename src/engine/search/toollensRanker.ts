import { analyzeInformative, analyzeQuery, type InformativeQuery } from '../text';
import type { Accumulator, ToollensRows } from './accumulator';
import { bm25Idf, saturate } from './bm25f';
import { TEXT_FIELDS } from './fields';
import { joinsWord, markNamed, mayMatchName } from './namedSlots';
import { fewestWords, nameMatcher, type Words, wordsOf } from './nameMatch';
import { countIn, fieldMask, type Postings, type SlotScope } from './postings';
import { termWeight } from './rank';
import { hitNotes, queryNotes } from './toollensNotes';
import type {
  TextField,
  ToollensParams,
  ToollensQuery,
  ToollensScore,
  ToollensTerm,
} from './types';
import { termCounts, termFrequency, termPostings } from './wordForms';

/**
 * The toollens ranker (see ToollensParams for the rule). Scores come from the per-field term
 * statistics alone, not from Orama: measured with the same analyzer, fields and boosts,
 * BM25F over our own statistics beat Orama's per-field BM25 on every dev set (README,
 * "Retrieval quality on real data"), because Orama scores each field apart, adds a constant
 * per matching field and takes idf over the whole index rather than the scope.
 */

/** The query as the toollens ranker reads it; with `filterQuery` off, every term is kept. */
const readQuery = (query: string, params: ToollensParams): InformativeQuery =>
  params.filterQuery
    ? analyzeInformative(query)
    : { kept: analyzeQuery(query), dropped: [], keptAll: false };

export type ToollensRanking = {
  query: ToollensQuery;
  rows: ToollensRows;
  /**
   * Tools matched: the rows, and with `top` also those left unscored because they cannot reach
   * the page (maxScore.ts).
   */
  matched: number;
  /** Σ w(t) over every informative term: a row's share is its Σw over this. */
  totalWeight: number;
};

/** The arguments' field in a packed count. */
const ARGUMENTS_MASK = fieldMask(TEXT_FIELDS.map((field) => (field === 'arguments' ? 1 : 0)));

/** What the ranker reads besides the postings, by slot. */
export type RankInputs = {
  /** Tools in scope (all when undefined); N is `n`. */
  scope: SlotScope;
  n: number;
  /** Slots never listed (scaffolding): scored for nothing, returned by nothing. */
  skip: Uint8Array | undefined;
  /** A tool's analysed name for the name key (nameMatch.ts); without it no name matches. */
  nameWords?: (slot: number) => Words | undefined;
  sums: Accumulator;
  /**
   * Only the first `top` rows in rank order will be read: a prose query then scores only the
   * tools that can reach them (maxScore.ts); the rows hold those, `matched` counts them all.
   */
  top?: number;
};

/**
 * Scores every tool in scope for `query`. One pass per informative term over its postings
 * accumulates coverage, Σw and BM25F into per-slot sums; the touched slots are then copied
 * into rows with the share, the score and the name match.
 */
export const rankToollens = (
  postings: Postings,
  query: string,
  params: ToollensParams,
  inputs: RankInputs,
): ToollensRanking => {
  const { scope, n, skip, sums } = inputs;
  const read = readQuery(query, params);
  // Arrays filled from literals, not made by map(): an array literal keeps the kind of what
  // was stored in it (V8's allocation site), so every call sees one array map, where map()'s
  // arrays differ (an empty one among them) and deoptimised the ranker on a new query.
  const weights: number[] = [];
  for (const field of TEXT_FIELDS) weights.push(params.weights[field]);
  const mask = fieldMask(weights);
  const terms: ToollensTerm[] = [];
  for (const { stem, word, parts } of read.kept) {
    const df = termFrequency(postings, { stem, parts }, scope, mask);
    const weight = termWeight(n, df);
    // One shape for every term, parts or none: two shapes deoptimise the ranker mid-session.
    terms.push({ term: word, stem, parts, df, weight, idf: bm25Idf(n, df) });
  }
  const mode = terms.length <= params.keywordTerms ? 'keyword' : 'prose';
  const totalWeight = terms.reduce((total, term) => total + term.weight, 0);
  const norms = postings.norms(params.b);
  // The fields of the tool's own text (all but the arguments) with a positive weight.
  const ownText = mask & ~ARGUMENTS_MASK;
  const fields = weights.length;
  const { k1 } = params;

  const typed = wordsOf(query);
  const matchName = inputs.nameWords && nameMatcher(typed);
  const fewest = fewestWords(typed);
  sums.reset(postings.capacity);
  // A prose query's page alone: the common terms' long lists only add to the tools that can
  // still reach it (maxScore.ts), and the others are counted.
  const { bounds } = sums;
  const essential =
    mode === 'prose' && inputs.top !== undefined
      ? bounds.split({
          postings,
          terms,
          scope,
          skip,
          weights,
          mask,
          norms,
          k1,
          coverageBonus: params.coverageBonus,
          totalWeight,
          k: inputs.top,
        })
      : undefined;
  // Any tool that may match its name is a candidate, so its name is read before the pass.
  const namedFirst: number[] | undefined = essential && matchName ? [] : undefined;
  if (matchName && namedFirst) {
    markNamed(postings, typed, sums, namedFirst);
    for (const slot of namedFirst) {
      if (mayMatchName(sums.named[slot] as number, fewest)) bounds.stamp[slot] = bounds.generation;
    }
  }
  const { stamp, generation } = bounds;
  const counted = generation + 1;
  let unscored = 0;
  for (let i = 0; i < terms.length; i++) {
    const term = terms[i] as ToollensTerm;
    const posting = termPostings(postings, term);
    if (!posting) continue;
    const pruned = essential !== undefined && essential[i] === 0;
    const { slots, counts, start } = posting;
    const end = start + posting.size;
    for (let p = start; p < end; p++) {
      const slot = slots[p] as number;
      if (scope && scope[slot] !== 1) continue;
      const packed = counts[p] as number;
      if ((packed & mask) === 0) continue;
      if (pruned && stamp[slot] !== generation) {
        if (stamp[slot] !== counted && !(skip && skip[slot] === 1)) {
          stamp[slot] = counted;
          unscored++;
        }
        continue;
      }
      // postingTf() (bm25f.ts) inline, the same parts in the same order: this loop is the search.
      let tf = 0;
      for (let f = 0; f < fields; f++) {
        const count = countIn(packed, f);
        const weight = weights[f] as number;
        if (count === 0 || weight === 0) continue;
        tf += (weight * count) / (norms[slot * fields + f] as number);
      }
      if (tf === 0) continue;
      sums.add(slot, term.weight, saturate(term.idf, tf, k1), (packed & ownText) === 0 ? 1 : 0);
    }
  }
  if (matchName && !namedFirst) markNamed(postings, typed, sums);
  const nameMatchAt = (slot: number, named: number): number => {
    const words = inputs.nameWords?.(slot);
    const text = postings.nameAt(slot);
    if (!matchName || !words || text === undefined) return 0;
    return matchName(words, text, joinsWord(named));
  };
  const rows = sums.rows(sums.count);
  let size = 0;
  for (let t = 0; t < sums.count; t++) {
    const slot = sums.touched[t] as number;
    if (skip && skip[slot] === 1) continue;
    const weightSum = sums.weightSum(slot);
    const bm25 = sums.score(slot);
    const share = totalWeight > 0 ? weightSum / totalWeight : 0;
    const named = sums.named[slot] as number;
    rows.slots[size] = slot;
    const argumentOnly = sums.argumentOnly(slot);
    rows.coverage[size] = sums.coverage(slot) - (1 - params.argumentCoverage) * argumentOnly;
    rows.argumentOnly[size] = argumentOnly;
    rows.weightSum[size] = weightSum;
    rows.bm25f[size] = bm25;
    rows.score[size] = bm25 * (1 + params.coverageBonus * share);
    rows.nameMatch[size] = matchName && mayMatchName(named, fewest) ? nameMatchAt(slot, named) : 0;
    size++;
  }
  rows.size = size;
  // Names read before the pass, of tools it did not score: the next reset clears only these.
  for (const slot of namedFirst ?? []) if (sums.coverage(slot) === 0) sums.named[slot] = 0;
  return {
    query: {
      mode,
      terms,
      dropped: read.dropped,
      keptAll: read.keptAll,
      params: { ...params, weights: { ...params.weights } },
      notes: queryNotes(read, terms.length, mode, params),
    },
    rows,
    matched: size + unscored,
    totalWeight,
  };
};

/** Row `i` as a ToollensScore, before describeToollens fills its terms and notes. */
export const toollensScore = (ranking: ToollensRanking, i: number): ToollensScore => {
  const { rows, totalWeight, query } = ranking;
  const weightSum = rows.weightSum[i] ?? 0;
  return {
    ...emptyScore(query.terms.length),
    coverage: rows.coverage[i] ?? 0,
    argumentOnly: rows.argumentOnly[i] ?? 0,
    weightSum,
    nameMatch: rows.nameMatch[i] ?? 0,
    share: totalWeight > 0 ? weightSum / totalWeight : 0,
    bm25f: rows.bm25f[i] ?? 0,
    score: rows.score[i] ?? 0,
  };
};

/**
 * Fills a returned hit's fields per matched term, its argument matches, the dropped words it
 * contains and its notes. `rawCoverage` is the design's ranker's coverage of the same tool
 * (docs/design/search.md).
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
  for (const term of query.terms) {
    const { stem } = term;
    const counts = termCounts(postings, name, term);
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

// Placeholders until describeToollens runs: shared and frozen, so a stray push fails loudly
// instead of leaking. Typed with `never` elements, so nothing can be pushed or set through them
// in the types either.
const NONE: never[] = [];
const NO_FIELDS: Record<string, never> = {};
Object.freeze(NONE);
Object.freeze(NO_FIELDS);

const emptyScore = (of: number): ToollensScore => ({
  matchedTerms: NONE,
  coverage: 0,
  argumentOnly: 0,
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
