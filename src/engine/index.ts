/**
 * The engine's full entry, for the worker, the CLI, the benchmarks and the tests: everything in
 * `./core` (the light vocabulary and rules the page imports) plus the work that needs an index,
 * the analyzer or a tokenizer. Everything behind it is pure TypeScript: no DOM, no Node, no
 * React. Outside the engine, import from one of the two entries, never from a module by path.
 */

export {
  type AskOptions,
  appendedTools,
  askTarget,
  availableTargets,
  buildTarget,
  catalogServer,
  keywordPattern,
  nameForms,
  targetTools,
  targetToolsChange,
} from './agents/builders';
export { BROAD_RULES, type BroadRule, DEFAULT_BROAD_RULE } from './catalog/broadRoots';
export {
  DEFAULT_LINE_BUDGET,
  type LinePlan,
  lineBudgetProblem,
  planLine,
} from './catalog/capabilityLine';
export {
  DEFAULT_ROOT_RULE,
  deriveCapabilities,
  ROOT_RULES,
  type RootRule,
} from './catalog/deriveRoots';
export { exportCatalog } from './catalog/exportCatalog';
export { catalogFromValue, importCatalog } from './catalog/importCatalog';
// The worker's: a live server's list applied to the catalog's tools.
export { withServerPart } from './catalog/liveMerge';
export { DERIVE_TAGS_BY_DEFAULT, openCatalog } from './catalog/openCatalog';
export * from './core';
export { diffFindability, type FindabilityOptions } from './diff/findability';
export { compareReports } from './eval/compare';
export { EVAL_RANKERS, evaluate, LENGTH_BUCKETS } from './eval/evaluate';
export { nameQuerySet } from './eval/nameQueries';
// Named by PeerName's type (core), for the API reference to link.
export { isPeer, PEERS, peerRanking } from './eval/peers';
export { parseQuerySet, querySetToJson, readQuerySet } from './eval/querySet';
export { querySetToCsv } from './eval/querySetCsv';
export { buildExcerpt } from './excerpt/excerpt';
export { renderOpening } from './excerpt/render';
export { DEFAULT_MIN_LINE_COVERAGE, minLineCoverageProblem } from './lint/lineCoverage';
export { lintCatalog } from './lint/lintCatalog';
export { declarationLine } from './prompt/assemble';
export { proposeScaffolding, rootsReport } from './prompt/catalogSettingsReport';
export { catalogStats, DEFAULT_WORKING_SET_BUDGET, schemaChars } from './prompt/cost';
export { diffPrompts } from './prompt/diff';
export { tokenPieces } from './prompt/tokenPieces';
export {
  charsPerFourCounter,
  loadTokenCounter,
  loadTokenizer,
  memoizedCounter,
  startedTokenCounter,
  type Tokenizer,
} from './prompt/tokens';
export { validateActivation } from './replay/activate';
export {
  COMPARED_ORDERS,
  type ComparedOrder,
  ORDER_LABELS,
  ORDERS_MAX_TURNS,
  type OrderFigures,
  type OrderTurn,
} from './replay/declarationOrders';
export { importConversation } from './replay/logFormats/importConversation';
export { findMarkers } from './replay/markers';
export { replay } from './replay/replay';
export { simulateAgent } from './replay/simulate';
export { toolCosts } from './replay/toolCosts';
export { mentionedTools } from './replay/transcript';
export {
  FAILURE_KINDS,
  type SessionStats,
  type SessionsOptions,
  sessionStats,
} from './reports';
export {
  type BuildSessionsOptions,
  buildSessions,
  type RecordOptions,
  type RecordsReport,
  recordSessions,
  recordView,
  reportRecords,
  type SessionInput,
  type SessionRecord,
  type SessionRecordView,
  type SessionSource,
  type SessionsReport,
} from './reports/build';
// From their own modules, which name the types their signatures use (the API reference links them).
export {
  DEFAULT_MINE_WINDOW,
  type MinedSessions,
  minedSetToJson,
  mineQuerySet,
  type UnansweredSearch,
} from './reports/mine';
export {
  type ReadSession,
  type ReadSessionOptions,
  readSessionFile,
  type SessionFileText,
  type SessionThread,
} from './reports/read';
export {
  checkRecordedSearches,
  type RecordedSearchCheck,
  type RecordedSearchesOptions,
  type RecordedSearchesReport,
  type RecordedSearchGroup,
  type RecordedSearchSkip,
  type RecordedVerdict,
  recordedSearchTargets,
} from './reports/recordedSearches';
export type { RecordedReason, RecordedReasonCode } from './reports/recordedSearchesReasons';
export type {
  AlwaysLoadReport,
  AlwaysLoadRow,
  AlwaysLoadVerdict,
  Diagnosis,
  DiscoveryShare,
  Failure,
  FailureKind,
  MinedQuery,
  MinedSet,
  MineOptions,
  PricedCost,
  ReplayTotals,
  Session,
  SessionDiagnosis,
  SessionPlace,
  ToolUsage,
} from './reports/types';
export { argumentText } from './search/argumentText';
export { catalogFacets } from './search/facets';
export { openSearch, SearchSession } from './search/searchSession';
export { searchTools } from './search/searchTools';
export { ToolIndex } from './search/ToolIndex';
export { explainMiss } from './search/whyNot';
export {
  analyze,
  analyzeField,
  analyzeQuery,
  analyzeStems,
  MAX_ANALYZED_CHARS,
} from './text/analyze';
