import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import {
  BRIDGE_PATH,
  LAUNCH_FRAGMENT,
  LAUNCH_PATH,
  type LaunchDocument,
  PRESENCE_PATH,
} from '../../mcp/launch';
import { createStdioBridge, type StdioBridge } from '../../mcp/node/stdioBridge';
import { type Refusal, refuseOrigin, refuseToken } from './guard';
import { pagePresence } from './presence';
import { SAFE_HEADERS, serveFile } from './staticFiles';

/**
 * `toollens open`'s server: on 127.0.0.1 only, the built app, the launch document and (with
 * `--mcp`) the stdio bridge, every request checked first (guard.ts). The token is this run's
 * alone (128 bits from crypto.randomBytes) and is printed only inside the URL's fragment.
 */

export type OpenServerOptions = {
  dist: string;
  launch: LaunchDocument;
  /** The stdio server to bridge (`--mcp`), if any. */
  mcp?: string;
  /** 0 for a free port. */
  port: number;
  /**
   * How long a page may be gone (a reload) before its stdio server is stopped, and before the
   * command ends once every page it opened has gone.
   */
  graceMs: number;
  /** Lines for the terminal's stderr: refusals, a server that ended. Never holds the token. */
  log: (line: string) => void;
  /** Page sessions at once (the bridge's MAX_SESSIONS by default). */
  maxSessions?: number;
  /** How long a request's headers may take to arrive (slowloris); HEADERS_TIMEOUT_MS by default. */
  headersTimeoutMs?: number;
};

export type OpenServer = {
  /** The address to open, with the token in its fragment. */
  url: string;
  port: number;
  /**
   * Resolves when every page has left: the last one's presence request ended and none came
   * back within the grace (presence.ts).
   */
  left: Promise<void>;
  bridge: StdioBridge | undefined;
  close: () => Promise<void>;
};

/** The token's bytes: 256 bits, well past the 128 that make guessing hopeless. */
const TOKEN_BYTES = 32;

/**
 * How long a request's headers may take: a client that sends them a byte at a time (slowloris)
 * is cut off here, not after Node's minute. A page's requests send theirs at once.
 */
const HEADERS_TIMEOUT_MS = 10_000;

const refuse = (res: ServerResponse, refusal: Refusal) => {
  res.writeHead(refusal.status, { ...SAFE_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(`${refusal.reason}\n`);
};

export const startOpenServer = async (options: OpenServerOptions): Promise<OpenServer> => {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  let leave = () => {};
  const left = new Promise<void>((resolve) => {
    leave = resolve;
  });
  const presence = pagePresence({ graceMs: options.graceMs, onLeft: () => leave() });
  const bridge =
    options.mcp === undefined
      ? undefined
      : createStdioBridge(options.mcp, {
          graceMs: options.graceMs,
          onLog: options.log,
          ...(options.maxSessions === undefined ? {} : { maxSessions: options.maxSessions }),
        });
  const guarded = [LAUNCH_PATH, BRIDGE_PATH, PRESENCE_PATH];
  let port = options.port;

  const route = async (req: IncomingMessage, res: ServerResponse) => {
    const pathname = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    const refusal =
      refuseOrigin(req.headers, port) ??
      (guarded.includes(pathname) ? refuseToken(req.headers, token) : undefined);
    if (refusal) {
      options.log(`${refusal.reason} (${req.method} ${pathname})`);
      return refuse(res, refusal);
    }
    if (pathname === BRIDGE_PATH) {
      if (!bridge) return refuse(res, { status: 404, reason: 'toollens open: no --mcp server' });
      return bridge.handle(req, res);
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return refuse(res, { status: 405, reason: `toollens open: ${req.method} is not served` });
    }
    if (pathname === PRESENCE_PATH) return presence.hold(req, res);
    if (pathname === LAUNCH_PATH) {
      res.writeHead(200, { ...SAFE_HEADERS, 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(options.launch));
      return;
    }
    serveFile(options.dist, pathname, res);
  };

  const headersTimeout = options.headersTimeoutMs ?? HEADERS_TIMEOUT_MS;
  const server = createServer(
    {
      headersTimeout,
      requestTimeout: 3 * headersTimeout,
      // How often Node checks those timeouts (30 s by default).
      connectionsCheckingInterval: Math.min(1_000, headersTimeout / 2),
    },
    (req, res) => {
      route(req, res).catch((error: unknown) => {
        options.log(`toollens open: ${req.method} ${req.url}: ${(error as Error).message}`);
        if (!res.headersSent) refuse(res, { status: 500, reason: 'toollens open: internal error' });
        else res.destroy();
      });
    },
  );
  // No route speaks WebSocket: an upgrade is answered and the socket closed, never left open.
  server.on('upgrade', (req: IncomingMessage, socket: Duplex) => {
    const reason = 'toollens open: refused: no WebSocket is served here';
    options.log(
      `${reason} (${req.method} ${new URL(req.url ?? '/', 'http://127.0.0.1').pathname})`,
    );
    const headers = Object.entries(SAFE_HEADERS).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.end(
      `HTTP/1.1 400 Bad Request\r\nConnection: close\r\n${headers.join('')}\r\n${reason}\n`,
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/#${LAUNCH_FRAGMENT}${token}`,
    port,
    left,
    bridge,
    close: async () => {
      presence.close();
      await bridge?.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
