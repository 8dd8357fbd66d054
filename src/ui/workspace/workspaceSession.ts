import { plural } from '../format';
import { createWorkspaceStore, type WorkspaceStore } from '../persist/workspaceStore';
import { type AppStore, startApp } from '../store/appStore';
import { activeSetOf } from '../store/authoringContext';
import type { CompareConfigs, ImportedCatalog, QuerySet, SavedWork } from '../store/authoringTypes';
import { withoutRedo } from '../store/editHistory';
import { DEFAULT_VIEW, formatHash, parseHash, type View } from '../url/viewHash';
import { decodeShare, SHARE_PREFIX, type SharePayload, shareUrl } from './shareLink';
import {
  readCatalog,
  readCatalogSettingsMap,
  readCompare,
  readHistories,
  readQuerySets,
} from './validate';
import { readWorkspaceFile, workspaceFile } from './workspaceFile';

/**
 * The user's work across visits: restores it on start (from IndexedDB, or from a share link),
 * saves every change as it happens, and exports or imports it as one file. Storage failures
 * (private mode, a full disk) fall back to memory and are reported in the shell; the work in
 * this visit is never dropped.
 */

/** The page as this module sees it: `window` in the app, a fake in tests. */
export type Page = {
  location: Pick<Location, 'hash' | 'pathname' | 'search'>;
  history: Pick<History, 'replaceState'>;
  confirm: (message: string) => boolean;
};

/** The `querySets` workspace key. */
type SavedSets = {
  sets: QuerySet[];
  active: string | undefined;
  k: number;
  /** The Compare view's two configurations: evaluation settings, kept beside the sets. */
  compare?: CompareConfigs;
};

/** How long the view may go unsaved while it changes (typing moves it on every key). */
const VIEW_SAVE_MS = 300;

const sameCatalog = (a: ImportedCatalog | undefined, b: ImportedCatalog | undefined) =>
  a !== undefined && b !== undefined && a.name === b.name && a.text === b.text;

/** Asked when a link's valid catalog would replace the user's own imported one. */
export const replaceCatalogQuestion = (shared: string, own: string) =>
  `This link carries the catalog ${shared}. Replace your imported catalog ${own} with it?\n\nOK replaces ${own} and saves ${shared}. Cancel opens ${shared} for this visit only: it is not saved, and ${own} stays saved.`;

/** Said while a link's catalog is viewed without saving it. */
export const viewOnlyNotice = (shared: string, own: string) =>
  `${shared} from the link is shown for this visit only and is not saved; your own ${own} stays saved. Import ${shared} to keep it.`;

export type Workspace = ReturnType<typeof createWorkspace>;

/**
 * What of the user's own work a workspace file would replace: query sets it does not carry as
 * they are, edits it does not carry as they are, an imported catalog it replaces. Empty when
 * nothing is lost (a fresh workspace, or the same file again).
 */
export const workLost = (
  state: Pick<SavedWork, 'querySets' | 'histories' | 'catalogSettings'> & {
    imported: ImportedCatalog | undefined;
  },
  file: Pick<SavedWork, 'querySets' | 'histories' | 'catalogSettings'> & {
    catalog: ImportedCatalog | undefined;
  },
): string[] => {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const lost: string[] = [];
  const sets = state.querySets.filter(
    (set) =>
      !same(
        set,
        file.querySets.find((each) => each.id === set.id),
      ),
  );
  if (sets.length > 0) lost.push(plural(sets.length, 'query set'));
  const edits = Object.entries(state.histories).filter(
    ([key, history]) => history.entries.length > 0 && !same(history, file.histories[key]),
  );
  if (edits.length > 0) lost.push(`edits to ${plural(edits.length, 'catalog')}`);
  const settings = Object.entries(state.catalogSettings ?? {}).filter(
    ([key, mine]) => !same(mine, file.catalogSettings?.[key]),
  );
  if (settings.length > 0)
    lost.push(`scaffolding and capability-line settings of ${plural(settings.length, 'catalog')}`);
  if (state.imported && file.catalog && !sameCatalog(state.imported, file.catalog))
    lost.push(`imported catalog ${state.imported.name}`);
  return lost;
};

