import type { PageOptions, SearchOptions, ToolSearchResult } from '../../engine/core';
import type { BuiltInCatalog } from '../../worker/boundary';
import type { View } from '../url/viewHash';
import { lensToolOf } from './lensTool';
import {
  forget,
  IDLE,
  keyOf,
  orSuperseded,
  type RequestState,
  type Slot,
  shown,
  track,
} from './request';
import type { AppState, Engine, GetState, RequestKind, SetState } from './types';

/**
 * Keeps what the worker computed in step with the view. `refresh()` is idempotent: it asks
 * for the search, the lens, "Why not?" and the tool detail only when their inputs changed since
 * the last ask (each request's `key` in the store), so any view change can simply call it. Each
 * request's state (pending, answered, failed) lives in the store; an answer settles it only if
 * no newer request of its kind was made since.
 */

export const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/** The search a view asks for. */
export const requestOf = (view: View): SearchOptions & PageOptions => ({
  query: view.query,
  ...view.filters,
  ranker: view.ranker,
  limit: view.limit,
  // No allRanks: the movement column's ranks are asked once the page is shown (askMovement),
  // so the other rankers' passes never hold up the results.
});

/** The requests `refresh` keeps in step with the view. */
type ViewKind = 'result' | 'lens' | 'whyNot' | 'detail';

export type EngineSync = {
  refresh: () => void;
  /** Forgets what was asked, so the next refresh asks again (a new catalog, a new worker). */
  invalidate: (kinds?: readonly ViewKind[]) => void;
  /**
   * Loads a catalog through `run`; `accepted` runs once the worker has taken it and before the
   * page shows it, so what must outlive the page (the imported text) is on its way to storage
   * before anyone can see, and reload, the new catalog.
   */
  load: (
    source: string,
    run: () => ReturnType<Engine['loadBuiltIn']>,
    accepted?: () => void,
  ) => Promise<boolean>;
  loadBuiltIn: (name: BuiltInCatalog) => Promise<boolean>;
  /** Asks for the catalog's rows (after a load or an edit); the answer goes to the store. */
  fetchRows: () => Promise<void>;
  /** Asks for the declaration tokens; the answer goes to the store. */
  fetchTokens: () => Promise<void>;
  /** Asks again for what a failed (or lost) request asked. */
  retry: (kind: RequestKind) => void;
  /** Counts the shown menu with the real tokenizer, loading it if needed. */
  countMenuExactly: () => void;
};

type Requests = Pick<
  AppState,
  | 'result'
  | 'movement'
  | 'nearMisses'
  | 'lens'
  | 'whyNot'
  | 'detail'
  | 'menuTokens'
  | 'facets'
  | 'rows'
  | 'tokens'
>;

/** How many tools past the page "Why not?" orders by rank; the rest follow in catalog order. */
export const NEAR_MISSES = 200;
/**
 * How long a shown result waits before its ranking past the page is asked: while the user types,
 * no extra worker call queues in front of the next keystroke's search (it costs up to ~6 ms at
 * 10,000 tools, as much as the search).
 */
export const NEAR_MISSES_DELAY_MS = 250;
/** How long the query must rest before the top hit's lens is asked (as the chart waits). */
const AUTO_LENS_REST_MS = 150;

