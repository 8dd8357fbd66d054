import { describe, expect, it } from 'vitest';
import { classifyError } from '../../mcp';
import { BRIDGE_PATH } from '../../mcp/launch';
import { writeTools } from '../../test/mcp/fileStdioBundle';
import {
  bridgeHeaders,
  connectBridge,
  holdPresence,
  openHarness,
  send,
  TOOLS_FILE,
} from '../../test/mcp/openHarness';
import { alive } from '../../test/mcp/servers';

/**
 * How long `toollens open` lives, and what a server's end looks like from the page: the command
 * stays while a page is here, whatever became of the page's server connection; a server that
 * dies mid-answer is said as an exit at once.
 */

const harness = openHarness();
const { start } = harness;

/** Whether `promise` has settled within `ms`. */
const settled = (promise: Promise<unknown>, ms: number) =>
  Promise.race([
    promise.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);

describe('toollens open: how long it lives', () => {
  it('a page that dropped its server (a refused list) keeps the command up while it is here', async () => {
    const started = await start(150);
    const { server, token } = started;
    const page = holdPresence(started);
    expect(await page.first).toBe(200);
    const { client, connected } = connectBridge(server, { Authorization: `Bearer ${token}` });
    await connected;
    const [pid] = server.bridge?.pids() ?? [];
    // The page refuses the list and closes its connection: the server is stopped after the
    // grace, as before, but the page is still here, so the command is not done.
    await client.close();
    await expect.poll(() => alive(pid as number), { timeout: 5_000 }).toBe(false);
    expect(await settled(server.left, 600)).toBe(false);
    // Its files are still served, for the panels the page loads later.
    expect((await send(server.port, '/', { Host: `127.0.0.1:${server.port}` })).status).toBe(200);
    // The tab closes: after the grace with no page back, the command is done.
    page.leave();
    expect(await settled(server.left, 3_000)).toBe(true);
  });

  it('a reload (the page back within the grace) does not end it; before any page, nothing has left', async () => {
    const started = await start(400);
    const { server } = started;
    expect(await settled(server.left, 600)).toBe(false);
    const first = holdPresence(started);
    await first.first;
    first.leave();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const again = holdPresence(started);
    await again.first;
    expect(await settled(server.left, 800)).toBe(false);
    again.leave();
    expect(await settled(server.left, 3_000)).toBe(true);
  });

  it('the presence wants the token, as the launch document does', async () => {
    const { server } = await start();
    const answer = await send(server.port, '/toollens-open/presence', {
      Host: `127.0.0.1:${server.port}`,
    });
    expect(answer.status).toBe(401);
  });
});

describe('toollens open: a server that dies mid-answer', () => {
  it('answers the pending tools/list with its exit at once, not a timeout', async () => {
    const started = await start();
    const { server, token } = started;
    const { client, connected } = connectBridge(server, { Authorization: `Bearer ${token}` });
    await connected;
    writeTools(TOOLS_FILE, { halfList: 3 });
    const began = Date.now();
    const failure = await client.listTools(undefined, { timeout: 15_000 }).catch((e) => e);
    expect(Date.now() - began).toBeLessThan(5_000);
    const error = classifyError(failure, 'the server');
    expect(error.kind).toBe('closed');
    expect(error.message).toBe(
      'the server exited with code 3; its stderr ends: "ready / cut mid-answer"',
    );
    await expect
      .poll(() => harness.logged.join('\n'))
      .toMatch(/exited with code 3; its stderr:\nready\ncut mid-answer/);
  });
});

describe('toollens open: what the bridge passes', () => {
  const call = (id: number, method: string, params: object = {}) =>
    JSON.stringify({ jsonrpc: '2.0', id, method, params });

  it('refuses every method the page does not need, naming it, and logs it; passes the rest', async () => {
    const started = await start();
    const { server, token } = started;
    const { client, connected } = connectBridge(server, { Authorization: `Bearer ${token}` });
    await connected;
    // The SDK client's own session, on a raw request: its id is in the transport.
    const sessionId = (client.transport as { sessionId?: string } | undefined)?.sessionId;
    if (!sessionId) throw new Error('no session');
    const headers = {
      ...bridgeHeaders(started),
      'Mcp-Session-Id': sessionId,
      'Mcp-Protocol-Version': '2025-06-18',
    };
    const refused = [
      call(7, 'tools/call', { name: 'make_invoice', arguments: {} }),
      call(8, 'resources/read', { uri: 'file:///etc/passwd' }),
      call(9, 'prompts/get', { name: 'x' }),
      call(10, 'logging/setLevel', { level: 'debug' }),
    ];
    for (const body of refused) {
      const answer = await send(server.port, BRIDGE_PATH, headers, 'POST', body);
      const { id, method } = JSON.parse(body) as { id: number; method: string };
      expect(answer.status, method).toBe(200);
      const error = JSON.parse(answer.text) as { id: number; error: { message: string } };
      expect(error.id).toBe(id);
      expect(error.error.message).toContain(`toollens open: refused: ${method} is not passed`);
      // The server would have answered "called": it never saw the request.
      expect(answer.text).not.toContain('called');
    }
    const note = JSON.stringify({ jsonrpc: '2.0', method: 'notifications/roots/list_changed' });
    expect((await send(server.port, BRIDGE_PATH, headers, 'POST', note)).status).toBe(403);
    expect(harness.logged.join('\n')).toContain(
      'toollens open: refused: tools/call is not passed to the server',
    );
    // What the page sends passes: the list, a ping.
    expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(['make_invoice']);
    await client.ping();
    await client.close();
  });
});
