/**
 * Catalog: reading and checking a tool catalog. `openCatalog`/`importCatalog` (with derived
 * capability roots, which need the analyzer), and in `./core` the catalog's shapes and light
 * rules: the Tool and Catalog types, limits, issues and positions, catalog settings, the
 * capability line's plan and budget, live list merges, schema arguments and export. Other stages
 * and the engine's entries import the stage from here (or `./core`), never a module by path
 * (`src/test/importRules.ts`).
 */

export { BROAD_RULES, type BroadRule, DEFAULT_BROAD_RULE } from './broadRoots';
export * from './core';
export { DEFAULT_ROOT_RULE, deriveCapabilities, ROOT_RULES, type RootRule } from './deriveRoots';
export { catalogFromValue, type ImportOptions, importCatalog } from './importCatalog';
export { DERIVE_TAGS_BY_DEFAULT, openCatalog } from './openCatalog';
