import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { ErrorCode, ListToolsRequestSchema, McpError } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCatalog, MAX_SCHEMA_DEPTH } from '../engine';
import {
  ADDED_TOOL,
  BASE_TOOL_COUNT,
  DESCRIBED_TOOL,
  PAGE_SIZE,
  type PagingServer,
  REMOVED_TOOL,
  startPagingServer,
} from '../test/mcp/pagingServer';
import { connectClient, connectHttp, type McpConnection } from './connectHttp';
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

/**
 * A server answering tools/list with `list`, linked in memory (messages pass as objects, never
 * serialized, so a schema too deep for JSON.stringify arrives whole), and a client connected as
 * connectHttp and connectStdio connect theirs.
 */
const inMemory = async (list: (cursor: string | undefined) => unknown) => {
  const server = new Server({ name: 'loop', version: '0' }, { capabilities: { tools: {} } });
  server.setRequestHandler(
    ListToolsRequestSchema,
    (request) => list(request.params?.cursor) as never,
  );
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  return (await connectClient(clientSide, 'stdio', 'test', 5000)).client;
};

/** A server whose paging misbehaves: the guards, without a network. */
const misbehaving = (cursorOf: (cursor: string | undefined) => string | undefined) =>
  inMemory((cursor) => ({
    tools: [{ name: `t${cursor ?? 0}`, inputSchema: { type: 'object' } }],
    nextCursor: cursorOf(cursor),
  }));

const objectSchema = { type: 'object' };

/** A schema `levels` objects deep: {type, properties: {a: {type, properties: {a: …}}}}. */
const nested = (levels: number) => {
  let node: Record<string, unknown> = { type: 'object' };
  for (let i = 1; i < levels; i += 1) node = { type: 'object', properties: { a: node } };
  return node;
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

  it('caps the whole list at the catalog limit, however it is paged', async () => {
    // Pages of one 4 MB tool each, without end: each answer is under the 50 MB cap of one
    // answer, and before this cap 1,000 of them (4 GB over a network) were gathered.
    const description = 'x'.repeat(4 * 1024 * 1024);
    const client = await inMemory((cursor) => ({
      tools: [{ name: `t${cursor ?? 0}`, description, inputSchema: objectSchema }],
      nextCursor: String(Number(cursor ?? 0) + 1),
    }));
    await expect(listAllTools(client, { target: 'pager' })).rejects.toThrow(
      /^pager: the tool list is too large: 52(\.\d)? MB is over the 50 MB limit \(\d+ > 52428800 characters\); it was not listed past page 13$/,
    );
    await client.close();
  });
});

describe('listAllTools on answers the catalog cannot take', () => {
  it('a 4,000-level inputSchema is refused, naming the tool and the field, before any JSON.stringify', async () => {
    const deep = nested(4000);
    expect(() => JSON.stringify(deep)).toThrow(RangeError);
    const client = await inMemory(() => ({
      tools: [
        { name: 'fine', inputSchema: objectSchema },
        { name: 'deep', inputSchema: deep },
      ],
    }));
    await expect(listAllTools(client, { target: 'srv' })).rejects.toMatchObject({
      kind: 'protocol',
      message: `srv, tools/list page 1: /tools/1/inputSchema (tool "deep", field "inputSchema"): inputSchema nests more than ${MAX_SCHEMA_DEPTH} levels deep; real schemas stay far below that, and deeper ones cannot be declared or measured`,
    });
    await client.close();
  });

  it('an invalid inputSchema names the tool, the field and the path, not "["', async () => {
    const client = await inMemory((cursor) =>
      cursor === undefined
        ? { tools: [{ name: 'fine', inputSchema: objectSchema }], nextCursor: 'p2' }
        : {
            tools: [
              { name: 'also_fine', inputSchema: objectSchema },
              { name: 'bad_tool', inputSchema: { type: 'string' } },
            ],
          },
    );
    await expect(listAllTools(client, { target: 'srv' })).rejects.toThrow(
      'srv, tools/list page 2: /tools/1/inputSchema/type (tool "bad_tool", field "inputSchema"): Invalid input: expected "object"',
    );
    await client.close();
  });

  it('a tool with no name is named by its place, and the problems past the first are counted', async () => {
    const client = await inMemory(() => ({
      tools: [{ inputSchema: objectSchema }, { name: 'x', inputSchema: 3 }],
    }));
    await expect(listAllTools(client, { target: 'srv' })).rejects.toThrow(
      'srv, tools/list page 1: /tools/0/name (tool "#0", field "name"): Invalid input: expected string, received undefined (and 1 more problem)',
    );
    await client.close();
  });

  it('a broken outputSchema is not compiled: the tools are listed (toollens calls none)', async () => {
    const client = await inMemory(() => ({
      tools: [
        {
          name: 'odd_output',
          inputSchema: objectSchema,
          outputSchema: { type: 'object', properties: { x: { type: 'nonsense' } } },
        },
      ],
    }));
    const tools = await listAllTools(client, { target: 'srv' });
    expect(tools.map((tool) => tool.name)).toEqual(['odd_output']);
    await client.close();
  });

  it('a server\'s error is named once: "MCP error -32603: boom", not the code twice', async () => {
    const client = await inMemory(() => {
      throw new McpError(ErrorCode.InternalError, 'boom');
    });
    await expect(listAllTools(client, { target: 'srv' })).rejects.toMatchObject({
      kind: 'protocol',
      message: 'srv: MCP error -32603: boom',
    });
    await client.close();
  });
});
