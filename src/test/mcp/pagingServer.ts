import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import { answerText, CORS_HEADERS, readJsonBody } from './servers';
import { sessionRoutes } from './sessionRoutes';

/**
 * A test MCP server with 105 tools served in pages of 20, whose tool list changes on demand
 * (a description, an added tool, a removed tool) and says so with `list_changed`.
 *
 * Written with the SDK's low-level `Server`: `McpServer` answers tools/list with every tool in
 * one page and offers no cursor, and paging is what this server is for.
 *
 *   in-process:  const server = await startPagingServer({port: 0}); server.url; await server.change('describe'); await server.close();
 *   over stdio:  npx tsx src/test/mcp/pagingServer.ts stdio
 *   over HTTP:   npx tsx src/test/mcp/pagingServer.ts http [port]   (prints the URL)
 *
 * Changes can also be asked for by calling the tool `paging_change` ({kind}) or with
 * `POST <origin>/control?kind=…` over HTTP. Every HTTP answer carries CORS headers, so a page
 * served from another port can connect.
 */

export const PAGE_SIZE = 20;
const SERVER_INFO = { name: 'toollens-paging', version: '1.0.0' } as const;

const VERBS = ['create', 'list', 'get', 'update', 'delete', 'search', 'archive', 'export'];
const NOUNS = [
  'invoice',
  'customer',
  'ticket',
  'repository',
  'file',
  'calendar_event',
  'email',
  'report',
  'user',
  'order',
  'payment',
  'project',
  'issue',
];

/** What `change` does: rewrite one description (toggling), add one tool, remove one, or reset. */
const CHANGE_KINDS = ['describe', 'add', 'remove', 'reset'] as const;
type ChangeKind = (typeof CHANGE_KINDS)[number];

/** The tool whose description `describe` rewrites, and the texts it toggles between. */
export const DESCRIBED_TOOL = 'archive_invoice';
const CHANGED_DESCRIPTION = 'Send an invoice to the customer by email, with a payment reminder.';
/** The tool `add` adds and the one `remove` removes. */
export const ADDED_TOOL: Tool = {
  name: 'send_invoice_reminder',
  description: 'Remind a customer by email that an invoice is overdue.',
  inputSchema: {
    type: 'object',
    properties: { invoice_id: { type: 'string', description: 'The overdue invoice.' } },
    required: ['invoice_id'],
  },
};
export const REMOVED_TOOL = 'delete_order';

const words = (name: string) => name.replace(/_/g, ' ');

const baseTools = (): Tool[] => [
  ...VERBS.flatMap((verb) =>
    NOUNS.map(
      (noun): Tool => ({
        name: `${verb}_${noun}`,
        description: `${verb[0]?.toUpperCase()}${verb.slice(1)} ${verb === 'list' || verb === 'search' ? `${words(noun)}s` : `a ${words(noun)}`} in the workspace.`,
        inputSchema: {
          type: 'object',
          properties: { id: { type: 'string', description: `The ${words(noun)}'s id.` } },
        },
      }),
    ),
  ),
  {
    name: 'paging_change',
    description: 'Test control: change the tool list (describe, add, remove or reset).',
    inputSchema: {
      type: 'object',
      properties: { kind: { type: 'string', enum: [...CHANGE_KINDS] } },
      required: ['kind'],
    },
  },
];

/** 8 verbs × 13 nouns and the control tool. */
export const BASE_TOOL_COUNT = VERBS.length * NOUNS.length + 1;

/** The tool list every connection serves, and the servers to tell when it changes. */
const toolState = () => {
  let tools = baseTools();
  const servers = new Set<Server>();
  const apply = (kind: ChangeKind) => {
    if (kind === 'reset') tools = baseTools();
    else if (kind === 'add') {
      if (!tools.some((tool) => tool.name === ADDED_TOOL.name)) tools = [...tools, ADDED_TOOL];
    } else if (kind === 'remove') tools = tools.filter((tool) => tool.name !== REMOVED_TOOL);
    else {
      const original = baseTools().find((tool) => tool.name === DESCRIBED_TOOL)?.description;
      tools = tools.map((tool) =>
        tool.name === DESCRIBED_TOOL
          ? {
              ...tool,
              description:
                tool.description === CHANGED_DESCRIPTION ? original : CHANGED_DESCRIPTION,
            }
          : tool,
      );
    }
  };
  const change = async (kind: ChangeKind) => {
    if (!CHANGE_KINDS.includes(kind)) throw new Error(`unknown change "${kind}"`);
    apply(kind);
    await Promise.all([...servers].map((server) => server.sendToolListChanged().catch(() => {})));
  };
  return { tools: () => tools, servers, change };
};

