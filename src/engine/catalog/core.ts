/**
 * The catalog stage's light entry: what the page's entry (`engine/core`) and other stages' light
 * modules use of it. Nothing behind it imports an index, the stemmer, MiniSearch or the tokenizer
 * (`src/architecture.test.ts` checks it from `engine/core`); the rest of the stage is in
 * `./index`.
 */

export {
  capabilityLine,
  DEFAULT_LINE_BUDGET,
  type LinePlan,
  lineBudgetProblem,
  MAX_LINE_BUDGET,
  planLine,
} from './capabilityLine';
export {
  applySettings,
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
} from './catalogSettings';
export { exportCatalog } from './exportCatalog';
export { formatIssue, pointer } from './issues';
export { parseJson } from './jsonPosition';
export {
  DEFAULT_MAX_BYTES,
  MAX_SCHEMA_DEPTH,
  megabytes,
  overLimit,
  schemaTooDeep,
  tooLarge,
} from './limits';
export {
  type HeldChange,
  type LivePlan,
  planLiveList,
  trackRename,
  withServerPart,
} from './liveMerge';
export { ALWAYS_LOAD_KEY, SEARCH_HINT_KEY } from './readAgentHints';
export {
  ARGUMENT_DEPTH,
  ARGUMENT_LIMIT,
  type ArgumentDescription,
  type SchemaArgument,
  schemaArguments,
  withArgumentDescriptions,
} from './schemaArguments';
export { positionAt, type TextPosition } from './textPosition';
export {
  type AgentHints,
  type Catalog,
  type CatalogFormat,
  type Concept,
  capabilityRoot,
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
} from './types';
export { byName, describeValue, isRecord, nestingDepth, own, quote } from './values';
