import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempFiles, toollens } from '../test/cliRunner';
import { startCli } from '../test/mcp/cliProcess';
import {
  ADDED_TOOL,
  BASE_TOOL_COUNT,
  DESCRIBED_TOOL,
  type PagingServer,
  REMOVED_TOOL,
  startPagingServer,
} from '../test/mcp/pagingServer';
import { bin, freePort, type Running, startProcess } from '../test/mcp/servers';

/**
 * The CLI against live MCP servers: --mcp (stdio) and --mcp-url wherever a catalog is read,
 * pull, watch, and the failures as the CLI prints them. Servers start here and stop after.
 */
const everything = bin('mcp-server-everything');
const playwright = bin('playwright-mcp');
if (!everything) console.warn('skipping server-everything CLI tests: the package is not installed');
if (!playwright) console.warn('skipping @playwright/mcp CLI tests: the package is not installed');
const file = tempFiles('toollens-mcp-cli-');

/** The first hit's row of the toollens ranker's table: `1  <name>  …`. */
const firstHit = (stdout: string) => /^1 {2}(\S+)/m.exec(stdout)?.[1];

describe.skipIf(!everything)('search against server-everything', () => {
  let http: Running;
  beforeAll(async () => {
    http = await startProcess(everything as string, ['streamableHttp'], '/mcp', /listening/i);
  });
  afterAll(async () => {
    await http?.close();
  });

  it('--mcp spawns it over stdio and ranks its add tool first', async () => {
    const result = await toollens(
      'search',
      '--mcp',
      `"${everything}" stdio`,
      '--query',
      'add two numbers',
    );
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^scope: N = \d+ of \d+ tools · ranker toollens/);
    expect(firstHit(result.stdout)).toBe('get-sum');
  });

  it('--mcp-url reads it over Streamable HTTP, with the same ranking', async () => {
    const result = await toollens('search', '--mcp-url', http.url, '--query', 'add two numbers');
    expect(result.code).toBe(0);
    expect(firstHit(result.stdout)).toBe('get-sum');
    const stdio = await toollens(
      'search',
      '--mcp',
      `"${everything}"`,
      '--query',
      'add two numbers',
    );
    expect(result.stdout).toBe(stdio.stdout);
  });
});

describe.skipIf(!playwright)('pull of @playwright/mcp', () => {
  it('writes a catalog that search and stats read', async () => {
    const output = file('playwright.json', '');
    const pulled = await toollens('pull', '--mcp', `"${playwright}" --headless`, '-o', output);
    expect(pulled.code).toBe(0);
    const saved = JSON.parse(readFileSync(output, 'utf8'));
    const count = saved.tools.length;
    expect(count).toBeGreaterThan(10);
    expect(saved.server.source).toMatch(/^mcp:Playwright@/);
    expect(pulled.stdout.trim()).toBe(
      `wrote ${count} tools from "${playwright}" --headless (${saved.server.source}) to ${output}`,
    );
    const stats = await toollens('stats', '--catalog', output, '--json');
    expect(stats.code).toBe(0);
    expect(JSON.parse(stats.stdout).tools).toBe(count);
    const search = await toollens('search', '--catalog', output, '--query', 'take a screenshot');
    expect(firstHit(search.stdout)).toBe('browser_take_screenshot');
  }, 30_000);
});

describe('the paging server through the CLI', () => {
  let server: PagingServer;
  beforeAll(async () => {
    server = await startPagingServer({ port: 0 });
  });
  afterAll(async () => {
    await server?.close();
  });
  const queries = file(
    'queries.json',
    JSON.stringify([
      { id: 'send', query: 'send an invoice to a customer by email', relevant: [DESCRIBED_TOOL] },
      { id: 'orders', query: 'delete an order', relevant: [REMOVED_TOOL] },
    ]),
  );

  it('stats --mcp-url counts every tool of every page', async () => {
    const { code, stdout } = await toollens('stats', '--mcp-url', server.url, '--json');
    expect(code).toBe(0);
    expect(JSON.parse(stdout).tools).toBe(BASE_TOOL_COUNT);
  });

  it('watch reprints the metrics on each change, says what changed, and closes on Ctrl-C', async () => {
    // A process of its own: watch ends on Ctrl-C, a signal to the process.
    const cli = startCli('watch', '--mcp-url', server.url, '--queries', queries);
    try {
      await cli.waitFor(/watching for tool list changes; Ctrl-C to stop/);
      expect(cli.stdout()).toContain(
        `${server.url} (mcp:toollens-paging@1.0.0): ${BASE_TOOL_COUNT} tools`,
      );
      expect(cli.stdout()).toMatch(/2 queries · ranker toollens/);
      await server.change('describe');
      await cli.waitFor(
        /tool list changed: 1 changed \(archive_invoice\) · 105 tools[\s\S]*(no query moved|move)/,
      );
      // The rewritten description is about sending invoices by email: its query moves up.
      expect(cli.stdout()).toMatch(/send +send an invoice to a customer by email +\d+ +1 +↑\d+/);
      await server.change('add');
      await cli.waitFor(new RegExp(`1 added \\(${ADDED_TOOL.name}\\) · 106 tools`));
      await server.change('remove');
      await cli.waitFor(
        new RegExp(
          `1 removed \\(${REMOVED_TOOL}\\) · 105 tools[\\s\\S]*orders +delete an order +1 +— +↓`,
        ),
      );
    } finally {
      cli.child.kill('SIGINT');
      await server.change('reset');
    }
    expect(await cli.exited).toBe(0);
    expect(cli.stdout()).toMatch(/closed the connection to http:\/\/127\.0\.0\.1:\d+\/mcp\n$/);
  });
});

describe('failures, as the CLI prints them', () => {
  it('a refused URL: exit 1, naming it', async () => {
    const url = `http://127.0.0.1:${await freePort()}/mcp`;
    const result = await toollens('stats', '--mcp-url', url);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `toollens: cannot reach ${url}: connection refused (is the server running, and is the URL right?)\n`,
    );
  });

  it('a missing stdio command: exit 1, naming it', async () => {
    const result = await toollens('search', '--mcp', 'toollens-no-such-server', '--query', 'x');
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      'toollens: cannot start "toollens-no-such-server" (from --mcp "toollens-no-such-server"): command not found\n',
    );
  });

  it.each([
    [['stats', '--mcp', 'x', '--catalog', 'demo'], 'give --catalog or --mcp, not both'],
    [['stats', '--mcp', 'x', '--mcp-url', 'http://h/'], 'give --mcp or --mcp-url, not both'],
    [
      ['stats', '--mcp-url', 'http://h/', '--header', 'no colon'],
      '--header must be "Name: value", got "no colon"',
    ],
    [['pull'], '--mcp "<command args…>" or --mcp-url <url> is required'],
    [
      ['pull', '--catalog', 'demo'],
      'pull does not take --catalog; its options are --mcp, --mcp-url, --header, --timeout, -o/--output',
    ],
    [['stats'], '--catalog (or --mcp "<command args…>" or --mcp-url <url>) is required'],
  ])('usage: %j', async (args, message) => {
    const result = await toollens(...args);
    expect(result.code).toBe(2);
    expect(result.stderr.split('\n')[0]).toBe(`toollens: ${message}`);
  });
});
