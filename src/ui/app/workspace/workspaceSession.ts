import type { CompareConfigs, QuerySet, SavedWork } from '../../authoring';
import { activeSetOf, withoutRedo } from '../../authoring';
import { plural } from '../../shared/format';
import type { WorkspaceStore } from '../../shared/savedWork';
import type { View } from '../../shared/view';
import { PAGE_TIMING, type PageTiming } from '../pageTiming';
import type { AppStore } from '../store/appStore';
import { formatHash, parseHash } from '../url/viewHash';
import { decodeShare, SHARE_PREFIX, type SharePayload, shareUrl } from './shareLink';
import { readCompare, readHistories, readQuerySets, readWorkspaceCatalog } from './validate';
import { createWorkspaceCatalogs } from './workspaceCatalogs';
import { keepCompareChoice } from './workspaceCompare';
import { readWorkspaceFile, workspaceFile } from './workspaceFile';
import { type Page, workLost } from './workspaceQuestions';
import { createWorkspaceSettings, type SettingsEngine } from './workspaceSettings';

export {
  replaceCatalogQuestion,
  settingsQuestion,
  settingsViewOnlyNotice,
  viewOnlyNotice,
  workLost,
} from './workspaceQuestions';

/**
 * The user's work across visits: restores it on start (from IndexedDB, or from a share link),
 * saves every change as it happens, and exports or imports it as one file. Storage failures
 * (private mode, a full disk) fall back to memory and are reported in the shell; the work in
 * this visit is never dropped.
 */

/** The `querySets` workspace key. */
type SavedSets = {
  sets: QuerySet[];
  active: string | undefined;
  k: number;
  /** The Compare view's two configurations: evaluation settings, kept beside the sets. */
  compare?: CompareConfigs;
};

export type Workspace = ReturnType<typeof createWorkspace>;

