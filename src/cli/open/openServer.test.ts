import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BRIDGE_PATH, LAUNCH_FRAGMENT, LAUNCH_PATH } from '../../mcp/launch';
import { bundleFileStdio, fileStdioCommand, writeTools } from '../../test/mcp/fileStdioBundle';
import { type OpenServer, startOpenServer } from './openServer';

/**
 * `toollens open`'s server over real HTTP on loopback: who is refused (no token, another
 * Origin, a forged Host), with nothing spawned; that a right request gets the stdio server's
 * handshake; and that its server stops when the page leaves.
 */

const dir = mkdtempSync(join(tmpdir(), 'toollens-open-'));
const dist = join(dir, 'dist');
mkdirSync(dist);
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>toollens</title>');
writeFileSync(join(dir, 'secret.txt'), 'not the app');
const toolsFile = join(dir, 'tools.json');
const TOOLS = [
  { name: 'make_invoice', description: 'Create an invoice.', inputSchema: { type: 'object' } },
];

let open: OpenServer | undefined;
let logged: string[] = [];
beforeAll(() => {
  bundleFileStdio();
});
afterEach(async () => {
  await open?.close();
  open = undefined;
});

const start = async (graceMs = 60_000, maxSessions?: number) => {
  writeTools(toolsFile, TOOLS);
  logged = [];
  open = await startOpenServer({
    dist,
    launch: { catalog: { name: 'tools.json', text: '[]' } },
    mcp: fileStdioCommand(toolsFile),
    port: 0,
    graceMs,
    log: (line) => logged.push(line),
    ...(maxSessions === undefined ? {} : { maxSessions }),
  });
  return { server: open, token: open.url.split(LAUNCH_FRAGMENT)[1] as string };
};

/** A raw request through node:http, which (unlike fetch) sends the Host it is given. */
const send = (
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

const INITIALIZE = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: {
    protocolVersion: '2025-06-18',
    capabilities: {},
    clientInfo: { name: 't', version: '1' },
  },
});
const POST_HEADERS = {
  'Content-Type': 'application/json',
  Accept: 'application/json, text/event-stream',
};

const connect = (server: OpenServer, headers: Record<string, string>) => {
  const client = new Client({ name: 'toollens-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(
    new URL(BRIDGE_PATH, `http://127.0.0.1:${server.port}`),
    { requestInit: { headers } },
  );
  return { client, connected: client.connect(transport) };
};

describe('toollens open: who is refused', () => {
  it('binds 127.0.0.1 alone, and prints the token only in the fragment', async () => {
    const { server, token } = await start();
    expect(server.url).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:${server.port}/#${LAUNCH_FRAGMENT}`),
    );
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    await expect(
      new Promise((resolve, reject) => {
        const req = request({ host: '::1', port: server.port, path: '/' }, resolve);
        req.on('error', reject);
        req.end();
      }),
    ).rejects.toThrow(/ECONNREFUSED|EADDRNOTAVAIL/);
  });

  it('without the token: refused, and nothing is spawned', async () => {
    const { server } = await start();
    const host = { Host: `127.0.0.1:${server.port}` };
    const launch = await send(server.port, LAUNCH_PATH, host);
    expect(launch.status).toBe(401);
    expect(launch.text).toContain('toollens open: refused: no token');
    const wrong = await send(
      server.port,
      BRIDGE_PATH,
      { ...host, ...POST_HEADERS, Authorization: 'Bearer x'.padEnd(50, 'x') },
      'POST',
      INITIALIZE,
    );
    expect(wrong.status).toBe(401);
    expect(wrong.text).toContain("the token is not this run's");
    const { connected } = connect(server, {});
    await expect(connected).rejects.toThrow(/refused: no token/);
    expect(server.bridge?.pids()).toEqual([]);
    expect(logged.join('\n')).not.toContain('started the stdio server');
  });

  it('with the token from another Origin: refused, and nothing is spawned', async () => {
    const { server, token } = await start();
    const headers = {
      ...POST_HEADERS,
      Host: `127.0.0.1:${server.port}`,
      Origin: 'http://evil.example',
      Authorization: `Bearer ${token}`,
    };
    const answer = await send(server.port, BRIDGE_PATH, headers, 'POST', INITIALIZE);
    expect(answer.status).toBe(403);
    expect(answer.text).toBe(
      `toollens open: refused: Origin "http://evil.example" is not the app's own (http://127.0.0.1:${server.port})\n`,
    );
    // A preflight is refused the same way, and a cross-site fetch the browser marks so.
    expect((await send(server.port, BRIDGE_PATH, headers, 'OPTIONS')).status).toBe(403);
    const marked = {
      ...headers,
      Origin: `http://127.0.0.1:${server.port}`,
      'Sec-Fetch-Site': 'cross-site',
    };
    expect((await send(server.port, LAUNCH_PATH, marked)).status).toBe(403);
    expect(server.bridge?.pids()).toEqual([]);
  });

  it('with the token and a forged Host (DNS rebinding): refused, the app files too', async () => {
    const { server, token } = await start();
    const rebound = { Host: `attacker.example:${server.port}`, Authorization: `Bearer ${token}` };
    const answer = await send(
      server.port,
      BRIDGE_PATH,
      { ...rebound, ...POST_HEADERS },
      'POST',
      INITIALIZE,
    );
    expect(answer.status).toBe(421);
    expect(answer.text).toContain(
      `Host "attacker.example:${server.port}" is not 127.0.0.1:${server.port} or localhost:${server.port}`,
    );
    expect((await send(server.port, '/', rebound)).status).toBe(421);
    expect((await send(server.port, '/', { Host: `127.0.0.1:${server.port + 1}` })).status).toBe(
      421,
    );
    expect(server.bridge?.pids()).toEqual([]);
    expect(logged.every((line) => !line.includes(token))).toBe(true);
  });

  it('serves nothing outside the app', async () => {
    const { server } = await start();
    const host = { Host: `localhost:${server.port}` };
    expect((await send(server.port, '/', host)).text).toContain('<title>toollens</title>');
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt']) {
      expect((await send(server.port, path, host)).status, path).toBe(404);
    }
  });
});

