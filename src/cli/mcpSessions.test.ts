import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tempFiles, toollens } from '../test/cliRunner';
import { startCli } from '../test/mcp/cliProcess';
import { type SessionServer, startSessionServer } from '../test/mcp/sessionServer';

/**
 * Every command that reads a server over Streamable HTTP ends its session (DELETE with the
 * session id) before it exits, on success and on failure: a stateful gateway keeps a server
 * process per open session, so each command that left one open left a process behind.
 */
const file = tempFiles('toollens-sessions-');
let server: SessionServer;

beforeAll(async () => {
  server = await startSessionServer();
});
afterAll(async () => {
  await server?.close();
});
beforeEach(() => server.failLists(false));

const run = toollens;

describe('--mcp-url sessions', () => {
  const queries = () =>
    file('q.json', JSON.stringify([{ id: 'q1', query: 'invoice', relevant: ['create_invoice'] }]));
  const commands: Record<string, () => string[]> = {
    pull: () => ['pull', '--mcp-url', server.url, '-o', file('pulled.json', '')],
    stats: () => ['stats', '--mcp-url', server.url],
    search: () => ['search', '--mcp-url', server.url, '--query', 'invoice'],
    eval: () => ['eval', '--mcp-url', server.url, '--queries', queries()],
    lint: () => ['lint', '--mcp-url', server.url],
    compare: () => ['compare', '--mcp-url', server.url, '--queries', queries()],
  };
  for (const [name, args] of Object.entries(commands)) {
    it(`${name} ends the session it opened`, async () => {
      const [opened, open] = [server.opened(), server.open()];
      const result = await run(...args());
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(server.opened()).toBe(opened + 1);
      expect(server.open()).toBe(open);
    });
  }

  it('watch ends its session on Ctrl-C', async () => {
    // A process of its own: watch ends on Ctrl-C, a signal to the process.
    const cli = startCli('watch', '--mcp-url', server.url, '--queries', queries());
    const open = server.open();
    await cli.waitFor(/watching for tool list changes/);
    expect(server.open()).toBe(open + 1);
    cli.child.kill('SIGINT');
    expect(await cli.exited).toBe(0);
    expect(server.open()).toBe(open);
  });

  it('a failed tools/list still ends the session (exit 1)', async () => {
    server.failLists(true);
    const [opened, open] = [server.opened(), server.open()];
    const result = await run('pull', '--mcp-url', server.url);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/tools\/list is down/);
    expect(server.opened()).toBe(opened + 1);
    expect(server.open()).toBe(open);
  });
});
