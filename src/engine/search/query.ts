import { analyzeQuery } from '../text/analyze';
import { SPEC_FIELDS } from './fields';
import { SPEC_MASK } from './postings';
import { compareBm25, compareSeed, termWeight } from './rank';
import { hasFilters, inScope, normalizeFilters } from './scope';
import {
  compareToollens,
  describeToollens,
  rankToollens,
  type ToollensRanking,
} from './toollensRanker';
import type { ToolStore } from './toolStore';
import type {
  FieldBoosts,
  FieldWeights,
  Hit,
  Ranker,
  SearchOptions,
  SearchResult,
  TermWeight,
  ToollensParams,
  ToollensScore,
} from './types';
import { RANKERS } from './types';
import { checkWeights } from './weights';

/**
 * One search over a ToolStore, read-only: plan (scope, the spec's query terms and their weights
 * within it), run the rankers asked for into light rows, sort each ranker's rows once, and build
 * full hits only for the page shown. On a large catalog a query word can match thousands of
 * tools, and a Hit for each of them was most of the cost.
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
  /** The same as a set when filters narrow it; undefined means every tool. */
  scopeSet: Set<string> | undefined;
};

const plan = (store: ToolStore, options: SearchOptions): Plan => {
  const ranker: Ranker = options.ranker ?? 'toollens';
  const limit = options.limit ?? 10;
  const filters = normalizeFilters(options);
  const scoped = hasFilters(filters);
  const scope = scoped
    ? store.order.filter((name) => inScope(store.entry(name).tool, filters))
    : store.order;
  const scopeSet = scoped ? new Set(scope) : undefined;
  const n = scope.length;
  // The spec's df: tools in scope with the stem in one of its four fields.
  const terms: TermWeight[] = analyzeQuery(options.query).map(({ stem, word }) => {
    const df = store.postings.documentFrequency(stem, scopeSet, SPEC_MASK);
    return { term: word, stem, df, weight: termWeight(n, df) };
  });
  const base = { query: options.query, ranker, scope: { n, total: store.size, filters }, terms };
  return { ranker, limit, base, scope, scopeSet };
};

/**
 * One matching tool with only what the rankers sort by. `matched` (the spec's terms it contains)
 * is set by the spec's pass, which needs it for coverage and Σw; a tool only the toollens
 * ranker returns gets it when, and if, its hit is built.
 */
type Row = {
  name: string;
  order: number;
  matched: readonly TermWeight[] | undefined;
  coverage: number;
  weightSum: number;
  bm25: number;
  toollens: ToollensScore | undefined;
};

type Ranked = { lists: Record<Ranker, Row[]>; ranking: ToollensRanking | undefined };

const sumWeights = (matched: readonly TermWeight[]) =>
  matched.reduce((total, term) => total + term.weight, 0);

const newRow = (
  store: ToolStore,
  name: string,
  matched: readonly TermWeight[] | undefined,
  bm25: number,
  toollens: ToollensScore | undefined,
): Row => ({
  name,
  order: store.position(name),
  matched,
  coverage: matched?.length ?? 0,
  weightSum: matched ? sumWeights(matched) : 0,
  bm25,
  toollens,
});

/** The spec's "matched": the query terms the tool contains in one of the four spec fields. */
const matchedTerms = (store: ToolStore, name: string, terms: readonly TermWeight[]) =>
  terms.filter((term) => store.postings.has(name, term.stem, SPEC_MASK));

