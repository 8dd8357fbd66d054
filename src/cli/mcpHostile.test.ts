import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_SCHEMA_DEPTH } from '../engine';
import { tempFiles } from '../test/cliRunner';
import { type CliProcess, startCli } from '../test/mcp/cliProcess';
import {
  type HostileOptions,
  type HostileServer,
  startHostileServer,
  toolsWithOutputSchemas,
} from '../test/mcp/hostileServer';
import { startProbedWatch } from '../test/mcp/watchProbe';

/**
 * The CLI, a real process, against hostile MCP servers on loopback (SDK servers answering what
 * a real server must not): every one ends in a message naming the URL and the place, with exit
 * code 1, within a bounded time, or is read as the page reads it.
 */
const servers: HostileServer[] = [];
const clis: CliProcess[] = [];
afterEach(async () => {
  for (const cli of clis.splice(0)) if (cli.child.exitCode === null) cli.child.kill('SIGKILL');
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

const serve = async (options: HostileOptions) => {
  const server = await startHostileServer(options);
  servers.push(server);
  return server;
};

const start = (...args: string[]) => {
  const cli = startCli(...args);
  clis.push(cli);
  return cli;
};

/** The CLI run to its end, with how long it took. */
const run = async (...args: string[]) => {
  const started = performance.now();
  const cli = start(...args);
  const code = await cli.exited;
  return { code, stdout: cli.stdout(), stderr: cli.stderr(), ms: performance.now() - started };
};

const file = tempFiles('toollens-hostile-');
const queries = file(
  'queries.json',
  JSON.stringify([{ id: 'ledger', query: 'read a ledger record', relevant: ['tool_1'] }]),
);
const fine = { name: 'fine', inputSchema: { type: 'object' } };

describe('answers the catalog cannot take', () => {
  it('a 4,000-level inputSchema: exit 1, naming the tool and the field, no stack trace', async () => {
    // Written by hand: 8,000 levels of JSON are past JSON.stringify's stack, the SDK's included.
    const levels = 4000;
    const deep = `${'{"type":"object","properties":{"a":'.repeat(levels - 1)}{"type":"object"}${'}}'.repeat(levels - 1)}`;
    const server = await serve({
      toolsText: () => `[${JSON.stringify(fine)},{"name":"deep","inputSchema":${deep}}]`,
    });
    const result = await run('pull', '--mcp-url', server.url);
    expect(result.stderr).toBe(
      `toollens: ${server.url}, tools/list page 1: /tools/1/inputSchema (tool "deep", field "inputSchema"): inputSchema nests more than ${MAX_SCHEMA_DEPTH} levels deep; real schemas stay far below that, and deeper ones cannot be declared or measured\n`,
    );
    expect(result.code).toBe(1);
  });

  it('an invalid inputSchema: the tool, the field and the path, not "<url>: ["', async () => {
    const server = await serve({
      tools: () => [fine, { name: 'bad_tool', inputSchema: { type: 'string' } }],
    });
    const result = await run('stats', '--mcp-url', server.url);
    expect(result.stderr).toBe(
      `toollens: ${server.url}, tools/list page 1: /tools/1/inputSchema/type (tool "bad_tool", field "inputSchema"): Invalid input: expected "object"\n`,
    );
    expect(result.code).toBe(1);
  });

  it('a broken outputSchema is not compiled: the server is read as the page reads it', async () => {
    const odd = { type: 'object', properties: { x: { type: 'nonsense' } } };
    const server = await serve({
      tools: () => [fine, { ...fine, name: 'odd', outputSchema: odd }],
    });
    const result = await run('stats', '--mcp-url', server.url, '--json');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout).tools).toBe(2);
  });

  it("a server's error: its code named once", async () => {
    const server = await serve({ listError: () => new McpError(ErrorCode.InternalError, 'boom') });
    const result = await run('stats', '--mcp-url', server.url);
    expect(result.stderr).toBe(`toollens: ${server.url}: MCP error -32603: boom\n`);
    expect(result.code).toBe(1);
  });
});

