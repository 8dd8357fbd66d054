import {
  isJSONRPCRequest,
  type JSONRPCMessage,
  type RequestId,
} from '@modelcontextprotocol/sdk/types.js';

/**
 * Requests whose answer is still on its way, for a transport that must be able to fail one.
 *
 * The SDK fails a request when a response arrives, when the transport's send() rejects, or when
 * the connection closes ("Connection closed", which names no cause). An answer toollens refuses
 * while it arrives (over the size limit) is none of these: the SDK's transports then report it
 * only to their error handler, and the request waits for its timeout. So a transport that
 * refuses answers keeps send() pending until the request's answer has arrived (`answered`), and
 * rejects it with the refusal (`refuse`): the SDK passes that rejection on to the request itself.
 * A request the SDK gave up on (timed out, cancelled) is let go when its cancellation is sent.
 */
export type PendingAnswers = {
  /** Sends `message` with `send`; for a request, settles only once it is answered or refused. */
  send: (message: JSONRPCMessage, send: () => Promise<void>) => Promise<void>;
  /** The answer of request `id` arrived (or will never come): its send() resolves. */
  answered: (id: RequestId) => void;
  /** Fails request `id` (or, without one, every request waiting) with `error`. */
  refuse: (error: Error, id?: RequestId) => void;
  /** Lets every waiting request go (the connection closed). */
  clear: () => void;
};

const cancelledId = (message: JSONRPCMessage): RequestId | undefined => {
  if (!('method' in message) || message.method !== 'notifications/cancelled') return undefined;
  const id = (message.params as { requestId?: unknown } | undefined)?.requestId;
  return typeof id === 'string' || typeof id === 'number' ? id : undefined;
};

export const pendingAnswers = (): PendingAnswers => {
  const waiting = new Map<RequestId, { resolve: () => void; reject: (error: Error) => void }>();
  return {
    send: async (message, send) => {
      const cancelled = cancelledId(message);
      if (cancelled !== undefined) waiting.get(cancelled)?.resolve();
      if (!isJSONRPCRequest(message)) return send();
      const { id } = message;
      const answer = new Promise<void>((resolve, reject) => waiting.set(id, { resolve, reject }));
      // Observed below once send() resolved; until then a refusal must not count as unhandled.
      answer.catch(() => undefined);
      try {
        await send();
        await answer;
      } finally {
        waiting.delete(id);
      }
    },
    answered: (id) => waiting.get(id)?.resolve(),
    refuse: (error, id) => {
      if (id !== undefined) return waiting.get(id)?.reject(error);
      for (const request of waiting.values()) request.reject(error);
    },
    clear: () => {
      for (const request of waiting.values()) request.resolve();
    },
  };
};
