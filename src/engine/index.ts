/**
 * The engine's public API: the only import path the worker, the CLI and the tests use.
 * Everything behind it is pure TypeScript: no DOM, no Node, no React.
 */

export { capabilityFromName, deriveTags, domainFromTool } from './catalog/deriveTags';
export { exportCatalog } from './catalog/exportCatalog';
export { type CapabilityRoot, catalogFacets, type Facets, type FacetValue } from './catalog/facets';
export {
  catalogFromValue,
  DEFAULT_MAX_BYTES,
  formatIssue,
  type ImportOptions,
  importCatalog,
} from './catalog/importCatalog';
export * from './catalog/types';
export {
  type Comparison,
  compareReports,
  type ExcerptComparison,
  jaccard,
  type QueryDelta,
  rankBiasedOverlap,
} from './eval/compare';
export {
  EVAL_RANKERS,
  type EvalMetrics,
  type EvalOptions,
  type EvalRanker,
  type EvalReport,
  evaluate,
  LENGTH_BUCKETS,
  type LengthBucket,
  lengthBucket,
  type QueryOutcome,
} from './eval/evaluate';
export type { ExcerptOutcome, ExcerptSettings, ExcerptSummary } from './eval/excerptEval';
export { type Grades, ndcgAt, recallAt, reciprocalRank } from './eval/metrics';
export { isPeer, PEERS, type PeerName, peerRanking, type Ranking } from './eval/peers';
export {
  type LabelledQuery,
  parseQuerySet,
  type QuerySetResult,
  querySetToJson,
  readQuerySet,
} from './eval/querySet';
export { querySetToCsv, readQuerySetCsv } from './eval/querySetCsv';
export { allocateContext } from './excerpt/allocate';
export { clusterMatches } from './excerpt/clusters';
export { coverClusters } from './excerpt/cover';
export { buildExcerpt, type WeightedTerm } from './excerpt/excerpt';
export { excerptMatches } from './excerpt/matches';
export { type Menu, type MenuEntry, renderMenu } from './excerpt/menu';
export { type PageShare, waterFill } from './excerpt/page';
export { fieldPrefix } from './excerpt/prefix';
export * from './excerpt/types';
export {
  type Finding,
  type LintOptions,
  type LintRule,
  lintCatalog,
  type Severity,
} from './lint/lintCatalog';
export {
  type AssembledPrompt,
  type AssembleOptions,
  assemblePrompt,
  type DeclarationOrder,
  declarationLine,
  declaredTools,
  type PromptSection,
  type SectionId,
  sectionAt,
  varyingLine,
} from './prompt/assemble';
export {
  commonPrefixLength,
  comparePrompts,
  DEFAULT_PROVIDERS,
  layoutFor,
  type PromptComparison,
  type ProviderCache,
  type ProviderModel,
} from './prompt/cache';
export {
  activatedChars,
  type CatalogStats,
  capabilityLine,
  capabilityRoots,
  catalogStats,
  DEFAULT_WORKING_SET_BUDGET,
  schemaChars,
} from './prompt/cost';
export { type DiffPart, diffPrompts, type PromptDiff } from './prompt/diff';
export { type Size, type SurfaceCost, surfaceCost } from './prompt/surface';
export {
  charsPerFourCounter,
  loadTokenCounter,
  memoizedCounter,
  type TokenCounter,
} from './prompt/tokens';
export { argumentText } from './search/argumentText';
export {
  decisiveKey,
  decisiveToollensKey,
  explainMiss,
  type FilterMiss,
  type NearMiss,
  type RankKey,
  type WhyNot,
} from './search/explain';
export { TEXT_FIELDS } from './search/fields';
export { compareBm25, compareSeed, termWeight } from './search/rank';
export { capabilityMatches, inScope, normalizeFilters, touchesEntity } from './search/scope';
export {
  type HitWithExcerpt,
  type PageBudget,
  type PageOptions,
  searchTools,
  type ToolSearchResult,
} from './search/searchTools';
export { ToolIndex, type ToolIndexOptions } from './search/ToolIndex';
export {
  bm25f,
  bm25Idf,
  compareToollens,
  describeToollens,
  hitNotes,
  rankToollens,
  type ToollensRanking,
} from './search/toollensRanker';
export * from './search/types';
export {
  type ActivationResult,
  nameDistance,
  nearestNames,
  type UnknownName,
  validateActivation,
} from './session/activate';
export { findMarkers, type Marker, type MarkerKind, type MarkerOptions } from './session/markers';
export {
  parseTimestamp,
  parseTranscript,
  type ReadTranscriptOptions,
  readTranscript,
  type TranscriptResult,
} from './session/readTranscript';
export {
  type ReplayedSearch,
  type ReplayOptions,
  type ReplayResult,
  type ReplaySummary,
  type ReplayTurn,
  replay,
} from './session/replay';
export {
  mentionedTools,
  type Transcript,
  type TranscriptEvent,
  type Turn,
} from './session/transcript';
export {
  type ProjectionOptions,
  projectWorkingSet,
  type RejectedEvent,
  type ToolState,
  type TurnProjection,
} from './session/workingSet';
export {
  analyze,
  analyzeQuery,
  analyzeStems,
  type QueryTerm,
  STOPWORDS,
  type Token,
} from './text/analyze';
export {
  analyzeInformative,
  CONTRACTION_TAILS,
  type DroppedTerm,
  type DropReason,
  dropReason,
  FILLER_WORDS,
  type InformativeQuery,
} from './text/informative';
