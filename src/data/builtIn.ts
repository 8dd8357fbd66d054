import type { Catalog } from '../engine/core';
import { demoCatalog } from './demo';
import { sampleCatalog } from './sample';
import { syntheticCatalog } from './synthetic';

/**
 * The catalogs that ship with toollens, by name: the design's (docs/design/README.md) demo, a
 * sample, and a synthetic 10k. The CLI (`--catalog demo`) and the worker (the page's picker) load
 * them from here.
 */
export const BUILT_IN_CATALOGS = {
  demo: () => demoCatalog,
  sample: () => sampleCatalog,
  synthetic10k: () => syntheticCatalog(10_000),
} as const satisfies Record<string, () => Catalog>;

export type BuiltInCatalog = keyof typeof BUILT_IN_CATALOGS;

/** Whether `name` is a built-in catalog's: own keys only, so `__proto__` is not. */
export const isBuiltInCatalog = (name: string): name is BuiltInCatalog =>
  Object.hasOwn(BUILT_IN_CATALOGS, name);
