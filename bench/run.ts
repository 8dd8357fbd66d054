import { existsSync, readFileSync } from 'node:fs';
import { demoCatalog } from '../src/data/demo';
import { syntheticCatalog } from '../src/data/synthetic';
import { type Catalog, importCatalog } from '../src/engine';
import { SYSTEMS } from './peers';
import { benchQueries } from './queries';
import { type Latency, ROUNDS, time } from './stats';

/**
 * `npm run bench` (bundled and run by bundle.ts, entry main.ts): index build time, retained heap and search latency (p50, p95) for toollens
 * and its peers, over the same catalogs and queries in one process. The ratios to the peers are
 * the point: absolute times on a noisy 2-core machine say less than a peer run beside them.
 */
const QUERIES = 400;

export type Figures = Latency & { buildMs: number; heapMB: number };
export type CatalogBench = {
  tools: number;
  toollens: Figures;
  orama: Figures;
  minisearch: Figures;
  ratios: { orama: { p50: number; p95: number }; minisearch: { p50: number; p95: number } };
};
export type BenchReport = { date: string; queries: number; catalogs: Record<string, CatalogBench> };

const gc = (): void => (globalThis as { gc?: () => void }).gc?.();
const heapMB = (): number => process.memoryUsage().heapUsed / 1024 / 1024;

const datasetCatalog = (name: string): Catalog | undefined => {
  const path = new URL(`../../shared/datasets/${name}/tools.json`, import.meta.url).pathname;
  if (!existsSync(path)) return undefined;
  const result = importCatalog(readFileSync(path, 'utf8'), { source: name });
  return result.ok ? result.catalog : undefined;
};

const measure = (catalog: Catalog, queries: string[], system: keyof typeof SYSTEMS): Figures => {
  gc();
  const before = heapMB();
  const started = performance.now();
  const run = SYSTEMS[system].build(catalog);
  const buildMs = performance.now() - started;
  gc();
  const retained = heapMB() - before;
  const latency = time(queries, run);
  // Keep `run` (and its index) alive until after the heap was read.
  run(queries[0] ?? '');
  return { ...latency, buildMs, heapMB: Math.max(0, retained) };
};

export const runBench = (names?: string[]): BenchReport => {
  const catalogs: [string, () => Catalog | undefined][] = [
    ['demo', () => demoCatalog],
    ['bfcl', () => datasetCatalog('bfcl')],
    ['synthetic10k', () => syntheticCatalog(10_000)],
  ];
  const report: BenchReport = { date: new Date().toISOString(), queries: QUERIES, catalogs: {} };
  for (const [name, load] of catalogs) {
    if (names && !names.includes(name)) continue;
    const catalog = load();
    if (!catalog) {
      process.stderr.write(`skipped ${name}: dataset not found\n`);
      continue;
    }
    const queries = benchQueries(catalog, QUERIES);
    const toollens = measure(catalog, queries, 'toollens');
    const orama = measure(catalog, queries, 'orama');
    const minisearch = measure(catalog, queries, 'minisearch');
    report.catalogs[name] = {
      tools: catalog.tools.length,
      toollens,
      orama,
      minisearch,
      ratios: {
        orama: { p50: toollens.p50Ms / orama.p50Ms, p95: toollens.p95Ms / orama.p95Ms },
        minisearch: {
          p50: toollens.p50Ms / minisearch.p50Ms,
          p95: toollens.p95Ms / minisearch.p95Ms,
        },
      },
    };
  }
  return report;
};

const ms = (value: number) => value.toFixed(3);

export const renderBench = (report: BenchReport): string => {
  const lines = [
    `toollens bench, ${report.queries} queries of 1-3 words per catalog, limit 10; after a warm-up pass, the median of ${ROUNDS} timed passes (${report.date})`,
    'catalog        tools  system      build ms  heap MB   p50 ms   p95 ms   toollens/peer p50  p95',
  ];
  for (const [name, bench] of Object.entries(report.catalogs)) {
    for (const system of ['toollens', 'orama', 'minisearch'] as const) {
      const figures = bench[system];
      const ratio = system === 'toollens' ? undefined : bench.ratios[system];
      lines.push(
        [
          (system === 'toollens' ? name : '').padEnd(13),
          (system === 'toollens' ? String(bench.tools) : '').padStart(6),
          system.padEnd(10),
          figures.buildMs.toFixed(0).padStart(9),
          figures.heapMB.toFixed(1).padStart(8),
          ms(figures.p50Ms).padStart(8),
          ms(figures.p95Ms).padStart(8),
          ratio ? `${ratio.p50.toFixed(2).padStart(18)} ${ratio.p95.toFixed(2).padStart(5)}` : '',
        ].join(' '),
      );
    }
  }
  return lines.join('\n');
};
