/**
 * The discovery tools agents' logs name, defined once: the readers build `discover` events under
 * these names, and the working-set rules tell a saved session's agent by them.
 */

/** Claude Code's deferred-tool search (and the Agent SDK's): `{query: "select:a,b" | words}`. */
export const CLAUDE_CODE_TOOL_SEARCH = 'ToolSearch';

/** The Claude API's own tool search: the name, the input key it reads and the event's form. */
export const CLAUDE_API_TOOL_SEARCH: Record<
  string,
  { key: 'pattern' | 'query'; form: 'pattern' | 'search' }
> = {
  tool_search_tool_regex: { key: 'pattern', form: 'pattern' },
  tool_search_tool_bm25: { key: 'query', form: 'search' },
};

/** OpenAI Responses' tool search, which Codex runs too (`TOOL_SEARCH_TOOL_NAME`). */
export const OPENAI_TOOL_SEARCH = 'tool_search';
