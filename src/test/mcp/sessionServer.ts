import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {
  ErrorCode,
  isInitializeRequest,
  ListToolsRequestSchema,
  McpError,
} from '@modelcontextprotocol/sdk/types.js';
import { answerText, readJsonBody } from './servers';

/**
 * A stateful Streamable HTTP server that counts its open sessions, as a gateway that keeps a
 * server process per session would: a session opens with initialize and closes only when the
 * client sends DELETE with its id (the SDK's terminateSession). Three tools, or a tools/list
 * that fails, so a test can see a session end on the error path too.
 */

export type SessionServer = {
  url: string;
  /** Sessions initialized and not yet closed by a DELETE. */
  open: () => number;
  /** Sessions initialized so far. */
  opened: () => number;
  /** From now on, tools/list answers with an error. */
  failLists: (fail: boolean) => void;
  close: () => Promise<void>;
};

const TOOLS = [
  { name: 'create_invoice', description: 'Create an invoice for a customer.' },
  { name: 'list_invoices', description: 'List the invoices of a customer.' },
  { name: 'send_reminder', description: 'Send a payment reminder for an invoice.' },
].map((tool) => ({ ...tool, inputSchema: { type: 'object' as const, properties: {} } }));

export const startSessionServer = async (): Promise<SessionServer> => {
  const sessions = new Map<string, StreamableHTTPServerTransport>();
  let opened = 0;
  let failing = false;
  const mcpServer = () => {
    const server = new Server(
      { name: 'sessions', version: '1.0.0' },
      { capabilities: { tools: {} } },
    );
    server.setRequestHandler(ListToolsRequestSchema, () => {
      if (failing) throw new McpError(ErrorCode.InternalError, 'tools/list is down');
      return { tools: TOOLS };
    });
    return server;
  };
  const http = createServer(async (request, response) => {
    try {
      const sessionId = request.headers['mcp-session-id'];
      const known = typeof sessionId === 'string' ? sessions.get(sessionId) : undefined;
      const body = request.method === 'POST' ? await readJsonBody(request) : undefined;
      if (known) return void (await known.handleRequest(request, response, body));
      if (request.method !== 'POST' || !isInitializeRequest(body)) {
        return answerText(response, 400, 'no session: start with initialize');
      }
      const transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        onsessioninitialized: (id) => {
          opened++;
          sessions.set(id, transport);
        },
        // Only a DELETE from the client closes a session: a dropped socket leaves it open.
        onsessionclosed: (id) => void sessions.delete(id),
      });
      await mcpServer().connect(transport);
      await transport.handleRequest(request, response, body);
    } catch (error) {
      if (!response.headersSent) answerText(response, 500, String(error));
    }
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    open: () => sessions.size,
    opened: () => opened,
    failLists: (fail) => {
      failing = fail;
    },
    close: async () => {
      await Promise.all([...sessions.values()].map((transport) => transport.close()));
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
};
