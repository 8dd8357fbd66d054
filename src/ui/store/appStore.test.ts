import { describe, expect, it } from 'vitest';
import type { SearchOptions, SearchResult } from '../../engine/search/types';
import type { EngineStatus } from '../../worker/EngineClient';
import type { LoadResult } from '../../worker/protocol';
import { createAppStore, type Engine, RESTARTED_MESSAGE } from './appStore';

const resultFor = (options: SearchOptions, total = 8): SearchResult => ({
  query: options.query,
  mode: options.query ? 'query' : 'browse',
  ranker: options.ranker ?? 'seed',
  scope: { n: total, total, filters: {} },
  terms: [],
  totalHits: 0,
  hits: [],
});

/** An engine that answers at once and records what it was asked. */
const fakeEngine = () => {
  const searches: SearchOptions[] = [];
  const listeners: ((status: EngineStatus) => void)[] = [];
  let nextLoad: LoadResult = {
    ok: true,
    summary: { source: 'sample', format: 'toollens', tools: 8 },
    warnings: [],
  };
  const engine: Engine = {
    search: async (options) => {
      searches.push(options);
      return resultFor(options);
    },
    loadBuiltIn: async () => nextLoad,
    loadCatalogText: async () => nextLoad,
    onStatus: (listener) => {
      listeners.push(listener);
      return () => {};
    },
  };
  return {
    engine,
    searches,
    emit: (status: EngineStatus) => {
      for (const listener of listeners) listener(status);
    },
    failNextLoad: (errors: LoadResult) => {
      nextLoad = errors;
    },
  };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createAppStore', () => {
  it('searches after a successful load and on every query change', async () => {
    const fake = fakeEngine();
    const store = createAppStore(fake.engine);
    await store.getState().actions.loadBuiltIn('sample');
    store.getState().actions.setQuery('Excel');
    store.getState().actions.setQuery('Excel file');
    await settle();
    expect(fake.searches.map((s) => s.query)).toEqual(['', 'Excel', 'Excel file']);
    expect(store.getState().result?.query).toBe('Excel file');
  });

  it('passes parsed filters to the search and lists unreadable terms', async () => {
    const fake = fakeEngine();
    const store = createAppStore(fake.engine);
    store.getState().actions.setFilterText('cap:file tag:x');
    await settle();
    expect(fake.searches.at(-1)).toMatchObject({ capabilities: ['file'] });
    expect(store.getState().filterErrors).toEqual([
      'filter: unknown key "tag" in "tag:x" (keys: cap, dom, ent, rel)',
    ]);
  });

  it('keeps the current catalog and shows every issue when a load fails', async () => {
    const fake = fakeEngine();
    const store = createAppStore(fake.engine);
    await store.getState().actions.loadBuiltIn('sample');
    const issue = { path: '', message: 'bad', line: 1, column: 27 };
    fake.failNextLoad({ ok: false, errors: [{ ...issue, text: 'broken.json:1:27: bad' }] });
    await store.getState().actions.loadCatalogText('broken.json', '{');
    const state = store.getState();
    expect(state.catalog?.source).toBe('sample');
    expect(state.importFailure?.source).toBe('broken.json');
    expect(state.importFailure?.issues.map((i) => i.text)).toEqual(['broken.json:1:27: bad']);
    expect(state.loadingCatalog).toBe(false);
  });

  it('shows the restart banner and the re-run result after the engine restarts', () => {
    const fake = fakeEngine();
    const store = createAppStore(fake.engine);
    const rerun = resultFor({ query: 'Excel file' });
    fake.emit({ kind: 'restarted', reason: 'worker error: boom', result: rerun });
    expect(store.getState().banner).toEqual({
      kind: 'restarted',
      message: RESTARTED_MESSAGE,
      reason: 'worker error: boom',
    });
    expect(store.getState().result).toBe(rerun);
    store.getState().actions.dismissBanner();
    expect(store.getState().banner).toBeUndefined();
  });
});
