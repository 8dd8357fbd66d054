import type { BuiltInCatalog, LoadResult } from '../../../worker/boundary';
import { createSearchSync, createTargetSync, type SearchTiming } from '../../search';
import { createEngineQueries, type EngineQueries } from '../../shared/engineQueries';
import type { RequestKind } from '../../shared/request';
import {
  forget,
  IDLE,
  keyOf,
  messageOf,
  type RequestState,
  type Slot,
  track,
} from '../../shared/request';
import type { GetState, SetState } from '../../shared/slice';
import type { View } from '../../shared/view';
import type { AppState, Engine } from './types';

/**
 * Keeps what the worker computed in step with the view. `refresh()` is idempotent: it asks
 * for the search and the questions about its answer (searchSync.ts) and the tool detail only
 * when their inputs changed since the last ask (each request's `key` in the store), so any
 * view change can simply call it. Each request's state (pending, answered, failed) lives in
 * the store; an answer settles it only if no newer request of its kind was made since.
 */

/** The requests `refresh` keeps in step with the view. */
type ViewKind =
  | 'result'
  | 'movement'
  | 'targetList'
  | 'targetRanks'
  | 'findability'
  | 'lens'
  | 'whyNot'
  | 'detail';

export type EngineSync = {
  refresh: () => void;
  /**
   * Forgets what was asked, so the next refresh asks again (an edit, a new worker); the
   * search's questions follow its new answer by themselves.
   */
  invalidate: (kinds: readonly ViewKind[]) => void;
  /**
   * Loads a catalog through `run`; `accepted` runs once the worker has taken it and before the
   * page shows it, so what must outlive the page (the imported text) is on its way to storage
   * before anyone can see, and reload, the new catalog.
   */
  load: (source: string, run: () => Promise<LoadResult>, accepted?: () => void) => Promise<boolean>;
  loadBuiltIn: (name: BuiltInCatalog) => Promise<boolean>;
  /** Asks for the catalog's rows (after a load or an edit); the answer goes to the store. */
  fetchRows: () => Promise<void>;
  /** Asks for the declaration tokens; the answer goes to the store. */
  fetchTokens: () => Promise<void>;
  /** Asks again for what a failed (or lost) request asked. */
  retry: (kind: RequestKind) => void;
  /** Counts the shown menu with the real tokenizer, loading it if needed. */
  countMenuExactly: () => void;
  /** Asks for the agent targets this build runs, once (the targets choice, when opened). */
  ensureTargetList: () => void;
  /** A read through the page's one query cache, for the other slices' runs. */
  ask: EngineQueries['ask'];
  /** The catalog's revision, which the other slices' keys name (an edit or a load asks again). */
  revision: EngineQueries['revision'];
};

type Requests = Pick<
  AppState,
  | 'result'
  | 'movement'
  | 'targetList'
  | 'targetRanks'
  | 'findability'
  | 'nearMisses'
  | 'lens'
  | 'whyNot'
  | 'detail'
  | 'menuTokens'
  | 'facets'
  | 'rows'
  | 'tokens'
>;

