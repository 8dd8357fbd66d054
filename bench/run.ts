import { existsSync, readFileSync } from 'node:fs';
import { create, insertMultiple, search } from '@orama/orama';
import { demoCatalog } from '../src/data/demo';
import { sampleCatalog } from '../src/data/sample';
import { type Catalog, descriptionAt, importCatalog, searchTools, ToolIndex } from '../src/engine';
import { benchQueries } from './queries';
import { type Latency, time } from './stats';

/**
 * Search latency of the full toollens pipeline against raw Orama with default settings, over
 * the same catalogs and queries in one process, reported as ratios: absolute times on a
 * noisy 2-core machine mean little, the ratio to a peer run side by side means more.
 */
const QUERIES = 400;

const datasetCatalog = (name: string): Catalog | undefined => {
  const path = new URL(`../../shared/datasets/${name}/tools.json`, import.meta.url).pathname;
  if (!existsSync(path)) return undefined;
  const result = importCatalog(readFileSync(path, 'utf8'), { source: name });
  return result.ok ? result.catalog : undefined;
};

type Row = {
  toollens: Latency & { buildMs: number };
  /** The same searches plus excerpts, page budget and menu for a 10-hit page. */
  searchTools: Latency;
  orama: Latency & { buildMs: number };
};

const measure = (catalog: Catalog): Row => {
  const queries = benchQueries(catalog, QUERIES);

  let start = performance.now();
  const index = new ToolIndex(catalog);
  const toollensBuild = performance.now() - start;
  const toollens = time(queries, (query) => index.search({ query, limit: 10 }));
  const withExcerpts = time(queries, (query) => searchTools(index, { query, limit: 10 }));

  start = performance.now();
  const db = create({ schema: { name: 'string', description: 'string' } as const });
  insertMultiple(
    db,
    catalog.tools.map((tool) => ({ name: tool.name, description: descriptionAt(tool) })),
  );
  const oramaBuild = performance.now() - start;
  const orama = time(queries, (term) => {
    search(db, { term, limit: 10 });
  });
  return {
    toollens: { ...toollens, buildMs: toollensBuild },
    searchTools: withExcerpts,
    orama: { ...orama, buildMs: oramaBuild },
  };
};

const catalogs: [string, Catalog | undefined][] = [
  ['sample', sampleCatalog],
  ['demo', demoCatalog],
  ['github-mcp-server', datasetCatalog('github-mcp-server')],
  ['bfcl', datasetCatalog('bfcl')],
];

const results: Record<string, Row & { tools: number; ratio: { p50: number; p95: number } }> = {};
for (const [name, catalog] of catalogs) {
  if (!catalog) {
    console.error(`skipped ${name}: dataset not found`);
    continue;
  }
  const row = measure(catalog);
  results[name] = {
    tools: catalog.tools.length,
    ...row,
    ratio: {
      p50: row.toollens.p50Ms / row.orama.p50Ms,
      p95: row.toollens.p95Ms / row.orama.p95Ms,
    },
  };
}

if (process.argv.includes('--json')) {
  console.log(
    JSON.stringify(
      { date: new Date().toISOString(), queries: QUERIES, catalogs: results },
      null,
      2,
    ),
  );
} else {
  const ms = (value: number) => value.toFixed(3);
  console.log(
    `search latency, ${QUERIES} queries of 1-3 words, limit 10 (${new Date().toISOString()})`,
  );
  console.log(
    'catalog             tools  toollens p50/p95 ms   raw orama p50/p95 ms   ratio p50/p95   excerpts add p50/p95 ms',
  );
  for (const [name, row] of Object.entries(results)) {
    console.log(
      `${name.padEnd(18)} ${String(row.tools).padStart(6)}  ${ms(row.toollens.p50Ms)} / ${ms(row.toollens.p95Ms)}`.padEnd(
        48,
      ) +
        `${ms(row.orama.p50Ms)} / ${ms(row.orama.p95Ms)}`.padEnd(23) +
        `${row.ratio.p50.toFixed(2)} / ${row.ratio.p95.toFixed(2)}`.padEnd(16) +
        `${ms(row.searchTools.p50Ms - row.toollens.p50Ms)} / ${ms(row.searchTools.p95Ms - row.toollens.p95Ms)}`,
    );
  }
}
