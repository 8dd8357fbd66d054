import type { MarkerKind } from '../../../../engine/core';

/** A glyph per marker kind for the figure's rows; the message says the rest on hover. */
export const MARKER_ICONS: Record<MarkerKind, string> = {
  thrash: '⇄ thrash',
  'repeated-search': '↻ repeat',
  'found-never-activated': '○ unused',
  'called-never-activated': '✕ undeclared',
  'not-in-catalog': '✕ not in catalog',
  'wrong-tool': '✕ wrong tool',
};

export const MARKER_TITLES: Record<MarkerKind, string> = {
  thrash: 'Thrash: evicted, then activated again within a few turns',
  'repeated-search': 'Waste: the same search again',
  'found-never-activated': 'Waste: found at the top of a search, never activated',
  'called-never-activated': 'Waste: called without ever being activated',
  'not-in-catalog': 'Unknown tool: not in the catalog',
  'wrong-tool': 'Wrong tool: none of the query’s labelled tools was activated',
};
