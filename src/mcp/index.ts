/**
 * The MCP connection module, shared by the CLI and the page. Browser-safe: no Node import here
 * or in anything this file reaches (stdio, which spawns a process, is `mcp/node/connectStdio`).
 * Every connection goes through the official SDK (`@modelcontextprotocol/sdk`).
 *
 *   connectHttp(url, {headers, timeoutMs, fetch, probeCors, onStream, liveness}) → McpConnection
 *       Streamable HTTP, falling back to the legacy SSE transport when the server refuses the
 *       Streamable POST with a 4xx other than 401/403 (the SDK's backwards-compatibility rule).
 *       Headers (a bearer token) live only in the connection. `probeCors` is the browser hook
 *       that tells a CORS refusal from a refused connection. A URL with credentials in it is
 *       refused; one answer over MAX_ANSWER_BYTES (50 MB) is cut off (answerLimit) and fails its
 *       request at once, JSON or SSE (AnsweredHttpTransport). With `onStream`, a server that
 *       refuses the event stream is pinged and its death heard as `stream-lost` (unwatched).
 *       Every connection validates tool output with ACCEPT_ANY_OUTPUT, never the SDK's Ajv.
 *   McpConnection = {client, transport: 'streamable-http'|'sse'|'stdio', target, serverInfo, close()}
 *   listAllTools(client, {target, timeoutMs, maxTools, maxPages}) → McpTool[]
 *       tools/list over every `nextCursor`; a repeated cursor, > MAX_PAGES pages or > MAX_TOOLS
 *       tools, a list larger than a catalog may be (50 MB), an answer the SDK's schema refuses or a
 *       schema nested past the catalog's depth limit is a McpConnectionError of kind 'protocol' naming the page, the tool and the field.
 *   toCatalogText(serverInfo, tools) → '{"server": {…}, "tools": [{name, description, inputSchema}]}'
 *       the MCP catalog JSON importCatalog reads; import it with {source: catalogSource(info)}.
 *   catalogSource(serverInfo) → 'mcp:<name>@<version>'
 *   callTool(client, name, args, {target, timeoutMs}) → {text, isError}: one tools/call, for a
 *       model run the user pointed at the server's real tools.
 *   diffTools(before, after) → {added, removed, changed} (names; changed = description, title
 *       or input schema differs)
 *   watchTools(client, initialTools, onChange({tools, change, notifications}), {onError, …}) → stop()
 *       re-lists on notifications/tools/list_changed, one list at a time (onChange is awaited;
 *       answering false keeps the list before as the baseline); coalesces bursts.
 *   watchStreams(fetch, url, onEvent, onAnswerEnd?) → fetch: the event stream's end or refusal, a
 *       404 on the session and a cut answer, seen from the fetch (connectHttp's `onStream`).
 *   watchLiveness(client, target, onGone(error)) → stop()
 *       pings on each transport error and every 15 s; two failed pings in a row call onGone.
 *   McpConnectionError {kind, target, message}: kind is one of refused, cors, not-mcp, auth,
 *       timeout, spawn, closed, protocol, invalid; the message names the URL or the command.
 */

// First, before anything that loads the SDK: see noEval.
import './noEval';

export { callTool } from './callTool';
export {
  ACCEPT_ANY_OUTPUT,
  connectHttp,
  type McpConnection,
  probeCorsWithFetch,
  type TransportKind,
} from './connectHttp';
export { classifyError, isMcpConnectionError, McpConnectionError } from './errors';
export { watchLiveness } from './liveness';
export type { StreamEvent } from './streamWatch';
export {
  catalogSource,
  DEFAULT_TIMEOUT_MS,
  listAllTools,
  type McpTool,
  type ToolChange,
  toCatalogText,
} from './tools';
export { type ToolsWatch, watchTools } from './watchTools';
