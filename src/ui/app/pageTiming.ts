/**
 * The page's own delays, outside the search (see `SearchTiming`): each is a parameter of the
 * controller that waits, with these defaults, so a test gives its own and drives them with
 * fake timers.
 */
export type PageTiming = {
  /**
   * How long typing may go unrecorded in the address (`syncHistory`): browsers throttle a page
   * that rewrites its URL on every keystroke.
   */
  typingMs: number;
  /** How long the view may go unsaved while it changes (`createWorkspace`); typing moves it. */
  viewSaveMs: number;
  /**
   * How long a query must stay unchanged to count as one the user ran, not a word half-typed
   * (`followRecentQueries`).
   */
  recentSettleMs: number;
};

export const PAGE_TIMING: PageTiming = {
  typingMs: 250,
  viewSaveMs: 300,
  recentSettleMs: 1500,
};
