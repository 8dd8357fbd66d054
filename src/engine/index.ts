/**
 * The engine's public API: the only import path the worker, the CLI and the tests use.
 * Everything behind it is pure TypeScript: no DOM, no Node, no React.
 */

export {
  catalogFromValue,
  DEFAULT_MAX_BYTES,
  formatIssue,
  type ImportOptions,
  importCatalog,
} from './catalog/importCatalog';
export * from './catalog/types';
export { type EvalOptions, type EvalReport, evaluate, type QueryOutcome } from './eval/evaluate';
export { type Grades, ndcgAt, recallAt, reciprocalRank } from './eval/metrics';
export { type LabelledQuery, type QuerySetResult, readQuerySet } from './eval/querySet';
export {
  activatedChars,
  type CatalogStats,
  capabilityLine,
  capabilityRoots,
  catalogStats,
  DEFAULT_WORKING_SET_BUDGET,
  schemaChars,
} from './prompt/cost';
export { compareBm25, compareSeed, termWeight } from './search/rank';
export { capabilityMatches, inScope, normalizeFilters, touchesEntity } from './search/scope';
export { ToolIndex, type ToolIndexOptions } from './search/ToolIndex';
export * from './search/types';
export {
  mentionedTools,
  type Transcript,
  type TranscriptEvent,
  type Turn,
} from './session/transcript';
export {
  analyze,
  analyzeQuery,
  analyzeStems,
  type QueryTerm,
  STOPWORDS,
  type Token,
} from './text/analyze';
