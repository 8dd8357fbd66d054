/**
 * Diff: what a release changed. `diffFindability` (it searches both versions), and in `./core` the
 * light part: `diffCatalogs` and the release diff's types. Other stages and the engine's entries
 * import the stage from here (or `./core`), never a module by path (`src/test/importRules.ts`).
 */

export * from './core';
export { diffFindability, type FindabilityOptions } from './findability';
