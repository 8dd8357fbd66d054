import { existsSync, readFileSync } from 'node:fs';
import { type Catalog, importCatalog, type LabelledQuery, readQuerySet } from '../engine';

/**
 * The real catalogs and query sets live in ../shared/datasets, beside the project, and are
 * never copied into it. Tests that need them skip, and say so, when they are absent.
 */
export const datasetPath = (dataset: string, file: string): string =>
  new URL(`../../../shared/datasets/${dataset}/${file}`, import.meta.url).pathname;

export const hasDataset = (dataset: string, file = 'tools.json'): boolean =>
  existsSync(datasetPath(dataset, file));

export const readDataset = (dataset: string, file: string): string =>
  readFileSync(datasetPath(dataset, file), 'utf8');

/** A test name that says why it may be skipped. */
export const needs = (dataset: string, name: string): string =>
  hasDataset(dataset) ? name : `${name} (skipped: dataset not found: ${dataset})`;

/** The three labelled sets whose query files are development splits. */
export const DEV_SETS = ['livemcpbench', 'metatool', 'bfcl'] as const;

export type DevSet = (typeof DEV_SETS)[number];

/**
 * A dev split's queries as the issue measures them: all of them, except metatool, where every
 * tenth query is taken (index 0, 10, 20, …), 1,473 of 14,729.
 */
const devSample = <T>(dataset: string, queries: readonly T[]): T[] =>
  dataset === 'metatool' ? queries.filter((_, index) => index % 10 === 0) : [...queries];

/**
 * metatool's held-out sample: every tenth query from index 5 (5, 15, 25, …), none of which the
 * dev sample holds. No ranking choice is made on it; it is measured, to see a choice hold on
 * queries it was not made from.
 */
const heldOutSample = <T>(queries: readonly T[]): T[] =>
  queries.filter((_, index) => index % 10 === 5);

/** A dev set's catalog and sampled queries, read from ../shared/datasets. */
export const loadDevSet = (dataset: string): { catalog: Catalog; queries: LabelledQuery[] } => {
  const imported = importCatalog(readDataset(dataset, 'tools.json'), { source: dataset });
  if (!imported.ok) throw new Error(`${dataset}: ${imported.errors[0]?.message}`);
  const set = readQuerySet(JSON.parse(readDataset(dataset, 'queries.json')));
  if (!set.ok) throw new Error(`${dataset}: ${set.errors.join('\n')}`);
  return { catalog: imported.catalog, queries: devSample(dataset, set.queries) };
};

/** metatool's catalog with its held-out sample (heldOutSample). */
export const loadHeldOutSet = (): { catalog: Catalog; queries: LabelledQuery[] } => {
  const { catalog } = loadDevSet('metatool');
  const set = readQuerySet(JSON.parse(readDataset('metatool', 'queries.json')));
  if (!set.ok) throw new Error(`metatool: ${set.errors.join('\n')}`);
  return { catalog, queries: heldOutSample(set.queries) };
};