describe('limits', () => {
  // An SSE answer broken by the cap was reported by the SDK only to its error handler: the
  // request waited for its 20 s timeout and ended as "did not answer in time".
  it.each([
    ['a tools/list answer', false],
    ['an SSE answer (its one event)', true],
  ])(
    '%s that never ends: stopped at the 50 MB cap, failing at once, exit 1',
    async (_, sse) => {
      // The server stops on its own at 1 GB; the CLI must hang up long before.
      const server = await serve({ endless: { maxBytes: 1024 ** 3, sse } });
      const result = await run('stats', '--mcp-url', server.url);
      expect(result.stderr).toBe(
        `toollens: ${server.url} sent an answer over 50 MB, the limit of one MCP answer; toollens stopped reading it\n`,
      );
      expect(result.code).toBe(1);
      // Well inside the 20 s request timeout, and not much past the cap (socket buffers).
      expect(result.ms).toBeLessThan(15_000);
      expect(server.streamed()).toBeLessThan(100 * 1024 ** 2);
    },
    30_000,
  );

  it('a stdio line that never ends: stopped at the 50 MB cap, the server ended, exit 1', async () => {
    // The server stops on its own at 1 GB; the SDK alone buffered up to 10 MB, then blamed the
    // server for exiting.
    const command = `"${process.execPath}" --import tsx src/test/mcp/endlessStdio.ts`;
    const result = await run('pull', '--mcp', command);
    expect(result.stderr).toBe(
      `toollens: ${command} sent a message over 50 MB, the limit of one MCP answer; toollens stopped reading it and ended the server\n`,
    );
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.ms).toBeLessThan(15_000);
  }, 30_000);

  it('10,000 tools, each with its own outputSchema, are read in seconds', async () => {
    const tools = toolsWithOutputSchemas(10_000);
    const server = await serve({ tools: () => tools });
    const result = await run('stats', '--mcp-url', server.url, '--json');
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout).tools).toBe(10_000);
    // Compiling every outputSchema took 128 s here; listing and importing takes about 5.
    expect(result.ms).toBeLessThan(30_000);
  }, 60_000);
});

describe('credentials in --mcp-url', () => {
  it('are refused, and never printed', async () => {
    const result = await run('stats', '--mcp-url', 'https://reader:s3cret@127.0.0.1:9/mcp');
    expect(result.stderr).toBe(
      'toollens: https://***@127.0.0.1:9/mcp has a user name or password in it: credentials in a URL would show wherever the URL is named, so toollens refuses them; send a token as a header instead (e.g. "Authorization: Bearer …")\n',
    );
    expect(result.code).toBe(1);
  });
});

describe('watch --mcp-url when the server dies', () => {
  // A server with an event stream is missed as soon as it breaks; one that refuses the stream
  // (HTTP 405) only by the next ping, every 15 s (30 s before).
  it.each([
    ['with its event stream open', false],
    ['that refused the event stream (405)', true],
  ])(
    '%s: ends with exit 1 and a message naming the URL',
    async (_, refuseStream) => {
      const server = await serve({ tools: () => [{ ...fine, name: 'tool_1' }], refuseStream });
      const cli = start('watch', '--mcp-url', server.url, '--queries', queries);
      await cli.waitFor(/watching for tool list changes/);
      await server.close();
      const died = performance.now();
      const code = await cli.exited;
      expect(cli.stderr()).toBe(
        `toollens: watch stopped: cannot reach ${server.url}: connection refused (is the server running, and is the URL right?)\n`,
      );
      expect(code).toBe(1);
      expect(performance.now() - died).toBeLessThan(20_000);
    },
    45_000,
  );
});

describe('watch memory', () => {
  it('stays flat over many re-lists of a large list', async () => {
    let version = 0;
    const server = await serve({ tools: () => toolsWithOutputSchemas(3000, version) });
    const watch = startProbedWatch(server.url, queries);
    clis.push(watch.cli);
    const relist = async (i: number) => {
      version = i;
      await server.listChanged();
      await watch.changes(i, 30_000);
    };
    await watch.cli.waitFor(/watching for tool list changes/, 60_000);
    for (let i = 1; i <= 5; i += 1) await relist(i);
    const before = await watch.heap();
    for (let i = 6; i <= 25; i += 1) await relist(i);
    const after = await watch.heap();
    expect(server.listCalls()).toBe(26);
    // 20 re-lists. While every outputSchema was compiled, the heap grew by 275 MB per re-list
    // of 9,000 tools and each took minutes (bench/mcpScale.ts); now it stays within a few MB.
    expect(after.heap - before.heap).toBeLessThan(20 * 1024 ** 2);
    watch.cli.child.kill('SIGINT');
    expect(await watch.cli.exited).toBe(0);
  }, 240_000);
});
