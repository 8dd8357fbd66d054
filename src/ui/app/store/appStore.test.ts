import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSearchEngine as fakeEngine } from '../../../test/fakeSearchEngine';
import { NEAR_MISSES } from '../../search/state/searchSync';
import { SEARCH_TIMING } from '../../search/state/searchTiming';
import { keyOf, shown } from '../../shared/request';
import { DEFAULT_VIEW } from '../../shared/view';
import { parseHash } from '../url/viewHash';
import { createAppStore, importedNotice, RESTARTED_MESSAGE, startApp } from './appStore';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * How many times each thing was asked of the worker, whatever the order: the tests below hold
 * the store to what it asks and what it shows, not to the sequence of its calls.
 */
const timesAsked = (asks: readonly string[]): Record<string, number> => {
  const counts: Record<string, number> = {};
  for (const ask of asks) counts[ask] = (counts[ask] ?? 0) + 1;
  return counts;
};

describe('createAppStore', () => {
  afterEach(() => vi.useRealTimers());

  it('searches after a load and on every change of the query, once per distinct request', async () => {
    const fake = fakeEngine();
    const store = createAppStore(fake.engine);
    await store.getState().actions.loadBuiltIn('sample');
    const { setView } = store.getState().actions;
    setView({ query: 'Excel' });
    await settle();
    setView({ query: 'Excel file' });
    setView({ panel: 'catalog' });
    await settle();
    // One search per query shown; a change of panel asks nothing again.
    expect(timesAsked(fake.searches.map((s) => s.query))).toEqual({
      '': 1,
      Excel: 1,
      'Excel file': 1,
    });
    expect(shown(store.getState().result)?.page.query).toBe('Excel file');
    // The tokenizer was never asked for exactly: the menu carries the chars/4 estimate.
    expect(shown(store.getState().menuTokens)).toEqual({
      text: 'menu for Excel file',
      tokens: 5,
      tokenizer: 'chars/4',
      estimated: true,
    });
  });

  it('makes only the newest of the searches typed while one runs (one search at a time)', async () => {
    const fake = fakeEngine();
    const store = createAppStore(fake.engine);
    await store.getState().actions.loadBuiltIn('sample');
    const { setView } = store.getState().actions;
    // The first search is still in the worker: the next two wait, and only the newer is made.
    setView({ query: 'E' });
    setView({ query: 'Ex' });
    await settle();
    expect(timesAsked(fake.searches.map((s) => s.query))).toEqual({ '': 1, Ex: 1 });
    expect(shown(store.getState().result)?.page.query).toBe('Ex');
  });

  it('counts the menu exactly only once asked, and exactly from then on', async () => {
    const fake = fakeEngine();
    const store = createAppStore(fake.engine);
    await store.getState().actions.loadBuiltIn('sample');
    const { setView, countMenuExactly } = store.getState().actions;
    setView({ query: 'Excel' });
    await settle();
    // Each menu shown is counted once, and never exactly.
    expect(timesAsked(fake.tokenAsks)).toEqual({ 'auto menu for ': 1, 'auto menu for Excel': 1 });
    expect(shown(store.getState().menuTokens)?.estimated).toBe(true);

    countMenuExactly();
    await settle();
    expect(fake.tokenAsks.at(-1)).toBe('exact menu for Excel');
    expect(shown(store.getState().menuTokens)).toEqual({
      text: 'menu for Excel',
      tokens: 14,
      tokenizer: 'fake',
      estimated: false,
    });

    // Later searches do not ask to load it, and get exact counts since it is loaded.
    setView({ query: 'Excel file' });
    await settle();
    expect(fake.tokenAsks.at(-1)).toBe('auto menu for Excel file');
    expect(shown(store.getState().menuTokens)?.estimated).toBe(false);
  });

  it('counts an estimated menu again on coming back to Search (another panel may have loaded the tokenizer)', async () => {
    const fake = fakeEngine();
    const store = createAppStore(fake.engine);
    await store.getState().actions.loadBuiltIn('sample');
    const { setView } = store.getState().actions;
    setView({ query: 'Excel' });
    await settle();
    const asks = fake.tokenAsks.length;
    setView({ panel: 'prompt' });
    // The Prompt panel's replay loads the tokenizer in the worker.
    await fake.engine.call('countTokens', 'replay', true);
    setView({ panel: 'search' });
    await settle();
    // The replay's exact count is the test's own ask; the page counted its menu once more.
    expect(timesAsked(fake.tokenAsks.slice(asks))).toEqual({
      'exact replay': 1,
      'auto menu for Excel': 1,
    });
    expect(shown(store.getState().menuTokens)?.estimated).toBe(false);
  });

  it('asks with the filters, ranker and limit of the view', async () => {
    const fake = fakeEngine();
    const store = createAppStore(fake.engine);
    await store.getState().actions.loadBuiltIn('sample');
    store.getState().actions.setView({
      filters: { capabilities: ['file:read'] },
      ranker: 'bm25',
      limit: 5,
    });
    await settle();
    expect(fake.searches.at(-1)).toEqual({
      query: '',
      capabilities: ['file:read'],
      ranker: 'bm25',
      limit: 5,
    });
  });

  it('asks the movement ranks after the page is shown, for its hits, with the same request', async () => {
    const fake = fakeEngine();
    const store = createAppStore(fake.engine);
    await store.getState().actions.loadBuiltIn('sample');
    fake.holdMovement('Excel');
    store.getState().actions.setView({ query: 'Excel', ranker: 'bm25' });
    await settle();
    // The page is shown without waiting for the ranks; the search never asked allRanks.
    expect(shown(store.getState().result)?.page.query).toBe('Excel');
    expect(fake.searches.every((s) => s.allRanks === undefined)).toBe(true);
    expect(store.getState().movement.status).toBe('pending');
    expect(fake.movements.at(-1)).toEqual({
      request: { query: 'Excel', ranker: 'bm25', limit: 10 },
      names: ['a', 'b', 'c'],
    });
    fake.release('Excel');
    await settle();
    const movement = store.getState().movement;
    expect(movement.status).toBe('ok');
    expect(keyOf(movement)).toBe(JSON.stringify(shown(store.getState().result)?.request));
    expect(shown(movement)?.[0]).toEqual({ toollens: 1, seed: 3, bm25: 1 });
  });

  it('asks the ranking past the page after the page is shown, for "Why not?"', async () => {
    vi.useFakeTimers();
    const fake = fakeEngine();
    const store = createAppStore(fake.engine);
    await store.getState().actions.loadBuiltIn('sample');
    store.getState().actions.setView({ query: 'Excel' });
    await vi.advanceTimersByTimeAsync(0);
    // Not while the user may still be typing.
    expect(fake.rankedAsks).toEqual([]);
    await vi.advanceTimersByTimeAsync(SEARCH_TIMING.nearMissesDelayMs);
    expect(fake.rankedAsks.at(-1)).toEqual({
      request: { query: 'Excel', ranker: 'toollens', limit: 10 },
      count: 10 + NEAR_MISSES,
    });
    const { nearMisses, result } = store.getState();
    expect(shown(nearMisses)).toEqual(['a', 'b', 'c', 'near', 'nearer']);
    // Told apart by the search it belongs to, so an older ranking never orders a newer page.
    expect(keyOf(nearMisses)).toBe(JSON.stringify(shown(result)?.request));
  });

  it('asks the ranking past the page once per pause in the typing, for the last query', async () => {
    vi.useFakeTimers();
    const fake = fakeEngine();
    const store = createAppStore(fake.engine);
    await store.getState().actions.loadBuiltIn('sample');
    for (const query of ['E', 'Ex', 'Exc']) {
      store.getState().actions.setView({ query });
      await vi.advanceTimersByTimeAsync(0);
    }
    await vi.advanceTimersByTimeAsync(SEARCH_TIMING.nearMissesDelayMs);
    expect(fake.rankedAsks.map((ask) => ask.request.query)).toEqual(['Exc']);
  });

  it("never lets an older query's movement ranks land on a newer page", async () => {
    const fake = fakeEngine();
    const store = createAppStore(fake.engine);
    await store.getState().actions.loadBuiltIn('sample');
    fake.holdMovement('old');
    store.getState().actions.setView({ query: 'old' });
    await settle();
    store.getState().actions.setView({ query: 'new' });
    await settle();
    // The older answer comes last, yet the ranks shown are the newer page's.
    fake.release('old');
    await settle();
    const { movement, result } = store.getState();
    expect(shown(result)?.page.query).toBe('new');
    expect(keyOf(movement)).toBe(JSON.stringify(shown(result)?.request));
    expect(movement.status).toBe('ok');
    // The first page (browsing, no query) ranks nothing, so its movement is never asked.
    expect(timesAsked(fake.movements.map((m) => m.request.query))).toEqual({ old: 1, new: 1 });
  });

  it('asks the movement ranks again for a search re-run after a restart', async () => {
    const fake = fakeEngine();
    const store = createAppStore(fake.engine);
    await store.getState().actions.loadBuiltIn('sample');
    store.getState().actions.setView({ query: 'Excel' });
    await settle();
    const before = fake.movements.length;
    fake.emit({ kind: 'restarted', reason: 'test' });
    await settle();
    expect(fake.movements.length).toBe(before + 1);
    expect(keyOf(store.getState().movement)).toBe(
      JSON.stringify(shown(store.getState().result)?.request),
    );
  });

  it('asks for the lens on the Search panel, the detail on the Catalog panel, and Why not? when picked', async () => {
    const fake = fakeEngine();
    const store = createAppStore(fake.engine);
    await store.getState().actions.loadBuiltIn('sample');
    // Both are asked of the search's answer, once it is in.
    await settle();
    const { setView } = store.getState().actions;
    setView({ tool: 'b' });
    setView({ why: 'z' });
    setView({ panel: 'catalog' });
    await settle();
    // Each asked once, of the tool and the name the view holds; picking searches nothing again.
    expect(timesAsked(fake.calls.filter((c) => /^(lens|whyNot|detail|tokens)/.test(c)))).toEqual({
      'lens b': 1,
      'whyNot z': 1,
      tokens: 1,
      'detail b': 1,
    });
    expect(fake.searches).toHaveLength(1);
    expect(shown(store.getState().lens)).toEqual({ name: 'b', view: undefined });
    expect(shown(store.getState().whyNot)).toEqual({ kind: 'unknown', name: 'z' });
  });

  it('moves the selection through the hits', async () => {
    const fake = fakeEngine(['a', 'b', 'c']);
    const store = createAppStore(fake.engine);
    await store.getState().actions.loadBuiltIn('sample');
    await settle();
    const { moveSelection } = store.getState().actions;
    moveSelection(0);
    expect(store.getState().view.tool).toBe('a');
    moveSelection(1);
    moveSelection(1);
    moveSelection(1);
    expect(store.getState().view.tool).toBe('c');
    moveSelection(-1);
    expect(store.getState().view.tool).toBe('b');
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
    expect(state.view.catalog).toEqual({ kind: 'builtIn', name: 'sample' });
    expect(state.importFailure?.source).toBe('broken.json');
    expect(state.importFailure?.issues.map((i) => i.text)).toEqual(['broken.json:1:27: bad']);
    expect(state.loading).toBeUndefined();
  });

  it('reports indexing progress while an import loads, then names the import in the view', async () => {
    const fake = fakeEngine();
    const store = createAppStore(fake.engine);
    const seen: unknown[] = [];
    store.subscribe((state) => {
      if (state.loading) seen.push(state.loading);
    });
    await store.getState().actions.loadCatalogText('big.json', '[]');
    expect(seen).toContainEqual({ source: 'big.json', done: 500, total: 1000 });
    expect(store.getState().loading).toBeUndefined();
    expect(store.getState().view.catalog).toEqual({ kind: 'imported', name: 'big.json' });
  });

  it('shows the restart banner, the re-run result, and asks for the lens again', async () => {
    const fake = fakeEngine();
    const store = createAppStore(fake.engine);
    await store.getState().actions.loadBuiltIn('sample');
    store.getState().actions.setView({ tool: 'a' });
    await settle();
    const searches = fake.searches.length;
    fake.emit({ kind: 'restarted', reason: 'worker error: boom' });
    expect(store.getState().banner).toEqual({
      kind: 'restarted',
      message: RESTARTED_MESSAGE,
      reason: 'worker error: boom',
    });
    // The view's search is asked again of the new worker, once, and the lens of the tool the
    // view names with it.
    await settle();
    expect(fake.searches).toHaveLength(searches + 1);
    expect(fake.calls.filter((c) => c === 'lens a')).toHaveLength(2);
    store.getState().actions.dismissBanner();
    expect(store.getState().banner).toBeUndefined();
  });

  it('loads another built-in catalog when the address names one', async () => {
    const fake = fakeEngine();
    const store = createAppStore(fake.engine);
    await startApp(store);
    store.getState().actions.applyView(parseHash('#catalog=sample&q=pdf'));
    await settle();
    expect(fake.calls).toContain('load sample');
    expect(store.getState().catalog?.source).toBe('sample');
    expect(fake.searches.at(-1)?.query).toBe('pdf');
  });
});

describe('startApp', () => {
  it('opens the built-in catalog the view names', async () => {
    const fake = fakeEngine();
    const store = createAppStore(fake.engine, parseHash('#catalog=sample'));
    await startApp(store);
    expect(timesAsked(fake.calls.filter((c) => c.startsWith('load ')))).toEqual({
      'load sample': 1,
    });
    expect(store.getState().catalog?.source).toBe('sample');
  });

  it('explains a link to an imported catalog and shows the demo instead', async () => {
    const fake = fakeEngine();
    const store = createAppStore(fake.engine, {
      ...DEFAULT_VIEW,
      catalog: { kind: 'imported', name: 'x.json' },
    });
    await startApp(store);
    expect(timesAsked(fake.calls.filter((c) => c.startsWith('load ')))).toEqual({ 'load demo': 1 });
    expect(store.getState().notice).toBe(importedNotice('x.json'));
    expect(store.getState().view.catalog).toEqual({ kind: 'builtIn', name: 'demo' });
  });
});
