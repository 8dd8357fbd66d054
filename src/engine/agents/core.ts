/**
 * The agents stage's light entry: what the page's entry (`engine/core`) and other stages' light
 * modules use of it. Nothing behind it imports an index, the stemmer, MiniSearch or the tokenizer
 * (`src/architecture.test.ts` checks it from `engine/core`); the rest of the stage is in
 * `./index`.
 */

export { buildMcpToolName, MCP_PREFIX, normalizeNameForMCP } from './claudeCode/names';
export { sanitizeUnicode } from './claudeCode/sanitize';
export {
  MAX_MCP_DESCRIPTION_LENGTH,
  mcpToolPrompt,
  TRUNCATED_SUFFIX,
} from './claudeCode/searchedTool';
export { isSelectQuery } from './claudeCode/selectQuery';
export { CODEX_MAX_TOOL_NAME_LENGTH, type CodexRename, codexModelNames } from './codex/modelNames';
export { codexNamespace, MCP_NAMESPACE_PREFIX, sanitizeToolName } from './codex/names';
export { readingText } from './readingText';
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
} from './target';
export { TARGET_INFO, type TargetInfo } from './targetInfo';
export { catalogServer, targetTools } from './targetTools';
export { appendedTools, targetToolsChange } from './toolChanges';
