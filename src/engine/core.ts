/**
 * The engine's light entry: the domain's vocabulary and rules with no index behind them. Types,
 * defaults and limits, the rank keys, validators, the provider cache model and text positions.
 * Nothing reachable from here imports Orama, the stemmer, MiniSearch or the tokenizer
 * (`architecture.test.ts` checks it), so the page imports the engine from here alone and stays
 * light; the work that needs an index runs in the worker, behind `./index.ts`.
 *
 * Types of the heavy modules are re-exported type-only: they cost the page nothing.
 */

export {
  applySettings,
  applyToTool,
  type CatalogSettings,
  EMPTY_SETTINGS,
  isEmptySettings,
  MAX_ROOT_CHARS,
  MAX_SETTINGS_ENTRIES,
  readCatalogSettings,
  readSettingsMap,
  rootProblem,
  type SettingsMapRead,
  type SettingsRead,
  withDrop,
  withMark,
  withRename,
} from './catalog/catalogSettings';
export type {
  RootCoverage,
  RootsReport,
  ScaffoldingProposal,
} from './catalog/catalogSettingsReport';
export type { CapabilityRoot, Facets, FacetValue } from './catalog/facets';
export type { ImportOptions } from './catalog/importCatalog';
export { formatIssue, pointer } from './catalog/issues';
export {
  DEFAULT_MAX_BYTES,
  MAX_SCHEMA_DEPTH,
  megabytes,
  overLimit,
  schemaTooDeep,
  tooLarge,
} from './catalog/limits';
export {
  type HeldChange,
  isEmptyPlan,
  type LivePlan,
  planLiveList,
  trackRename,
} from './catalog/liveMerge';
// One walk of a schema's arguments: the ranker's arguments text, the Catalog's argument table
// and the editor's fields all read it (light: no index, no Orama).
export {
  ARGUMENT_DEPTH,
  ARGUMENT_LIMIT,
  type ArgumentDescription,
  type SchemaArgument,
  schemaArguments,
  withArgumentDescriptions,
} from './catalog/schemaArguments';
export { positionAt, type TextPosition } from './catalog/textPosition';
export * from './catalog/types';
export { byName, hasOwnKey, isRecord, own } from './catalog/values';
// The tool-edit model and the rule for a tool's name (light: plain functions over a Tool).
export { isValidToolName, renameProblem, TOOL_NAME_CHARS } from './edit/toolName';
export {
  type ArgumentChange,
  type ArgumentText,
  changedArguments,
  changedFields,
  describeChanges,
  matchesText,
  parseTags,
  settleDerived,
  TAG_FIELDS,
  type TagField,
  type ToolText,
  textOf,
  toolFrom,
} from './edit/toolText';
export { type ErrorCode, isToollensError, ToollensError } from './errors';
export type { Comparison, ExcerptComparison, QueryDelta } from './eval/compare';
export type {
  EvalMetrics,
  EvalOptions,
  EvalRanker,
  EvalReport,
  LengthBucket,
  QueryOutcome,
} from './eval/evaluate';
export type { ExcerptOutcome, ExcerptSettings, ExcerptSummary } from './eval/excerptEval';
export { DEFAULT_RECALL_CUTOFFS, type Grades } from './eval/metrics';
export type { PeerName, Ranking } from './eval/peers';
export type { LabelledQuery, QuerySetResult } from './eval/querySetTypes';
export type { WeightedTerm } from './excerpt/excerpt';
export {
  hiddenSent,
  LENS_CHUNK,
  LENS_CONTEXT,
  LENS_MAX_CONTEXT,
  LENS_MAX_REACH,
  LENS_REACH,
  LENS_SHOW_WHOLE,
  LENS_WHOLE_CHARS,
  type LensSlice,
  type LensView,
  lensSpans,
  type Shown,
  shownRanges,
} from './excerpt/lensSpans';
export type { Menu, MenuEntry } from './excerpt/menu';
export type { PageShare } from './excerpt/page';
export { mergeSpans, type Span } from './excerpt/spans';
export * from './excerpt/types';
export type { Finding, LintOptions, LintRule, Severity } from './lint/types';
export {
  type AssembledPrompt,
  type AssembleOptions,
  type DeclarationOrder,
  type PromptSection,
  SECTION_TITLES,
  type SectionId,
} from './prompt/assemble';
export {
  commonPrefixLength,
  comparePrompts,
  DEFAULT_PROVIDERS,
  layoutFor,
  type PromptComparison,
  type ProviderCache,
  type ProviderModel,
  roundToStep,
  type SectionEnd,
  sectionEnds,
  usableBreakpoint,
} from './prompt/cache';
export { type CatalogStats, DEFAULT_WORKING_SET_BUDGET } from './prompt/cost';
export type { DiffPart, PromptDiff } from './prompt/diff';
export { type StandingSavings, standingSavings } from './prompt/savings';
export type { Size, SurfaceCost } from './prompt/surface';
export { charsPerFourCounter, type TokenCounter, tokensByChars } from './prompt/tokenEstimate';
export {
  DEFAULT_PIECE_LIMIT,
  MAX_PIECE_LIMIT,
  type TokenPiece,
  type TokenPieces,
} from './prompt/tokenPieces';
export type {
  FieldPart,
  HitExplanation,
  KeyValue,
  NameExplanation,
  SpecExplanation,
  TermExplanation,
  ToollensExplanation,
} from './search/explainHit';
export { SPEC_FIELDS, TEXT_FIELDS } from './search/fields';
export {
  NEAREST_TOOLS,
  nearestTools,
  paletteScore,
  toolKeywords,
} from './search/paletteMatch';
export type { SearchPasses } from './search/passes';
export { termWeight } from './search/rank';
export type { RankedQuery } from './search/rankedQuery';
export {
  byDescending,
  compareBm25,
  comparedKeys,
  compareSeed,
  compareToollens,
  type Decision,
  decisiveKey,
  KEY_LABELS,
  type Keys,
  keysOf,
  type RankKey,
  type ScoreKey,
  TIE_TOLERANCE,
  ties,
} from './search/rankKeys';
// Scope rules are light (no index): the page's landing and filter chips read the same ones.
export {
  capabilityMatches,
  hasFilters,
  inScope,
  normalizeFilters,
  touchesEntity,
} from './search/scope';
export type { SearchRequest } from './search/searchSession';
export type {
  HitWithExcerpt,
  PageBudget,
  PageOptions,
  ToolSearchResult,
} from './search/searchTools';
export type { ToolIndexOptions } from './search/ToolIndex';
export type { ToollensRanking } from './search/toollensRanker';
export * from './search/types';
export {
  checkWeights,
  isTextField,
  isWeight,
  type WeightProblem,
  weightMessage,
  weightProblems,
} from './search/weights';
export type { FilterMiss, NearMiss, WhyNot } from './search/whyNot';
export type { ActivationResult, UnknownName } from './session/activate';
export {
  MAX_ARGUMENT_DEPTH,
  MAX_REPLAY_EVENTS,
  MAX_REPLAY_TURNS,
  sizeProblem,
  transcriptSizeProblem,
} from './session/limits';
export {
  type ConversationResult,
  DEFAULT_DISCOVERY_TOOLS,
  type DiscoveryToolNames,
  describeImport,
  type ImportConversationOptions,
  type ImportedFrom,
  isLogFormat,
  LOG_FORMAT_LABELS,
  LOG_FORMATS,
  type LogFormat,
  type LogReading,
  type LogShape,
} from './session/logFormats/types';
export type { Marker, MarkerKind, MarkerOptions } from './session/markers';
export type { ReadTranscriptOptions, TranscriptResult } from './session/readTranscript';
export type {
  ReplayedSearch,
  ReplayOptions,
  ReplayResult,
  ReplaySummary,
  ReplayTurn,
} from './session/replay';
export type { SimulateOptions } from './session/simulate';
export {
  MAX_SIMULATE_TOP,
  parseSimulateStrategy,
  SIMULATE_STRATEGIES,
  type SimulateStrategy,
  strategyName,
} from './session/simulateStrategy';
export { declarationLines, type ToolCost } from './session/toolCosts';
export { DEMO_EPOCH, type Transcript, type TranscriptEvent, type Turn } from './session/transcript';
export type {
  ProjectionOptions,
  RejectedEvent,
  ToolState,
  TurnProjection,
} from './session/workingSet';
export type { QueryTerm, Token } from './text/analyze';
export { formatCount, noun, plural } from './text/format';
// How server text is shown, on the page and in the terminal alike: hidden characters as escapes.
export {
  describeHidden,
  escapeHidden,
  hasHiddenCharacters,
  type ShownPiece,
  shownPieces,
} from './text/hiddenCharacters';
export type { DroppedTerm, DropReason, InformativeQuery } from './text/informative';