export const createEngineSync = (
  engine: Engine,
  set: SetState,
  get: GetState,
  /** Runs when a catalog was loaded, before its data is asked for (the other slices follow it). */
  onLoaded: () => void = () => {},
): EngineSync => {
  const slot = <K extends keyof Requests>(kind: K): Slot<ValueOf<Requests[K]>> => ({
    read: () => get()[kind] as never,
    write: (update) =>
      set((state) => ({ [kind]: update(state[kind] as never) }) as Partial<AppState>),
  });

  /**
   * The menu in tokens. Only `exact` loads the tokenizer (1 MB gzipped); otherwise the worker
   * counts exactly if a panel already loaded it, else answers the chars/4 estimate, so the
   * first search of a visit downloads no tokenizer (issue 19).
   */
  let askedExactly = false;
  const countMenu = (text: string, exact = false) => {
    askedExactly = exact;
    void track(slot('menuTokens'), text, () =>
      engine.countTokens(text, exact).then((count) => orSuperseded(count && { text, ...count })),
    );
  };

  const shownMenu = () => shown(get().result)?.menu.text;
  const countMenuExactly = () => {
    const text = shownMenu();
    if (text !== undefined) countMenu(text, true);
  };

  // The panel of the last refresh: coming back to Search after a panel that loaded the
  // tokenizer (Prompt, Cost), an estimated menu is counted again, exactly this time.
  let lastPanel: View['panel'] | undefined;

  /**
   * The movement column's ranks for the answered result, asked once per result (a re-run after
   * a restart is a new result, so it is asked again; a failure waits for Retry). The answer is
   * kept with the result it was asked for, and latest-wins, so it never lands on a newer page.
   */
  let movementAskedFor: ToolSearchResult | undefined;
  /** The newest search asked, so the movement request repeats exactly what was searched. */
  let searched: { key: string; request: SearchOptions & PageOptions } | undefined;
  const askMovement = () => {
    const { result } = get();
    if (result.status !== 'ok' || result.value === movementAskedFor) return;
    if (!searched || result.key !== searched.key) return;
    const { request } = searched;
    const shownResult = result.value;
    movementAskedFor = shownResult;
    // Browsing ranks nothing (the table shows no movement there), and no hits need no ranks.
    if (shownResult.mode === 'browse' || shownResult.hits.length === 0) return;
    const names = shownResult.hits.map((hit) => hit.name);
    void track(slot('movement'), result.key, () =>
      engine
        .movementRanks(request, names)
        .then((ranks) => orSuperseded(ranks && { for: shownResult, ranks })),
    );
  };

  /**
   * The ranking past the page for the answered result, once per result, a pause after it is
   * shown (NEAR_MISSES_DELAY_MS): the names only, no excerpts. Browsing ranks nothing.
   */
  let nearMissesAskedFor: ToolSearchResult | undefined;
  let nearMissesTimer: ReturnType<typeof setTimeout> | undefined;
  const askNearMisses = () => {
    const { result, view } = get();
    if (result.status !== 'ok' || result.value === nearMissesAskedFor) return;
    if (!searched || result.key !== searched.key || view.panel !== 'search') return;
    const { request } = searched;
    const shownResult = result.value;
    const key = result.key;
    nearMissesAskedFor = shownResult;
    clearTimeout(nearMissesTimer);
    if (shownResult.mode === 'browse') return;
    nearMissesTimer = setTimeout(() => {
      // A newer search was asked meanwhile: its own result asks for its own ranking.
      if (searched?.key !== key) return;
      const count = (request.limit ?? shownResult.hits.length) + NEAR_MISSES;
      void track(slot('nearMisses'), key, () => engine.call('rankedNames', request, count));
    }, NEAR_MISSES_DELAY_MS);
  };

  /**
   * The lens of the picked row, else of the top hit (lensToolOf) once the answer to this very
   * search is in: asked from the search's answer too, since no view change follows it. There it
   * waits until typing rests (autoLensAfter), so the lens call never queues in the worker ahead
   * of the next keystroke's search.
   */
  let autoLens: ReturnType<typeof setTimeout> | undefined;
  const autoLensAfter = () => {
    clearTimeout(autoLens);
    autoLens = setTimeout(askLens, AUTO_LENS_REST_MS);
  };
  const askLens = () => {
    const state = get();
    const request = requestOf(state.view);
    const searchKey = JSON.stringify(request);
    const answered = state.result.status === 'ok' && state.result.key === searchKey;
    const lensTool = lensToolOf(state.view, answered ? shown(state.result) : undefined);
    const lensKey = `${searchKey}\n${lensTool}`;
    if (lensTool && keyOf(state.lens) !== lensKey) {
      void track(slot('lens'), lensKey, () =>
        engine
          .lens(request, lensTool)
          .then((answer) => orSuperseded(answer && { name: lensTool, view: answer.lens })),
      );
    }
    if (!lensTool && keyOf(state.lens)) set({ lens: forget(state.lens) });
  };

  const refresh = () => {
    const state = get();
    const { view, catalog } = state;
    if (!catalog) return;
    const returned = view.panel === 'search' && lastPanel !== undefined && lastPanel !== 'search';
    lastPanel = view.panel;
    const request = requestOf(view);
    const searchKey = JSON.stringify(request);

    if (keyOf(state.result) !== searchKey) {
      searched = { key: searchKey, request };
      void track(
        slot('result'),
        searchKey,
        () => engine.search(request).then(orSuperseded),
        (result) => {
          askMovement();
          askNearMisses();
          countMenu(result.menu.text);
          autoLensAfter();
        },
      );
    } else if (returned) {
      const counted = shown(state.menuTokens);
      const text = shownMenu();
      if (counted?.estimated && counted.text === text && state.menuTokens.status === 'ok') {
        countMenu(text);
      }
    }
    askMovement();
    askNearMisses();

    askLens();

    const whyKey = `${searchKey}\n${view.why}`;
    if (view.why && keyOf(state.whyNot) !== whyKey) {
      const why = view.why;
      void track(slot('whyNot'), whyKey, () => engine.whyNot(request, why).then(orSuperseded));
    }
    if (!view.why && state.whyNot.status !== 'idle') set({ whyNot: IDLE });

    const detailTool = view.panel === 'catalog' ? view.tool : undefined;
    if (detailTool && keyOf(state.detail) !== detailTool) {
      void track(slot('detail'), detailTool, () => engine.toolDetail(detailTool));
    }
    if (!detailTool && keyOf(state.detail)) set({ detail: forget(state.detail) });
  };

  const invalidate: EngineSync['invalidate'] = (kinds = ['result', 'lens', 'whyNot', 'detail']) =>
    set((state) => {
      const patch: Partial<Requests> = {};
      for (const kind of kinds) {
        Object.assign(patch, { [kind]: forget<unknown>(state[kind] as RequestState<unknown>) });
      }
      return patch;
    });

  const fetchRows = () => track(slot('rows'), undefined, () => engine.catalogRows());
  const fetchFacets = () => track(slot('facets'), undefined, () => engine.facets());
  const fetchTokens = () => track(slot('tokens'), undefined, () => engine.declarationTokens());

  const retry = (kind: RequestKind) => {
    switch (kind) {
      case 'search':
        invalidate(['result']);
        break;
      case 'lens':
      case 'whyNot':
      case 'detail':
        invalidate([kind]);
        break;
      case 'movement':
        movementAskedFor = undefined;
        break;
      case 'menuTokens': {
        // A failed "Count exactly" is retried exactly.
        const text = shownMenu();
        if (text !== undefined) countMenu(text, askedExactly);
        return;
      }
      case 'facets':
        void fetchFacets();
        return;
      case 'rows':
        void fetchRows();
        return;
      case 'tokens':
        void fetchTokens();
        return;
    }
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
        movement: IDLE,
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

  const loadBuiltIn = (name: BuiltInCatalog) => load(name, () => engine.loadBuiltIn(name));

  return {
    refresh,
    invalidate,
    load,
    loadBuiltIn,
    fetchRows,
    fetchTokens,
    retry,
    countMenuExactly,
  };
};

type ValueOf<R> = R extends { status: 'ok'; value: infer T } ? T : never;
