import {
  catalogSource,
  connectHttp,
  listAllTools,
  type McpTool,
  type StreamEvent,
  type ToolChange,
  type ToolsWatch,
  type TransportKind,
  toCatalogText,
  watchTools,
} from '../../mcp';

/**
 * The page's one live connection to an MCP server, over the shared connection module
 * (`src/mcp`, the official SDK). Loaded with `import()` only when the user connects, so the
 * SDK never weighs on a first visit and no request leaves the page before that click.
 * The headers (a bearer token) live in this connection alone.
 */

/** How long the handshake and each tools/list page may take. */
const TIMEOUT_MS = 15_000;
/**
 * The pause after each applied list before the server is listed again: a burst of notifications
 * coalesces into the next list, and the page has that time for the user (a click is answered
 * between two lists, not after a queue of them).
 */
const PAUSE_MS = 500;

/**
 * The server's new list after `tools/list_changed`, as catalog text; what changed against the
 * list last applied; and how many notifications it answers (a burst arrives as one list).
 */
export type LinkUpdate = { text: string; change: ToolChange; notifications: number };

export type McpLink = {
  /** `mcp:<name>@<version>`: the catalog's source. */
  source: string;
  server: { name: string; version: string };
  transport: TransportKind;
  /** The first tools/list, every page, as MCP catalog text. */
  text: string;
  tools: number;
  /** The server's list as last applied (the first list until a change is applied). */
  applied: () => readonly McpTool[];
  close: () => Promise<void>;
};

export type LinkEvents = {
  /**
   * A new list. Answers true once the page applied it; false when it did not (refused, or not
   * shown), so the next list is compared with the one applied before. Awaited: no list is
   * re-listed while one is being applied, and notifications meanwhile coalesce.
   */
  onChange: (update: LinkUpdate) => boolean | Promise<boolean>;
  /** A re-list after a notification failed; the connection stays. */
  onError: (error: unknown) => void;
  /** The connection is gone (its event stream ended, its session is gone): `reason` says how. */
  onLost: (reason: string) => void;
};

export type LinkOptions = {
  /** Cancels the connection while it opens: no request is sent once it aborts. */
  signal?: AbortSignal;
  /**
   * The list the page applied from this server before (a reconnection): the first list is then
   * compared with it and handed to `onChange` like any change.
   */
  baseline?: readonly McpTool[];
};

export const openLink = async (
  url: string,
  headers: Record<string, string>,
  events: LinkEvents,
  { signal, baseline }: LinkOptions = {},
): Promise<McpLink> => {
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
    timeoutMs: TIMEOUT_MS,
    ...(signal ? { signal } : {}),
    onStream,
  });
  const cancel = () => firstList.abort(signal?.reason);
  signal?.addEventListener('abort', cancel, { once: true });
  let tools: McpTool[];
  try {
    signal?.throwIfAborted();
    tools = await listAllTools(connection.client, {
      target: url,
      timeoutMs: TIMEOUT_MS,
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
    async ({ tools: next, change, notifications }) => {
      // The diff and the text are long for a long list: events waiting (a click) go between.
      await new Promise((resolve) => setTimeout(resolve, 0));
      return events.onChange({ text: toCatalogText(info, next), change, notifications });
    },
    { target: url, timeoutMs: TIMEOUT_MS, onError: events.onError, pauseMs: PAUSE_MS },
  );
  if (baseline) watch.offer(tools);
  // The legacy SSE transport says when it closes; Streamable HTTP is watched through its fetch.
  connection.client.onclose = () => lost('it closed the connection');
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
