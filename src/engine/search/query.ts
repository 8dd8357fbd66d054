import { analyzeQuery } from '../text/analyze';
import { SPEC_FIELDS } from './fields';
import { type SlotScope, SPEC_MASK } from './postings';
import { compareBm25, compareSeed, termWeight } from './rank';
import { hasFilters, inScope, normalizeFilters } from './scope';
import {
  compareToollens,
  describeToollens,
  rankToollens,
  type ToollensRanking,
  type ToollensRows,
  toollensScore,
} from './toollensRanker';
import type { ToolStore } from './toolStore';
import { rankOf, selectTop } from './topK';
import type {
  FieldBoosts,
  FieldWeights,
  Hit,
  Ranker,
  SearchOptions,
  SearchResult,
  TermWeight,
  ToollensParams,
  ToollensQuery,
  ToollensScore,
} from './types';
import { RANKERS } from './types';
import { checkWeights } from './weights';

/**
 * One search over a ToolStore, read-only but for the store's scratch sums: plan (scope, the
 * spec's query terms and their weights within it), run the rankers asked for into rows of
 * typed arrays, select the page (topK.ts) and build full hits only for it, with each shown
 * hit's rank under the other rankers counted rather than sorted. On a large catalog a real
 * query matches most tools: a Hit, a Map entry or a sort over each of them was most of the cost.
 */

/** The index's own weights, which a search's `weights` override field by field. */
export type QuerySettings = { boosts: FieldBoosts; params: ToollensParams };

/** The four fields Orama indexes, from a search's weights. */
const specWeights = (weights: FieldWeights): Partial<FieldBoosts> => {
  const { arguments: _notInOrama, ...spec } = weights;
  return spec;
};

type Base = Pick<SearchResult, 'query' | 'ranker' | 'scope' | 'terms'>;

/** Scope, N and the spec's query terms: the steps every ranker shares. */
type Plan = {
  ranker: Ranker;
  limit: number;
  base: Base;
  /** Names in scope, in catalog order. */
  scope: readonly string[];
  /** The same by slot when filters narrow it; undefined means every tool. */
  slots: SlotScope;
};

const plan = (store: ToolStore, options: SearchOptions): Plan => {
  const ranker: Ranker = options.ranker ?? 'toollens';
  const limit = options.limit ?? 10;
  const filters = normalizeFilters(options);
  const scoped = hasFilters(filters);
  const scope = scoped
    ? store.order.filter((name) => inScope(store.entry(name).tool, filters))
    : store.order;
  const slots = scoped ? store.postings.slotScope(scope) : undefined;
  const n = scope.length;
  // The spec's df: tools in scope with the stem in one of its four fields.
  const terms: TermWeight[] = analyzeQuery(options.query).map(({ stem, word }) => {
    const df = store.postings.documentFrequency(stem, slots, SPEC_MASK);
    return { term: word, stem, df, weight: termWeight(n, df) };
  });
  const base = { query: options.query, ranker, scope: { n, total: store.size, filters }, terms };
  return { ranker, limit, base, scope, slots };
};

/**
 * The spec's rows: every listable tool in scope that Orama scored and that contains a query
 * term in one of the four spec fields, with its coverage, Σw and Orama's BM25.
 */
type SpecRows = {
  size: number;
  slots: Int32Array;
  coverage: Int32Array;
  weightSum: Float64Array;
  bm25: Float64Array;
};

