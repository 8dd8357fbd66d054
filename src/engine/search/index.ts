/**
 * Search: ranking a catalog's tools for a query. `ToolIndex`, `searchTools` (a page of hits with
 * their excerpts), `SearchSession`, explanations and `explainMiss`, and in `./core` the light
 * rules the page shares: the search's types, fields and weights, scope and facets, rank keys and
 * the palette's matcher. Other stages and the engine's entries import the stage from here (or
 * `./core`), never a module by path (`src/test/importRules.ts`).
 */

export * from './core';
export type {
  FieldPart,
  HitExplanation,
  KeyValue,
  NameExplanation,
  SpecExplanation,
  TermExplanation,
  ToollensExplanation,
} from './explainHit';
export type { NameMatchParts } from './nameMatch';
export type { SearchPasses } from './passes';
export type { Base, Plan } from './plan';
export type { SlotScope } from './postings';
export type { RankedQuery } from './rankedQuery';
export { openSearch, type SearchRequest, SearchSession } from './searchSession';
export {
  type HitWithExcerpt,
  type PageBudget,
  type PageOptions,
  searchTools,
  type ToolSearchResult,
} from './searchTools';
export { ToolIndex, type ToolIndexOptions } from './ToolIndex';
export type { ToollensRanking } from './toollensRanker';
export { type Axis, explainMiss, type FilterMiss, type NearMiss, type WhyNot } from './whyNot';
