import { analyzeQuery } from '../text';
import { type SlotScope, SPEC_MASK } from './postings';
import { termWeight } from './rank';
import { hasFilters, inScope, normalizeFilters } from './scope';
import type { ToolStore } from './toolStore';
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_RANKER,
  type FieldBoosts,
  type FieldWeights,
  type Ranker,
  type SearchOptions,
  type SearchResult,
  type TermWeight,
  type ToollensParams,
} from './types';
import { termFrequency } from './wordForms';

/**
 * A search's plan: the steps every ranker shares, done once per query. The scope (the tools
 * the filters keep), N within it, and the design's query terms with their df and w(t) there
 * (docs/design/search.md#rarity-within-scope).
 */

/** The index's own weights, which a search's `weights` override field by field. */
export type QuerySettings = { boosts: FieldBoosts; params: ToollensParams };

/** The four fields Orama indexes, from a search's weights. */
export const specWeights = (weights: FieldWeights): Partial<FieldBoosts> => {
  const { arguments: _notInOrama, ...spec } = weights;
  return spec;
};

export type Base = Pick<SearchResult, 'query' | 'ranker' | 'scope' | 'terms'>;

export type Plan = {
  ranker: Ranker;
  limit: number;
  base: Base;
  /** Names in scope, in catalog order. */
  scope: readonly string[];
  /** The same by slot when filters narrow it; undefined means every tool. */
  slots: SlotScope;
};

export const plan = (store: ToolStore, options: SearchOptions): Plan => {
  const ranker: Ranker = options.ranker ?? DEFAULT_RANKER;
  const limit = options.limit ?? DEFAULT_PAGE_SIZE;
  const filters = normalizeFilters(options);
  const scoped = hasFilters(filters);
  const scope = scoped
    ? store.order.filter((name) => inScope(store.entry(name).tool, filters))
    : store.order;
  const slots = scoped ? store.postings.slotScope(scope) : undefined;
  const n = scope.length;
  // The design's df: tools in scope with the stem in one of its four fields.
  const terms: TermWeight[] = analyzeQuery(options.query).map(({ stem, word, parts }) => {
    const df = termFrequency(store.postings, { stem, parts }, slots, SPEC_MASK);
    // One shape for every term, parts or none (toollensRanker.ts says why).
    return { term: word, stem, parts, df, weight: termWeight(n, df) };
  });
  const base = { query: options.query, ranker, scope: { n, total: store.size, filters }, terms };
  return { ranker, limit, base, scope, slots };
};

/**
 * The tools a search may return: scaffolding tools are always declared, so the model has them
 * already and a menu row for one is wasted (the design skips discovery for them,
 * docs/design/search.md#the-re-rank-and-ties). They stay in the scope's statistics (N and df), so
 * no term weight moves.
 */
export const listable = (store: ToolStore, names: readonly string[]): string[] =>
  store.scaffolding.length === 0
    ? [...names]
    : names.filter((name) => store.entry(name).tool.scaffolding !== true);
