import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getDefaultEnvironment } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {
  ErrorCode,
  isInitializeRequest,
  isJSONRPCError,
  isJSONRPCRequest,
  isJSONRPCResponse,
  type JSONRPCMessage,
  type RequestId,
} from '@modelcontextprotocol/sdk/types.js';
import { refusedByBridge } from '../bridgeMethods';
import { splitCommandLine } from '../commandLine';
import { EXIT_STDERR_CHARS, exitWords, SERVER_EXITED, type ServerExit } from '../serverExit';
import { CappedStdioTransport } from './cappedStdio';

/**
 * A stdio MCP server served as Streamable HTTP: each session (an `initialize` without a session
 * id) spawns its own server and relays JSON-RPC both ways through the SDK's own transports, so
 * a page connects to it as to any HTTP server and a reload starts a fresh handshake on a fresh
 * process. A session whose requests and event stream have all ended is given `graceMs` for the
 * page to come back (a reload), then closed and its server stopped. Who may call `handle` is
 * decided before it (src/cli/open/guard.ts); what it passes on, here (bridgeMethods.ts). A server
 * that exits is said at once: each request it had not answered is answered with its exit, and
 * the page's event stream is told (serverExit.ts).
 */

export type BridgeEvents = {
  /** A line for the terminal: a server that ended by itself, a method refused. */
  onLog: (line: string) => void;
};

export type StdioBridge = {
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  /** Closes every session and stops every server it spawned. */
  close: () => Promise<void>;
  /** The pids of the servers running now. */
  pids: () => number[];
};

/**
 * Page sessions open at once, by default: each is a process, and a page has one (two for a
 * moment while it reloads). A client looping on `initialize` is refused past it.
 */
const MAX_SESSIONS = 8;

/** The most a request from the page may hold: the page's are a few hundred bytes. */
const MAX_REQUEST_BYTES = 1024 * 1024;

type Session = {
  http: StreamableHTTPServerTransport;
  child: CappedStdioTransport;
  id?: string;
  inflight: number;
  idle?: ReturnType<typeof setTimeout>;
  closing: boolean;
  stderr: string;
  /** The page's requests the server has not answered yet, by id, with their method. */
  pending: Map<RequestId, string>;
};

const answer = (res: ServerResponse, status: number, message: string) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }));
};

const readJson = (req: IncomingMessage): Promise<unknown> =>
  new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_REQUEST_BYTES) {
        reject(new Error(`the request is over ${MAX_REQUEST_BYTES} bytes`));
        req.destroy();
        return;
      }
      parts.push(chunk);
    });
    req.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(parts).toString('utf8')));
      } catch {
        reject(new Error('the request is not JSON'));
      }
    });
    req.on('error', reject);
  });

/** The page's messages in one POST body (one, or a batch). */
const messagesOf = (body: unknown): unknown[] => (Array.isArray(body) ? body : [body]);

/**
 * Refuses a POST holding a method the bridge does not pass: a request is answered with a
 * JSON-RPC error for its id, naming the method and why; anything else with HTTP 403.
 */
const refuseMethod = (res: ServerResponse, body: unknown, reason: string) => {
  const message = messagesOf(body)[0] as { id?: RequestId } | undefined;
  const id = !Array.isArray(body) && message?.id !== undefined ? message.id : null;
  res.writeHead(id === null ? 403 : 200, { 'Content-Type': 'application/json' });
  const error = { code: ErrorCode.MethodNotFound, message: `toollens open: refused: ${reason}` };
  res.end(JSON.stringify({ jsonrpc: '2.0', id, error }));
};

