/**
 * The engine's light entry: the domain's vocabulary and rules with no index behind them (types,
 * defaults, limits, rank keys, validators, the provider cache model, text positions). Nothing
 * reachable from here imports Orama, the stemmer, MiniSearch or the tokenizer (checked by
 * `architecture.test.ts`), so the page imports the engine from here alone and stays light; the
 * worker does the work that needs an index (`./index.ts`). Heavy modules' types are type-only.
 */

export { readingText } from './agents/readingText';
export {
  AGENT_TARGETS,
  type AgentTarget,
  type AgentTargetId,
  type Exactness,
  isAgentTarget,
  type QueryReading,
  type TargetAnswer,
  type TargetHit,
  type TargetSearchOptions,
  type TargetTool,
  type TargetToolsChange,
} from './agents/target';
export { TARGET_INFO, type TargetInfo } from './agents/targetInfo';
export { DEFAULT_LINE_BUDGET, lineBudgetProblem } from './catalog/capabilityLine';
export {
  applyToTool,
  type CatalogSettings,
  EMPTY_SETTINGS,
  isEmptySettings,
  readCatalogSettings,
  readSettingsMap,
  rootProblem,
  type SettingsMapRead,
  type SettingsRead,
  withDrop,
  withLineBudget,
  withMark,
  withRename,
} from './catalog/catalogSettings';
export type { ImportOptions } from './catalog/importCatalog';
export { formatIssue, pointer } from './catalog/issues';
export {
  DEFAULT_MAX_BYTES,
  MAX_SCHEMA_DEPTH,
  megabytes,
  schemaTooDeep,
  tooLarge,
} from './catalog/limits';
export { type HeldChange, type LivePlan, planLiveList, trackRename } from './catalog/liveMerge';
export { ALWAYS_LOAD_KEY, SEARCH_HINT_KEY } from './catalog/readAgentHints';
// One walk of a schema's arguments, for the ranker, the Catalog's table and the editor (light).
export {
  type ArgumentDescription,
  type SchemaArgument,
  schemaArguments,
  withArgumentDescriptions,
} from './catalog/schemaArguments';
export { positionAt, type TextPosition } from './catalog/textPosition';
export {
  type AgentHints,
  type Catalog,
  type CatalogFormat,
  type Concept,
  descriptionAt,
  displayTitle,
  type ImportIssue,
  type ImportResult,
  isLive,
  type JsonSchema,
  type LiveDescription,
  makeTool,
  type Ontology,
  type Tool,
} from './catalog/types';
export { byName, isRecord, own } from './catalog/values';
export { diffCatalogs } from './diff/diffCatalogs';
export type {
  CatalogDiff,
  ChangeClass,
  ChangedTool,
  FindabilityChange,
  Rename,
  SchemaChange,
} from './diff/types';
// The tool-edit model and the rule for a tool's name (light: plain functions over a Tool).
export { renameProblem } from './edit/toolName';
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
export {
  type EvalMisses,
  evalMisses,
  type Miss,
  type MissRow,
  missesByRanker,
  type UnknownRelevant,
} from './eval/misses';
export type { NameForm } from './eval/nameForms';
export type { PeerName, Ranking } from './eval/peers';
export type { LabelledQuery, QuerySetResult } from './eval/querySetTypes';
export type { WeightedTerm } from './excerpt/excerpt';
export {
  hiddenSent,
  LENS_CHUNK,
  LENS_CONTEXT,
  LENS_MAX_CONTEXT,
  LENS_REACH,
  LENS_WHOLE_CHARS,
  type LensSlice,
  type LensView,
  lensSpans,
  type Shown,
  shownRanges,
} from './excerpt/lensSpans';
export type { Menu, MenuEntry } from './excerpt/menu';
export type { PageShare } from './excerpt/page';
export type { Span } from './excerpt/spans';
export {
  DEFAULT_EXCERPT_CAP,
  DEFAULT_PAGE_BUDGET,
  type Excerpt,
  type ExcerptMode,
  type ExcerptOptions,
  type ExcerptWindow,
  type Match,
} from './excerpt/types';
export type { Finding, LintOptions, LintRule, Severity } from './lint/types';
export {
  type AssembledPrompt,
  type AssembleOptions,
  type DeclarationOrder,
  type PromptSection,
  SECTION_SEPARATOR,
  SECTION_TITLES,
  type SectionId,
} from './prompt/assemble';
export {
  comparePrompts,
  DEFAULT_PROVIDERS,
  type PromptComparison,
  type ProviderCache,
  type ProviderModel,
  sectionEnds,
} from './prompt/cache';
export {
  type CacheMeasures,
  type CacheOutcome,
  type CacheRuleModel,
  cacheUnder,
  type SectionEnd,
} from './prompt/cacheRule';
export type {
  RootCoverage,
  RootsReport,
  ScaffoldingProposal,
} from './prompt/catalogSettingsReport';
export { type CatalogStats, DEFAULT_WORKING_SET_BUDGET } from './prompt/cost';
export type { DiffPart, PromptDiff } from './prompt/diff';
export { formatShare, type StandingSavings, standingSavings } from './prompt/savings';
export type { Size, SurfaceCost } from './prompt/surface';
export type { PieceTokenizer, TokenPiece, TokenPieces } from './prompt/tokenPieces';
export {
  type ActivationResult,
  nameDistance,
  nearestNames,
  type UnknownName,
} from './replay/activate';
export {
  type ActivationAccuracy,
  accuracyHeadline,
  BY_CONSTRUCTION_NOTE,
  type LabelledActivation,
  wrongToolMessage,
} from './replay/labelledActivation';
export { MAX_REPLAY_TURNS, sizeProblem, transcriptSizeProblem } from './replay/limits';
export type { DiscoveryToolNames } from './replay/logFormats/types';
export {
  type ConversationResult,
  DEFAULT_DISCOVERY_TOOLS,
  describeImport,
  type ImportConversationOptions,
  type ImportedFrom,
  isLogFormat,
  LOG_FORMAT_LABELS,
  LOG_FORMATS,
  type LogFormat,
  type LogReading,
  type LogShape,
} from './replay/logFormats/types';
export type { Marker, MarkerKind, MarkerOptions } from './replay/markers';
export type {
  ReplayedSearch,
  ReplayOptions,
  ReplayResult,
  ReplaySummary,
  ReplayTurn,
} from './replay/replay';
export type { SimulateOptions } from './replay/simulate';
export {
  parseSimulateStrategy,
  SIMULATE_STRATEGIES,
  type SimulateStrategy,
} from './replay/simulateStrategy';
export { declarationLines, type ToolCost } from './replay/toolCosts';
export { DEMO_EPOCH, type Transcript, type TranscriptEvent, type Turn } from './replay/transcript';
export type {
  ProjectionOptions,
  RejectedEvent,
  ToolState,
  TurnProjection,
} from './replay/workingSet';
export {
  DEFAULT_WORKING_SET_RULE,
  isWorkingSetRule,
  WORKING_SET_RULE_INFO,
  WORKING_SET_RULES,
  type WorkingSetRule,
  type WorkingSetRuleInfo,
} from './replay/workingSetRules';
export { freeName } from './reports/names';
// Types the exports above name in their signatures, for the API reference to link.
export type { ToollensRows } from './search/accumulator';
export type {
  FieldPart,
  HitExplanation,
  KeyValue,
  NameExplanation,
  SpecExplanation,
  TermExplanation,
  ToollensExplanation,
} from './search/explainHit';
export type { CapabilityRoot, Facets, FacetValue } from './search/facets';
export { TEXT_FIELDS } from './search/fields';
export type { NameMatchParts } from './search/nameMatch';
export { NEAREST_TOOLS, paletteScore } from './search/paletteMatch';
export type { SearchPasses } from './search/passes';
export type { Base, Plan } from './search/plan';
export type { SlotScope } from './search/postings';
export { termWeight } from './search/rank';
export type { RankedQuery } from './search/rankedQuery';
export type { Rankable, ToollensFigures } from './search/rankKeys';
export {
  comparedKeys,
  type Decision,
  decisiveKey,
  formatCoverage,
  KEY_LABELS,
  type Keys,
  keysOf,
  type RankKey,
  type ScoreKey,
} from './search/rankKeys';
// Scope rules are light (no index): the page's landing and filter chips read the same ones.
export { capabilityMatches, hasFilters } from './search/scope';
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
export { isTextField, isWeight, type WeightProblem, weightProblems } from './search/weights';
export type { Axis, FilterMiss, NearMiss, WhyNot } from './search/whyNot';
export type { QueryTerm, Token } from './text/analyze';
export { type BoundedDiffPart, boundDiff } from './text/boundDiff';
export { formatCount, formatStems, noun, plural } from './text/format';
// How server text is shown, on the page and in the terminal alike: hidden characters as escapes.
export { escapeHidden, type ShownPiece, shownPieces } from './text/hiddenCharacters';
export type { DroppedTerm, DropReason, InformativeQuery } from './text/informative';
export { charsPerFourCounter, type TokenCounter, tokensByChars } from './text/tokenEstimate';
export { type CellBudget, type WordPart, wordDiff } from './text/wordDiff';
