import type { ImportedCatalog } from '../../authoring';
import type { WorkspaceStore } from '../../shared/savedWork';
import { DEFAULT_VIEW, type View } from '../../shared/view';
import { type AppStore, startApp } from '../store/appStore';
import { formatHash } from '../url/viewHash';
import {
  type Page,
  replaceCatalogQuestion,
  sameCatalog,
  viewOnlyNotice,
} from './workspaceQuestions';

/**
 * The catalogs the workspace loads: the user's saved one, and one from a link or a workspace
 * file, which the worker's import checks before anything is saved. A link's catalog that would
 * replace the user's own asks first; a saved one that no longer loads is offered to open
 * without or to discard.
 */
export const createWorkspaceCatalogs = (store: AppStore, page: Page, storage: WorkspaceStore) => {
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

  /** Shows a view without the side effects of a view change: the catalog is loaded next. */
  const showView = (view: View) => {
    const hash = formatHash(view);
    page.history.replaceState(null, '', hash || `${page.location.pathname}${page.location.search}`);
    store.setState({ view });
  };

  /**
   * Loads the catalog a view names: an imported one from its saved text when there is one. If
   * the saved text no longer loads (a newer check refuses it, a worker dies on it), the page
   * offers to open without it or to discard it; until then it stays saved.
   */
  const loadCatalogFor = async (view: View) => {
    const imported = authoring().imported;
    if (view.catalog.kind !== 'imported' || imported?.name !== view.catalog.name) {
      await startApp(store);
      return;
    }
    await store.getState().actions.loadCatalogText(imported.name, imported.text);
    const failure = store.getState().importFailure;
    if (!failure || failure.source !== imported.name) return;
    const demo = () => store.getState().actions.loadBuiltIn('demo');
    store.getState().actions.reportSavedFailure({
      id: 'catalog',
      what: `the saved catalog ${imported.name}`,
      message: failure.issues.map((issue) => issue.text).join('; '),
      pronoun: 'it',
      openWithout: () => void demo(),
      discard: async () => {
        store.setState((state) => ({ authoring: { ...state.authoring, imported: undefined } }));
        await storage.remove('catalog');
        await demo();
      },
    });
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

  return {
    tryCatalog,
    keepCatalog,
    showView,
    loadCatalogFor,
    openSharedCatalog,
    /**
     * Whether `imported` is to be saved as the user's own now: not while it is on trial or
     * viewed for this visit only. A catalog imported otherwise ends the trial.
     */
    saves: (imported: ImportedCatalog) => {
      if (sameCatalog(imported, unsaved)) return false;
      unsaved = undefined;
      return true;
    },
  };
};
