import type { Ranker } from '../../engine/core';

/** Whether a string names one of the engine's rankers (engine/search/types.ts: RANKERS). */
export { isRanker } from '../../engine/core';

/**
 * The rankers the engine offers, as the page presents them. `toollens`, the engine's repaired
 * ranker, is the page's default, as it is search_tools'; `seed` is the design's order exactly
 * (docs/design/search.md), one click (or `#ranker=seed`) away; `bm25` is the plain baseline.
 */
export const RANKER_CHOICES: { ranker: Ranker; label: string; title: string }[] = [
  {
    ranker: 'seed',
    label: 'seed',
    title: "The spec's order: distinct terms covered, then Σ w(t), then BM25, then catalog order",
  },
  {
    ranker: 'toollens',
    label: 'toollens',
    title:
      'Informative terms only, BM25F over five fields; short keyword queries coverage first, prose by score',
  },
  { ranker: 'bm25', label: 'bm25', title: 'Plain BM25 order, for comparison' },
];

const RANKER_IDS: readonly Ranker[] = RANKER_CHOICES.map((r) => r.ranker);

/** The ranker `r` switches to: the next in the list. */
export const nextRanker = (ranker: Ranker): Ranker =>
  RANKER_IDS[(RANKER_IDS.indexOf(ranker) + 1) % RANKER_IDS.length] ?? 'seed';

/** The ranker each one's movement (↑/↓) is shown against. */
export const versusRanker = (ranker: Ranker): Ranker => (ranker === 'seed' ? 'bm25' : 'seed');
