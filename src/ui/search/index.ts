// The search feature's entry for the store and the other features: its state and pure helpers.
// Its components are in `components.ts`.
export { rankerTerms, type ShownTerm } from './rankerTerms';
export { lensToolOf } from './state/lensTool';
export { createSearchSync } from './state/searchSync';
export { SEARCH_TIMING, type SearchTiming } from './state/searchTiming';
export type { SearchState } from './state/searchTypes';
export { createTargetSync, targetRanksKey } from './state/targetSync';
export { catalogNames, nearestFirst } from './WhyNot/nearestFirst';