/** The spec's pass: coverage and Σw from the postings, BM25 from Orama, both by slot. */
const specRows = (
  store: ToolStore,
  settings: QuerySettings,
  options: SearchOptions,
  p: Plan,
): SpecRows => {
  const boosts = options.weights
    ? { ...settings.boosts, ...specWeights(checkWeights(options.weights)) }
    : settings.boosts;
  const { spec, orama } = store.sums;
  const capacity = store.postings.capacity;
  spec.reset(capacity);
  for (const term of p.base.terms) {
    const posting = store.postings.term(term.stem);
    if (!posting) continue;
    for (let i = 0; i < posting.size; i++) {
      const slot = posting.slots[i] as number;
      if ((p.slots && p.slots[slot] !== 1) || ((posting.counts[i] as number) & SPEC_MASK) === 0)
        continue;
      spec.add(slot, term.weight, 0);
    }
  }
  // Orama's pass sums by its own internal ids (one lookup per posting, as Orama does); each
  // scored tool is mapped to its slot once, below.
  const index = store.orama;
  orama.reset(store.oramaIdCapacity);
  index.scoreInto(options.query, boosts, orama.sink);
  const skip = store.scaffoldingSlots;
  const rows: SpecRows = {
    size: 0,
    slots: new Int32Array(orama.count),
    coverage: new Int32Array(orama.count),
    weightSum: new Float64Array(orama.count),
    bm25: new Float64Array(orama.count),
  };
  for (let t = 0; t < orama.count; t++) {
    const slot = store.slotOfInternal(orama.touched[t] as number);
    if ((p.slots && p.slots[slot] !== 1) || (skip && skip[slot] === 1)) continue;
    const coverage = spec.coverage[slot] as number;
    if (coverage === 0) continue;
    rows.slots[rows.size] = slot;
    rows.coverage[rows.size] = coverage;
    rows.weightSum[rows.size] = spec.weightSum[slot] as number;
    rows.bm25[rows.size] = orama.score[orama.touched[t] as number] as number;
    rows.size++;
  }
  return rows;
};

const runToollens = (
  store: ToolStore,
  settings: QuerySettings,
  options: SearchOptions,
  p: Plan,
): ToollensRanking => {
  const params = options.weights
    ? {
        ...settings.params,
        weights: { ...settings.params.weights, ...checkWeights(options.weights) },
      }
    : settings.params;
  return rankToollens(store.postings, options.query, params, {
    scope: p.slots,
    n: p.scope.length,
    skip: store.scaffoldingSlots,
    nameWords: (slot) => store.atSlot(slot)?.nameWords,
    sums: store.sums.toollens,
  });
};

/**
 * One ranker's rows, sortable by index: the comparators of rankKeys.ts, their one definition,
 * read a row through a view that points at an index, so comparing two rows allocates nothing.
 */
type List = {
  size: number;
  slotAt: (row: number) => number;
  compare: (left: number, right: number) => number;
};

class SpecView {
  i = 0;
  constructor(
    readonly rows: SpecRows,
    readonly positions: Int32Array,
  ) {}
  get coverage(): number {
    return this.rows.coverage[this.i] as number;
  }
  get weightSum(): number {
    return this.rows.weightSum[this.i] as number;
  }
  get bm25(): number {
    return this.rows.bm25[this.i] as number;
  }
  get order(): number {
    return this.positions[this.rows.slots[this.i] as number] as number;
  }
}

class ToollensView {
  i = 0;
  constructor(
    readonly rows: ToollensRows,
    readonly positions: Int32Array,
  ) {}
  get toollens(): this {
    return this;
  }
  get coverage(): number {
    return this.rows.coverage[this.i] as number;
  }
  get nameMatch(): number {
    return this.rows.nameMatch[this.i] as number;
  }
  get weightSum(): number {
    return this.rows.weightSum[this.i] as number;
  }
  get score(): number {
    return this.rows.score[this.i] as number;
  }
  get order(): number {
    return this.positions[this.rows.slots[this.i] as number] as number;
  }
}

const comparing =
  <V extends { i: number }>(left: V, right: V, compare: (l: V, r: V) => number) =>
  (i: number, j: number): number => {
    left.i = i;
    right.i = j;
    return compare(left, right);
  };

const specList = (rows: SpecRows, positions: Int32Array, ranker: 'seed' | 'bm25'): List => ({
  size: rows.size,
  slotAt: (row) => rows.slots[row] as number,
  compare: comparing(
    new SpecView(rows, positions),
    new SpecView(rows, positions),
    ranker === 'seed' ? compareSeed : compareBm25,
  ),
});

