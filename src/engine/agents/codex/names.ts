/**
 * The names Codex gives an MCP tool, from openai/codex `codex-rs/codex-mcp/src/tools.rs` @
 * 00a35b1bf7756fef83d5100d40804d2a9c4e6a04 (`normalize_tools_for_model_with_prefix`,
 * `callable_namespace_with_prefix`) and `codex-rs/codex-mcp/src/mcp/mod.rs` @
 * 00b17c2659c96ab3d0ae8de723b4ce2d686850b1 (`sanitize_responses_api_tool_name`).
 *
 * Exact: each character outside `[A-Za-z0-9_]` becomes `_` (an empty name becomes `_`); the
 * namespace is `mcp__` + the sanitised server name, unless that already starts with `mcp__`
 * (the "historical prefix" Codex adds without the old trailing `__`); the tool's callable name is
 * its sanitised name. Older Codex kept `-` (`c == '_' || c == '-'` in
 * `core/src/mcp_connection_manager.rs`); this follows the current rule.
 *
 * Left out: Codex's collision and length rules. Two tools (or servers) whose sanitised names
 * clash get `_` + 12 hex digits of the SHA-1 of their raw identity, and a namespace and name
 * longer than 64 bytes together (with the 2-byte delimiter) are shortened with the same hash
 * (`unique_callable_parts`, `fit_callable_parts_with_hash`). The cap itself moves between
 * versions: 64 at the commit above, 128 in a later `connection_manager_tests.rs`
 * (`test_normalize_tools_respects_responses_api_name_length_boundaries`, where the normaliser
 * takes a third argument). Names here are the unhashed ones; a collision or an overlong name is
 * where this emulation and Codex part.
 */

export const MCP_NAMESPACE_PREFIX = 'mcp__';

const ALL_KEPT = /^[A-Za-z0-9_]+$/;
/** One character (a code point, or a lone surrogate) outside `[A-Za-z0-9_]`. */
const NOT_KEPT = /[^A-Za-z0-9_]/gu;

/**
 * `sanitize_responses_api_tool_name`: one `_` for each other character (a code point). A name
 * with nothing to replace is returned as it is, the catalog's own string: a target keeps one
 * name per tool, and a copy built a character at a time would be a chain of string pieces (a
 * regular expression's replace gives one flat string, in one call: names.property.test.ts
 * checks it against the character-at-a-time reading).
 */
export const sanitizeToolName = (name: string): string => {
  if (name === '') return '_';
  return ALL_KEPT.test(name) ? name : name.replace(NOT_KEPT, '_');
};

/** The namespace Codex groups a server's tools under: `mcp__<sanitised server>`. */
export const codexNamespace = (server: string): string => {
  const sanitized = sanitizeToolName(server);
  return sanitized.startsWith(MCP_NAMESPACE_PREFIX)
    ? sanitized
    : `${MCP_NAMESPACE_PREFIX}${sanitized}`;
};
