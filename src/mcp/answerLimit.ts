import { DEFAULT_MAX_BYTES, megabytes } from '../engine/core';
import { McpConnectionError } from './errors';

/**
 * The most one answer of an HTTP server may hold: a response body, or one event of an SSE
 * stream (a stream lives as long as the connection, and each event is one message). The same
 * 50 MB as a catalog file: a larger tools/list answer could not be imported anyway, and without
 * a cap a server that never ends its answer is read into memory until the request times out
 * (3.4 GB in 20 s on loopback).
 */
export const MAX_ANSWER_BYTES = DEFAULT_MAX_BYTES;

/**
 * The refusal of an answer over `limit` from `target`, one message for every transport: `what`
 * it sent (an HTTP answer, a stdio message) and what toollens did besides stop reading (`then`).
 */
export const answerTooLarge = (
  target: string,
  limit = MAX_ANSWER_BYTES,
  what = 'an answer',
  then = '',
): McpConnectionError =>
  new McpConnectionError(
    'protocol',
    target,
    `${target} sent ${what} over ${megabytes(limit)}, the limit of one MCP answer; toollens stopped reading it${then}`,
  );

const LF = 0x0a;
const CR = 0x0d;

/** Counts the bytes of one answer; in an SSE stream, of one event (it ends at a blank line). */
const answerCounter = (events: boolean) => {
  let count = 0;
  let previous = 0;
  let beforePrevious = 0;
  /** The largest count within `chunk`, restarting after each event's end. */
  return (chunk: Uint8Array): number => {
    if (!events) {
      count += chunk.length;
      return count;
    }
    let largest = count;
    for (const byte of chunk) {
      count += 1;
      largest = Math.max(largest, count);
      // LF LF, CR CR and CR LF CR LF end an event.
      const blank =
        (byte === LF && (previous === LF || (previous === CR && beforePrevious === LF))) ||
        (byte === CR && previous === CR);
      if (blank) count = 0;
      beforePrevious = previous;
      previous = byte;
    }
    return largest;
  };
};

/**
 * `fetchFn`, with every response body counted as it is read: past `limit` bytes in one answer
 * the body fails with a McpConnectionError naming `target` and the limit, and reading stops
 * (the connection is dropped). An SSE stream's count starts again at each event's end.
 */
export const capAnswers =
  (fetchFn: typeof fetch, target: string, limit = MAX_ANSWER_BYTES): typeof fetch =>
  async (input, init) => {
    const response = await fetchFn(input, init);
    if (!response.body) return response;
    const count = answerCounter(
      /text\/event-stream/i.test(response.headers.get('content-type') ?? ''),
    );
    const counter = new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (count(chunk) <= limit) return controller.enqueue(chunk);
        controller.error(answerTooLarge(target, limit));
      },
    });
    const capped = new Response(response.body.pipeThrough(counter), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
    // A new Response has no URL or type of its own; the SDK reads both to explain a redirect.
    for (const key of ['url', 'type', 'redirected'] as const) {
      Object.defineProperty(capped, key, { value: response[key] });
    }
    return capped;
  };
