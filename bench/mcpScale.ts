import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCli } from '../src/test/mcp/cliProcess';
import { startHostileServer, toolsWithOutputSchemas } from '../src/test/mcp/hostileServer';
import { startProbedWatch } from '../src/test/mcp/watchProbe';

/**
 * `npx tsx bench/mcpScale.ts [relists] [tools]` (default 200 and 9,000): the CLI against a
 * loopback MCP server whose tools each have their own outputSchema.
 * 1. `stats --mcp-url` on 10,000 such tools: the wall time of the whole process.
 * 2. `watch --mcp-url` on `tools` tools while the server edits one description and sends
 *    list_changed, `relists` times, waiting each time for watch to print the change: the
 *    CLI's heap after a full GC (and its RSS) after the first re-list and after the last, and
 *    the wall and CLI CPU time per re-list.
 */
const relists = Number(process.argv[2] ?? 200);
const count = Number(process.argv[3] ?? 9000);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const statsOf10k = async () => {
  const tools = toolsWithOutputSchemas(10_000);
  const server = await startHostileServer({ tools: () => tools });
  try {
    const started = performance.now();
    const cli = startCli('stats', '--mcp-url', server.url, '--json');
    const code = await cli.exited;
    const listed = code === 0 ? JSON.parse(cli.stdout()).tools : cli.stderr();
    console.log(`stats of 10,000 tools: ${seconds(performance.now() - started)} (${listed} tools)`);
  } finally {
    await server.close();
  }
};

const watchMemory = async () => {
  const queries = join(mkdtempSync(join(tmpdir(), 'toollens-mcp-scale-')), 'queries.json');
  writeFileSync(
    queries,
    JSON.stringify([{ id: 'ledger', query: 'read a ledger record', relevant: ['tool_1'] }]),
  );
  let version = 0;
  const server = await startHostileServer({ tools: () => toolsWithOutputSchemas(count, version) });
  const watch = startProbedWatch(server.url, queries);
  try {
    const started = performance.now();
    await watch.cli.waitFor(/watching for tool list changes/, 600_000);
    console.log(`watch, first list of ${count} tools: ${seconds(performance.now() - started)}`);
    const relist = async (i: number) => {
      version = i;
      await server.listChanged();
      await watch.changes(i);
    };
    await relist(1);
    const first = await watch.heap();
    const t = performance.now();
    for (let i = 2; i <= relists; i += 1) await relist(i);
    const runs = Math.max(1, relists - 1);
    const last = await watch.heap();
    console.log(`after re-list 1: heap ${mb(first.heap)}, rss ${mb(first.rss)}`);
    console.log(`after re-list ${relists}: heap ${mb(last.heap)}, rss ${mb(last.rss)}`);
    console.log(`heap growth per re-list: ${mb((last.heap - first.heap) / runs)}`);
    console.log(
      `per re-list: ${seconds((performance.now() - t) / runs)} wall, ${seconds((last.cpuMs - first.cpuMs) / runs)} CPU of the CLI`,
    );
  } finally {
    watch.cli.child.kill('SIGINT');
    await watch.cli.exited;
    await server.close();
  }
};

await statsOf10k();
await watchMemory();
