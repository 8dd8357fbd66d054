import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { ErrorCode, ListToolsRequestSchema, McpError } from '@modelcontextprotocol/sdk/types.js';
import { answerText, readJsonBody } from './servers';
import { sessionRoutes } from './sessionRoutes';

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
  const routes = sessionRoutes({ server: mcpServer, endsOn: 'delete' });
  const http = createServer(async (request, response) => {
    try {
      const body = request.method === 'POST' ? await readJsonBody(request) : undefined;
      await routes.handle(request, response, body);
    } catch (error) {
      if (!response.headersSent) answerText(response, 500, String(error));
    }
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    open: () => routes.sessions.size,
    opened: routes.opened,
    failLists: (fail) => {
      failing = fail;
    },
    close: async () => {
      await routes.closeAll();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
};
