import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import { answerText, CORS_HEADERS, readJsonBody } from './servers';
import { sessionRoutes } from './sessionRoutes';

/**
 * A hostile live MCP server for the tests of the page's live connection (Streamable HTTP on
 * loopback, written with the SDK's low-level `Server`). Its tool list is whatever the test
 * sets; on demand it sends bursts of `list_changed`, answers tools/list slowly, cuts a
 * tools/list answer mid-stream, dies, and comes back on the same port with no sessions (a
 * restarted server: the old session id gets 404, as the MCP specification says). Every loop is
 * bounded by its caller's count; every answer carries CORS headers, so a page on another port
 * connects.
 */

const LIVE_SERVER_INFO = { name: 'toollens-live', version: '1.0.0' } as const;

const WORDS = ['invoice', 'ticket', 'report', 'customer', 'order', 'payment', 'calendar', 'file'];
const VERBS = ['create', 'list', 'update', 'archive', 'export', 'search'];

/**
 * `count` generated tools, each with a short description and one argument. Named tool_0000…
 * by default; `catalog` names them as a real server would (`create_invoice_in_0042`), so their
 * derived capabilities share a few roots instead of one root each.
 */
export const generatedTools = (
  count: number,
  naming: 'numbered' | 'catalog' = 'numbered',
): Tool[] =>
  Array.from({ length: count }, (_, i) => {
    const verb = VERBS[i % VERBS.length] ?? 'get';
    const noun = WORDS[Math.floor(i / VERBS.length) % WORDS.length] ?? 'item';
    const number = String(i).padStart(4, '0');
    return {
      name: naming === 'numbered' ? `tool_${number}` : `${verb}_${noun}_in_${number}`,
      description: `${verb} a ${noun} record number ${i} in the workspace.`,
      inputSchema: {
        type: 'object',
        properties: { id: { type: 'string', description: `The ${noun}'s id.` } },
      },
    };
  });

export type LiveServer = {
  /** The MCP endpoint, e.g. http://127.0.0.1:40123/mcp. */
  url: string;
  tools: () => Tool[];
  /** Replaces the tool list and sends list_changed to every session. */
  setTools: (tools: Tool[]) => Promise<void>;
  /** Rewrites one tool's description and sends list_changed. */
  rewrite: (name: string, description: string) => Promise<void>;
  /**
   * Sends `count` list_changed, each after rewriting `name`'s description to end in its
   * number (`… (version n)`), `everyMs` apart; resolves once all are sent.
   */
  burst: (count: number, options?: { name?: string; everyMs?: number }) => Promise<void>;
  /**
   * Changes `name`'s description `count` times, each time waiting until some session has listed
   * the tools again before the next change (so each change is applied on its own).
   */
  stepwise: (count: number, options?: { name?: string; timeoutMs?: number }) => Promise<void>;
  /** tools/list requests received so far (every page). */
  listRequests: () => number;
  /** The next `n` tools/list answers are cut: a part of the answer, then the socket destroyed. */
  cutNextLists: (n?: number) => void;
  /** tools/list pages of `pageSize` tools, each answered after `delayMs`. */
  setPaging: (options: { pageSize?: number; delayMs?: number }) => void;
  /** The server dies: every socket destroyed, every session gone, the port closed. */
  stop: () => Promise<void>;
  /** Listens again on the same port, with no sessions (a restarted server). */
  restart: () => Promise<void>;
  close: () => Promise<void>;
};

