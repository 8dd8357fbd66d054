import type { WorkspaceStore } from '../../shared/savedWork';
import type { AppStore } from '../store/appStore';
import { formatHash, parseHash } from '../url/viewHash';
import type { Workspace } from '../workspace/workspaceSession';
import { createTourReturn } from './tourReturn';

/** The tour's way back, wired to the page's store, workspace and live connection. */
export const createPageTourReturn = (
  store: AppStore,
  workspace: Workspace,
  storage: WorkspaceStore,
) =>
  createTourReturn({
    getView: () => store.getState().view,
    subscribe: (listener) =>
      store.subscribe((state, previous) => {
        if (state.view !== previous.view) listener(state.view, previous.view);
      }),
    connection: () => {
      const { status } = store.getState().mcp;
      return status.kind === 'connected' ? status.url : undefined;
    },
    open: workspace.openView,
    show: (view) => store.getState().actions.setView(view),
    reconnect: async (url) => {
      const { status, actions } = store.getState().mcp;
      // The same session's headers when this visit had them; a reload forgot them.
      const ok =
        status.kind === 'closed' && status.url === url
          ? await actions.reconnect()
          : await actions.connect(url, {});
      if (ok) return undefined;
      const failure = store.getState().mcp.error ?? `${url} did not answer.`;
      // Said once, by the tour's own message with its Retry.
      store.getState().mcp.actions.dismissError();
      return failure;
    },
    load: () => storage.get<unknown>('tour'),
    save: (saved) => void (saved ? storage.set('tour', saved) : storage.remove('tour')),
    format: formatHash,
    parse: parseHash,
  });
