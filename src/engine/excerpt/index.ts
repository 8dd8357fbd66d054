/**
 * Excerpt: the part of a tool's text a hit shows, within a budget. `buildExcerpt` and the lens
 * (they need the analyzer), and in `./core` the light shapes and rules: excerpt and lens types,
 * lens spans, the menu, the page's shares and the opening's rendering. Other stages and the
 * engine's entries import the stage from here (or `./core`), never a module by path
 * (`src/test/importRules.ts`).
 */

export * from './core';
export { buildExcerpt, type WeightedTerm } from './excerpt';
export { lensView } from './lens';
export { prepare } from './textCache';
