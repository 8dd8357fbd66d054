import { descriptionAt, type JsonSchema, type Tool } from '../../catalog/types';
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

/** Rust's `str::trim`: Unicode White_Space off both ends. */
export const rustTrim = (text: string): string => text.replace(EDGE_SPACE, '');

/** Rust's `String` order: by UTF-8 bytes, which is code point order. */
export const byteOrder = (a: string, b: string): number => {
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
 * A catalog tool as Codex sees it from `server`: namespaced and sanitised (names.ts), its MCP
 * `title` kept (its `annotations.title` is not Codex's `Tool::title`), with no connector,
 * namespace description or plugin (the catalog model carries none).
 */
export const codexToolInfo = (tool: Tool, server: string, clock = 0): CodexToolInfo => ({
  serverName: server,
  callableNamespace: codexNamespace(server),
  callableName: sanitizeToolName(tool.name),
  tool: {
    name: tool.name,
    ...(tool.title === undefined ? {} : { title: tool.title }),
    description: descriptionAt(tool, clock),
    inputSchema: tool.parameters,
  },
  pluginDisplayNames: [],
});
