import { descriptionAt, type JsonSchema, type Tool } from '../../catalog/core';
import { codexNamespace, sanitizeToolName } from './names';

/**
 * The one BM25 document Codex indexes for an MCP tool: `build_mcp_search_text` in openai/codex
 * `codex-rs/core/src/tools/handlers/mcp.rs` @ 1dfb3660f5308dc03f78e4569772e87c7835d793 (lines
 * 260-306, the title at 276-280), unchanged @ 81509e8d034d6c14f3e2c7ff37a5b9c7138be142, with `flat_tool_name` from
 * `codex-rs/core/src/tools/mod.rs` @ 019402a8d07daba2eae1deaee6c5721be4c4761f, as
 * `mcp_search_tests.rs` @ 2c65042bb4a46c7f8c36aa72b577ff9535ea845e tests it.
 *
 * Which version: the newest read builds a default search text in `codex-rs/tools/src/tool_search.rs`
 * @ 24e666a8b392f841a533f0228eaf1e93ed1c82cb (`default_tool_search_text`: the full name, the name
 * with `_` as spaces, the namespace, then the spec's names, descriptions and schema property names
 * and descriptions walked through `items` and `anyOf`; no title). That text is the default of
 * `ToolExecutor::search_info` (`codex-rs/tools/src/tool_executor.rs` @ 81509e8d…, the same
 * `from_tool_spec(&tool_name, …)` signature), and `McpHandler` overrides it (mcp.rs @ 81509e8d…,
 * `search_info`) with `build_mcp_search_text` through `ToolSearchInfo::from_spec`, which keeps the
 * text it is given. So for MCP tools the newest and the cited commit agree, and there is one
 * version here. (A later `mcp_search_tests.rs`, @ d03195d12f3e7680fae7904245d3affb8487283d, puts
 * the namespace where the server name is, the title still right after it; its mcp.rs was not
 * found, so this follows the pair that agrees.)
 *
 * Exact: the parts, space-joined, are the flat name (namespace + callable name, no delimiter),
 * the callable name, the raw tool name, the server name, then each of the title (MCP's top-level
 * `title`: rmcp's `Tool::title`, never `annotations.title`), description, connector name and
 * namespace description that is non-empty once trimmed (trimmed), each plugin display name
 * non-empty once trimmed, and the top-level `properties` keys of the input schema in byte order.
 * Argument descriptions are not in it. Rust trims Unicode White_Space, so does `rustTrim`
 * (JavaScript's `trim` also strips U+FEFF and keeps U+0085).
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
 * Rust's `String` order: by UTF-8 bytes, which is code point order, as the difference of the
 * first code points that differ, or of the code point counts when one string starts the other.
 * Read a UTF-16 unit at a time (a sort calls it for every pair it compares): where the strings
 * first differ in units below the surrogates, those units are the code points there, and all
 * before them alike; when one is a prefix of the other, not ending inside a surrogate pair, the
 * counts differ by the longer one's rest. Anything else is read a code point at a time.
 */
export const byteOrder = (a: string, b: string): number => {
  const common = Math.min(a.length, b.length);
  for (let at = 0; at < common; at++) {
    const left = a.charCodeAt(at);
    const right = b.charCodeAt(at);
    if (left === right) continue;
    if (left < 0xd800 && right < 0xd800) return left - right;
    return codePointOrder(a, b);
  }
  const last = common === 0 ? 0 : a.charCodeAt(common - 1);
  if (last >= 0xd800 && last <= 0xdbff) return codePointOrder(a, b);
  return codePoints(a, common) - codePoints(b, common);
};

/** The code points of `text` from `from` on (a lone surrogate is one). */
const codePoints = (text: string, from: number): number => {
  let count = 0;
  for (let at = from; at < text.length; at++, count++) {
    const code = text.charCodeAt(at);
    const next = text.charCodeAt(at + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) at++;
  }
  return count;
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
  if (!isObject) return [];
  const names = Object.keys(properties);
  // A few names, sorted by insertion: Array#sort sets up several arrays a call (a third of the
  // garbage of building every tool's text). Keys are distinct, so any sort gives this order.
  if (names.length > 16) return names.sort(byteOrder);
  for (let at = 1; at < names.length; at++) {
    const name = names[at] as string;
    let to = at;
    while (to > 0 && byteOrder(names[to - 1] as string, name) > 0) {
      names[to] = names[to - 1] as string;
      to--;
    }
    names[to] = name;
  }
  return names;
};

/** Adds the text to `parts`, trimmed, unless it is empty once trimmed. */
const pushTrimmed = (parts: string[], text: string | undefined): void => {
  const value = text === undefined ? '' : rustTrim(text);
  if (value !== '') parts.push(value);
};

/** `build_mcp_search_text` (the parts gathered in one array: every tool's text is built). */
export const codexSearchText = (info: CodexToolInfo): string => {
  const parts = [
    `${info.callableNamespace}${info.callableName}`,
    info.callableName,
    info.tool.name,
    info.serverName,
  ];
  pushTrimmed(parts, info.tool.title);
  pushTrimmed(parts, info.tool.description);
  pushTrimmed(parts, info.connectorName);
  pushTrimmed(parts, info.namespaceDescription);
  for (const name of info.pluginDisplayNames) pushTrimmed(parts, name);
  for (const name of propertyNames(info.tool.inputSchema)) parts.push(name);
  return parts.join(' ');
};

/**
 * A catalog tool as Codex sees it from `server`: namespaced and sanitised (names.ts), its MCP
 * `title` kept (its `annotations.title` is not Codex's `Tool::title`), with no connector,
 * namespace description or plugin (the catalog model carries none). `name` is the tool's name
 * as the server lists it, when it is not the catalog's (a pooled catalog prefixes its tools'
 * names with the server's).
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
  tool: {
    name,
    ...(tool.title === undefined ? {} : { title: tool.title }),
    description: descriptionAt(tool, clock),
    inputSchema: tool.parameters,
  },
  pluginDisplayNames: [],
});
