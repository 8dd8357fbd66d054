/**
 * Lint: findings on a catalog before it ships. `lintCatalog` (it builds an index and the agent
 * targets), and in `./core` the light part: the finding types and the line-coverage rule. Other
 * stages and the engine's entries import the stage from here (or `./core`), never a module by path
 * (`src/test/importRules.ts`).
 */

export * from './core';
export { lintCatalog } from './lintCatalog';
