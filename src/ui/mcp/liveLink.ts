import {
  catalogSource,
  connectHttp,
  isMcpConnectionError,
  listAllTools,
  McpConnectionError,
  type McpTool,
  probeCorsWithFetch,
  type StreamEvent,
  type ToolsWatch,
  toCatalogText,
  watchTools,
} from '../../mcp';
import { installingHint, longerWait } from '../../mcp/handshakeWait';
import { exitSentence, readExit, SERVER_EXITED } from '../../mcp/serverExit';
import { type LinkEvents, type LinkOpened, type LinkOptions, PAGE_TIMEOUT_MS } from './linkTypes';

/**
 * One live connection to an MCP server, over the shared connection module (`src/mcp`, the
 * official SDK). It runs in the link's worker (link.worker.ts), never on the page: reading,
 * checking and comparing a long list, and writing its catalog text, take the page's time away
 * from the user. The headers (a bearer token) live in this connection alone.
 */

/**
 * The pause after each applied list before the server is listed again: a burst of notifications
 * coalesces into the next list, and the page and the engine have that time for the user (a
 * click is answered between two lists, not after a queue of them).
 */
const PAUSE_MS = 500;

export type LiveLink = LinkOpened & {
  /** The server's list as last applied (the first list until a change is applied). */
  applied: () => readonly McpTool[];
  close: () => Promise<void>;
};

export const openLiveLink = async (
  url: string,
  headers: Record<string, string>,
  events: LinkEvents,
  { signal, baseline, timeoutMs = PAGE_TIMEOUT_MS, bridged }: LinkOptions = {},
): Promise<LiveLink> => {
  let closing = false;
  let gone = false;
  let watch: ToolsWatch | undefined;
  const firstList = new AbortController();
  const lost = (reason: string) => {
    if (closing || gone) return;
    gone = true;
    events.onLost(reason);
  };
  const onStream = (event: StreamEvent) => {
    // A cut answer is abandoned at once, not left to its deadline.
    if (event.kind === 'cut') (watch?.abortListing ?? ((e) => firstList.abort(e)))(event.error);
    else if (event.kind === 'stream-lost') lost(`its event stream ${event.reason}`);
    else if (event.kind === 'session-gone') {
      lost('it no longer knows this session (HTTP 404): the server restarted or ended it');
    }
  };
  const connection = await connectHttp(url, {
    headers,
    timeoutMs,
    ...(signal ? { signal } : {}),
    onStream,
    // No `document` in a worker: the probe that tells a CORS refusal is asked for by name.
    probeCors: probeCorsWithFetch,
  }).catch((error: unknown) => {
    // A stdio server behind `toollens open` may miss its handshake while npx installs it.
    if (!bridged || !isMcpConnectionError(error) || error.kind !== 'timeout') throw error;
    const retry = `start toollens open again with --timeout ${longerWait(timeoutMs)}`;
    const hint = installingHint(bridged.command, retry);
    throw new McpConnectionError('timeout', url, `${error.message}${hint}`, { cause: error });
  });
  const cancel = () => firstList.abort(signal?.reason);
  signal?.addEventListener('abort', cancel, { once: true });
  let tools: McpTool[];
  try {
    signal?.throwIfAborted();
    tools = await listAllTools(connection.client, {
      target: url,
      timeoutMs,
      signal: firstList.signal,
    });
  } catch (error) {
    closing = true;
    await connection.close();
    throw signal?.aborted ? signal.reason : error;
  } finally {
    signal?.removeEventListener('abort', cancel);
  }
  const info = connection.serverInfo;
  watch = watchTools(
    connection.client,
    baseline ?? tools,
    ({ tools: next, change, notifications }) =>
      events.onChange({ text: toCatalogText(info, next), change, notifications }),
    { target: url, timeoutMs: PAGE_TIMEOUT_MS, onError: events.onError, pauseMs: PAUSE_MS },
  );
  if (baseline) watch.offer(tools);
  // The legacy SSE transport says when it closes; Streamable HTTP is watched through its fetch.
  connection.client.onclose = () => lost('it closed the connection');
  // `toollens open`'s bridge says when the stdio server behind it exits (serverExit.ts).
  connection.client.fallbackNotificationHandler = async ({ method, params }) => {
    const exit = method === SERVER_EXITED ? readExit(params) : undefined;
    if (exit) lost(exitSentence('the server', exit));
  };
  return {
    source: catalogSource(info),
    server: { name: info?.name ?? 'unknown', version: info?.version ?? '?' },
    transport: connection.transport,
    text: toCatalogText(info, tools),
    tools: tools.length,
    applied: () => watch?.taken() ?? tools,
    close: async () => {
      closing = true;
      watch?.();
      await connection.close();
    },
  };
};
