/**
 * The `codex` emulation: Codex CLI's client-side tool_search over the `bm25` crate. Its rules and
 * sources are in docs/agents/codex.md; each module's header says what it follows and how exactly.
 */
export { codexNamespace, sanitizeToolName } from './names';
export type { Bm25Search, TieGroup } from './search';
export { type CodexToolInfo, codexSearchText, codexToolInfo } from './searchText';
export { codexTokens } from './tokenizer';
export {
  type CodexNamespaceGroup,
  type CodexSearchEntry,
  CodexToolSearch,
  type CodexToolSearchResult,
  coalesceByNamespace,
  codexSearchEntry,
  TOOL_SEARCH_DEFAULT_LIMIT,
} from './toolSearch';
