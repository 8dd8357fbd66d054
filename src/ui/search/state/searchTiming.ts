/**
 * The search's timing, from the keystroke on: each keystroke searches at once (the client
 * makes one search at a time, skipping those a newer keystroke gave up), the movement column is asked as soon as the page is shown, and what
 * may wait waits for the typing to rest. Passed to the search controller (`searchSync.ts`) as a
 * parameter, so a test gives its own delays and drives them with fake timers.
 */
export type SearchTiming = {
  /**
   * How long a shown result waits before its ranking past the page ("Why not?"'s near misses)
   * is asked: while the user types, no extra worker call queues in front of the next search.
   */
  nearMissesDelayMs: number;
  /** How long the query must rest before the top hit's lens is asked; a picked row's is at once. */
  autoLensRestMs: number;
  /** How long the page-budget chart waits for typing to pause before it redraws. */
  chartSettleMs: number;
  /**
   * How long typing must rest before a half-typed word's empty answer replaces the last results
   * that found something (midWord.ts); a space after the word shows it at once.
   */
  midWordRestMs: number;
};

export const SEARCH_TIMING: SearchTiming = {
  nearMissesDelayMs: 250,
  autoLensRestMs: 150,
  chartSettleMs: 150,
  midWordRestMs: 600,
};
