import type { RequestId } from '@modelcontextprotocol/sdk/types.js';
import { McpConnectionError } from './errors';

/**
 * What a Streamable HTTP connection's requests show of its health, seen from its fetch. The SDK
 * transport does not say when the server's event stream (the GET that carries list_changed)
 * ends, retries it a few times in silence and gives up, and a POST answer cut mid-stream leaves
 * its request waiting for the deadline. Watching the fetch sees all of it:
 *
 * - `listening`: the event stream opened;
 * - `stream-lost`: it ended or broke (the server died, restarted or closed it);
 * - `session-gone`: a request carrying the session id got 404, the MCP specification's answer once
 *   the server no longer knows the session (it restarted, or ended it);
 * - `cut`: a POST's answer broke off before its end; its request then fails at once with a
 *   McpConnectionError that says so (for a streamed answer, see AnsweredHttpTransport);
 * - `no-stream`: the server refused the event stream (HTTP 405, which the MCP specification allows,
 *   or any other failure): nothing will say that it died, so connectHttp pings it (unwatched.ts)
 *   and reports its death as `stream-lost`.
 */
export type StreamEvent =
  | { kind: 'listening' }
  | { kind: 'stream-lost'; reason: string }
  | { kind: 'session-gone'; status: number }
  | { kind: 'cut'; method: string; error: McpConnectionError }
  | { kind: 'no-stream'; status: number };

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/**
 * The JSON-RPC method a POST body carries ('a request' when it is not one), and its id when it
 * is a request.
 */
const rpcOf = (body: unknown): { method: string; id?: RequestId } => {
  const none = { method: 'a request' };
  if (typeof body !== 'string') return none;
  try {
    const { method, id } = JSON.parse(body) as { method?: unknown; id?: unknown };
    if (typeof method !== 'string') return none;
    return typeof id === 'string' || typeof id === 'number' ? { method, id } : { method };
  } catch {
    return none;
  }
};

/**
 * Hears how each POST's answer to a request ended: whole (no error) or broken off, with the
 * error its request fails with (AnsweredHttpTransport).
 */
export type OnAnswerEnd = (id: RequestId, error?: McpConnectionError) => void;

/**
 * A body that reads `body` through and reports how it ended: `onEnd()` at its end, `onEnd(error)`
 * when it broke, `onCancel()` when its reader let go of it first; a broken body errors with
 * `failWith(error)`.
 */
const watchedBody = (
  body: ReadableStream<Uint8Array>,
  onEnd: (error?: unknown) => void,
  failWith: (error: unknown) => unknown,
  onCancel: () => void = () => {},
): ReadableStream<Uint8Array> => {
  const reader = body.getReader();
  // Its reader (the SDK) let go of it: how the body ends after that is nobody's news.
  let cancelled = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let read: ReadableStreamReadResult<Uint8Array>;
      try {
        read = await reader.read();
      } catch (error) {
        if (cancelled) return;
        onEnd(error);
        controller.error(failWith(error));
        return;
      }
      if (cancelled) return;
      if (read.done) {
        controller.close();
        onEnd();
      } else controller.enqueue(read.value);
    },
    cancel: (reason) => {
      cancelled = true;
      onCancel();
      return reader.cancel(reason);
    },
  });
};

/**
 * `inner`, watched: each event of the connection to `target` goes to `onEvent`, and the end of
 * each answer to a request to `onAnswerEnd`.
 */
export const watchStreams = (
  inner: typeof fetch,
  target: string,
  onEvent: (event: StreamEvent) => void,
  onAnswerEnd: OnAnswerEnd = () => {},
): typeof fetch => {
  return async (input, init) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    const session = new Headers(init?.headers).has('mcp-session-id');
    const response = await inner(input, init);
    if (response.status === 404 && session) onEvent({ kind: 'session-gone', status: 404 });
    else if (method === 'GET' && !response.ok)
      onEvent({ kind: 'no-stream', status: response.status });
    if (!response.ok || !response.body) return response;
    const stream = (response.headers.get('content-type') ?? '').includes('text/event-stream');
    if (method !== 'POST' && !stream) return response;
    const closing = () => init?.signal?.aborted === true;
    let body: ReadableStream<Uint8Array>;
    if (method === 'POST') {
      const { method: rpc, id } = rpcOf(init?.body);
      // An answer toollens itself refused (capAnswers' limit) says so; it was not cut by the server.
      const cut = (error: unknown) =>
        error instanceof McpConnectionError
          ? error
          : new McpConnectionError(
              'closed',
              target,
              `${target} cut the connection while answering ${rpc} (${messageOf(error)})`,
              { cause: error },
            );
      body = watchedBody(
        response.body,
        (error) => {
          const broken = error !== undefined && !closing() ? cut(error) : undefined;
          if (broken) onEvent({ kind: 'cut', method: rpc, error: broken });
          if (id !== undefined) onAnswerEnd(id, broken);
        },
        (error) => (closing() ? error : cut(error)),
        () => {
          if (id !== undefined) onAnswerEnd(id);
        },
      );
    } else {
      onEvent({ kind: 'listening' });
      body = watchedBody(
        response.body,
        (error) => {
          if (closing()) return;
          const reason =
            error === undefined ? 'was closed by the server' : `broke off (${messageOf(error)})`;
          onEvent({ kind: 'stream-lost', reason });
        },
        (error) => error,
      );
    }
    return new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
};
