import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCatalog } from '../engine';
import {
  ADDED_TOOL,
  BASE_TOOL_COUNT,
  DESCRIBED_TOOL,
  PAGE_SIZE,
  type PagingServer,
  REMOVED_TOOL,
  startPagingServer,
} from '../test/mcp/pagingServer';
import { connectHttp, type McpConnection } from './connectHttp';
import { catalogSource, diffTools, listAllTools, toCatalogText } from './tools';
import { type ToolsUpdate, watchTools } from './watchTools';

/** The paging server over real Streamable HTTP on loopback: one server for the whole file. */
let server: PagingServer;
let connection: McpConnection;
let listCalls = 0;

/** A fetch that counts the tools/list requests it carries. */
const countingFetch: typeof fetch = (input, init) => {
  if (typeof init?.body === 'string' && init.body.includes('"tools/list"')) listCalls += 1;
  return fetch(input, init);
};

beforeAll(async () => {
  server = await startPagingServer({ port: 0 });
  connection = await connectHttp(server.url, { fetch: countingFetch, timeoutMs: 5000 });
});
afterAll(async () => {
  await connection?.close();
  await server?.close();
});

describe('listAllTools over the paging server', () => {
  it('gathers every tool through pages of 20', async () => {
    listCalls = 0;
    const tools = await listAllTools(connection.client);
    expect(BASE_TOOL_COUNT).toBeGreaterThan(100);
    expect(tools).toHaveLength(BASE_TOOL_COUNT);
    expect(new Set(tools.map((tool) => tool.name)).size).toBe(BASE_TOOL_COUNT);
    expect(listCalls).toBe(Math.ceil(BASE_TOOL_COUNT / PAGE_SIZE));
    expect(connection.transport).toBe('streamable-http');
    expect(connection.serverInfo?.name).toBe('toollens-paging');
  });

  it('writes a catalog the importer reads, with the server as its source', async () => {
    const tools = await listAllTools(connection.client);
    const text = toCatalogText(connection.serverInfo, tools);
    const source = catalogSource(connection.serverInfo);
    expect(source).toBe('mcp:toollens-paging@1.0.0');
    expect(JSON.parse(text).server.source).toBe(source);
    const result = importCatalog(text, { source });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.catalog.format).toBe('mcp');
    expect(result.catalog.source).toBe(source);
    expect(result.catalog.tools).toHaveLength(BASE_TOOL_COUNT);
    expect(result.catalog.tools.find((tool) => tool.name === 'get_invoice')?.description).toBe(
      'Get a invoice in the workspace.',
    );
  });
});

describe('watchTools', () => {
  it('re-lists on list_changed and reports what was changed, added and removed', async () => {
    const initial = await listAllTools(connection.client);
    const updates: ToolsUpdate[] = [];
    let notify: () => void = () => {};
    const stop = watchTools(connection.client, initial, (update) => {
      updates.push(update);
      notify();
    });
    const next = () => new Promise<void>((resolve) => (notify = resolve));
    try {
      for (const kind of ['describe', 'add', 'remove'] as const) {
        const arrived = next();
        await server.change(kind);
        await arrived;
      }
    } finally {
      stop();
      await server.change('reset');
    }
    expect(updates.map((update) => update.change)).toEqual([
      { added: [], removed: [], changed: [DESCRIBED_TOOL] },
      { added: [ADDED_TOOL.name], removed: [], changed: [] },
      { added: [], removed: [REMOVED_TOOL], changed: [] },
    ]);
    expect(updates.at(-1)?.tools).toHaveLength(BASE_TOOL_COUNT);
    expect(updates[0]?.tools.find((tool) => tool.name === DESCRIBED_TOOL)?.description).toMatch(
      /by email/,
    );
  });
});

describe('diffTools', () => {
  const schema = { type: 'object' as const };
  it('tells added, removed and changed apart, and ignores order', () => {
    const before = [
      { name: 'a', description: 'one', inputSchema: schema },
      { name: 'b', description: 'two', inputSchema: schema },
      { name: 'c', inputSchema: schema },
    ];
    const after = [
      { name: 'c', inputSchema: { type: 'object' as const, properties: { x: {} } } },
      { name: 'd', description: 'four', inputSchema: schema },
      { name: 'a', description: 'one', inputSchema: schema },
    ];
    expect(diffTools(before, after)).toEqual({ added: ['d'], removed: ['b'], changed: ['c'] });
    expect(diffTools(before, before)).toEqual({ added: [], removed: [], changed: [] });
  });
});

/** A server whose paging misbehaves, linked in memory: the guards, without a network. */
const misbehaving = async (cursorOf: (cursor: string | undefined) => string | undefined) => {
  const server = new Server({ name: 'loop', version: '0' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, (request) => ({
    tools: [{ name: `t${request.params?.cursor ?? 0}`, inputSchema: { type: 'object' } }],
    nextCursor: cursorOf(request.params?.cursor),
  }));
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: 'test', version: '0' });
  await client.connect(clientSide);
  return client;
};

describe('listAllTools guards', () => {
  it('stops a cursor loop, naming the cursor', async () => {
    const client = await misbehaving((cursor) => (cursor === 'a' ? 'b' : 'a'));
    await expect(listAllTools(client, { target: 'loop-server' })).rejects.toThrow(
      'loop-server sent the cursor "a" twice while listing tools (a paging loop); stopped at page 3',
    );
    await client.close();
  });

  it('caps the pages and the tools', async () => {
    const client = await misbehaving((cursor) => String(Number(cursor ?? 0) + 1));
    await expect(listAllTools(client, { target: 'pager', maxPages: 5 })).rejects.toThrow(
      'pager is still paging tools/list after 5 pages; stopped',
    );
    await expect(listAllTools(client, { target: 'pager', maxTools: 3 })).rejects.toThrow(
      'pager lists more than 3 tools; stopped at page 4',
    );
    await client.close();
  });
});