export const createWorkspace = (
  store: AppStore,
  page: Page,
  storage: WorkspaceStore = createWorkspaceStore((message) =>
    store.getState().authoring.actions.setStorageWarning(message),
  ),
) => {
  const authoring = () => store.getState().authoring;
  const warn = (message: string) => store.setState({ notice: message });
  /**
   * A catalog from a link or a workspace file that is not (or not yet) to be saved: loaded
   * while it is checked, or viewed for this visit only. The user's own saved catalog stays.
   */
  let unsaved: ImportedCatalog | undefined;

  /**
   * Loads a catalog from a link or a file into the worker, whose import validates it, before it
   * replaces or saves anything: on failure the problems show as an import's do, the worker keeps
   * the catalog it had, and nothing is saved. Saving waits for the caller's decision.
   */
  const tryCatalog = async (catalog: ImportedCatalog): Promise<boolean> => {
    unsaved = catalog;
    await store.getState().actions.loadCatalogText(catalog.name, catalog.text);
    const ok = store.getState().importFailure === undefined;
    if (!ok) unsaved = undefined;
    return ok;
  };

  /** Saves the catalog just checked as the user's own. */
  const keepCatalog = (catalog: ImportedCatalog) => {
    unsaved = undefined;
    void storage.set('catalog', catalog);
  };

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
    const catalogSettings = readCatalogSettingsMap(settings, '/catalogSettings');
    if (settings !== undefined && catalogSettings.ok) work.catalogSettings = catalogSettings.value;
    const imported = readCatalog(catalog, '/catalog');
    if (catalog !== undefined && imported.ok) {
      authoring().actions.catalogImported(imported.value.name, imported.value.text);
    }
    if (
      (sets && !querySets.ok) ||
      (edits !== undefined && !histories.ok) ||
      (settings !== undefined && !catalogSettings.ok)
    ) {
      warn('Part of the saved workspace could not be read and was left out.');
    }
    return { work, ...(typeof view === 'string' ? { view } : {}) };
  };

  /** Takes in a share link's work; the user's own edits of that catalog are kept unless they agree. */
  const applyShared = (payload: SharePayload): View => {
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
    if (payload.settings) {
      const { key, settings } = payload.settings;
      const mine = state.catalogSettings?.[key];
      const differ = mine && JSON.stringify(mine) !== JSON.stringify(settings);
      const replace =
        !differ ||
        page.confirm(
          'This link carries scaffolding and capability-line settings for this catalog. Replace your own with them? Cancel keeps yours.',
        );
      if (replace) work.catalogSettings = { ...state.catalogSettings, [key]: settings };
    }
    // The catalog is not taken here: `openSharedCatalog` checks it first.
    state.actions.restore(work);
    return parseHash(payload.view);
  };

  /** Loads the catalog a view names: an imported one from its saved text when there is one. */
  const loadCatalogFor = async (view: View) => {
    const imported = authoring().imported;
    if (view.catalog.kind === 'imported' && imported?.name === view.catalog.name) {
      await store.getState().actions.loadCatalogText(imported.name, imported.text);
    } else {
      await startApp(store);
    }
  };

  /**
   * A link's catalog: checked by the worker before anything is saved. A bad one shows its
   * problems and the user's own catalog (or the demo) is shown instead; a good one that would
   * replace the user's own imported catalog asks first, and Cancel views it without saving.
   */
  const openSharedCatalog = async (catalog: ImportedCatalog) => {
    const own = authoring().imported;
    if (!(await tryCatalog(catalog))) {
      const failure = store.getState().importFailure;
      const fallback = own ? { kind: 'imported' as const, name: own.name } : DEFAULT_VIEW.catalog;
      const view = { ...store.getState().view, catalog: fallback, tool: undefined };
      showView(view);
      await loadCatalogFor(view);
      store.setState({ importFailure: failure });
      return;
    }
    if (own && !sameCatalog(own, catalog)) {
      if (page.confirm(replaceCatalogQuestion(catalog.name, own.name))) keepCatalog(catalog);
      else warn(viewOnlyNotice(catalog.name, own.name));
    } else keepCatalog(catalog);
  };

  /** Shows a view without the side effects of a view change: the catalog is loaded next. */
  const showView = (view: View) => {
    const hash = formatHash(view);
    page.history.replaceState(null, '', hash || `${page.location.pathname}${page.location.search}`);
    store.setState({ view });
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
        void storage.set('catalogSettings', now.catalogSettings ?? {});
      // A catalog on trial or viewed for this visit only is saved by its caller, if at all.
      if (now.imported && now.imported !== before.imported && !sameCatalog(now.imported, unsaved)) {
        unsaved = undefined;
        void storage.set('catalog', now.imported);
      }
      if (state.view !== previous.view) {
        clearTimeout(viewTimer);
        // Unsaved until the timer fires: the header says so, as for any write in flight.
        if (!state.viewUnsaved) store.setState({ viewUnsaved: true });
        viewTimer = setTimeout(() => {
          store.setState({ viewUnsaved: false });
          void storage.set('view', formatHash(store.getState().view));
        }, VIEW_SAVE_MS);
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
      const hash = page.location.hash;
      // Said after the catalog loads: loading one clears the notice (a damaged link's message
      // would never show).
      let notice: string | undefined;
      if (hash.startsWith(SHARE_PREFIX)) {
        const shared = await decodeShare(hash);
        if (shared.ok) {
          showView(applyShared(shared.value));
          if (shared.value.catalog) {
            await openSharedCatalog(shared.value.catalog);
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
