import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { BRIDGE_PATH, LAUNCH_PATH } from '../../mcp/launch';
import { bridgeHeaders, INITIALIZE, openHarness, send } from '../../test/mcp/openHarness';
import { SAFE_HEADERS } from './staticFiles';

/**
 * The rest of what a security pass on `toollens open` tried and saw refused, kept refused:
 * `Origin: null`, simple cross-site requests, a WebSocket upgrade, framing, a URL past the
 * header limit, 200 initializes at once, and headers sent a byte at a time (slowloris).
 * The token, Origin, Host and path refusals are in openRefusals.test.ts.
 */

const harness = openHarness();
const { start } = harness;

/** A raw request's status line and headers, as the server wrote them. */
const raw = (port: number, text: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString();
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.setTimeout(5_000, () => socket.destroy());
  });

describe('toollens open: the rest of the security pass', () => {
  it('refuses Origin: null (a sandboxed frame, a data: page) with the token', async () => {
    const started = await start();
    const answer = await send(
      started.server.port,
      BRIDGE_PATH,
      { ...bridgeHeaders(started), Origin: 'null' },
      'POST',
      INITIALIZE,
    );
    expect(answer.status).toBe(403);
    expect(answer.text).toContain('Origin "null" is not the app\'s own');
    expect(started.server.bridge?.pids()).toEqual([]);
  });

  it('refuses a simple cross-site request (text/plain POST, a form, a script tag)', async () => {
    const { server } = await start();
    const host = { Host: `127.0.0.1:${server.port}` };
    const form = { ...host, 'Content-Type': 'text/plain', Origin: 'http://evil.example' };
    expect((await send(server.port, BRIDGE_PATH, form, 'POST', INITIALIZE)).status).toBe(403);
    // Without Origin (not a browser's cross-site request) it still wants the token.
    const plain = { ...host, 'Content-Type': 'text/plain' };
    expect((await send(server.port, BRIDGE_PATH, plain, 'POST', INITIALIZE)).status).toBe(401);
    // A <script src> of the launch document: the browser marks it cross-site.
    const script = { ...host, 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Dest': 'script' };
    expect((await send(server.port, LAUNCH_PATH, script)).status).toBe(403);
    expect(server.bridge?.pids()).toEqual([]);
  });

  it('never switches to a WebSocket, with or without the token', async () => {
    const started = await start();
    const { server, token } = started;
    const upgrade = (path: string, auth: string) =>
      raw(
        server.port,
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n${auth}\r\n`,
      );
    for (const answer of [
      await upgrade(BRIDGE_PATH, ''),
      await upgrade(BRIDGE_PATH, `Authorization: Bearer ${token}\r\n`),
      await upgrade('/', ''),
    ]) {
      expect(answer).toMatch(/^HTTP\/1\.1 400/);
      expect(answer).toContain('toollens open: refused: no WebSocket is served here');
    }
    expect(server.bridge?.pids()).toEqual([]);
  });

  it('sends the framing and isolation headers on every answer, refusals and 404s too', async () => {
    const { server } = await start();
    const host = { Host: `127.0.0.1:${server.port}` };
    for (const [path, headers] of [
      ['/', host],
      ['/no-such-file.js', host],
      [LAUNCH_PATH, host],
      ['/', { Host: 'attacker.example' }],
    ] as const) {
      const answer = await raw(
        server.port,
        `GET ${path} HTTP/1.1\r\nHost: ${headers.Host}\r\nConnection: close\r\n\r\n`,
      );
      for (const [name, value] of Object.entries(SAFE_HEADERS)) {
        expect(answer.toLowerCase(), `${path} ${name}`).toContain(
          `${name.toLowerCase()}: ${value.toLowerCase()}`,
        );
      }
    }
  });

  it('answers a URL past the header limit with 431, and serves nothing', async () => {
    const { server } = await start();
    const long = `/${'a'.repeat(100_000)}`;
    const answer = await raw(
      server.port,
      `GET ${long} HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431/);
  });

  it('200 initializes at once start at most 8 servers; the rest are refused 429', async () => {
    const started = await start();
    const { server } = started;
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        send(server.port, BRIDGE_PATH, bridgeHeaders(started), 'POST', INITIALIZE).catch(() => ({
          status: 0,
          text: '',
        })),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(8);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(192);
    expect(server.bridge?.pids().length).toBeLessThanOrEqual(8);
  }, 60_000);

  it('cuts off headers sent a byte at a time (slowloris)', async () => {
    const { server } = await start(60_000, { headersTimeoutMs: 500 });
    const began = Date.now();
    const closed = await new Promise<boolean>((resolve) => {
      const socket = connect(server.port, '127.0.0.1', () => {
        socket.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n`);
        const drip = setInterval(() => socket.write('X-Slow: 1\r\n'), 100);
        socket.on('close', () => {
          clearInterval(drip);
          resolve(true);
        });
        socket.on('error', () => {});
        setTimeout(() => {
          clearInterval(drip);
          resolve(false);
          socket.destroy();
        }, 10_000);
      });
    });
    expect(closed).toBe(true);
    expect(Date.now() - began).toBeLessThan(5_000);
  });
});
