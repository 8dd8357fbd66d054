import type { PageOptions, SearchOptions } from '../../engine/core';
import type { BuiltInCatalog } from '../../worker/boundary';
import type { View } from '../url/viewHash';
import type { Engine, GetState, SetState } from './types';

/**
 * Keeps what the worker computed in step with the view. `refresh()` is idempotent: it asks
 * for the search, the lens, "Why not?" and the tool detail only when their inputs changed since
 * the last ask, so any view change can simply call it. Latest-wins in EngineClient means an
 * answer that arrives is always for the newest request of its kind.
 */

export const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/** The search a view asks for. */
export const requestOf = (view: View): SearchOptions & PageOptions => ({
  query: view.query,
  ...view.filters,
  ranker: view.ranker,
  limit: view.limit,
  // The results table shows each hit's movement against the other rankers.
  allRanks: true,
});

type Kind = 'search' | 'lens' | 'whyNot' | 'detail';

export type EngineSync = {
  refresh: () => void;
  /** Forgets what was asked, so the next refresh asks again (a new catalog, a new worker). */
  invalidate: (kinds?: readonly Kind[]) => void;
  load: (source: string, run: () => ReturnType<Engine['loadBuiltIn']>) => Promise<boolean>;
  loadBuiltIn: (name: BuiltInCatalog) => Promise<boolean>;
};

export const createEngineSync = (engine: Engine, set: SetState, get: GetState): EngineSync => {
  const asked: Record<Kind, string | undefined> = {
    search: undefined,
    lens: undefined,
    whyNot: undefined,
    detail: undefined,
  };
  // Details are not latest-wins in the client (they do not follow keystrokes); a counter drops
  // an answer that a newer selection overtook.
  let detailSeq = 0;

  const ask = (kind: Kind, key: string): boolean => {
    if (asked[kind] === key) return false;
    asked[kind] = key;
    return true;
  };

  /** The menu in real tokens; the first count loads the tokenizer in the worker. */
  const countMenu = (text: string) => {
    engine.countTokens(text).then(
      (count) => {
        if (count) set({ menuTokens: { text, ...count } });
      },
      () => undefined,
    );
  };

  const refresh = () => {
    const { view, catalog } = get();
    if (!catalog) return;
    const request = requestOf(view);
    const searchKey = JSON.stringify(request);

    if (ask('search', searchKey)) {
      engine.search(request).then(
        (result) => {
          if (!result) return;
          set({ result, searchError: undefined });
          countMenu(result.menu.text);
        },
        (error: unknown) => set({ searchError: messageOf(error) }),
      );
    }

    const lensTool = view.panel === 'search' ? view.tool : undefined;
    if (lensTool && ask('lens', `${searchKey}\n${lensTool}`)) {
      engine.lens(request, lensTool).then(
        (answer) => {
          if (answer) set({ lens: { name: lensTool, view: answer.lens } });
        },
        // A lens lost to a restart is asked again once the new worker is up.
        () => undefined,
      );
    }
    if (!lensTool) asked.lens = undefined;

    if (view.why && ask('whyNot', `${searchKey}\n${view.why}`)) {
      engine.whyNot(request, view.why).then(
        (whyNot) => {
          if (whyNot) set({ whyNot });
        },
        () => undefined,
      );
    }
    if (!view.why) {
      asked.whyNot = undefined;
      if (get().whyNot) set({ whyNot: undefined });
    }

    const detailTool = view.panel === 'catalog' ? view.tool : undefined;
    if (detailTool && ask('detail', detailTool)) {
      const seq = ++detailSeq;
      engine.toolDetail(detailTool).then(
        (detail) => {
          if (seq === detailSeq) set({ detail });
        },
        () => undefined,
      );
    }
    if (!detailTool) asked.detail = undefined;
  };

  const invalidate: EngineSync['invalidate'] = (kinds = ['search', 'lens', 'whyNot', 'detail']) => {
    for (const kind of kinds) asked[kind] = undefined;
  };

  /** Side data of a freshly loaded catalog: chips and the tool list; tokens wait to be asked. */
  const fetchCatalogData = () => {
    engine.facets().then(
      (facets) => set({ facets }),
      () => undefined,
    );
    engine.catalogRows().then(
      (rows) => set({ rows }),
      () => undefined,
    );
  };

  const load: EngineSync['load'] = async (source, run) => {
    set({ loading: { source, done: 0, total: 0 } });
    try {
      const loaded = await run();
      if (!loaded.ok) {
        set({ importFailure: { source, issues: loaded.errors } });
        return false;
      }
      set({
        catalog: loaded.summary,
        catalogWarnings: loaded.warnings,
        importFailure: undefined,
        facets: undefined,
        rows: undefined,
        tokens: undefined,
        tokensError: undefined,
        detail: undefined,
      });
      invalidate();
      fetchCatalogData();
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

  return { refresh, invalidate, load, loadBuiltIn };
};
