/**
 * The search stage's light entry: what the page's entry (`engine/core`) and other stages' light
 * modules use of it. Nothing behind it imports an index, the stemmer, MiniSearch or the tokenizer
 * (`src/architecture.test.ts` checks it from `engine/core`); the rest of the stage is in
 * `./index`.
 */

export type { ToollensRows } from './accumulator';
export { argumentText } from './argumentText';
export { type CapabilityRoot, catalogFacets, type Facets, type FacetValue } from './facets';
export { TEXT_FIELDS } from './fields';
export { NEAREST_TOOLS, paletteScore } from './paletteMatch';
export { termWeight } from './rank';
export {
  comparedKeys,
  type Decision,
  decisiveKey,
  formatCoverage,
  KEY_LABELS,
  type Keys,
  keysOf,
  type Rankable,
  type RankKey,
  type ScoreKey,
  type ToollensFigures,
} from './rankKeys';
export { capabilityMatches, hasFilters, inScope, normalizeFilters } from './scope';
export {
  DEFAULT_BOOSTS,
  DEFAULT_PAGE_SIZE,
  DEFAULT_RANKER,
  DEFAULT_TOOLLENS_PARAMS,
  FILTER_AXES,
  type FieldBoosts,
  type FieldName,
  type FieldWeights,
  type Filters,
  type Hit,
  isRanker,
  RANKERS,
  type Ranker,
  type SearchOptions,
  type SearchResult,
  type TermWeight,
  type TextField,
  type ToollensParams,
  type ToollensQuery,
  type ToollensScore,
  type ToollensTerm,
} from './types';
export { isTextField, isWeight, type WeightProblem, weightProblems } from './weights';
