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

/** Whether a UTF-16 unit is one of `[A-Za-z0-9_]`. */
const isKept = (code: number): boolean =>
  (code >= 0x61 && code <= 0x7a) ||
  (code >= 0x41 && code <= 0x5a) ||
  (code >= 0x30 && code <= 0x39) ||
  code === 0x5f;

const isHighSurrogate = (code: number): boolean => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number): boolean => code >= 0xdc00 && code <= 0xdfff;

/**
 * `sanitize_responses_api_tool_name`: one `_` for each other character (a code point: a
 * surrogate pair is one, a lone surrogate one too). A name with nothing to replace is returned
 * as it is, the catalog's own string. One pass over the units, kept runs copied whole: a target
 * sanitises every tool's names as it reads them (names.property.test.ts checks this against the
 * character-at-a-time reading).
 */
export const sanitizeToolName = (name: string): string => {
  if (name === '') return '_';
  let sanitized = '';
  /** Where the run of kept units not yet copied starts. */
  let from = 0;
  for (let at = 0; at < name.length; at++) {
    const code = name.charCodeAt(at);
    if (isKept(code)) continue;
    sanitized += `${name.slice(from, at)}_`;
    if (isHighSurrogate(code) && isLowSurrogate(name.charCodeAt(at + 1))) at++;
    from = at + 1;
  }
  return from === 0 ? name : sanitized + name.slice(from);
};

/** The namespace Codex groups a server's tools under: `mcp__<sanitised server>`. */
export const codexNamespace = (server: string): string => {
  const sanitized = sanitizeToolName(server);
  return sanitized.startsWith(MCP_NAMESPACE_PREFIX)
    ? sanitized
    : `${MCP_NAMESPACE_PREFIX}${sanitized}`;
};
