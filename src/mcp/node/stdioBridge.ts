import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getDefaultEnvironment } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { isInitializeRequest, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { splitCommandLine } from '../commandLine';
import { CappedStdioTransport } from './cappedStdio';

/**
 * A stdio MCP server served as Streamable HTTP: each session (an `initialize` without a session
 * id) spawns its own server and relays JSON-RPC both ways through the SDK's own transports, so
 * a page connects to it as to any HTTP server and a reload starts a fresh handshake on a fresh
 * process. A session whose requests and event stream have all ended is given `graceMs` for the
 * page to come back (a reload), then closed and its server stopped. Who may call `handle` is
 * decided before it (src/cli/open/guard.ts).
 */

export type BridgeEvents = {
  /** A line for the terminal: a server that ended by itself, with its exit and stderr's tail. */
  onLog: (line: string) => void;
  /** The last session was closed for being idle, and nothing else is in flight: the page left. */
  onIdle: () => void;
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
export const MAX_SESSIONS = 8;

/** How much of a server's stderr the line on its exit keeps (its end). */
const STDERR_KEPT = 2000;
/** The most an `initialize` request may hold: it is a few hundred bytes. */
const MAX_INITIALIZE_BYTES = 1024 * 1024;

type Session = {
  http: StreamableHTTPServerTransport;
  child: CappedStdioTransport;
  id?: string;
  inflight: number;
  idle?: ReturnType<typeof setTimeout>;
  closing: boolean;
  stderr: string;
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
      if (size > MAX_INITIALIZE_BYTES) {
        reject(new Error(`the request is over ${MAX_INITIALIZE_BYTES} bytes`));
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

export const createStdioBridge = (
  commandLine: string,
  {
    graceMs,
    onLog,
    onIdle,
    maxSessions = MAX_SESSIONS,
  }: BridgeEvents & { graceMs: number; maxSessions?: number },
): StdioBridge => {
  const [command, ...args] = splitCommandLine(commandLine);
  if (command === undefined) throw new Error('toollens: --mcp needs a command to run, got nothing');
  const sessions = new Set<Session>();
  /** Requests that belong to no session yet (an initialize being answered). */
  let starting = 0;
  let closed = false;

  const end = async (session: Session, idle: boolean) => {
    if (session.closing) return;
    session.closing = true;
    clearTimeout(session.idle);
    sessions.delete(session);
    await session.http.close().catch(() => {});
    await session.child.close().catch(() => {});
    if (idle && !closed && sessions.size === 0 && starting === 0) onIdle();
  };

  const track = (session: Session, res: ServerResponse) => {
    session.inflight += 1;
    clearTimeout(session.idle);
    res.once('close', () => {
      session.inflight -= 1;
      if (session.inflight > 0 || session.closing) return;
      session.idle = setTimeout(() => void end(session, true), graceMs);
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
    };
    child.stderr?.on('data', (chunk: Buffer) => {
      session.stderr = (session.stderr + chunk.toString('utf8')).slice(-STDERR_KEPT);
    });
    child.onmessage = (message: JSONRPCMessage) => {
      void session.http.send(message).catch(() => {});
    };
    session.http.onmessage = (message) => {
      void child.send(message).catch(() => {});
    };
    child.onclose = () => {
      if (session.closing || closed) return;
      const { code, signal } = child.exit ?? { code: null, signal: null };
      const how = signal ? `was ended by ${signal}` : `exited with code ${code}`;
      const tail = session.stderr.trim();
      onLog(
        `toollens open: the stdio server (${commandLine}) ${how}${tail ? `; its stderr:\n${tail}` : ''}`,
      );
      void end(session, false);
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
      track(session, res);
      return session.http.handleRequest(req, res);
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
      await Promise.all([...sessions].map((session) => end(session, false)));
    },
    pids: () => [...sessions].flatMap((each) => (each.child.pid === null ? [] : [each.child.pid])),
  };
};
