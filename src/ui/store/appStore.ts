import { createStore, type StoreApi, useStore } from 'zustand';
import type { Filters, Ranker, SearchResult } from '../../engine/search/types';
import type { EngineClient } from '../../worker/EngineClient';
import type { BuiltInCatalog, CatalogSummary, FormattedIssue } from '../../worker/protocol';
import { parseFilters } from '../filterSyntax';

/**
 * The page's state and the only module that imports zustand. Actions talk to the engine;
 * components receive plain values and callbacks from App and never see the store.
 */

/** The slice of EngineClient the store uses, so tests can pass a fake. */
export type Engine = Pick<EngineClient, 'search' | 'loadBuiltIn' | 'loadCatalogText' | 'onStatus'>;

/** Hits asked for per search: the table shows them all; more would not be read. */
export const HIT_LIMIT = 50;

export const RESTARTED_MESSAGE =
  'The search engine stopped and was restarted; your query was re-run.';
export const FAILED_MESSAGE =
  'The search engine stopped repeatedly and was not restarted. Reload the page to try again.';

export type Banner = { kind: 'restarted' | 'failed'; message: string; reason: string };

/** A catalog that could not be loaded; the previous catalog is still in use. */
export type ImportFailure = { source: string; issues: FormattedIssue[] };

export type AppState = {
  query: string;
  /** The filter box's text as typed; `filters` and `filterErrors` are parsed from it. */
  filterText: string;
  filters: Filters;
  filterErrors: string[];
  ranker: Ranker;
  /** The newest answered search; kept while a newer one runs, so the table never flashes. */
  result: SearchResult | undefined;
  searchError: string | undefined;
  catalog: CatalogSummary | undefined;
  catalogWarnings: FormattedIssue[];
  loadingCatalog: boolean;
  importFailure: ImportFailure | undefined;
  banner: Banner | undefined;
  actions: {
    setQuery: (query: string) => void;
    setFilterText: (text: string) => void;
    setRanker: (ranker: Ranker) => void;
    loadBuiltIn: (name: BuiltInCatalog) => Promise<void>;
    loadCatalogText: (sourceName: string, text: string) => Promise<void>;
    dismissImportFailure: () => void;
    dismissBanner: () => void;
  };
};

export type AppStore = StoreApi<AppState>;

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

export const createAppStore = (engine: Engine): AppStore => {
  const store = createStore<AppState>()((set, get) => {
    // Every change searches; EngineClient drops superseded requests, so a defined result is
    // always the answer to the newest state.
    const search = () => {
      const { query, filters, ranker } = get();
      engine.search({ query, ...filters, ranker, limit: HIT_LIMIT }).then(
        (result) => {
          if (result) set({ result, searchError: undefined });
        },
        (error: unknown) => set({ searchError: messageOf(error) }),
      );
    };

    const load = async (sourceName: string, run: () => ReturnType<Engine['loadBuiltIn']>) => {
      set({ loadingCatalog: true });
      try {
        const loaded = await run();
        if (loaded.ok) {
          set({
            catalog: loaded.summary,
            catalogWarnings: loaded.warnings,
            importFailure: undefined,
          });
          search();
        } else {
          set({ importFailure: { source: sourceName, issues: loaded.errors } });
        }
      } catch (error) {
        const message = messageOf(error);
        set({
          importFailure: { source: sourceName, issues: [{ path: '', message, text: message }] },
        });
      } finally {
        set({ loadingCatalog: false });
      }
    };

    return {
      query: '',
      filterText: '',
      filters: {},
      filterErrors: [],
      ranker: 'seed',
      result: undefined,
      searchError: undefined,
      catalog: undefined,
      catalogWarnings: [],
      loadingCatalog: false,
      importFailure: undefined,
      banner: undefined,
      actions: {
        setQuery: (query) => {
          set({ query });
          search();
        },
        setFilterText: (filterText) => {
          const { filters, errors } = parseFilters(filterText);
          // Valid terms still filter; the invalid ones are listed beside the box.
          set({ filterText, filters, filterErrors: errors });
          search();
        },
        setRanker: (ranker) => {
          set({ ranker });
          search();
        },
        loadBuiltIn: (name) => load(name, () => engine.loadBuiltIn(name)),
        loadCatalogText: (sourceName, text) =>
          load(sourceName, () => engine.loadCatalogText(text, sourceName)),
        dismissImportFailure: () => set({ importFailure: undefined }),
        dismissBanner: () => set({ banner: undefined }),
      },
    };
  });

  engine.onStatus((status) => {
    if (status.kind === 'restarted') {
      const banner: Banner = {
        kind: 'restarted',
        message: RESTARTED_MESSAGE,
        reason: status.reason,
      };
      store.setState(status.result ? { banner, result: status.result } : { banner });
    } else {
      store.setState({
        banner: { kind: 'failed', message: FAILED_MESSAGE, reason: status.reason },
      });
    }
  });

  return store;
};

/** Reads a slice of the store in a component; re-renders when that slice changes. */
export const useAppState = <T>(store: AppStore, selector: (state: AppState) => T): T =>
  useStore(store, selector);
