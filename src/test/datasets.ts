import { existsSync, readFileSync } from 'node:fs';

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
