import { createStore, type StoreApi, useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { createAuthoringSlice } from '../../authoring';
import { createDiffSlice } from '../../diff';
import { createMcpSlice } from '../../mcp';
import { createSession } from '../../replay';
import { SEARCH_TIMING, type SearchTiming } from '../../search';
import { IDLE, shown } from '../../shared/request';
import type { WorkspaceStore } from '../../shared/savedWork';
import { DEFAULT_VIEW, type View } from '../../shared/view';
import { createWorkspaceStore } from '../persist/workspaceStore';
import { createEngineSync } from './engineSync';
import { savedFailureActions } from './savedFailures';
import type { AppState, Engine } from './types';

/**
 * The page's state and the only module that imports zustand. Actions talk to the engine
 * (through `engineSync`); panels receive plain values and callbacks and never see the store.
 */

export type { AppState, Banner, Engine, ImportFailure, Loading } from './types';

export const RESTARTED_MESSAGE =
  'The search engine stopped and was restarted; your query was re-run.';
const FAILED_MESSAGE =
  'The search engine stopped repeatedly and was not restarted. Reload the page to try again.';

export type AppStore = StoreApi<AppState>;

/** Said when a link names an imported catalog: its text never travels in a link. */
export const importedNotice = (name: string) =>
  `This link was made with an imported catalog, ${name}, which a link cannot carry. The demo catalog is shown; import ${name} to see the same view.`;

/**
 * Side effects start one way: an action that changes what the panels show calls the effects
 * itself (`viewChanged`, `catalogLoaded`); nothing subscribes to the store's own patches.
 *
 * `workspace` is the page's one persistent store, shared with the workspace module, so a full
 * or missing IndexedDB is reported once. Without it (tests) the session slice makes its own.
 */
export const createAppStore = (
  engine: Engine,
  initialView: View = DEFAULT_VIEW,
  options: { workspace?: WorkspaceStore; timing?: SearchTiming } = {},
): AppStore => {
  let workspace = options.workspace;
  const store = createStore<AppState>()((set, get) => {
    /** A new catalog: its saved edits come back, and the panels that show it follow. */
    const catalogLoaded = () => {
      void get().authoring.actions.catalogChanged();
      get().session.actions.refresh();
      get().diff.actions.refresh();
    };
    const sync = createEngineSync(engine, set, get, catalogLoaded, options.timing);

    /** What follows a view change: the searches, the replay, the evaluation, the tokens. */
    const viewChanged = () => {
      const { view, actions, session, authoring } = get();
      if (view.panel === 'catalog') actions.ensureTokens();
      sync.refresh();
      session.actions.refresh();
      get().diff.actions.refresh();
      // A link, Back or Forward may name another Evaluate view: its runs follow the view.
      if (view.panel === 'evaluate') authoring.actions.ensure();
    };

    engine.onStatus((status) => {
      if (status.kind === 'failed') {
        set({ banner: { kind: 'failed', message: FAILED_MESSAGE, reason: status.reason } });
        return;
      }
      const banner = {
        kind: 'restarted' as const,
        message: RESTARTED_MESSAGE,
        reason: status.reason,
      };
      set({ banner });
      // The view's search is asked again of the new worker (under the new revision, so not of
      // the page's cache), its questions with its answer, and a replay that failed with it.
      sync.invalidate(['result', 'detail']);
      sync.refresh();
      get().session.actions.refresh(true);
    });

    const setView = (next: View) => {
      const previous = get().view;
      set({ view: next });
      if (next.catalog.kind === 'builtIn' && next.catalog.name !== previous.catalog.name) {
        // A link or Back named another built-in catalog: load it, then everything refreshes.
        void sync.loadBuiltIn(next.catalog.name);
      }
      viewChanged();
    };

    return {
      view: initialView,
      catalog: undefined,
      catalogWarnings: [],
      loading: undefined,
      importFailure: undefined,
      notice: undefined,
      banner: undefined,
      savedFailures: [],
      opened: undefined,
      saving: false,
      viewUnsaved: false,
      result: IDLE,
      held: undefined,
      timing: options.timing ?? SEARCH_TIMING,
      movement: IDLE,
      targetList: IDLE,
      targetRanks: IDLE,
      findability: IDLE,
      nearMisses: IDLE,
      menuTokens: IDLE,
      facets: IDLE,
      rows: IDLE,
      tokens: IDLE,
      lens: IDLE,
      whyNot: IDLE,
      detail: IDLE,
      overlay: undefined,
      focusRequest: 0,
      session: createSession(engine, sync.ask, set, get, () => {
        // Created on first use: a visit that never opens the timeline never touches IndexedDB.
        workspace ??= createWorkspaceStore((notice) => set({ notice }));
        return workspace;
      }),
      authoring: createAuthoringSlice(engine, set, get, sync),
      diff: createDiffSlice(sync, { set, get }),
      mcp: createMcpSlice(engine, set, get),
      actions: {
        ...savedFailureActions(set, get),
        setView: (patch) => setView({ ...get().view, ...patch }),
        applyView: (view) => setView(view),
        moveSelection: (delta) => {
          const { result, view } = get();
          const hits = shown(result)?.page.hits ?? [];
          if (hits.length === 0) return;
          const at = hits.findIndex((hit) => hit.name === view.tool);
          const next = at === -1 ? (delta >= 0 ? 0 : hits.length - 1) : at + delta;
          const hit = hits[Math.max(0, Math.min(hits.length - 1, next))];
          if (hit && hit.name !== view.tool) setView({ ...view, tool: hit.name });
        },
        loadBuiltIn: async (name) => {
          set({ notice: undefined });
          const view = get().view;
          if (view.catalog.kind === 'builtIn' && view.catalog.name === name) {
            await sync.loadBuiltIn(name);
          } else {
            // Through the view, so the hash records the choice and Back returns to the last one.
            set({ view: { ...view, catalog: { kind: 'builtIn', name } } });
            await sync.loadBuiltIn(name);
          }
          viewChanged();
        },
        loadCatalogText: async (sourceName, text) => {
          const loaded = await sync.load(
            sourceName,
            () =>
              engine.call('loadCatalogText', text, sourceName, (done, total) =>
                set({ loading: { source: sourceName, done, total } }),
              ),
            // Kept (and persisted) so a reload or a workspace file can load the same text
            // again: saved before the page shows the catalog, so a reload cannot outrun it.
            () => get().authoring.actions.catalogImported(sourceName, text),
          );
          if (!loaded) return;
          set({
            notice: undefined,
            view: { ...get().view, catalog: { kind: 'imported', name: sourceName } },
          });
          viewChanged();
        },
        ensureTokens: () => {
          const { tokens, catalog } = get();
          // Once per catalog (a load resets it to idle); a failed count is asked again.
          if (!catalog || (tokens.status !== 'idle' && tokens.status !== 'error')) return;
          void sync.fetchTokens();
        },
        retry: sync.retry,
        countMenuExactly: sync.countMenuExactly,
        ensureTargetList: sync.ensureTargetList,
        openOverlay: (overlay) => set({ overlay }),
        closeOverlay: () => set({ overlay: undefined }),
        focusQuery: () => {
          const { view } = get();
          set({ overlay: undefined, focusRequest: get().focusRequest + 1 });
          if (view.panel !== 'search') setView({ ...view, panel: 'search' });
        },
        dismissImportFailure: () => set({ importFailure: undefined }),
        dismissBanner: () => set({ banner: undefined }),
        dismissNotice: () => set({ notice: undefined }),
        setAppUrl: (appUrl) => set({ opened: { ...get().opened, appUrl } }),
      },
    };
  });

  // The first view's replay (if it shows one) waits for the catalog; this reads the lists.
  store.getState().session.actions.refresh();
  return store;
};

/**
 * Loads the catalog the first view names. An imported catalog cannot come from a link, so
 * the demo stands in and the page says why.
 */
export const startApp = async (store: AppStore): Promise<void> => {
  const { view, actions } = store.getState();
  if (view.catalog.kind === 'builtIn') {
    await actions.loadBuiltIn(view.catalog.name);
    return;
  }
  const notice = importedNotice(view.catalog.name);
  await actions.loadBuiltIn('demo');
  store.setState({ notice });
};

/**
 * Reads a slice of the store in a component; re-renders when that slice changes. Selectors may
 * return a fresh object of store values: it is compared shallowly.
 */
export const useAppState = <T>(store: AppStore, selector: (state: AppState) => T): T =>
  useStore(store, useShallow(selector));
