/**
 * The `claude-code` emulation: Claude Code's ToolSearch, read from a third-party reconstruction
 * of its unpublished source (stephanoskomnenos/claude-code-clean @
 * 1bcfe6b7d3a06ed8248eeb617f049e945b337ba5). Its rules and sources are in
 * docs/agents/claude-code.md; each module's header says what it follows and how closely.
 */
export { compileTermPatterns, meetsRequired, queryTerms, scoreTool } from './keywords';
export { buildMcpToolName, normalizeNameForMCP, parseToolName } from './names';
export { sanitizeUnicode } from './sanitize';
export {
  MAX_MCP_DESCRIPTION_LENGTH,
  mcpToolPrompt,
  normalizeSearchHint,
  SearchedTool,
  TRUNCATED_SUFFIX,
} from './searchedTool';
export { CLAUDE_CODE_DEFAULT_K, ClaudeCodeToolSearch, claudeCodeTarget } from './toolSearch';
