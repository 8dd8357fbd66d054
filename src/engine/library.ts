/**
 * toollens as a library: `import { … } from 'toollens'`. What a program needs to find tools
 * rather than load them, in the order of the data's way: read and check a catalog, search it
 * (with each hit's excerpt), plan the capability line, assemble the prompt, replay a session's
 * working set, turn agents' session files into session records, and ask the agent targets
 * (other agents' tool search, emulated). Then the checks a catalog's author runs: evaluation
 * against a labelled query set, fix proposals measured on held-out queries, lint, and a release's
 * diff.
 *
 * Everything here is pure TypeScript (no DOM, no Node): it runs in Node, a browser or a worker.
 * Counting tokens exactly needs the tokenizer, loaded on first use by `loadTokenCounter`;
 * `charsPerFourCounter` estimates without it. A problem with the input comes back as a value
 * (`ImportResult`, `QuerySetResult`, `ConversationResult`) or a `ToollensError` with a code.
 *
 * @packageDocumentation
 */

// Types the exports above name in their signatures, for the reference to link.
export type { Exactness, QueryReading, TargetSearchOptions, TargetToolsChange } from './agents';
// The agent targets: other agents' tool search, asked over the same catalog.
export {
  AGENT_TARGETS,
  type AgentTarget,
  type AgentTargetId,
  type AskOptions,
  askTarget,
  availableTargets,
  buildTarget,
  type TargetAnswer,
  type TargetHit,
  type TargetTool,
  targetTools,
} from './agents';
export type { AgentHints } from './catalog';
// Reading and checking a catalog.
// The capability line: the catalog's roots that fit the line's budget.
export {
  type Catalog,
  type CatalogFormat,
  type Concept,
  capabilityLine,
  catalogFromValue,
  DEFAULT_LINE_BUDGET,
  descriptionAt,
  exportCatalog,
  formatIssue,
  type ImportIssue,
  type ImportOptions,
  type ImportResult,
  type JsonSchema,
  type LinePlan,
  type LiveDescription,
  makeTool,
  type Ontology,
  openCatalog,
  planLine,
  type Tool,
} from './catalog';
export type {
  ChangeClass,
  ChangedTool,
  FindabilityChange,
  FindabilityOptions,
  Rename,
  SchemaChange,
} from './diff';
export { type CatalogDiff, diffCatalogs, diffFindability } from './diff';
export { type ErrorCode, isToollensError, ToollensError } from './errors';
export type {
  Comparison,
  EvalMetrics,
  EvalRanker,
  ExcerptComparison,
  ExcerptOutcome,
  ExcerptSettings,
  ExcerptSummary,
  LengthBucket,
  PeerName,
  QueryDelta,
  QueryOutcome,
} from './eval';
// Evaluation against a labelled query set.
export {
  compareReports,
  type EvalOptions,
  type EvalReport,
  evaluate,
  type LabelledQuery,
  type NameForm,
  PEERS,
  parseQuerySet,
  type QuerySetResult,
  readQuerySet,
} from './eval';
// Searching it: the index, a page of hits with their excerpts, and why a tool was left out.
export type {
  Excerpt,
  ExcerptMode,
  ExcerptOptions,
  ExcerptWindow,
  Match,
  Menu,
  PageShare,
} from './excerpt';
// Fix proposals: the smallest edits that bring a tool into each agent's top k, measured held out.
export {
  applyFixes,
  type FixLever,
  type FixMeasure,
  type FixOptions,
  type FixProposals,
  type FixRanker,
  fixSnippet,
  type HeldOutFixes,
  type HeldOutOptions,
  heldOutFixes,
  measureFixes,
  type NameFix,
  nameFixFor,
  nameFixQueries,
  type Proposal,
  proposeFixes,
  type QueryMove,
  type RankerFigures,
  type Recall,
  type SnippetSdk,
  type ToolFix,
  type Unfixed,
} from './fix';
export type { LintRule, Severity } from './lint';
// Lint and a release's diff.
export { type Finding, type LintOptions, lintCatalog } from './lint';
export type {
  CacheRuleModel,
  DeclarationOrder,
  ProviderCache,
  ProviderModel,
  Size,
  SurfaceCost,
} from './prompt';
// The prompt: its assembly, and counting its tokens.
export {
  type AssembledPrompt,
  type AssembleOptions,
  assemblePrompt,
  loadTokenCounter,
  type PromptSection,
  type SectionId,
} from './prompt';
export type {
  ActivationAccuracy,
  ComparedOrder,
  ImportedFrom,
  LabelledActivation,
  LogReading,
  LogShape,
  OrderFigures,
  OrderTurn,
  RejectedEvent,
  ReplayedSearch,
  ReplaySummary,
  ReplayTurn,
  ToolState,
  TurnProjection,
} from './replay';
// A session's working set, turn by turn, and the agents' logs it is read from.
export {
  COMPARED_ORDERS,
  type ConversationResult,
  DEFAULT_WORKING_SET_RULE,
  type ImportConversationOptions,
  importConversation,
  LOG_FORMATS,
  type LogFormat,
  type ReplayOptions,
  type ReplayResult,
  replay,
  type Transcript,
  type TranscriptEvent,
  type Turn,
  WORKING_SET_RULES,
  type WorkingSetRule,
} from './replay';
export type {
  AlwaysLoadReport,
  AlwaysLoadRow,
  AlwaysLoadVerdict,
  Diagnosis,
  DiscoveryShare,
  Failure,
  FailureKind,
  PricedCost,
  RecordedReason,
  RecordedReasonCode,
  RecordedSearchCheck,
  RecordedSearchesOptions,
  RecordedSearchesReport,
  RecordedSearchGroup,
  RecordedSearchSkip,
  RecordedVerdict,
  ReplayTotals,
  SessionDiagnosis,
  SessionPlace,
  SessionRecordView,
  SessionSource,
  SessionsOptions,
  SessionThread,
  ToolUsage,
} from './reports';
// The session pipeline: agents' session files to finished session records.
export {
  type BuildSessionsOptions,
  buildSessions,
  type ReadSession,
  type ReadSessionOptions,
  type RecordOptions,
  type RecordsReport,
  readSessionFile,
  recordSessions,
  reportRecords,
  type SessionFileText,
  type SessionInput,
  type SessionRecord,
  type SessionsReport,
} from './reports';
export type {
  Axis,
  Base,
  Decision,
  FieldBoosts,
  FieldName,
  FieldPart,
  FieldWeights,
  FilterMiss,
  HitExplanation,
  KeyValue,
  NameExplanation,
  NameMatchParts,
  NearMiss,
  Plan,
  RankedQuery,
  RankKey,
  SearchPasses,
  SearchResult,
  SlotScope,
  SpecExplanation,
  TermExplanation,
  TermWeight,
  TextField,
  ToollensExplanation,
  ToollensParams,
  ToollensQuery,
  ToollensScore,
  ToollensTerm,
} from './search';
export {
  explainMiss,
  type Filters,
  type Hit,
  type HitWithExcerpt,
  type PageBudget,
  type PageOptions,
  RANKERS,
  type Ranker,
  type SearchOptions,
  searchTools,
  ToolIndex,
  type ToolIndexOptions,
  type ToolSearchResult,
  type WhyNot,
} from './search';
export type { DroppedTerm, DropReason, QueryTerm, WordPart } from './text';
export { charsPerFourCounter, type TokenCounter } from './text';
