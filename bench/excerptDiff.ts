import { readFileSync, writeFileSync } from 'node:fs';
import { type Catalog, importCatalog, searchTools, ToolIndex } from '../src/engine';
import { DEV_SETS, hasDataset, loadDevSet, readDataset } from '../src/test/datasets';

/**
 * Every excerpt the menu shows for the dev sets' queries (metatool: every tenth), top 5 hits at
 * the default cap and page budget, written as JSON, or compared with such a file: how many
 * excerpts changed, with examples. For a before/after of a change to the lens:
 *
 *   npm run -s compare:excerpts:diff -- --write before.json [--catalog extra.json …]
 *   (change)
 *   npm run -s compare:excerpts:diff -- --against before.json [--catalog extra.json …] [--examples 8]
 *
 * `--catalog` adds a catalog file (an MCP pull) searched with its tools' own names as words and
 * any `--query`s given.
 */
const args = process.argv.slice(2);
const values = (flag: string) =>
  args.flatMap((arg, i) =>
    arg === flag && args[i + 1] !== undefined ? [args[i + 1] as string] : [],
  );
const write = values('--write')[0];
const against = values('--against')[0];
const examples = Number(values('--examples')[0] ?? 8);
const extraQueries = values('--query');

type Row = { catalog: string; query: string; tool: string; excerpt: string };

const sets: { name: string; catalog: Catalog; queries: string[] }[] = [];
for (const name of DEV_SETS) {
  if (!hasDataset(name, 'queries.json')) {
    console.error(`skipped ${name}: dataset not found`);
    continue;
  }
  const { catalog, queries } = loadDevSet(name);
  sets.push({ name, catalog, queries: queries.map((q) => q.query) });
}
if (hasDataset('github-mcp-server')) {
  const imported = importCatalog(readDataset('github-mcp-server', 'tools.json'), {
    source: 'github-mcp-server',
  });
  if (imported.ok) {
    const names = imported.catalog.tools.map((tool) => tool.name.replace(/[_-]+/g, ' '));
    sets.push({ name: 'github-mcp-server', catalog: imported.catalog, queries: names });
  }
}
for (const path of values('--catalog')) {
  const imported = importCatalog(readFileSync(path, 'utf8'), { source: path });
  if (!imported.ok) throw new Error(`excerptDiff: cannot read catalog ${path}`);
  const names = imported.catalog.tools.map((tool) => tool.name.replace(/[_-]+/g, ' '));
  sets.push({ name: path, catalog: imported.catalog, queries: [...extraQueries, ...names] });
}

const rows: Row[] = [];
for (const set of sets) {
  const index = new ToolIndex(set.catalog);
  for (const query of set.queries) {
    for (const hit of searchTools(index, { query, limit: 5 }).hits) {
      rows.push({ catalog: set.name, query, tool: hit.name, excerpt: hit.excerpt.text });
    }
  }
}

const key = (row: Row) => `${row.catalog}\u0000${row.query}\u0000${row.tool}`;
if (write) {
  writeFileSync(write, JSON.stringify(rows));
  console.log(`wrote ${rows.length} excerpts to ${write}`);
}
if (against) {
  const before = new Map(
    (JSON.parse(readFileSync(against, 'utf8')) as Row[]).map((r) => [key(r), r]),
  );
  const compared = rows.filter((row) => before.has(key(row)));
  const changed = compared.filter((row) => before.get(key(row))?.excerpt !== row.excerpt);
  console.log(
    `${compared.length} excerpts of the same (catalog, query, tool) compared; ${changed.length} changed; ${rows.length - compared.length} new hits not compared`,
  );
  const perCatalog = new Map<string, [number, number]>();
  for (const row of compared) {
    const counts = perCatalog.get(row.catalog) ?? [0, 0];
    counts[0]++;
    if (before.get(key(row))?.excerpt !== row.excerpt) counts[1]++;
    perCatalog.set(row.catalog, counts);
  }
  for (const [catalog, [all, moved]] of perCatalog) console.log(`  ${catalog}: ${moved} of ${all}`);
  for (const row of changed.slice(0, examples)) {
    console.log(`\n${row.catalog} · "${row.query}" · ${row.tool}`);
    console.log(`  before: ${before.get(key(row))?.excerpt}`);
    console.log(`  after:  ${row.excerpt}`);
  }
}
