import { useEffect, useState } from 'react';
import type { WorkspaceStore } from '../../../shared/savedWork';
import {
  MAX_RECENT,
  RECENT_SETTLE_MS,
  readRecentQueries,
  rememberQuery,
} from '../../persist/recentQueries';
import type { AppStore } from '../../store/appStore';

/**
 * The queries the user ran, newest first, for the palette: a query counts once it has stayed
 * unchanged for `RECENT_SETTLE_MS` (not every prefix typed on the way). Saved in the workspace
 * when there is one; an embed keeps them for the visit only.
 */
export const useRecentQueries = (store: AppStore, storage?: WorkspaceStore): string[] => {
  const [recent, setRecent] = useState<string[]>([]);

  useEffect(() => {
    let live = true;
    // Read once; a query remembered before the read answers is kept in front of the saved ones.
    void storage?.get<unknown>('recentQueries').then((saved) => {
      if (!live) return;
      setRecent((now) =>
        readRecentQueries(saved).reduce(rememberQueryLast, now).slice(0, MAX_RECENT),
      );
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = store.subscribe((state, previous) => {
      const query = state.view.query;
      if (query === previous.view.query) return;
      clearTimeout(timer);
      // The guided demo types its own queries: they are not the user's.
      if (!query.trim() || state.view.demo !== undefined) return;
      timer = setTimeout(() => {
        setRecent((now) => {
          const next = rememberQuery(now, query);
          void storage?.set('recentQueries', next);
          return next;
        });
      }, RECENT_SETTLE_MS);
    });
    return () => {
      live = false;
      clearTimeout(timer);
      unsubscribe();
    };
  }, [store, storage]);

  return recent;
};

/** Adds a saved query behind the ones remembered this visit (unless it is one of them). */
const rememberQueryLast = (list: string[], saved: string): string[] =>
  list.some((each) => each.toLowerCase() === saved.toLowerCase()) ? list : [...list, saved];
