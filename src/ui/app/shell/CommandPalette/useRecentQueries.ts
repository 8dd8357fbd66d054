import { useEffect, useState } from 'react';
import type { WorkspaceStore } from '../../../shared/savedWork';
import { PAGE_TIMING, type PageTiming } from '../../pageTiming';
import { followRecentQueries } from '../../persist/recentQueries';
import type { AppStore } from '../../store/appStore';

/**
 * The queries the user ran, newest first, for the palette (see `followRecentQueries`). Saved in
 * the workspace when there is one; an embed keeps them for the visit only.
 */
export const useRecentQueries = (
  store: AppStore,
  storage?: WorkspaceStore,
  timing: Pick<PageTiming, 'recentSettleMs'> = PAGE_TIMING,
): string[] => {
  const [recent, setRecent] = useState<string[]>([]);
  useEffect(() => followRecentQueries(store, storage, setRecent, timing), [store, storage, timing]);
  return recent;
};