export const createEngineSync = (
  engine: Engine,
  set: SetState<AppState>,
  get: GetState<AppState>,
  /** Runs when a catalog was loaded, before its data is asked for (the other slices follow it). */
  onLoaded: () => void = () => {},
  /** The search's delays (the page's own unless a test gives others). */
  timing?: SearchTiming,
): EngineSync => {
  const slot = <K extends keyof Requests>(kind: K): Slot<ValueOf<Requests[K]>> => ({
    read: () => get()[kind] as never,
    write: (update) =>
      set((state) => ({ [kind]: update(state[kind] as never) }) as Partial<AppState>),
  });

  // The one cache of the page's reads of the worker (engineQueries.ts).
  const queries = createEngineQueries(engine);
  const targets = createTargetSync(queries, set, get, {
    targetList: slot('targetList'),
    targetRanks: slot('targetRanks'),
    findability: slot('findability'),
  });
  // The card follows the catalog (the cache's revision) and the open query set's queries.
  const refreshTargets = () => {
    const { authoring } = get();
    const open = authoring.querySets.find((each) => each.id === authoring.activeSet);
    targets.refreshTargets(open?.queries.map((each) => each.query) ?? []);
  };
  const search = createSearchSync(queries, set, get, slot, timing, refreshTargets);

  // The panel of the last refresh: coming back to Search after a panel that loaded the
  // tokenizer (Prompt, Cost), an estimated menu is counted again, exactly this time.
  let lastPanel: View['panel'] | undefined;

  const refresh = () => {
    const state = get();
    const { view, catalog } = state;
    if (!catalog) return;
    const returned = view.panel === 'search' && lastPanel !== undefined && lastPanel !== 'search';
    lastPanel = view.panel;
    search.refreshSearch(returned);

    const detailTool = view.panel === 'catalog' ? view.tool : undefined;
    if (detailTool && keyOf(state.detail) !== detailTool) {
      void track(slot('detail'), detailTool, (signal) =>
        queries.ask('toolDetail', [detailTool], { signal }),
      );
    }
    if (!detailTool && keyOf(state.detail)) set({ detail: forget(state.detail) });
  };

  const invalidate: EngineSync['invalidate'] = (kinds) =>
    set((state) => {
      const patch: Partial<Requests> = {};
      for (const kind of kinds) {
        Object.assign(patch, { [kind]: forget<unknown>(state[kind] as RequestState<unknown>) });
      }
      return patch;
    });

  // Of the catalog's revision: asked again after an edit, answered from the cache otherwise.
  const fetchRows = () =>
    track(slot('rows'), undefined, (signal) => queries.ask('catalogRows', [], { signal }));
  const fetchFacets = () =>
    track(slot('facets'), undefined, (signal) => queries.ask('facets', [], { signal }));
  const fetchTokens = () =>
    track(slot('tokens'), undefined, (signal) => queries.ask('declarationTokens', [], { signal }));

  /** What asks again without the view: the catalog's side data and the menu's count. */
  const askAgain: Record<Exclude<RequestKind, ViewKind | 'search'>, () => unknown> = {
    menuTokens: search.retryMenuTokens,
    facets: fetchFacets,
    rows: fetchRows,
    tokens: fetchTokens,
  };
  const retry = (kind: RequestKind) => {
    if (kind in askAgain) return void askAgain[kind as keyof typeof askAgain]();
    // The others follow the view: forgotten, they are asked again by the refresh.
    invalidate([kind === 'search' ? 'result' : (kind as ViewKind)]);
    refresh();
  };

  const load: EngineSync['load'] = async (source, run, accepted) => {
    set({ loading: { source, done: 0, total: 0 } });
    try {
      const loaded = await run();
      if (!loaded.ok) {
        set({ importFailure: { source, issues: loaded.errors } });
        return false;
      }
      accepted?.();
      // The summary and the answers about the catalog change together: the previous
      // catalog's hits, lens and menu are dropped (not kept shown while the new search runs),
      // so the header never names the new catalog above the old one's results.
      set({
        catalog: loaded.summary,
        catalogWarnings: loaded.warnings,
        importFailure: undefined,
        result: IDLE,
        held: undefined,
        movement: IDLE,
        targetRanks: IDLE,
        findability: IDLE,
        nearMisses: IDLE,
        menuTokens: IDLE,
        lens: IDLE,
        whyNot: IDLE,
        facets: IDLE,
        rows: IDLE,
        tokens: IDLE,
        detail: IDLE,
      });
      onLoaded();
      // Side data of a freshly loaded catalog: chips and the tool list; tokens wait to be asked.
      void fetchFacets();
      void fetchRows();
      refresh();
      return true;
    } catch (error) {
      const message = messageOf(error);
      set({ importFailure: { source, issues: [{ path: '', message, text: message }] } });
      return false;
    } finally {
      set({ loading: undefined });
    }
  };

  const loadBuiltIn = (name: BuiltInCatalog) => load(name, () => engine.call('loadBuiltIn', name));

  return {
    refresh,
    invalidate,
    load,
    loadBuiltIn,
    fetchRows,
    fetchTokens,
    retry,
    countMenuExactly: search.countMenuExactly,
    ask: queries.ask,
    revision: queries.revision,
    ensureTargetList: () => {
      targets.ensureList();
      refreshTargets();
    },
  };
};

type ValueOf<R> = R extends { status: 'ok'; value: infer T } ? T : never;
