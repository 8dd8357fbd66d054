import { descriptionAt, type JsonSchema, type Tool } from '../../catalog/types';
import { codexNamespace, sanitizeToolName } from './names';

/**
 * The one BM25 document Codex indexes for an MCP tool: `build_mcp_search_text` in openai/codex
 * `codex-rs/core/src/tools/handlers/mcp.rs` @ 1dfb3660f5308dc03f78e4569772e87c7835d793, with
 * `flat_tool_name` from `codex-rs/core/src/tools/mod.rs` @ 019402a8d07daba2eae1deaee6c5721be4c4761f,
 * as `mcp_search_tests.rs` @ 2c65042bb4a46c7f8c36aa72b577ff9535ea845e tests it (a later version of
 * that test puts the namespace where the server name is; its mcp.rs was not found, so this
 * follows the pair that agrees).
 *
 * Exact: the parts, space-joined, are the flat name (namespace + callable name, no delimiter),
 * the callable name, the raw tool name, the server name, then each of the title, description,
 * connector name and namespace description that is non-empty once trimmed (trimmed), each plugin
 * display name non-empty once trimmed, and the top-level `properties` keys of the input schema in
 * byte order. Argument descriptions are not in it. Rust trims Unicode White_Space, so does
 * `rustTrim` (JavaScript's `trim` also strips U+FEFF and keeps U+0085).
 */

/** What Codex keeps of an MCP tool (its `ToolInfo`), the fields the search text reads. */
export type CodexToolInfo = {
  serverName: string;
  callableNamespace: string;
  callableName: string;
  tool: { name: string; title?: string; description?: string; inputSchema: JsonSchema };
  connectorName?: string;
  namespaceDescription?: string;
  pluginDisplayNames: readonly string[];
};

const EDGE_SPACE = /^\p{White_Space}+|\p{White_Space}+$/gu;

/** Whether a char code is printable ASCII other than space: never White_Space. */
const isPlainAscii = (code: number): boolean => code > 0x20 && code < 0x7f;

/**
 * Rust's `str::trim`: Unicode White_Space off both ends. Most texts (every tool's description
 * is trimmed) start and end with a printable ASCII character, and are their own trim.
 */
export const rustTrim = (text: string): string =>
  text !== '' && isPlainAscii(text.charCodeAt(0)) && isPlainAscii(text.charCodeAt(text.length - 1))
    ? text
    : text.replace(EDGE_SPACE, '');

/**
 * Rust's `String` order: by UTF-8 bytes, which is code point order. Where the strings first
 * differ in a UTF-16 unit below the surrogates, the units are the code points there, and
 * everything before is alike: their difference is the answer, with no code point arrays made.
 */
export const byteOrder = (a: string, b: string): number => {
  const common = Math.min(a.length, b.length);
  for (let at = 0; at < common; at++) {
    const left = a.charCodeAt(at);
    const right = b.charCodeAt(at);
    if (left === right) continue;
    if (left < 0xd800 && right < 0xd800) return left - right;
    break;
  }
  return codePointOrder(a, b);
};

/** byteOrder a code point at a time. */
const codePointOrder = (a: string, b: string): number => {
  const left = [...a];
  const right = [...b];
  for (let at = 0; at < Math.min(left.length, right.length); at++) {
    const difference = (left[at]?.codePointAt(0) ?? 0) - (right[at]?.codePointAt(0) ?? 0);
    if (difference !== 0) return difference;
  }
  return left.length - right.length;
};

const propertyNames = (schema: JsonSchema): string[] => {
  const properties = schema.properties;
  const isObject =
    typeof properties === 'object' && properties !== null && !Array.isArray(properties);
  return isObject ? Object.keys(properties).sort(byteOrder) : [];
};

const trimmed = (text: string | undefined): string[] => {
  const value = text === undefined ? '' : rustTrim(text);
  return value === '' ? [] : [value];
};

/** `build_mcp_search_text`. */
export const codexSearchText = (info: CodexToolInfo): string =>
  [
    `${info.callableNamespace}${info.callableName}`,
    info.callableName,
    info.tool.name,
    info.serverName,
    ...trimmed(info.tool.title),
    ...trimmed(info.tool.description),
    ...trimmed(info.connectorName),
    ...trimmed(info.namespaceDescription),
    ...info.pluginDisplayNames.flatMap(trimmed),
    ...propertyNames(info.tool.inputSchema),
  ].join(' ');

/**
 * A catalog tool as Codex sees it from `server`: namespaced and sanitised (names.ts), with no
 * title, connector, namespace description or plugin (the catalog model carries none). `name` is
 * the tool's name as the server lists it, when it is not the catalog's (a pooled catalog
 * prefixes its tools' names with the server's).
 */
export const codexToolInfo = (
  tool: Tool,
  server: string,
  clock = 0,
  name = tool.name,
): CodexToolInfo => ({
  serverName: server,
  callableNamespace: codexNamespace(server),
  callableName: sanitizeToolName(name),
  tool: { name, description: descriptionAt(tool, clock), inputSchema: tool.parameters },
  pluginDisplayNames: [],
});