const toollensList = (ranking: ToollensRanking, positions: Int32Array): List => ({
  size: ranking.rows.size,
  slotAt: (row) => ranking.rows.slots[row] as number,
  compare: comparing(
    new ToollensView(ranking.rows, positions),
    new ToollensView(ranking.rows, positions),
    compareToollens(ranking.query.mode),
  ),
});

/** The row of `slot` in a list, or -1. */
const rowOf = (list: List, slot: number): number => {
  for (let row = 0; row < list.size; row++) if (list.slotAt(row) === slot) return row;
  return -1;
};

/**
 * A tool's rank under every ranker whose list ran (0 where it did not, or does not return the
 * tool), counted rather than sorted; `own` gives the shown ranker's rank, already known.
 */
const ranksAt = (
  lists: Partial<Record<Ranker, List>>,
  slot: number,
  own?: { ranker: Ranker; rank: number },
): Hit['ranks'] => {
  const rankIn = (key: Ranker): number => {
    if (own?.ranker === key) return own.rank;
    const list = lists[key];
    const at = list && slot !== -1 ? rowOf(list, slot) : -1;
    return list && at !== -1 ? rankOf(list.size, at, list.compare) : 0;
  };
  return { toollens: rankIn('toollens'), seed: rankIn('seed'), bm25: rankIn('bm25') };
};

type Ranked = {
  lists: Partial<Record<Ranker, List>>;
  spec: SpecRows | undefined;
  ranking: ToollensRanking | undefined;
};

/** Runs the passes `rankers` need: Orama's for seed and bm25, the postings' for toollens. */
const rank = (
  store: ToolStore,
  settings: QuerySettings,
  options: SearchOptions,
  p: Plan,
  rankers: readonly Ranker[],
): Ranked => {
  const positions = store.positions;
  const lists: Partial<Record<Ranker, List>> = {};
  let spec: SpecRows | undefined;
  if (rankers.includes('seed') || rankers.includes('bm25')) {
    spec = specRows(store, settings, options, p);
    if (rankers.includes('seed')) lists.seed = specList(spec, positions, 'seed');
    if (rankers.includes('bm25')) lists.bm25 = specList(spec, positions, 'bm25');
  }
  let ranking: ToollensRanking | undefined;
  if (rankers.includes('toollens')) {
    ranking = runToollens(store, settings, options, p);
    lists.toollens = toollensList(ranking, positions);
  }
  return { lists, spec, ranking };
};

/** The spec's "matched": the query terms the tool contains in one of the four spec fields. */
const matchedTerms = (store: ToolStore, name: string, terms: readonly TermWeight[]) =>
  terms.filter((term) => store.postings.has(name, term.stem, SPEC_MASK));

const sumWeights = (matched: readonly TermWeight[]) =>
  matched.reduce((total, term) => total + term.weight, 0);

/** A full hit, with the fields each matched term occurs in and, under toollens, its notes. */
const toHit = (
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
  for (const stem of hit.matchedTerms) {
    hit.fields[stem] = store.postings.fieldsWith(name, stem, SPEC_FIELDS);
  }
  if (toollens) {
    describeToollens(store.postings, name, toollens.score, toollens.query, hit.coverage);
  }
  return hit;
};

/**
 * The tools a search may return: scaffolding tools are always declared, so the model has them
 * already and a menu row for one is wasted (the spec: "scaffolding tools skip discovery
 * entirely"). They stay in the scope's statistics (N and df), so no term weight moves.
 */
const listable = (store: ToolStore, names: readonly string[]): string[] =>
  store.scaffolding.length === 0
    ? [...names]
    : names.filter((name) => store.entry(name).tool.scaffolding !== true);

