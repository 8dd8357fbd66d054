import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { BRIDGE_PATH, LAUNCH_FRAGMENT, LAUNCH_PATH } from '../../mcp/launch';
import {
  connectBridge,
  INITIALIZE,
  openHarness,
  POST_HEADERS,
  send,
} from '../../test/mcp/openHarness';

/**
 * `toollens open`'s refusals over real HTTP on loopback: no token, another Origin, a forged
 * Host, each refused with its status and reason and nothing spawned; nothing outside the app.
 */

const harness = openHarness();
const { start } = harness;

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
    const { connected } = connectBridge(server, {});
    await expect(connected).rejects.toThrow(/refused: no token/);
    expect(server.bridge?.pids()).toEqual([]);
    expect(harness.logged.join('\n')).not.toContain('started the stdio server');
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
    expect(harness.logged.every((line) => !line.includes(token))).toBe(true);
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