describe('toollens open: the bridge', () => {
  it('with the token, the Host and the Origin right: the handshake answers, and tools/list', async () => {
    const { server, token } = await start();
    const { client, connected } = connect(server, {
      Authorization: `Bearer ${token}`,
      Origin: `http://127.0.0.1:${server.port}`,
    });
    await connected;
    expect(client.getServerVersion()).toEqual({ name: 'toollens-file', version: '1.0.0' });
    expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(['make_invoice']);
    expect(server.bridge?.pids()).toHaveLength(1);
    const launch = await send(server.port, LAUNCH_PATH, {
      Host: `127.0.0.1:${server.port}`,
      Authorization: `Bearer ${token}`,
    });
    expect(JSON.parse(launch.text)).toEqual({ catalog: { name: 'tools.json', text: '[]' } });
    await client.close();
  });

  it('when the page has left for the grace, its server is stopped and the server says so', async () => {
    const { server, token } = await start(200);
    const { client, connected } = connect(server, { Authorization: `Bearer ${token}` });
    await connected;
    const [pid] = server.bridge?.pids() ?? [];
    expect(pid).toBeGreaterThan(0);
    await client.close();
    await server.left;
    await expect.poll(() => alive(pid as number), { timeout: 5_000 }).toBe(false);
  });

  it('past the most page sessions at once, an initialize is refused and spawns nothing', async () => {
    const { server, token } = await start(60_000, 1);
    const { client, connected } = connect(server, { Authorization: `Bearer ${token}` });
    await connected;
    const headers = {
      ...POST_HEADERS,
      Host: `127.0.0.1:${server.port}`,
      Authorization: `Bearer ${token}`,
    };
    const second = await send(server.port, BRIDGE_PATH, headers, 'POST', INITIALIZE);
    expect(second.status).toBe(429);
    expect(second.text).toContain('1 page sessions are open already');
    expect(server.bridge?.pids()).toHaveLength(1);
    await client.close();
  });

  it('a command that cannot start is answered 502, naming it, and said on the terminal', async () => {
    writeTools(toolsFile, TOOLS);
    logged = [];
    open = await startOpenServer({
      dist,
      launch: {},
      mcp: 'toollens-no-such-command --stdio',
      port: 0,
      graceMs: 60_000,
      log: (line) => logged.push(line),
    });
    const token = open.url.split(LAUNCH_FRAGMENT)[1] as string;
    const headers = {
      ...POST_HEADERS,
      Host: `127.0.0.1:${open.port}`,
      Authorization: `Bearer ${token}`,
    };
    const answer = await send(open.port, BRIDGE_PATH, headers, 'POST', INITIALIZE);
    expect(answer.status).toBe(502);
    expect(answer.text).toContain('cannot start \\"toollens-no-such-command\\"');
    expect(logged.join('\n')).toContain('toollens open: cannot start "toollens-no-such-command"');
  });

  it('a stdio server that exits is reported with its exit code and stderr', async () => {
    const { server, token } = await start();
    const { connected } = connect(server, { Authorization: `Bearer ${token}` });
    await connected;
    writeTools(toolsFile, { exit: 3 });
    await expect
      .poll(() => logged.join('\n'), { timeout: 5_000 })
      .toMatch(/the stdio server \(.*\) exited with code 3; its stderr:\nready\nexiting/);
    expect(server.bridge?.pids()).toEqual([]);
  });
});

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
