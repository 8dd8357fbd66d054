/**
 * `TOOL_SEARCH_DEFAULT_LIMIT` in openai/codex `codex-rs/tools/src/tool_discovery.rs` @
 * 1043025eb04070cc89768e93828de84515275003: how many tools Codex's tool_search returns when the
 * model gives no limit. Its own module, so the page can show it without the tokenizer.
 */
export const TOOL_SEARCH_DEFAULT_LIMIT = 8;
