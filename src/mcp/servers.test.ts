import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCatalog } from '../engine';
import { bin, type Running, startProcess } from '../test/mcp/servers';
import { connectHttp, type McpConnection } from './connectHttp';
import { connectStdio } from './node/connectStdio';
import { catalogSource, listAllTools, toCatalogText } from './tools';

/**
 * Real third-party servers, started here on loopback and stopped after: the reference server
 * (server-everything) over stdio, Streamable HTTP and legacy SSE, and @playwright/mcp over stdio
 * (tools/list only). A test skips, saying why, only when its package is not installed.
 */
const everything = bin('mcp-server-everything');
const playwright = bin('playwright-mcp');
if (!everything) console.warn('skipping server-everything tests: the package is not installed');
if (!playwright) console.warn('skipping @playwright/mcp tests: the package is not installed');

/** The tools every transport of server-everything must list, its add tool among them. */
const EVERYTHING_TOOLS = ['echo', 'get-sum', 'get-tiny-image'];

describe.skipIf(!everything)('server-everything', () => {
  let stdioNames: string[] = [];

  it('over stdio: lists its tools, imported as an MCP catalog named for the server', async () => {
    const connection = await connectStdio(`"${everything}" stdio`, { stderr: 'ignore' });
    try {
      expect(connection.transport).toBe('stdio');
      const tools = await listAllTools(connection.client);
      stdioNames = tools.map((tool) => tool.name).sort();
      expect(stdioNames).toEqual(expect.arrayContaining(EVERYTHING_TOOLS));
      const info = connection.serverInfo;
      expect(catalogSource(info)).toBe(`mcp:${info?.name}@${info?.version}`);
      expect(info?.name).toMatch(/everything/);
      const result = importCatalog(toCatalogText(info, tools), { source: catalogSource(info) });
      expect(result.ok && result.catalog.tools.map((tool) => tool.name).sort()).toEqual(stdioNames);
    } finally {
      await connection.close();
    }
  });

  describe('over HTTP', () => {
    let streamable: Running;
    let sse: Running;
    beforeAll(async () => {
      [streamable, sse] = await Promise.all([
        startProcess(everything as string, ['streamableHttp'], '/mcp', /listening on port/i),
        startProcess(everything as string, ['sse'], '/sse', /running on port/i),
      ]);
    });
    afterAll(async () => {
      await Promise.all([streamable?.close(), sse?.close()]);
    });

    const listOver = async (url: string) => {
      const connection: McpConnection = await connectHttp(url, { timeoutMs: 10_000 });
      try {
        const tools = await listAllTools(connection.client);
        return { transport: connection.transport, names: tools.map((tool) => tool.name).sort() };
      } finally {
        await connection.close();
      }
    };

    it('over Streamable HTTP: the same tools', async () => {
      const { transport, names } = await listOver(streamable.url);
      expect(transport).toBe('streamable-http');
      expect(names).toEqual(expect.arrayContaining(EVERYTHING_TOOLS));
      if (stdioNames.length > 0) expect(names).toEqual(stdioNames);
    });

    it('over legacy SSE: Streamable HTTP is refused, and the SSE fallback connects', async () => {
      const { transport, names } = await listOver(sse.url);
      expect(transport).toBe('sse');
      expect(names).toEqual(expect.arrayContaining(EVERYTHING_TOOLS));
    });
  });
});

/** Every process below `pid`, with its command line (Linux: read from /proc). */
const descendants = (pid: number): string[] => {
  const parent = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The fields after the command name (which may hold spaces) start at the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parent.set(Number(entry), ppid);
    } catch {
      // The process ended while we looked.
    }
  }
  const below = (of: number): number[] =>
    [...parent].filter(([, ppid]) => ppid === of).flatMap(([child]) => [child, ...below(child)]);
  return below(pid).map((child) => {
    try {
      return readFileSync(`/proc/${child}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
    } catch {
      return `(${child} ended)`;
    }
  });
};

describe.skipIf(!playwright)('@playwright/mcp', () => {
  it('over stdio: lists its tools without launching a browser', async () => {
    const connection = await connectStdio(`"${playwright}" --headless`, { stderr: 'ignore' });
    try {
      const tools = await listAllTools(connection.client);
      const names = tools.map((tool) => tool.name);
      expect(names).toEqual(
        expect.arrayContaining(['browser_navigate', 'browser_click', 'browser_snapshot']),
      );
      expect(tools.every((tool) => (tool.description ?? '').length > 0)).toBe(true);
      expect(connection.serverInfo?.name).toMatch(/playwright/i);
      expect(connection.pid).toBeGreaterThan(0);
      if (process.platform === 'linux' && connection.pid !== undefined) {
        // tools/list must not start a browser: the server has no child process at all.
        expect(descendants(connection.pid)).toEqual([]);
      }
    } finally {
      await connection.close();
    }
  });
});
