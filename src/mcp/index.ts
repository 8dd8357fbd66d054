/**
 * The MCP connection module, shared by the CLI and the page. Browser-safe: no Node import here
 * or in anything this file reaches (stdio, which spawns a process, is `mcp/node/connectStdio`).
 * Every connection goes through the official SDK (`@modelcontextprotocol/sdk`).
 *
 *   connectHttp(url, {headers, timeoutMs, fetch, probeCors}) → McpConnection
 *       Streamable HTTP, falling back to the legacy SSE transport when the server refuses the
 *       Streamable POST with a 4xx other than 401/403 (the SDK's backwards-compatibility rule).
 *       Headers (a bearer token) live only in the connection. `probeCors` is the browser hook
 *       that tells a CORS refusal from a refused connection.
 *   McpConnection = {client, transport: 'streamable-http'|'sse'|'stdio', target, serverInfo, close()}
 *   listAllTools(client, {target, timeoutMs, maxTools, maxPages}) → McpTool[]
 *       tools/list over every `nextCursor`; a repeated cursor, > MAX_PAGES pages or > MAX_TOOLS
 *       tools is a McpConnectionError of kind 'protocol'.
 *   toCatalogText(serverInfo, tools) → '{"server": {…}, "tools": [{name, description, inputSchema}]}'
 *       the MCP catalog JSON importCatalog reads; import it with {source: catalogSource(info)}.
 *   catalogSource(serverInfo) → 'mcp:<name>@<version>'
 *   diffTools(before, after) → {added, removed, changed} (names; changed = description, title
 *       or input schema differs)
 *   watchTools(client, initialTools, onChange({tools, change, notifications}), {onError, …}) → stop()
 *       re-lists on notifications/tools/list_changed, one list at a time (onChange is awaited;
 *       answering false keeps the list before as the baseline); coalesces bursts.
 *   watchStreams(fetch, url, onEvent) → fetch: the event stream's end, a 404 on the session and a
 *       cut answer, seen from the fetch (connectHttp's `onStream`).
 *   McpConnectionError {kind, target, message}: kind is one of refused, cors, not-mcp, auth,
 *       timeout, spawn, closed, protocol, invalid; the message names the URL or the command.
 */
export {
  CLIENT_INFO,
  connectClient,
  connectHttp,
  type HttpConnectOptions,
  type McpConnection,
  probeCorsWithFetch,
  type SchemaValidator,
  type TransportKind,
} from './connectHttp';
export {
  classifyError,
  isMcpConnectionError,
  McpConnectionError,
  type McpErrorKind,
} from './errors';
export { type StreamEvent, watchStreams } from './streamWatch';
export {
  catalogSource,
  DEFAULT_TIMEOUT_MS,
  diffTools,
  isNoChange,
  type ListOptions,
  listAllTools,
  MAX_PAGES,
  MAX_TOOLS,
  type McpTool,
  type ServerInfo,
  type ToolChange,
  toCatalogText,
} from './tools';
export {
  type OnToolsChange,
  type ToolsUpdate,
  type ToolsWatch,
  type WatchOptions,
  watchTools,
} from './watchTools';