/** Browse mode: no searchable term, so the scope is listed in catalog order by every ranker. */
const browse = (store: ToolStore, p: Plan): SearchResult => {
  const listed = listable(store, p.scope);
  const hits = listed.slice(0, Math.max(0, p.limit)).map((name, index) => {
    const at = index + 1;
    return toHit(store, name, [], 0, { toollens: at, seed: at, bm25: at }, undefined);
  });
  // Words typed but none searchable (stopwords, emoji, punctuation): say so, not browse in silence.
  const unsearchable = p.base.query.trim() !== '';
  return {
    ...p.base,
    mode: 'browse',
    ...(unsearchable ? { noSearchableWord: true as const } : {}),
    totalHits: listed.length,
    hits,
    alwaysDeclared: store.scaffolding,
  };
};

export const search = (
  store: ToolStore,
  settings: QuerySettings,
  options: SearchOptions,
): SearchResult => {
  const p = plan(store, options);
  if (p.base.terms.length === 0) return browse(store, p);
  // The spec's hits (any query term, four fields) and the toollens hits (informative terms,
  // five fields) differ. The shown ranker's pass always runs; under seed or bm25 both spec
  // orders are free once Orama has scored, and allRanks asks for all three.
  const rankers: readonly Ranker[] =
    options.allRanks === true ? RANKERS : p.ranker === 'toollens' ? ['toollens'] : ['seed', 'bm25'];
  const { lists, spec, ranking } = rank(store, settings, options, p, rankers);
  const shown = lists[p.ranker] as List;
  const top = selectTop(shown.size, p.limit, shown.compare);
  // A shown hit's rank under its own ranker is its place; under each other ranker that ran it
  // is counted (the rows that rank before it), for the page's few hits only.
  const hits = top.map((row, index) => {
    const slot = shown.slotAt(row);
    const name = store.atSlot(slot)?.tool.name ?? '';
    const specAt = spec ? spec.slots.subarray(0, spec.size).indexOf(slot) : -1;
    const toollensAt = ranking && lists.toollens ? rowOf(lists.toollens, slot) : -1;
    return toHit(
      store,
      name,
      p.base.terms,
      spec && specAt !== -1 ? (spec.bm25[specAt] as number) : 0,
      ranksAt(lists, slot, { ranker: p.ranker, rank: index + 1 }),
      ranking && toollensAt !== -1
        ? { score: toollensScore(ranking, toollensAt), query: ranking.query }
        : undefined,
    );
  });
  return {
    ...p.base,
    mode: 'query',
    ...(ranking ? { toollens: ranking.query } : {}),
    totalHits: shown.size,
    hits,
    alwaysDeclared: store.scaffolding,
  };
};

/**
 * Every matching tool's name in the order `search` returns them under `options.ranker`
 * (`limit` is ignored), without building hits: for bulk evaluation, where only the order
 * counts.
 */
export const rankedNames = (
  store: ToolStore,
  settings: QuerySettings,
  options: SearchOptions,
): string[] => {
  const p = plan(store, options);
  if (p.base.terms.length === 0) return listable(store, p.scope);
  const list = rank(store, settings, options, p, [p.ranker]).lists[p.ranker] as List;
  return selectTop(list.size, list.size, list.compare).map(
    (row) => store.atSlot(list.slotAt(row))?.tool.name ?? '',
  );
};

/**
 * Each named tool's rank under every ranker for `options` (0 where a ranker does not return
 * it): the movement column's figures, for a page already shown. The page itself needs only
 * its own ranker; this runs all three, Orama's pass included, so a caller can paint first.
 */
export const ranksOf = (
  store: ToolStore,
  settings: QuerySettings,
  options: SearchOptions,
  names: readonly string[],
): Hit['ranks'][] => {
  const p = plan(store, options);
  if (p.base.terms.length === 0) {
    const listed = listable(store, p.scope);
    return names.map((name) => {
      const at = listed.indexOf(name) + 1;
      return { toollens: at, seed: at, bm25: at };
    });
  }
  const { lists } = rank(store, settings, options, p, RANKERS);
  return names.map((name) => {
    return ranksAt(lists, store.tool(name) ? store.entry(name).slot : -1);
  });
};
