import type { SearchRequest, SearchSession, ToolIndex } from '../../engine';
import { openSearch } from '../../engine';

/**
 * The searches the worker keeps, each by its request, so the page's follow-up questions (a
 * hit's lens, the movement column, the order past the page, "Why not?", the menu's tokens, the
 * targets' columns) read the plan and passes of the search they follow rather than planning
 * again: one plan per keystroke (`npm run -s bench:searches`: on 10,000 tools a query's page and
 * its four questions take 46 ms searched afresh each time, 19.5 ms from one kept search, and 8
 * kept searches hold 0.4 MB). What is kept is the work, never an answer: the page's answers live
 * in its query cache. A request asked of no kept search, or of one of an index since changed, is
 * simply searched again, so an answer never depends on what was evicted or on a restart.
 */

/** How many searches are kept, least recently used dropped first. */
export const KEPT_SEARCHES = 8;

type Kept = { index: ToolIndex; version: number; session: SearchSession };

/** By request, least recently used first (a Map keeps insertion order). */
const kept = new Map<string, Kept>();

/**
 * The search of `request` on `index`: the kept one while the index is unchanged since, else
 * planned, ranked and paged now and kept. Always explained (the page's hits carry their parts).
 */
export const searchOf = (index: ToolIndex, request: SearchRequest): SearchSession => {
  const key = JSON.stringify(request);
  const view = kept.get(key);
  kept.delete(key);
  const current =
    view && view.index === index && view.version === index.version
      ? view
      : {
          index,
          version: index.version,
          session: openSearch(index, { ...request, explain: true }),
        };
  kept.set(key, current);
  for (const old of kept.keys()) {
    if (kept.size <= KEPT_SEARCHES) break;
    kept.delete(old);
  }
  return current.session;
};
