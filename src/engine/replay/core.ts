/**
 * The replay stage's light entry: what the page's entry (`engine/core`) and other stages' light
 * modules use of it. Nothing behind it imports an index, the stemmer, MiniSearch or the tokenizer
 * (`src/architecture.test.ts` checks it from `engine/core`); the rest of the stage is in
 * `./index`.
 */

export {
  type ActivationResult,
  nameDistance,
  nearestNames,
  type UnknownName,
  validateActivation,
} from './activate';
export { compactionNotes } from './compactions';
export {
  type ActivationAccuracy,
  accuracyHeadline,
  BY_CONSTRUCTION_NOTE,
  type LabelledActivation,
  wrongToolMessage,
} from './labelledActivation';
export { MAX_REPLAY_TURNS, sizeProblem, transcriptSizeProblem } from './limits';
export { catalogNamer } from './logFormats/discover';
export {
  CLAUDE_API_TOOL_SEARCH,
  CLAUDE_CODE_TOOL_SEARCH,
  OPENAI_TOOL_SEARCH,
} from './logFormats/discoveryTools';
export { importConversation, subagentThreadName } from './logFormats/importConversation';
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
} from './logFormats/types';
export { findMarkers, type Marker, type MarkerKind, type MarkerOptions } from './markers';
export { type SimulateOptions, simulateAgent } from './simulate';
export {
  parseSimulateStrategy,
  SIMULATE_STRATEGIES,
  type SimulateStrategy,
} from './simulateStrategy';
export { callTurns, declarationLines, type ToolCost, toolCosts } from './toolCosts';
export {
  DEMO_EPOCH,
  mentionedTools,
  type Transcript,
  type TranscriptEvent,
  type Turn,
} from './transcript';
export {
  type ProjectionOptions,
  projectWorkingSet,
  type ToolState,
  type TurnProjection,
} from './workingSet';
export {
  DEFAULT_WORKING_SET_RULE,
  discoveryTool,
  isWorkingSetRule,
  proposedRuleSource,
  ruleOfSearchTool,
  WORKING_SET_RULE_INFO,
  WORKING_SET_RULES,
  type WorkingSetRule,
  type WorkingSetRuleInfo,
} from './workingSetRules';
export type { RejectedEvent } from './workingSetTouches';
