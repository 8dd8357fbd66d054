import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import { answerText } from './servers';

/**
 * The Streamable HTTP session routing every stateful test server shares: a request with a
 * known `Mcp-Session-Id` goes to that session's transport, an initialize opens a new session
 * (an SDK `Server` of its own), anything else is refused. The servers differ only in what they
 * serve and in the options below.
 */

type Session = { transport: StreamableHTTPServerTransport; server: Server };

export type SessionRouteOptions = {
  /** A fresh MCP server for each new session. */
  server: () => Server;
  /** Answer with JSON bodies instead of SSE streams. */
  json?: boolean;
  /**
   * When a session ends: when its transport closes (the default), or only when the client sends
   * DELETE with its id, as a gateway that keeps a process per session (a dropped socket leaves
   * it open).
   */
  endsOn?: 'close' | 'delete';
  /**
   * An id the server does not know: 404, the MCP specification's answer of a server that restarted
   * or ended the session; or 400 like any request that is not an initialize (the default).
   */
  unknownSession?: 404 | 400;
};

export type SessionRoutes = {
  /** Routes one request whose body has been read (undefined for GET and DELETE). */
  handle: (request: IncomingMessage, response: ServerResponse, body: unknown) => Promise<void>;
  /** The open sessions, by id. */
  sessions: Map<string, Session>;
  /** Sessions initialized so far. */
  opened: () => number;
  /** Closes every open session's transport and forgets them. */
  closeAll: () => Promise<void>;
};

export const sessionRoutes = (options: SessionRouteOptions): SessionRoutes => {
  const sessions = new Map<string, Session>();
  let opened = 0;
  const handle = async (request: IncomingMessage, response: ServerResponse, body: unknown) => {
    const sessionId = request.headers['mcp-session-id'];
    if (typeof sessionId === 'string') {
      const known = sessions.get(sessionId);
      if (known) return void (await known.transport.handleRequest(request, response, body));
      if (options.unknownSession === 404) {
        return answerText(response, 404, `no session ${sessionId}`);
      }
    }
    if (request.method !== 'POST' || !isInitializeRequest(body)) {
      return answerText(response, 400, 'no session: start with initialize');
    }
    const server = options.server();
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      ...(options.json ? { enableJsonResponse: true } : {}),
      onsessioninitialized: (id) => {
        opened += 1;
        sessions.set(id, { transport, server });
      },
      ...(options.endsOn === 'delete' ? { onsessionclosed: (id) => void sessions.delete(id) } : {}),
    });
    if (options.endsOn !== 'delete') {
      transport.onclose = () => {
        if (transport.sessionId) sessions.delete(transport.sessionId);
      };
    }
    await server.connect(transport);
    await transport.handleRequest(request, response, body);
  };
  const closeAll = async () => {
    const closing = [...sessions.values()];
    sessions.clear();
    await Promise.all(closing.map(({ transport }) => transport.close().catch(() => {})));
  };
  return { handle, sessions, opened: () => opened, closeAll };
};
