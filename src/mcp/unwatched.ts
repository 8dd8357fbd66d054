import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { type LivenessOptions, watchLiveness } from './liveness';
import type { StreamEvent } from './streamWatch';

/**
 * Liveness for a Streamable HTTP server that refused the event stream (`no-stream`). Without
 * that stream nothing tells a page that the server died until its next request, so the server
 * is pinged (watchLiveness: its interval and timeout) and its death goes to `onStream` as a
 * lost event stream, the event a listener already acts on. A server that keeps its stream open
 * is not pinged: the stream's end says it.
 *
 * The refusal may come before or after the handshake returns (the SDK opens the stream once
 * initialized is sent, without waiting), so pinging starts once both are there.
 */
export type UnwatchedPings = {
  /** Hears each stream event before it goes on. */
  heard: (event: StreamEvent) => void;
  /** The connection's client, once connected. */
  connected: (client: Client) => void;
  stop: () => void;
};

export const pingWhenUnwatched = (
  target: string,
  onStream: (event: StreamEvent) => void,
  liveness?: LivenessOptions,
): UnwatchedPings => {
  let client: Client | undefined;
  let refused: number | undefined;
  let stopPings: (() => void) | undefined;
  let stopped = false;
  const start = () => {
    if (stopped || stopPings || client === undefined || refused === undefined) return;
    const status = refused;
    stopPings = watchLiveness(
      client,
      target,
      (error) =>
        onStream({
          kind: 'stream-lost',
          reason: `was refused (HTTP ${status}), and then a ping failed: ${error.message}`,
        }),
      liveness,
    );
  };
  return {
    heard: (event) => {
      if (event.kind !== 'no-stream') return;
      refused = event.status;
      start();
    },
    connected: (connectedClient) => {
      client = connectedClient;
      start();
    },
    stop: () => {
      stopped = true;
      stopPings?.();
    },
  };
};
