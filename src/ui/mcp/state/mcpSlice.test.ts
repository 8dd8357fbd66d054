import { describe, expect, it } from 'vitest';
import type { LinkEvents, LinkOptions, McpLink } from '../linkTypes';
import { createMcpSlice, RECONNECT_DELAYS_MS } from './mcpSlice';
import type { McpReads } from './mcpTypes';

/**
 * The connection's state under `toollens open`: the server behind the bridge is named on every
 * status (a reconnection too), and the command's wait reaches the link, a reconnection's too.
 */

const BRIDGE = 'http://127.0.0.1:4100/toollens-open/mcp';
const bridged = { transport: 'stdio', command: 'npx -y @playwright/mcp' } as const;

/** The slice over a plain state, with a link that opens at once and records what it was given. */
const harness = () => {
  const opened: { url: string; options: LinkOptions; events: LinkEvents }[] = [];
  const link = (): McpLink => ({
    source: 'mcp:Playwright@1.0',
    server: { name: 'Playwright', version: '1.0' },
    transport: 'streamable-http',
    text: '{"tools": []}',
    tools: 25,
    applied: async () => [],
    close: async () => {},
  });
  let state = {
    catalog: undefined,
    notice: undefined,
    importFailure: undefined,
    actions: {
      loadCatalogText: async (source: string) => {
        state = { ...state, catalog: { source, format: 'mcp', tools: 25 } as never };
      },
    },
  } as unknown as McpReads;
  const get = () => state;
  const set = (patch: Partial<McpReads> | ((s: McpReads) => Partial<McpReads>)) => {
    state = { ...state, ...(typeof patch === 'function' ? patch(state) : patch) };
  };
  state.mcp = createMcpSlice(
    { call: async () => undefined } as never,
    set,
    get,
    async (url, _headers, events, options) => {
      opened.push({ url, options, events });
      return link();
    },
  );
  return { get, opened };
};

describe('a server behind toollens open', () => {
  it('is named as the stdio server it is, and connected within the command’s wait', async () => {
    const { get, opened } = harness();
    const connecting = get().mcp.actions.connect(BRIDGE, {}, { bridged, timeoutMs: 120_000 });
    expect(get().mcp.status).toEqual({ kind: 'connecting', url: BRIDGE, bridged });
    expect(await connecting).toBe(true);
    expect(get().mcp.status).toMatchObject({
      kind: 'connected',
      url: BRIDGE,
      bridged,
      transport: 'streamable-http',
    });
    expect(opened[0]?.options.timeoutMs).toBe(120_000);
  });

  it('keeps the name and the wait when it reconnects, and on disconnect', async () => {
    const { get, opened } = harness();
    await get().mcp.actions.connect(BRIDGE, {}, { bridged, timeoutMs: 120_000 });
    opened[0]?.events.onLost('its event stream ended');
    await new Promise((resolve) => setTimeout(resolve, (RECONNECT_DELAYS_MS[0] ?? 0) + 10));
    expect(opened[1]?.options.timeoutMs).toBe(120_000);
    expect(get().mcp.status).toMatchObject({ kind: 'connected', bridged });
    await get().mcp.actions.disconnect();
    expect(get().mcp.status).toMatchObject({ kind: 'closed', bridged, byServer: false });
    await get().mcp.actions.reconnect();
    expect(opened[2]?.options.timeoutMs).toBe(120_000);
    expect(get().mcp.status).toMatchObject({ kind: 'connected', bridged });
  });

  it('names nothing bridged for a server the page reaches itself', async () => {
    const { get, opened } = harness();
    await get().mcp.actions.connect('https://mcp.example/mcp', {});
    expect(get().mcp.status).not.toHaveProperty('bridged');
    expect(opened[0]?.options).not.toHaveProperty('timeoutMs');
  });
});
