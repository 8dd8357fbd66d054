import { vi } from 'vitest';
import type { StoreApi } from 'zustand';
import type { AppState, Engine } from '../ui/app/store/types';
import { createSession } from '../ui/replay';
import { createEngineQueries } from '../ui/shared/engineQueries';
import type { WorkspaceStore } from '../ui/shared/savedWork';
import { DEFAULT_VIEW, type View } from '../ui/shared/view';

/**
 * Just enough of the app store for the session slice: a view, a catalog, setView (which
 * refreshes the slice, as the app store's does), Evaluate's import of a query set (a mock), and
 * the slice over `engine` with its own query cache. The slice is refreshed once, as the app
 * store does when it is made.
 */
export const sessionStore = (
  engine: Engine,
  workspace: WorkspaceStore,
  view: Partial<View> = { panel: 'timeline' },
) => {
  let state = {} as AppState;
  const set = (patch: Partial<AppState> | ((s: AppState) => Partial<AppState>)) => {
    state = { ...state, ...(typeof patch === 'function' ? patch(state) : patch) };
  };
  const get = () => state;
  const importQuerySet = vi.fn(async (_name: string, _text: string) => true);
  state = {
    view: { ...DEFAULT_VIEW, ...view },
    catalog: { source: 'demo', format: 'toollens', tools: 169 },
    authoring: { catalogSeq: 1, editVersion: 0, actions: { importQuerySet } },
    actions: {
      setView: (patch: Partial<View>) => {
        set({ view: { ...state.view, ...patch } });
        state.session.actions.refresh();
      },
    },
  } as unknown as AppState;
  const { ask } = createEngineQueries(engine);
  state = { ...state, session: createSession(engine, ask, set, get, () => workspace) };
  state.session.actions.refresh();
  const store = { getState: get, setState: set } as unknown as StoreApi<AppState>;
  return { store, get, importQuerySet };
};
