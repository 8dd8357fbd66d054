import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterEach, beforeAll } from 'vitest';
import { type OpenServer, startOpenServer } from '../../cli/open/openServer';
import { BRIDGE_PATH, LAUNCH_FRAGMENT, PRESENCE_PATH } from '../../mcp/launch';
import { bundleFileStdio, fileStdioCommand, writeTools } from './fileStdioBundle';

/**
 * `toollens open`'s server started in the test's process on a stand-in dist/, bridging
 * fileStdio.ts (bundled first: bundleFileStdio), with raw requests through node:http, which
 * (unlike fetch) sends the Host it is given.
 */

const dir = mkdtempSync(join(tmpdir(), 'toollens-open-'));
const DIST = join(dir, 'dist');
mkdirSync(DIST);
writeFileSync(join(DIST, 'index.html'), '<!doctype html><title>toollens</title>');
writeFileSync(join(dir, 'secret.txt'), 'not the app');
export const TOOLS_FILE = join(dir, 'tools.json');
const TOOLS = [
  { name: 'make_invoice', description: 'Create an invoice.', inputSchema: { type: 'object' } },
];

export type Started = { server: OpenServer; token: string };

/**
 * One server at a time, for a Vitest file: `start` opens it (tools reset, log emptied), and it
 * is closed after each test; fileStdio is bundled before the first.
 */
export const openHarness = () => {
  let open: OpenServer | undefined;
  const logged: string[] = [];
  const start = async (
    graceMs = 60_000,
    {
      maxSessions,
      mcp,
      headersTimeoutMs,
    }: { maxSessions?: number; mcp?: string; headersTimeoutMs?: number } = {},
  ): Promise<Started> => {
    writeTools(TOOLS_FILE, TOOLS);
    logged.length = 0;
    open = await startOpenServer({
      dist: DIST,
      launch: { catalog: { name: 'tools.json', text: '[]' } },
      mcp: mcp ?? fileStdioCommand(TOOLS_FILE),
      port: 0,
      graceMs,
      log: (line) => logged.push(line),
      ...(maxSessions === undefined ? {} : { maxSessions }),
      ...(headersTimeoutMs === undefined ? {} : { headersTimeoutMs }),
    });
    return { server: open, token: open.url.split(LAUNCH_FRAGMENT)[1] as string };
  };
  beforeAll(() => {
    bundleFileStdio();
  });
  afterEach(async () => {
    await open?.close();
    open = undefined;
  });
  return { start, logged };
};

/** A right request's headers to the bridge: the Host, the token, what the SDK's POSTs accept. */
export const bridgeHeaders = ({ server, token }: Started): Record<string, string> => ({
  ...POST_HEADERS,
  Host: `127.0.0.1:${server.port}`,
  Authorization: `Bearer ${token}`,
});

export const send = (
  port: number,
  path: string,
  headers: Record<string, string>,
  method = 'GET',
  body?: string,
): Promise<{ status: number; text: string }> =>
  new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end(body);
  });

export const INITIALIZE = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: {
    protocolVersion: '2025-06-18',
    capabilities: {},
    clientInfo: { name: 't', version: '1' },
  },
});

export const POST_HEADERS = {
  'Content-Type': 'application/json',
  Accept: 'application/json, text/event-stream',
};

/**
 * A page's presence held open as the page holds it (a GET with the token, read until it ends):
 * `first` resolves with the status once the answer starts, `ended` when the command ends it,
 * and `leave()` closes it as a closing tab does.
 */
export const holdPresence = ({ server, token }: Started) => {
  let leave = () => {};
  let ended = () => {};
  const done = new Promise<void>((resolve) => {
    ended = resolve;
  });
  const first = new Promise<number>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: server.port,
        path: PRESENCE_PATH,
        headers: { Host: `127.0.0.1:${server.port}`, Authorization: `Bearer ${token}` },
      },
      (res) => {
        resolve(res.statusCode ?? 0);
        res.on('data', () => {});
        res.on('close', ended);
      },
    );
    req.on('error', (error) => {
      ended();
      reject(error);
    });
    req.end();
    leave = () => req.destroy();
  });
  return { first, ended: done, leave: () => leave() };
};

/** The SDK's own client on the bridge of `server` (or at `base`), with `headers` on every request. */
export const connectBridge = (server: OpenServer | string, headers: Record<string, string>) => {
  const base = typeof server === 'string' ? server : `http://127.0.0.1:${server.port}`;
  const client = new Client({ name: 'toollens-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(BRIDGE_PATH, base), {
    requestInit: { headers },
  });
  return { client, connected: client.connect(transport) };
};
