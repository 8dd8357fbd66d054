import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BRIDGE_PATH, LAUNCH_FRAGMENT, LAUNCH_PATH, type LaunchDocument } from '../../mcp/launch';
import { createStdioBridge, type StdioBridge } from '../../mcp/node/stdioBridge';
import { type Refusal, refuseOrigin, refuseToken } from './guard';
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
  /** How long a page may be gone (a reload) before its stdio server is stopped. */
  graceMs: number;
  /** Lines for the terminal's stderr: refusals, a server that ended. Never holds the token. */
  log: (line: string) => void;
  /** Page sessions at once (the bridge's MAX_SESSIONS by default). */
  maxSessions?: number;
};

export type OpenServer = {
  /** The address to open, with the token in its fragment. */
  url: string;
  port: number;
  /** Resolves when the page has left (the bridge's last session ended idle). */
  left: Promise<void>;
  bridge: StdioBridge | undefined;
  close: () => Promise<void>;
};

/** The token's bytes: 256 bits, well past the 128 that make guessing hopeless. */
const TOKEN_BYTES = 32;

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
  const bridge =
    options.mcp === undefined
      ? undefined
      : createStdioBridge(options.mcp, {
          graceMs: options.graceMs,
          onLog: options.log,
          onIdle: () => leave(),
          ...(options.maxSessions === undefined ? {} : { maxSessions: options.maxSessions }),
        });
  let port = options.port;

  const route = async (req: IncomingMessage, res: ServerResponse) => {
    const pathname = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    const refusal =
      refuseOrigin(req.headers, port) ??
      (pathname === LAUNCH_PATH || pathname === BRIDGE_PATH
        ? refuseToken(req.headers, token)
        : undefined);
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
    if (pathname === LAUNCH_PATH) {
      res.writeHead(200, { ...SAFE_HEADERS, 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(options.launch));
      return;
    }
    serveFile(options.dist, pathname, res);
  };

  const server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      options.log(`toollens open: ${req.method} ${req.url}: ${(error as Error).message}`);
      if (!res.headersSent) refuse(res, { status: 500, reason: 'toollens open: internal error' });
      else res.destroy();
    });
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
      await bridge?.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