/** The spec's pass: Orama's BM25 for every tool in scope containing a query term. */
const specRows = (store: ToolStore, settings: QuerySettings, options: SearchOptions, p: Plan) => {
  const rows: Row[] = [];
  const boosts = options.weights
    ? { ...settings.boosts, ...specWeights(checkWeights(options.weights)) }
    : settings.boosts;
  for (const { id, score } of store.orama.score(options.query, boosts)) {
    const entry = store.byId(id);
    if (!entry || (p.scopeSet && !p.scopeSet.has(entry.tool.name))) continue;
    if (entry.tool.scaffolding === true) continue;
    const matched = matchedTerms(store, entry.tool.name, p.base.terms);
    if (matched.length > 0) rows.push(newRow(store, entry.tool.name, matched, score, undefined));
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
  return rankToollens(
    store.postings,
    options.query,
    p.scopeSet,
    p.scope.length,
    params,
    (name) => store.entry(name).nameWords,
  );
};

/**
 * Runs the passes `rankers` need and sorts each of their rows once. A tool both passes return
 * is one row, so its hit carries its rank under each. The toollens rows keep the order they
 * would have in one list of every row (the spec's first, in Orama's order, then the rest in
 * the ranker's): ties within EPSILON make the comparators order-sensitive.
 */
const rank = (
  store: ToolStore,
  settings: QuerySettings,
  options: SearchOptions,
  p: Plan,
  rankers: readonly Ranker[],
): Ranked => {
  const spec =
    rankers.includes('seed') || rankers.includes('bm25')
      ? specRows(store, settings, options, p)
      : [];
  const lists: Record<Ranker, Row[]> = { seed: [], bm25: [], toollens: [] };
  if (rankers.includes('seed')) lists.seed = [...spec].sort(compareSeed);
  if (rankers.includes('bm25')) lists.bm25 = [...spec].sort(compareBm25);
  if (!rankers.includes('toollens')) return { lists, ranking: undefined };

  const ranking = runToollens(store, settings, options, p);
  const bySpec = new Map(spec.map((row) => [row.name, row]));
  const rest: Row[] = [];
  ranking.scores.forEach((score, name) => {
    const row = bySpec.get(name);
    if (row) row.toollens = score;
    else if (store.entry(name).tool.scaffolding !== true)
      rest.push(newRow(store, name, undefined, 0, score));
  });
  const rows = spec.length > 0 ? [...spec.filter((row) => row.toollens), ...rest] : rest;
  lists.toollens = rows.sort(compareToollens(ranking.query.mode));
  return { lists, ranking };
};

/** A full hit, with the fields each matched term occurs in and, under toollens, its notes. */
const toHit = (
  store: ToolStore,
  row: Row,
  terms: readonly TermWeight[],
  ranks: Hit['ranks'],
  ranking: ToollensRanking | undefined,
): Hit => {
  const matched = row.matched ?? matchedTerms(store, row.name, terms);
  const hit: Hit = {
    name: row.name,
    order: row.order,
    matchedTerms: matched.map((term) => term.stem),
    coverage: matched.length,
    weightSum: sumWeights(matched),
    bm25: row.bm25,
    fields: {},
    ranks,
    // Present on every hit, so hits keep one shape whichever rankers returned them.
    toollens: row.toollens,
  };
  for (const stem of hit.matchedTerms) {
    hit.fields[stem] = store.postings.fieldsWith(row.name, stem, SPEC_FIELDS);
  }
  if (row.toollens && ranking) {
    describeToollens(store.postings, row.name, row.toollens, ranking.query, hit.coverage);
  }
  return hit;
};

/** The rank of each row in a list other than the one shown, for the hits' `ranks`. */
const ranksOf = (rows: readonly Row[]): Map<Row, number> =>
  new Map(rows.map((row, index) => [row, index + 1]));

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
    const row = newRow(store, name, [], 0, undefined);
    const at = index + 1;
    return toHit(store, row, [], { toollens: at, seed: at, bm25: at }, undefined);
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
  const { lists, ranking } = rank(store, settings, options, p, rankers);
  const ordered = lists[p.ranker];
  // A shown row's rank under its own ranker is its index; under the others it is looked up,
  // and those lists are few and only as long as the spec's passes already made them.
  const others = RANKERS.filter((key) => key !== p.ranker && lists[key].length > 0);
  const ranks = new Map(others.map((key) => [key, ranksOf(lists[key])]));
  const hits = ordered.slice(0, Math.max(0, p.limit)).map((row, index) => {
    const rankIn = (key: Ranker) =>
      key === p.ranker ? index + 1 : (ranks.get(key)?.get(row) ?? 0);
    const rowRanks = { toollens: rankIn('toollens'), seed: rankIn('seed'), bm25: rankIn('bm25') };
    return toHit(store, row, p.base.terms, rowRanks, ranking);
  });
  return {
    ...p.base,
    mode: 'query',
    ...(ranking ? { toollens: ranking.query } : {}),
    totalHits: ordered.length,
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
  return rank(store, settings, options, p, [p.ranker]).lists[p.ranker].map((row) => row.name);
};
