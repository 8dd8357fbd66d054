import type { SearchRequest, SearchSession, ToolIndex } from '../../engine';
import { openSearch, ToollensError } from '../../engine';
import type { ViewId } from '../boundary';

/**
 * The searches the worker keeps, each by its view id, so the page's follow-up questions (a
 * hit's lens, the movement column, the order past the page, "Why not?", the menu's tokens) are
 * answered from the search they follow rather than by searching again. The page asks them of
 * the newest search or two; older ones are dropped, least recently used first.
 */

/** How many searches are kept. */
export const KEPT_SEARCHES = 8;

type Kept = { index: ToolIndex; session: SearchSession };

/** By id, least recently used first (a Map keeps insertion order). */
const kept = new Map<ViewId, Kept>();

/**
 * Told apart from every other worker's ids (a restarted worker's first search must not answer
 * to its predecessor's first id), then counted.
 */
const WORKER = Math.random().toString(36).slice(2, 10) + Math.random().toString(36).slice(2, 10);
let next = 0;

/** Plans, ranks and pages a search on `index`, and keeps it under a new id. */
export const openView = (index: ToolIndex, request: SearchRequest) => {
  const session = openSearch(index, request);
  const viewId = `${WORKER}.${++next}` as ViewId;
  kept.set(viewId, { index, session });
  for (const old of kept.keys()) {
    if (kept.size <= KEPT_SEARCHES) break;
    kept.delete(old);
  }
  return { viewId, session };
};

/**
 * The kept search `viewId`, made the most recently used. An id this worker does not keep (too
 * old, from a worker before a restart, or of a catalog since replaced) is refused as `expired`:
 * the client searches again.
 */
export const viewOf = (viewId: ViewId, current: ToolIndex): SearchSession => {
  const view = kept.get(viewId);
  if (!view || view.index !== current) {
    if (view) kept.delete(viewId);
    throw new ToollensError(
      `toollens worker: search view "${String(viewId)}" is not kept (of ${KEPT_SEARCHES}, or of an earlier catalog); search again`,
      'expired',
    );
  }
  kept.delete(viewId);
  kept.set(viewId, view);
  return view.session;
};
