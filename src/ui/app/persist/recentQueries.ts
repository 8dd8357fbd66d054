/**
 * The palette's recent queries: newest first, without repeats, at most `MAX_RECENT`. Saved in the
 * workspace (key `recentQueries`) like the view, as a setting: two tabs do not conflict over it,
 * the last to write wins.
 */

import type { WorkspaceStore } from '../../shared/savedWork';
import type { View } from '../../shared/view';
import { PAGE_TIMING, type PageTiming } from '../pageTiming';

export const MAX_RECENT = 8;

/**
 * The list after `query` was run. Refining the newest entry ("excel" then "excel file") replaces
 * it, so a query typed in two pauses is one entry; the same query again moves to the top.
 */
export const rememberQuery = (list: readonly string[], query: string): string[] => {
  const text = query.trim();
  if (!text) return [...list];
  const key = text.toLowerCase();
  const newest = list[0]?.toLowerCase();
  const rest = list.filter(
    (each, i) => each.toLowerCase() !== key && !(i === 0 && newest && key.startsWith(newest)),
  );
  return [text, ...rest].slice(0, MAX_RECENT);
};

/** A stored list, or [] when what is stored is not one (an old or damaged value is dropped). */
export const readRecentQueries = (value: unknown): string[] =>
  Array.isArray(value)
    ? value
        .filter((each): each is string => typeof each === 'string' && each.trim() !== '')
        .slice(0, MAX_RECENT)
    : [];

/** Adds a saved query behind the ones remembered this visit (unless it is one of them). */
const rememberQueryLast = (list: string[], saved: string): string[] =>
  list.some((each) => each.toLowerCase() === saved.toLowerCase()) ? list : [...list, saved];

/** The store as the recent queries see it: its view, before and after each change. */
export type QuerySource = {
  subscribe: (listener: (state: { view: View }, previous: { view: View }) => void) => () => void;
};

/**
 * Follows the queries the user runs: a query counts once it has stayed unchanged for
 * `recentSettleMs` (not every prefix typed on the way). Reads the saved list once, then saves
 * every change to `storage` when there is one; `onChange` gets each new list. Returns the stop.
 */
export const followRecentQueries = (
  source: QuerySource,
  storage: WorkspaceStore | undefined,
  onChange: (recent: string[]) => void,
  timing: Pick<PageTiming, 'recentSettleMs'> = PAGE_TIMING,
): (() => void) => {
  let live = true;
  let recent: string[] = [];
  const show = (next: string[]) => {
    recent = next;
    onChange(next);
  };
  // Read once; a query remembered before the read answers is kept in front of the saved ones.
  void storage?.get<unknown>('recentQueries').then((saved) => {
    if (live) show(readRecentQueries(saved).reduce(rememberQueryLast, recent).slice(0, MAX_RECENT));
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unsubscribe = source.subscribe((state, previous) => {
    const query = state.view.query;
    if (query === previous.view.query) return;
    clearTimeout(timer);
    // The guided demo types its own queries: they are not the user's.
    if (!query.trim() || state.view.demo !== undefined) return;
    timer = setTimeout(() => {
      const next = rememberQuery(recent, query);
      void storage?.set('recentQueries', next);
      show(next);
    }, timing.recentSettleMs);
  });
  return () => {
    live = false;
    clearTimeout(timer);
    unsubscribe();
  };
};
