import { existsSync, readFileSync } from 'node:fs';
import { demoCatalog } from '../src/data/demo';
import { demoQuerySet } from '../src/data/querySets/demo';
import { type Catalog, importCatalog, readQuerySet } from '../src/engine';
import { deriveCatalog } from './derivedCatalog';

/**
 * The bench's catalogs and, for each, the real queries asked of it: the demo with its own
 * query set, the two dev sets with theirs, and the real-derived catalogs (derivedCatalog.ts)
 * of 10,000 and 50,000 tools built from bfcl's and livemcpbench's tools, asked both sets'
 * queries. A dataset that is not in ../shared/datasets is skipped, with a line on stderr.
 */
export const CATALOG_NAMES = ['demo', 'bfcl', 'livemcpbench', 'real10k', 'real50k'] as const;
export type CatalogName = (typeof CATALOG_NAMES)[number];

export type BenchCatalog = { name: CatalogName; catalog: Catalog; realQueries: string[] };

const datasetFile = (dataset: string, file: string): string =>
  new URL(`../../shared/datasets/${dataset}/${file}`, import.meta.url).pathname;

const loadDataset = (dataset: string): { catalog: Catalog; queries: string[] } | undefined => {
  const tools = datasetFile(dataset, 'tools.json');
  const queries = datasetFile(dataset, 'queries.json');
  if (!existsSync(tools) || !existsSync(queries)) return undefined;
  const imported = importCatalog(readFileSync(tools, 'utf8'), { source: dataset });
  if (!imported.ok) throw new Error(`${dataset}: ${imported.errors[0]?.message}`);
  const set = readQuerySet(JSON.parse(readFileSync(queries, 'utf8')));
  if (!set.ok) throw new Error(`${dataset}: ${set.errors.join('\n')}`);
  return { catalog: imported.catalog, queries: set.queries.map((query) => query.query) };
};

/** Each query once, in first-seen order: a repeat would be timed warm in the cold pass. */
const distinct = (queries: readonly string[]): string[] => [...new Set(queries)];

/**
 * `a` and `b` merged in proportion to their sizes (each next item comes from the list that has
 * given the smaller share of itself so far), so any capped prefix of the mix holds both sets'
 * queries in the sets' own proportion, not half and half.
 */
export const mixInProportion = <T>(a: readonly T[], b: readonly T[]): T[] => {
  const mixed: T[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const takeA = j >= b.length || (i < a.length && (i + 1) / a.length <= (j + 1) / b.length);
    if (takeA) mixed.push(a[i++] as T);
    else mixed.push(b[j++] as T);
  }
  return mixed;
};

const DERIVED_SIZES: Partial<Record<CatalogName, number>> = { real10k: 10_000, real50k: 50_000 };

/** Loads the named catalogs (all by default) in CATALOG_NAMES order; absent datasets skipped. */
export const loadCatalogs = (names: readonly CatalogName[] = CATALOG_NAMES): BenchCatalog[] => {
  const needed = (name: CatalogName) => names.includes(name);
  const wantsDerived = needed('real10k') || needed('real50k');
  const bfcl = needed('bfcl') || wantsDerived ? loadDataset('bfcl') : undefined;
  const live = needed('livemcpbench') || wantsDerived ? loadDataset('livemcpbench') : undefined;
  const catalogs: BenchCatalog[] = [];
  for (const name of CATALOG_NAMES) {
    if (!needed(name)) continue;
    if (name === 'demo') {
      catalogs.push({
        name,
        catalog: demoCatalog,
        realQueries: distinct(demoQuerySet.map((query) => query.query)),
      });
      continue;
    }
    if (name === 'bfcl' || name === 'livemcpbench') {
      const set = name === 'bfcl' ? bfcl : live;
      if (!set) process.stderr.write(`skipped ${name}: dataset not found\n`);
      else catalogs.push({ name, catalog: set.catalog, realQueries: distinct(set.queries) });
      continue;
    }
    if (!bfcl || !live) {
      process.stderr.write(`skipped ${name}: needs the bfcl and livemcpbench datasets\n`);
      continue;
    }
    const size = DERIVED_SIZES[name] ?? 0;
    catalogs.push({
      name,
      catalog: deriveCatalog([...bfcl.catalog.tools, ...live.catalog.tools], size, 19, name),
      realQueries: distinct(mixInProportion(bfcl.queries, live.queries)),
    });
  }
  return catalogs;
};

export const isCatalogName = (name: string): name is CatalogName =>
  (CATALOG_NAMES as readonly string[]).includes(name);
