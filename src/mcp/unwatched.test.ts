import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type HostileServer, startHostileServer } from '../test/mcp/hostileServer';
import { connectHttp, type McpConnection } from './connectHttp';
import { PING_EVERY_MS, PING_TIMEOUT_MS } from './liveness';
import type { StreamEvent } from './streamWatch';
import { listAllTools } from './tools';
import { pingWhenUnwatched } from './unwatched';

const servers: HostileServer[] = [];
const connections: McpConnection[] = [];
afterEach(async () => {
  await Promise.all(connections.splice(0).map((connection) => connection.close()));
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** Resolves with the first event `accept` takes; rejects after `timeoutMs`. */
const eventOf = (
  events: StreamEvent[],
  accept: (event: StreamEvent) => boolean,
  timeoutMs: number,
) =>
  new Promise<StreamEvent>((resolve, reject) => {
    const deadline = performance.now() + timeoutMs;
    const look = () => {
      const found = events.find(accept);
      if (found) return resolve(found);
      if (performance.now() > deadline) {
        return reject(new Error(`no such event in ${timeoutMs} ms; saw ${JSON.stringify(events)}`));
      }
      setTimeout(look, 20);
    };
    look();
  });

describe('a server that refuses the event stream (HTTP 405)', () => {
  it('is pinged, and its death is reported as a lost stream', async () => {
    const server = await startHostileServer({ tools: () => [], refuseStream: true });
    servers.push(server);
    const events: StreamEvent[] = [];
    const connection = await connectHttp(server.url, {
      onStream: (event) => events.push(event),
      liveness: { everyMs: 100, timeoutMs: 1000 },
    });
    connections.push(connection);
    expect(await listAllTools(connection.client, { target: server.url })).toEqual([]);
    await eventOf(events, (event) => event.kind === 'no-stream', 2000);
    await server.close();
    const lost = await eventOf(events, (event) => event.kind === 'stream-lost', 5000);
    expect(lost).toEqual({
      kind: 'stream-lost',
      reason: `was refused (HTTP 405), and then a ping failed: cannot reach ${server.url}: connection refused (is the server running, and is the URL right?)`,
    });
  }, 15_000);
});

/**
 * A client whose pings are counted and answered at once, or (`silent`) never: then, as the SDK
 * does, they fail at their timeout.
 */
const fakeClient = (silent = false) => {
  const client = { pings: 0, onerror: undefined as ((error: Error) => void) | undefined };
  const ping = (options?: { timeout?: number }) => {
    client.pings += 1;
    if (!silent) return Promise.resolve({});
    return new Promise((_, reject) =>
      setTimeout(
        () => reject(new McpError(ErrorCode.RequestTimeout, 'Request timed out')),
        options?.timeout,
      ),
    );
  };
  return Object.assign(client, { ping }) as unknown as typeof client & Client;
};

describe('pingWhenUnwatched, on the clock', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('pings only once the stream was refused, every PING_EVERY_MS, however the two arrive', async () => {
    for (const order of ['refused first', 'connected first'] as const) {
      const client = fakeClient();
      const pings = pingWhenUnwatched('http://server/mcp', () => {});
      if (order === 'connected first') pings.connected(client);
      await vi.advanceTimersByTimeAsync(PING_EVERY_MS * 2);
      pings.heard({ kind: 'listening' });
      await vi.advanceTimersByTimeAsync(PING_EVERY_MS * 2);
      expect(client.pings).toBe(0);
      pings.heard({ kind: 'no-stream', status: 405 });
      if (order === 'refused first') pings.connected(client);
      await vi.advanceTimersByTimeAsync(PING_EVERY_MS - 1);
      expect(client.pings).toBe(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(client.pings).toBe(1);
      await vi.advanceTimersByTimeAsync(PING_EVERY_MS * 3);
      expect(client.pings).toBe(4);
      pings.stop();
      await vi.advanceTimersByTimeAsync(PING_EVERY_MS * 3);
      expect(client.pings).toBe(4);
    }
  });

  it('a server that stops answering is reported once, as a lost stream, after two timeouts', async () => {
    const client = fakeClient(true);
    const events: StreamEvent[] = [];
    const pings = pingWhenUnwatched('http://server/mcp', (event) => events.push(event));
    pings.heard({ kind: 'no-stream', status: 405 });
    pings.connected(client);
    // The first ping at PING_EVERY_MS, unanswered for PING_TIMEOUT_MS; a second a second later.
    await vi.advanceTimersByTimeAsync(PING_EVERY_MS + PING_TIMEOUT_MS * 2 + 1000 - 1);
    expect(events).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(events).toEqual([
      {
        kind: 'stream-lost',
        reason:
          'was refused (HTTP 405), and then a ping failed: http://server/mcp did not answer in time (Request timed out)',
      },
    ]);
    await vi.advanceTimersByTimeAsync(PING_EVERY_MS * 4);
    expect(events).toHaveLength(1);
    expect(client.pings).toBe(2);
  });
});
