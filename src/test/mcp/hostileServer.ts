import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  ListToolsRequestSchema,
  type McpError,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import { sessionRoutes } from './sessionRoutes';

/**
 * A misbehaving MCP server for the hardening tests, over Streamable HTTP on loopback. The SDK's
 * low-level `Server` answers initialize, ping and tools/list; what it lists is whatever the test
 * gives, unchecked (a 4,000-deep inputSchema, a broken outputSchema, 10,000 tools), or the
 * handler throws the test's error. `toolsText` and `endless` answer tools/list by hand instead:
 * with a given text, or with a JSON body that never ends, until the client hangs up or
 * `maxBytes` (the SDK can send neither).
 */

export type HostileOptions = {
  /** The tools tools/list answers with, in one page, as given (read on every request). */
  tools?: () => unknown[];
  /**
   * tools/list is answered by hand with this JSON text as its `tools`, for what the SDK cannot
   * serialize itself (a schema nested past JSON.stringify's stack, which JSON.parse still reads).
   */
  toolsText?: () => string;
  /** tools/list fails: the handler throws this. */
  listError?: () => McpError;
  /**
   * tools/list is answered with an endless JSON body, cut off after this many bytes; with `sse`,
   * as an event stream whose one event never ends.
   */
  endless?: { maxBytes: number; sse?: boolean };
  /**
   * The event-stream GET is refused with 405, as the MCP specification lets a server that sends
   * nothing unasked (the SDK's server would open the stream): list_changed can then never arrive.
   */
  refuseStream?: boolean;
};

export type HostileServer = {
  url: string;
  /** How many tools/list requests arrived. */
  listCalls: () => number;
  /** Bytes of endless tools/list bodies written so far. */
  streamed: () => number;
  /** Sends notifications/tools/list_changed to every connected client. */
  listChanged: () => Promise<void>;
  /** Stops the server and drops every connection, as a crash would. */
  close: () => Promise<void>;
};

const readBody = async (request: IncomingMessage): Promise<unknown> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text === '' ? undefined : JSON.parse(text);
};

const isToolsList = (body: unknown): body is { id: number } =>
  typeof body === 'object' &&
  body !== null &&
  (body as { method?: unknown }).method === 'tools/list';

/**
 * Writes `{"jsonrpc":"2.0","id":…,"result":{"tools":[` and then tools, never the end: as a JSON
 * body, or as the data of an SSE event.
 */
const streamForever = async (
  response: ServerResponse,
  id: number,
  { maxBytes, sse = false }: { maxBytes: number; sse?: boolean },
  count: (bytes: number) => void,
) => {
  response.writeHead(200, { 'Content-Type': sse ? 'text/event-stream' : 'application/json' });
  const tool = JSON.stringify({ name: 'endless', inputSchema: { type: 'object' } });
  const chunk = Buffer.from(`${tool},`.repeat(Math.ceil(65_536 / (tool.length + 1))));
  let written = 0;
  const write = (data: Buffer | string) => {
    const bytes = Buffer.byteLength(data);
    written += bytes;
    count(bytes);
    return response.write(data);
  };
  write(`${sse ? 'event: message\ndata: ' : ''}{"jsonrpc":"2.0","id":${id},"result":{"tools":[`);
  while (written < maxBytes && !response.destroyed) {
    if (!write(chunk)) {
      await new Promise<void>((resolve) => {
        response.once('drain', resolve);
        response.once('close', resolve);
      });
    }
  }
  response.destroy();
};

export const startHostileServer = async (options: HostileOptions): Promise<HostileServer> => {
  const servers = new Set<Server>();
  let listCalls = 0;
  let streamed = 0;
  const mcpServer = () => {
    const server = new Server(
      { name: 'toollens-hostile', version: '1.0.0' },
      { capabilities: { tools: { listChanged: true } } },
    );
    server.setRequestHandler(ListToolsRequestSchema, () => {
      if (options.listError) throw options.listError();
      return { tools: (options.tools?.() ?? []) as Tool[] };
    });
    servers.add(server);
    server.onclose = () => servers.delete(server);
    return server;
  };
  const routes = sessionRoutes({ server: mcpServer, json: true });
  const http = createServer(async (request, response) => {
    try {
      if (request.method === 'GET' && options.refuseStream) {
        return void response.writeHead(405, { Allow: 'POST, DELETE' }).end();
      }
      const body = request.method === 'POST' ? await readBody(request) : undefined;
      if (isToolsList(body)) listCalls += 1;
      if (isToolsList(body) && options.toolsText) {
        const text = `{"jsonrpc":"2.0","id":${body.id},"result":{"tools":${options.toolsText()}}}`;
        return void response.writeHead(200, { 'Content-Type': 'application/json' }).end(text);
      }
      if (isToolsList(body) && options.endless) {
        return await streamForever(response, body.id, options.endless, (bytes) => {
          streamed += bytes;
        });
      }
      await routes.handle(request, response, body);
    } catch (error) {
      if (!response.headersSent) response.writeHead(500).end(String(error));
    }
  });
  // Past the tests' pauses between requests: a socket the server closes as idle just when the
  // client reuses it fails that request ("other side closed").
  http.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    listCalls: () => listCalls,
    streamed: () => streamed,
    listChanged: async () => {
      await Promise.all([...servers].map((server) => server.sendToolListChanged()));
    },
    close: async () => {
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
};

/**
 * `count` tools shaped like a real server's: a description, a small inputSchema and an
 * outputSchema of eight nested fields, each tool's different (a validator that compiles output
 * schemas cannot share one compilation). `version` goes into the first tool's description, so
 * a re-list after a change differs from the one before, as after an author's edit of one tool.
 */
export const toolsWithOutputSchemas = (count: number, version = 0): Tool[] =>
  Array.from({ length: count }, (_, i) => ({
    name: `tool_${i}`,
    description: `Tool ${i} reads record ${i % 97} of the ledger${i === 0 ? ` (version ${version})` : ''}.`,
    inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
    outputSchema: {
      type: 'object',
      properties: Object.fromEntries(
        Array.from({ length: 8 }, (_, k) => [
          `field_${i}_${k}`,
          {
            type: 'object',
            properties: {
              id: { type: 'string', pattern: '^[a-z]+$' },
              count: { type: 'integer', minimum: 0 },
              tags: { type: 'array', items: { type: 'string', enum: ['a', 'b', `c${i}`] } },
            },
            required: ['id'],
          },
        ]),
      ),
    },
  }));
