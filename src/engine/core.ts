/**
 * The engine's light entry: the domain's vocabulary and rules with no index behind them (types,
 * defaults, limits, rank keys, validators, the provider cache model, text positions). Nothing
 * reachable from here imports Orama, the stemmer, MiniSearch or the tokenizer (checked by
 * `architecture.test.ts`), so the page imports the engine from here alone and stays light; the
 * worker does the work that needs an index (`./index.ts`). It reads each stage through its light
 * part (`./<stage>/core`; `./edit` is light throughout), and heavy modules' types type-only from
 * the stage's entry. Its types are in `./coreTypes`, which it re-exports.
 */

export { AGENT_TARGETS, isAgentTarget, readingText, TARGET_INFO } from './agents/core';
export {
  ALWAYS_LOAD_KEY,
  applyToTool,
  byName,
  DEFAULT_LINE_BUDGET,
  DEFAULT_MAX_BYTES,
  descriptionAt,
  displayTitle,
  EMPTY_SETTINGS,
  formatIssue,
  isEmptySettings,
  isLive,
  isRecord,
  lineBudgetProblem,
  MAX_SCHEMA_DEPTH,
  makeTool,
  megabytes,
  own,
  planLiveList,
  pointer,
  positionAt,
  readCatalogSettings,
  readSettingsMap,
  rootProblem,
  SEARCH_HINT_KEY,
  schemaArguments,
  schemaTooDeep,
  tooLarge,
  trackRename,
  withArgumentDescriptions,
  withDrop,
  withLineBudget,
  withMark,
  withRename,
} from './catalog/core';
export * from './coreTypes';
export { diffCatalogs } from './diff/core';
export {
  changedArguments,
  changedFields,
  describeChanges,
  matchesText,
  parseTags,
  renameProblem,
  settleDerived,
  TAG_FIELDS,
  textOf,
  toolFrom,
} from './edit';
export { isToollensError, ToollensError } from './errors';
export { DEFAULT_RECALL_CUTOFFS, evalMisses, missesByRanker } from './eval/core';
export {
  DEFAULT_EXCERPT_CAP,
  DEFAULT_PAGE_BUDGET,
  hiddenSent,
  LENS_CHUNK,
  LENS_CONTEXT,
  LENS_MAX_CONTEXT,
  LENS_REACH,
  LENS_WHOLE_CHARS,
  lensSpans,
  shownRanges,
} from './excerpt/core';
export { fixSnippet, type SnippetSdk } from './fix/core';
export {
  cacheUnder,
  comparePrompts,
  DEFAULT_PROVIDERS,
  DEFAULT_WORKING_SET_BUDGET,
  formatShare,
  SECTION_SEPARATOR,
  SECTION_TITLES,
  sectionEnds,
  standingSavings,
} from './prompt/core';
export {
  accuracyHeadline,
  BY_CONSTRUCTION_NOTE,
  DEFAULT_DISCOVERY_TOOLS,
  DEFAULT_WORKING_SET_RULE,
  DEMO_EPOCH,
  declarationLines,
  describeImport,
  isLogFormat,
  isWorkingSetRule,
  LOG_FORMAT_LABELS,
  LOG_FORMATS,
  MAX_REPLAY_TURNS,
  nameDistance,
  nearestNames,
  parseSimulateStrategy,
  proposedRuleSource,
  SIMULATE_STRATEGIES,
  sizeProblem,
  transcriptSizeProblem,
  WORKING_SET_RULE_INFO,
  WORKING_SET_RULES,
  wrongToolMessage,
} from './replay/core';
export { freeName } from './reports/core';
export {
  capabilityMatches,
  comparedKeys,
  DEFAULT_BOOSTS,
  DEFAULT_PAGE_SIZE,
  DEFAULT_RANKER,
  DEFAULT_TOOLLENS_PARAMS,
  decisiveKey,
  FILTER_AXES,
  formatCoverage,
  hasFilters,
  isRanker,
  isTextField,
  isWeight,
  KEY_LABELS,
  keysOf,
  NEAREST_TOOLS,
  paletteScore,
  RANKERS,
  TEXT_FIELDS,
  termWeight,
  weightProblems,
} from './search/core';
export {
  boundDiff,
  charsPerFourCounter,
  escapeHidden,
  formatCount,
  formatStems,
  noun,
  plural,
  shownPieces,
  tokensByChars,
  wordDiff,
} from './text/core';