export const createWorkspace = (
  store: AppStore,
  page: Page,
  storage: WorkspaceStore,
  /** The worker, which reads settings from storage and links off the page's thread. */
  engine: SettingsEngine,
  timing: Pick<PageTiming, 'viewSaveMs'> = PAGE_TIMING,
) => {
  const authoring = () => store.getState().authoring;
  const warn = (message: string) => store.setState({ notice: message });
  const settingsStore = createWorkspaceSettings(store, engine, page.confirm, (value) => {
    void storage.set('catalogSettings', value);
  });
  const catalogs = createWorkspaceCatalogs(store, page, storage);
  const { tryCatalog, keepCatalog, showView, loadCatalogFor, openSharedCatalog } = catalogs;
  const readSaved = async (): Promise<{ work: Partial<SavedWork>; view?: string }> => {
    const [sets, edits, catalog, view, settings] = await Promise.all([
      storage.get<SavedSets>('querySets'),
      storage.get<unknown>('edits'),
      storage.get<unknown>('catalog'),
      storage.get<string>('view'),
      storage.get<unknown>('catalogSettings'),
    ]);
    const work: Partial<SavedWork> = {};
    const querySets = readQuerySets(sets?.sets, '/querySets');
    if (sets && querySets.ok)
      Object.assign(work, { querySets: querySets.value, activeSet: sets.active, k: sets.k });
    // Settings, not work: a stored pair that no longer reads is dropped without a warning.
    const compare = readCompare(sets?.compare, '/querySets/compare');
    if (compare.ok) work.compare = compare.value;
    const histories = readHistories(edits, '/edits');
    if (edits !== undefined && histories.ok) work.histories = histories.value;
    // Read by the worker; what it refuses is said, and kept until the user discards it.
    const catalogSettings = await settingsStore.readSaved(settings);
    if (catalogSettings) work.catalogSettings = catalogSettings;
    const imported = readWorkspaceCatalog(catalog, '/catalog');
    if (catalog !== undefined && imported.ok) {
      authoring().actions.catalogImported(imported.value.name, imported.value.text);
    }
    if ((sets && !querySets.ok) || (edits !== undefined && !histories.ok)) {
      warn('Part of the saved workspace could not be read and was left out.');
    }
    return { work, ...(typeof view === 'string' ? { view } : {}) };
  };

  /**
   * Takes in a share link's work; the user's own edits of that catalog are kept unless they
   * agree, and its settings are saved only if they agree. Returns the view and what to say
   * once the catalog is loaded (loading one clears the notice).
   */
  const applyShared = async (
    payload: SharePayload,
  ): Promise<{ view: View; notice: string | undefined }> => {
    const state = authoring();
    const work: Partial<SavedWork> = {};
    if (payload.set) {
      const clash = state.querySets.find((set) => set.id === payload.set?.id);
      const set =
        clash && JSON.stringify(clash.queries) !== JSON.stringify(payload.set.queries)
          ? { ...payload.set, id: `${payload.set.id}-shared`, name: `${payload.set.name} (shared)` }
          : payload.set;
      work.querySets = [...state.querySets.filter((each) => each.id !== set.id), set];
      work.activeSet = set.id;
    }
    if (payload.edits) {
      const { key, history } = payload.edits;
      const mine = state.histories[key];
      const differ = mine && mine.applied > 0 && JSON.stringify(mine) !== JSON.stringify(history);
      const replace =
        !differ ||
        page.confirm(
          `This link carries ${plural(history.applied, 'tool edit')}. Replace your own ${plural(mine?.applied ?? 0, 'edit')} to this catalog with them? Cancel keeps yours.`,
        );
      if (replace) work.histories = { ...state.histories, [key]: history };
    }
    let notice: string | undefined;
    if (payload.settings) {
      const shared = await settingsStore.fromLink(payload.settings.key, payload.settings.settings);
      if (shared.settings) work.catalogSettings = shared.settings;
      notice = shared.notice;
    }
    // The catalog is not taken here: `openSharedCatalog` checks it first.
    authoring().actions.restore(work);
    return { view: parseHash(payload.view), notice };
  };

  const persist = () => {
    let viewTimer: ReturnType<typeof setTimeout> | undefined;
    store.subscribe((state, previous) => {
      const now = state.authoring;
      const before = previous.authoring;
      if (
        now.querySets !== before.querySets ||
        now.activeSet !== before.activeSet ||
        now.k !== before.k ||
        now.compare.a !== before.compare.a ||
        now.compare.b !== before.compare.b
      ) {
        void storage.set<SavedSets>('querySets', {
          sets: now.querySets,
          active: now.activeSet,
          k: now.k,
          compare: { a: now.compare.a, b: now.compare.b },
        });
      }
      if (now.histories !== before.histories) void storage.set('edits', now.histories);
      if (now.catalogSettings !== before.catalogSettings)
        void storage.set('catalogSettings', settingsStore.stored(now.catalogSettings));
      // A catalog on trial or viewed for this visit only is saved by its caller, if at all.
      if (now.imported && now.imported !== before.imported && catalogs.saves(now.imported))
        void storage.set('catalog', now.imported);
      if (state.view !== previous.view) {
        clearTimeout(viewTimer);
        // Unsaved until the timer fires: the header says so, as for any write in flight.
        if (!state.viewUnsaved) store.setState({ viewUnsaved: true });
        viewTimer = setTimeout(() => {
          store.setState({ viewUnsaved: false });
          void storage.set('view', formatHash(store.getState().view));
        }, timing.viewSaveMs);
      }
    });
  };

  return {
    storage,

    /** Restores the saved work (or a share link's), then loads the catalog the view names. */
    start: async () => {
      // The store gives up on a storage that does not answer (READ_TIMEOUT_MS) and says so.
      const saved = await readSaved();
      authoring().actions.restore(saved.work);
      // From here on every change is saved, the work a share link brings included.
      persist();
      await keepCompareChoice(store, storage);
      const hash = page.location.hash;
      // Said after the catalog loads: loading one clears the notice (a damaged link's message
      // would never show).
      let notice: string | undefined;
      if (hash.startsWith(SHARE_PREFIX)) {
        const shared = await decodeShare(hash);
        if (shared.ok) {
          const applied = await applyShared(shared.value);
          showView(applied.view);
          notice = applied.notice;
          if (shared.value.catalog) {
            await openSharedCatalog(shared.value.catalog);
            if (notice) warn([store.getState().notice, notice].filter(Boolean).join(' '));
            return;
          }
        } else {
          showView(parseHash(''));
          notice = shared.errors.join(' ');
        }
      } else if (!hash && saved.view) {
        showView(parseHash(saved.view));
      }
      await loadCatalogFor(store.getState().view);
      if (notice) warn(notice);
    },

    /** The whole workspace as one JSON file's text. */
    exportFile: async (): Promise<string> => {
      const state = store.getState();
      const { querySets, activeSet, k, histories, imported, compare, catalogSettings } =
        state.authoring;
      const transcripts = await storage.get<unknown>('transcripts');
      const file = workspaceFile(
        {
          querySets,
          activeSet,
          k,
          histories,
          compare: { a: compare.a, b: compare.b },
          ...(catalogSettings ? { catalogSettings } : {}),
        },
        formatHash(state.view),
        imported,
        transcripts,
      );
      return JSON.stringify(file, null, 2);
    },

    /** Replaces the workspace with a file's; the problems, each with its path, when it cannot. */
    importFile: async (text: string): Promise<string[]> => {
      const read = readWorkspaceFile(text);
      if (!read.ok) return read.errors;
      const file = read.value;
      const state = authoring();
      const losing = workLost(state, file);
      if (
        losing.length > 0 &&
        !page.confirm(
          `This workspace file replaces your ${losing.join(', ')}. Replace them? Cancel keeps your workspace as it is.`,
        )
      ) {
        return ['not imported: you kept your own workspace'];
      }
      // The file's catalog is checked by the worker before anything is replaced.
      if (file.catalog) {
        if (!(await tryCatalog(file.catalog))) {
          const failure = store.getState().importFailure;
          store.setState({ importFailure: undefined });
          return (failure?.issues ?? []).map((issue) => `/catalog: ${issue.text}`);
        }
        keepCatalog(file.catalog);
      }
      const { actions } = authoring();
      actions.restore({
        querySets: file.querySets,
        activeSet: file.activeSet,
        k: file.k,
        histories: file.histories,
        ...(file.compare ? { compare: file.compare } : {}),
        // A file without settings (an older one) leaves none: it replaces the workspace.
        catalogSettings: file.catalogSettings ?? {},
      });
      // Written back as it came (validated by readWorkspaceFile); the Timeline's slice reads it.
      if (file.transcripts !== undefined && file.transcripts !== null) {
        await storage.set('transcripts', file.transcripts);
        // The Timeline's slice read its transcripts at start; it reads the imported ones now.
        store.getState().session.actions.reloadSaved();
      }
      const view = parseHash(file.view);
      showView(view);
      await loadCatalogFor(view);
      return [];
    },

    /** Shows `view` and loads the catalog it names, as a reload does (the tour's way back). */
    openView: async (view: View) => {
      showView(view);
      await loadCatalogFor(view);
    },

    /** A link to this view with the active set and this catalog's edits in its hash. */
    shareLink: (base: string) => {
      const state = store.getState();
      const { catalogKey, histories, imported, catalogSettings } = state.authoring;
      const settings = catalogKey ? catalogSettings?.[catalogKey] : undefined;
      const active = activeSetOf(state.authoring);
      const history = catalogKey ? histories[catalogKey] : undefined;
      const catalog = state.view.catalog;
      return shareUrl(base, {
        v: 1,
        view: formatHash(state.view),
        ...(active ? { set: active } : {}),
        ...(catalogKey && history && history.applied > 0
          ? { edits: { key: catalogKey, history: withoutRedo(history) } }
          : {}),
        ...(catalogKey && settings ? { settings: { key: catalogKey, settings } } : {}),
        ...(catalog.kind === 'imported' && imported?.name === catalog.name
          ? { catalog: imported }
          : {}),
      });
    },
  };
};