const offsetOf = (cursor: string | undefined): number => {
  if (cursor === undefined) return 0;
  const offset = Number(/^at:(\d+)$/.exec(cursor)?.[1]);
  if (!Number.isInteger(offset)) throw new McpError(ErrorCode.InvalidParams, `bad cursor`);
  return offset;
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const startLiveServer = async ({
  tools: initial = generatedTools(50),
  port = 0,
}: {
  tools?: Tool[];
  port?: number;
} = {}): Promise<LiveServer> => {
  let tools = initial;
  let lists = 0;
  let cuts = 0;
  let paging = { pageSize: Number.POSITIVE_INFINITY, delayMs: 0 };
  let listed: (() => void) | undefined;
  const sockets = new Set<Socket>();

  const notifyAll = async () => {
    await Promise.all(
      [...routes.sessions.values()].map(({ server }) =>
        server.sendToolListChanged().catch(() => {}),
      ),
    );
  };

  const mcpServer = (): Server => {
    const server = new Server(LIVE_SERVER_INFO, {
      capabilities: { tools: { listChanged: true } },
    });
    server.setRequestHandler(ListToolsRequestSchema, async (request) => {
      const offset = offsetOf(request.params?.cursor);
      if (paging.delayMs > 0) await wait(paging.delayMs);
      const now = tools;
      const next = offset + paging.pageSize;
      listed?.();
      return {
        tools: now.slice(offset, next),
        ...(next < now.length ? { nextCursor: `at:${next}` } : {}),
      };
    });
    return server;
  };

  // A session id the server does not know is answered 404 (it restarted, or ended the session).
  const routes = sessionRoutes({ server: mcpServer, unknownSession: 404 });

  /** Answers part of a tools/list over an SSE stream, then destroys the socket. */
  const cut = (request: IncomingMessage, response: ServerResponse, id: unknown) => {
    response.writeHead(200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-cache',
      ...(typeof request.headers['mcp-session-id'] === 'string'
        ? { 'mcp-session-id': request.headers['mcp-session-id'] }
        : {}),
    });
    response.write(
      `event: message\ndata: {"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":{"tools":[{"name":"tool_`,
      () => request.socket.destroy(),
    );
  };

  const http = createServer(async (request, response) => {
    for (const [name, value] of Object.entries(CORS_HEADERS)) response.setHeader(name, value);
    try {
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (request.method === 'OPTIONS') return void response.writeHead(204).end();
      if (url.pathname !== '/mcp') return answerText(response, 404, 'not found');
      const sessionId = request.headers['mcp-session-id'];
      const body = request.method === 'POST' ? await readJsonBody(request) : undefined;
      const method = (body as { method?: unknown } | undefined)?.method;
      if (method === 'tools/list') lists += 1;
      const known = typeof sessionId === 'string' && routes.sessions.has(sessionId);
      if (known && method === 'tools/list' && cuts > 0) {
        cuts -= 1;
        return cut(request, response, (body as { id?: unknown }).id);
      }
      await routes.handle(request, response, body);
    } catch (error) {
      if (!response.headersSent) answerText(response, 500, String(error));
    }
  });
  http.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  const listen = (at: number) =>
    new Promise<void>((resolve, reject) => {
      http.once('error', reject);
      http.listen(at, '127.0.0.1', () => {
        http.off('error', reject);
        resolve();
      });
    });
  await listen(port);
  const bound = (http.address() as AddressInfo).port;

  const stop = async () => {
    const closing = routes.closeAll();
    for (const socket of sockets) socket.destroy();
    await closing;
    if (http.listening) await new Promise<void>((resolve) => http.close(() => resolve()));
  };

  const rewrite = async (name: string, description: string) => {
    tools = tools.map((tool) => (tool.name === name ? { ...tool, description } : tool));
    await notifyAll();
  };
  const versioned = (name: string, n: number) => {
    const base = initial.find((tool) => tool.name === name)?.description ?? name;
    return `${base} (version ${n})`;
  };

  return {
    url: `http://127.0.0.1:${bound}/mcp`,
    tools: () => tools,
    setTools: async (next) => {
      tools = next;
      await notifyAll();
    },
    rewrite,
    burst: async (count, { name = initial[0]?.name ?? 'tool_0000', everyMs = 0 } = {}) => {
      for (let n = 1; n <= count; n += 1) {
        await rewrite(name, versioned(name, n));
        if (everyMs > 0) await wait(everyMs);
      }
    },
    stepwise: async (count, { name = initial[0]?.name ?? 'tool_0000', timeoutMs = 5_000 } = {}) => {
      for (let n = 1; n <= count; n += 1) {
        const relisted = new Promise<void>((resolve, reject) => {
          const timer = setTimeout(
            () => reject(new Error(`live server: change ${n} was not listed in ${timeoutMs} ms`)),
            timeoutMs,
          );
          listed = () => {
            clearTimeout(timer);
            listed = undefined;
            resolve();
          };
        });
        await rewrite(name, versioned(name, n));
        await relisted;
      }
    },
    listRequests: () => lists,
    cutNextLists: (n = 1) => {
      cuts = n;
    },
    setPaging: ({ pageSize = Number.POSITIVE_INFINITY, delayMs = 0 }) => {
      paging = { pageSize, delayMs };
    },
    stop,
    restart: async () => {
      await stop();
      await listen(bound);
    },
    close: stop,
  };
};
