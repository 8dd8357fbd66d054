import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { classifyError, type McpConnectionError } from './errors';

/**
 * Whether a server is still there, for a connection kept open (the CLI's watch). An HTTP server
 * that dies closes no stdio pipe: the SDK only reports its SSE stream's failed reconnections as
 * errors, and then nothing is left to keep the process waiting. So every transport error, and
 * a timer, send a ping; two pings in a row that fail at the transport (refused, dropped,
 * unanswered) mean the server is gone. A JSON-RPC error in answer is a server that is there.
 */
export type LivenessOptions = { everyMs?: number; timeoutMs?: number };

/**
 * How often a quiet server is asked, and how long its answer may take: a server that is gone
 * is seen within about 16 s when its port refuses, 36 s when it hangs, for one small request
 * every 15 s.
 */
export const PING_EVERY_MS = 15_000;
export const PING_TIMEOUT_MS = 10_000;
/** How long after a failed ping the second one is sent. */
const RETRY_MS = 1000;

const isAnswer = (error: unknown): boolean =>
  error instanceof McpError &&
  error.code !== ErrorCode.RequestTimeout &&
  error.code !== ErrorCode.ConnectionClosed;

/**
 * Pings `client`'s server on each transport error and every `everyMs`; calls `onGone` once with
 * the failure, named for `target`, when a ping fails. Returns `stop`. The timer keeps the
 * process alive while watching.
 */
export const watchLiveness = (
  client: Client,
  target: string,
  onGone: (error: McpConnectionError) => void,
  { everyMs = PING_EVERY_MS, timeoutMs = PING_TIMEOUT_MS }: LivenessOptions = {},
): (() => void) => {
  let stopped = false;
  let pinging = false;
  /** The failure of a ping, or undefined when the server answered (even with an error). */
  const ping = async (): Promise<unknown> => {
    try {
      await client.ping({ timeout: timeoutMs });
      return undefined;
    } catch (error) {
      return isAnswer(error) ? undefined : error;
    }
  };
  const check = async () => {
    if (stopped || pinging) return;
    pinging = true;
    try {
      // One failure may be a kept-alive socket the server had just closed (ECONNRESET): the
      // server is gone when a second ping, a moment later, fails too.
      if ((await ping()) === undefined) return;
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      const failure = stopped ? undefined : await ping();
      if (failure === undefined || stopped) return;
      stop();
      onGone(classifyError(failure, target));
    } finally {
      pinging = false;
    }
  };
  const timer = setInterval(() => void check(), everyMs);
  const previous = client.onerror;
  client.onerror = (error) => {
    previous?.(error);
    void check();
  };
  const stop = () => {
    stopped = true;
    clearInterval(timer);
    client.onerror = previous;
  };
  return stop;
};