export const createStdioBridge = (
  commandLine: string,
  {
    graceMs,
    onLog,
    maxSessions = MAX_SESSIONS,
  }: BridgeEvents & {
    graceMs: number;
    maxSessions?: number;
  },
): StdioBridge => {
  const [command, ...args] = splitCommandLine(commandLine);
  if (command === undefined) throw new Error('toollens: --mcp needs a command to run, got nothing');
  const sessions = new Set<Session>();
  /** Requests that belong to no session yet (an initialize being answered). */
  let starting = 0;
  let closed = false;

  const end = async (session: Session) => {
    if (session.closing) return;
    session.closing = true;
    clearTimeout(session.idle);
    sessions.delete(session);
    await session.http.close().catch(() => {});
    await session.child.close().catch(() => {});
  };

  /** The server exited by itself: what it had not answered, and the page's stream, are told. */
  const exited = async (session: Session, exit: ServerExit) => {
    const said = `the stdio server (${commandLine}) ${exitWords(exit)}`;
    const data = { exit };
    for (const [id, method] of session.pending) {
      const error = {
        code: ErrorCode.ConnectionClosed,
        message: `${said} before answering ${method}`,
        data,
      };
      await session.http.send({ jsonrpc: '2.0', id, error }).catch(() => {});
    }
    session.pending.clear();
    await session.http
      .send({ jsonrpc: '2.0', method: SERVER_EXITED, params: data })
      .catch(() => {});
  };

  const track = (session: Session, res: ServerResponse) => {
    session.inflight += 1;
    clearTimeout(session.idle);
    res.once('close', () => {
      session.inflight -= 1;
      if (session.inflight > 0 || session.closing) return;
      session.idle = setTimeout(() => void end(session), graceMs);
    });
  };

  const open = async (): Promise<Session> => {
    const child = new CappedStdioTransport(
      { command, args, stderr: 'pipe', env: getDefaultEnvironment() },
      commandLine,
    );
    const session: Session = {
      child,
      http: new StreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        onsessioninitialized: (id) => {
          session.id = id;
        },
      }),
      inflight: 0,
      closing: false,
      stderr: '',
      pending: new Map(),
    };
    child.stderr?.on('data', (chunk: Buffer) => {
      session.stderr = (session.stderr + chunk.toString('utf8')).slice(-EXIT_STDERR_CHARS);
    });
    child.onmessage = (message: JSONRPCMessage) => {
      if ((isJSONRPCResponse(message) || isJSONRPCError(message)) && message.id !== undefined) {
        session.pending.delete(message.id);
      }
      void session.http.send(message).catch(() => {});
    };
    session.http.onmessage = (message) => {
      if (isJSONRPCRequest(message)) session.pending.set(message.id, message.method);
      void child.send(message).catch(() => {});
    };
    child.onclose = () => {
      if (session.closing || closed) return;
      const { code, signal } = child.exit ?? { code: null, signal: null };
      const exit = { code, signal, stderr: session.stderr.trim() };
      onLog(
        `toollens open: the stdio server (${commandLine}) ${exitWords(exit)}${exit.stderr ? `; its stderr:\n${exit.stderr}` : ''}`,
      );
      void exited(session, exit).finally(() => end(session));
    };
    await child.start();
    await session.http.start();
    sessions.add(session);
    onLog(`toollens open: started the stdio server (pid ${child.pid}) for a page session`);
    return session;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const id = req.headers['mcp-session-id'];
    if (id !== undefined) {
      const session = [...sessions].find((each) => each.id === id);
      if (!session) return answer(res, 404, 'toollens open: no such session (it ended)');
      if (req.method !== 'POST') {
        track(session, res);
        return session.http.handleRequest(req, res);
      }
      let body: unknown;
      try {
        body = await readJson(req);
      } catch (error) {
        return answer(res, 400, `toollens open: ${(error as Error).message}`);
      }
      const refused = messagesOf(body)
        .map(refusedByBridge)
        .find((reason) => reason !== undefined);
      if (refused !== undefined) {
        onLog(`toollens open: refused: ${refused}`);
        return refuseMethod(res, body, refused);
      }
      track(session, res);
      return session.http.handleRequest(req, res, body);
    }
    if (req.method !== 'POST') {
      return answer(res, 400, 'toollens open: no session; send initialize first');
    }
    starting += 1;
    try {
      let body: unknown;
      try {
        body = await readJson(req);
      } catch (error) {
        return answer(res, 400, `toollens open: ${(error as Error).message}`);
      }
      if (!isInitializeRequest(body)) {
        return answer(res, 400, 'toollens open: no session; send initialize first');
      }
      if (sessions.size + starting > maxSessions) {
        const reason = `toollens open: refused: ${maxSessions} page sessions are open already, the most at once`;
        onLog(reason);
        return answer(res, 429, reason);
      }
      let session: Session;
      try {
        session = await open();
      } catch (error) {
        const reason = `toollens open: cannot start "${command}" (from --mcp "${commandLine}"): ${(error as Error).message}`;
        onLog(reason);
        return answer(res, 502, reason);
      }
      track(session, res);
      await session.http.handleRequest(req, res, body);
    } finally {
      starting -= 1;
    }
  };

  return {
    handle,
    close: async () => {
      closed = true;
      await Promise.all([...sessions].map((session) => end(session)));
    },
    pids: () => [...sessions].flatMap((each) => (each.child.pid === null ? [] : [each.child.pid])),
  };
};
