import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_SCHEMA_DEPTH } from '../engine';
import { ACCEPT_ANY_OUTPUT, connectHttp, listAllTools, watchTools } from '../mcp';
import { tempFiles, toollens } from '../test/cliRunner';
import { type CliProcess, startCli } from '../test/mcp/cliProcess';
import {
  type HostileOptions,
  type HostileServer,
  startHostileServer,
  toolsWithOutputSchemas,
} from '../test/mcp/hostileServer';

/**
 * The CLI against hostile MCP servers on loopback (SDK servers answering what a real server
 * must not): every one ends in a message naming the URL and the place, with exit code 1, within
 * a bounded time, or is read as the page reads it. The CLI runs in this process; watch, which
 * ends on a signal or when its server dies, runs as a process of its own. How long a large list
 * takes and what watch's heap does over re-lists are measured by bench/mcpScale.ts.
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
  const result = await toollens(...args);
  return { ...result, ms: performance.now() - started };
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

  it('tools each with its own outputSchema are read, none compiled', async () => {
    // Compiling every outputSchema took 128 s for 10,000 tools; bench/mcpScale.ts times them.
    const tools = toolsWithOutputSchemas(1_000);
    const server = await serve({ tools: () => tools });
    const result = await run('stats', '--mcp-url', server.url, '--json');
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout).tools).toBe(1_000);
  });
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
      // A process of its own: watch runs until a signal or its server's death ends it.
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

describe('watch re-lists', () => {
  // While every outputSchema was compiled, each re-list of 9,000 tools kept 275 MB of heap and
  // took minutes. The validator is what the SDK compiles with: a re-list that never asks it
  // compiles nothing. The heap over many re-lists is measured by bench/mcpScale.ts.
  it('compile no outputSchema, however many times the list changes', async () => {
    let version = 0;
    const server = await serve({ tools: () => toolsWithOutputSchemas(200, version) });
    let compiled = 0;
    const connection = await connectHttp(server.url, {
      jsonSchemaValidator: {
        getValidator: (schema) => {
          compiled += 1;
          return ACCEPT_ANY_OUTPUT.getValidator(schema);
        },
      },
    });
    const updates: string[] = [];
    let heard = () => {};
    try {
      const tools = await listAllTools(connection.client);
      const stop = watchTools(connection.client, tools, ({ tools: now }) => {
        updates.push(now[0]?.description ?? '');
        heard();
      });
      for (let i = 1; i <= 3; i += 1) {
        version = i;
        const next = new Promise<void>((resolve) => {
          heard = resolve;
        });
        await server.listChanged();
        await next;
      }
      stop();
    } finally {
      await connection.close();
    }
    expect(updates.map((description) => /version (\d)/.exec(description)?.[1])).toEqual([
      '1',
      '2',
      '3',
    ]);
    expect(compiled).toBe(0);
  });
});