type ToolState = ReturnType<typeof toolState>;

const cursorFor = (offset: number) => `page:${offset}`;
const offsetOf = (cursor: string | undefined): number => {
  if (cursor === undefined) return 0;
  const offset = Number(/^page:(\d+)$/.exec(cursor)?.[1]);
  if (!Number.isInteger(offset))
    throw new McpError(ErrorCode.InvalidParams, `bad cursor ${cursor}`);
  return offset;
};

/** One MCP server (one per connection) over the shared tool state. */
const mcpServer = (state: ToolState): Server => {
  const server = new Server(SERVER_INFO, { capabilities: { tools: { listChanged: true } } });
  server.setRequestHandler(ListToolsRequestSchema, (request) => {
    const offset = offsetOf(request.params?.cursor);
    const tools = state.tools();
    const next = offset + PAGE_SIZE;
    return {
      tools: tools.slice(offset, next),
      ...(next < tools.length ? { nextCursor: cursorFor(next) } : {}),
    };
  });
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    if (request.params.name === 'paging_change') {
      const kind = String(request.params.arguments?.kind) as ChangeKind;
      await state.change(kind);
      return { content: [{ type: 'text', text: `changed: ${kind}` }] };
    }
    return { content: [{ type: 'text', text: `called ${request.params.name}` }] };
  });
  state.servers.add(server);
  server.onclose = () => state.servers.delete(server);
  return server;
};

export type PagingServer = {
  /** The MCP endpoint, e.g. http://127.0.0.1:40123/mcp. */
  url: string;
  /** Changes the tool list and sends list_changed to every connected client. */
  change: (kind: ChangeKind) => Promise<void>;
  /** The tools as served now (all pages). */
  tools: () => Tool[];
  close: () => Promise<void>;
};

/** Serves the paging server over Streamable HTTP on loopback; port 0 picks a free one. */
export const startPagingServer = async ({ port = 0 } = {}): Promise<PagingServer> => {
  const state = toolState();
  const routes = sessionRoutes({ server: () => mcpServer(state) });
  const http = createServer(async (request, response) => {
    for (const [name, value] of Object.entries(CORS_HEADERS)) response.setHeader(name, value);
    try {
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (request.method === 'OPTIONS') return void response.writeHead(204).end();
      if (url.pathname === '/control' && request.method === 'POST') {
        const kind = url.searchParams.get('kind') as ChangeKind;
        if (!CHANGE_KINDS.includes(kind)) return answerText(response, 400, `unknown kind ${kind}`);
        await state.change(kind);
        return answerText(response, 200, `changed: ${kind}`);
      }
      if (url.pathname !== '/mcp') return answerText(response, 404, 'not found');
      const body = request.method === 'POST' ? await readJsonBody(request) : undefined;
      await routes.handle(request, response, body);
    } catch (error) {
      if (!response.headersSent) answerText(response, 500, String(error));
    }
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(port, '127.0.0.1', resolve);
  });
  const { port: bound } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}/mcp`,
    change: state.change,
    tools: state.tools,
    close: async () => {
      await routes.closeAll();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
};

/** Serves one client over stdin/stdout (the process is the connection). */
const servePagingStdio = async (): Promise<void> => {
  await mcpServer(toolState()).connect(new StdioServerTransport());
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [mode = 'stdio', port = '0'] = process.argv.slice(2);
  if (mode === 'stdio') await servePagingStdio();
  else if (mode === 'http') {
    const server = await startPagingServer({ port: Number(port) });
    process.stdout.write(`${server.url}\n`);
    process.once('SIGINT', () => void server.close().then(() => process.exit(0)));
  } else {
    process.stderr.write('usage: pagingServer.ts stdio | http [port]\n');
    process.exitCode = 2;
  }
}
