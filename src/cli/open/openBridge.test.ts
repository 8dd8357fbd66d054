import { describe, expect, it } from 'vitest';
import { BRIDGE_PATH, LAUNCH_PATH } from '../../mcp/launch';
import { writeTools } from '../../test/mcp/fileStdioBundle';
import {
  bridgeHeaders,
  connectBridge,
  INITIALIZE,
  openHarness,
  send,
  TOOLS_FILE,
} from '../../test/mcp/openHarness';
import { alive } from '../../test/mcp/servers';

/**
 * `toollens open`'s stdio bridge over real HTTP on loopback: the handshake when all is right,
 * its limits, and its server's end (the page gone for the grace, the server's own exit).
 */

const harness = openHarness();
const { start } = harness;

describe('toollens open: the bridge', () => {
  it('with the token, the Host and the Origin right: the handshake answers, and tools/list', async () => {
    const { server, token } = await start();
    const { client, connected } = connectBridge(server, {
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

  it("when the page's connection has been gone for the grace, its server is stopped", async () => {
    const { server, token } = await start(200);
    const { client, connected } = connectBridge(server, { Authorization: `Bearer ${token}` });
    await connected;
    const [pid] = server.bridge?.pids() ?? [];
    expect(pid).toBeGreaterThan(0);
    await client.close();
    await expect.poll(() => alive(pid as number), { timeout: 5_000 }).toBe(false);
    expect(server.bridge?.pids()).toEqual([]);
  });

  it('past the most page sessions at once, an initialize is refused and spawns nothing', async () => {
    const { server, token } = await start(60_000, { maxSessions: 1 });
    const { client, connected } = connectBridge(server, { Authorization: `Bearer ${token}` });
    await connected;
    const headers = bridgeHeaders({ server, token });
    const second = await send(server.port, BRIDGE_PATH, headers, 'POST', INITIALIZE);
    expect(second.status).toBe(429);
    expect(second.text).toContain('1 page sessions are open already');
    expect(server.bridge?.pids()).toHaveLength(1);
    await client.close();
  });

  it('a sessionless POST over 1 MB, or one that is no initialize, is refused before any spawn', async () => {
    const { server, token } = await start();
    const headers = bridgeHeaders({ server, token });
    const big = await send(
      server.port,
      BRIDGE_PATH,
      headers,
      'POST',
      `"${'x'.repeat(2 * 1024 * 1024)}"`,
    ).catch((error: Error) => ({ status: 0, text: error.message }));
    // Answered 400 or cut off mid-upload: either way nothing ran.
    expect([0, 400]).toContain(big.status);
    const list = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    const notInit = await send(server.port, BRIDGE_PATH, headers, 'POST', list);
    expect(notInit.status).toBe(400);
    expect(notInit.text).toContain('no session; send initialize first');
    expect(
      (await send(server.port, '/', { Host: `127.0.0.1:${server.port}` }, 'POST', 'x')).status,
    ).toBe(405);
    expect(server.bridge?.pids()).toEqual([]);
  });

  it('a command that cannot start is answered 502, naming it, and said on the terminal', async () => {
    const { server, token } = await start(60_000, { mcp: 'toollens-no-such-command --stdio' });
    const headers = bridgeHeaders({ server, token });
    const answer = await send(server.port, BRIDGE_PATH, headers, 'POST', INITIALIZE);
    expect(answer.status).toBe(502);
    expect(answer.text).toContain('cannot start \\"toollens-no-such-command\\"');
    expect(harness.logged.join('\n')).toContain(
      'toollens open: cannot start "toollens-no-such-command"',
    );
  });

  it('a stdio server that exits is reported with its exit code and stderr', async () => {
    const { server, token } = await start();
    const { connected } = connectBridge(server, { Authorization: `Bearer ${token}` });
    await connected;
    writeTools(TOOLS_FILE, { exit: 3 });
    await expect
      .poll(() => harness.logged.join('\n'), { timeout: 5_000 })
      .toMatch(/the stdio server \(.*\) exited with code 3; its stderr:\nready\nexiting/);
    expect(server.bridge?.pids()).toEqual([]);
  });
});
