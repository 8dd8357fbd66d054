import { describe, expect, it } from 'vitest';
import type { SearchOptions, ToolSearchResult } from '../../engine/core';
import { fakeSearchEngine } from '../../test/fakeSearchEngine';
import { QUIET_FAKES, testEngine } from '../../test/testEngine';
import type { SearchAnswer } from '../../worker/boundary';
import type { Engine } from '../../worker/EngineClient';
import { createAppStore } from '../app/store/appStore';
import { createEngineQueries } from './engineQueries';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const answerOf = (request: SearchOptions): SearchAnswer => ({
  request,
  page: { query: request.query, hits: [], menu: { text: '' } } as unknown as ToolSearchResult,
  menuTokens: { tokenizer: 'chars/4', tokens: 0, estimated: true },
});

/** A worker whose searches are counted by query, and whose edits change the catalog. */
const countingEngine = () => {
  const searched: string[] = [];
  const fake = testEngine({
    ...QUIET_FAKES,
    search: (request) => {
      searched.push(request.query);
      return answerOf(request);
    },
    availableTargets: () => ['codex'],
    updateTool: () => ({ ok: true }) as never,
  });
  return { ...fake, searched };
};

describe('the page query cache', () => {
  it('answers a query asked again from the cache, without a worker call', async () => {
    const { engine, searched } = countingEngine();
    const queries = createEngineQueries(engine);
    await queries.ask('search', [{ query: 'pdf' }]);
    await queries.ask('search', [{ query: 'pdf' }]);
    expect(searched).toEqual(['pdf']);
  });

  it('after an edit asks again exactly the reads of the edited catalog, and keeps the others', async () => {
    const { engine, calls } = countingEngine();
    const queries = createEngineQueries(engine);
    const stateOf = (key: readonly unknown[]) => queries.client.getQueryState(key);
    await queries.ask('search', [{ query: 'pdf' }]);
    await queries.ask('toolDetail', ['read_pdf']);
    await queries.ask('availableTargets', []);
    const before = {
      search: queries.keyOf('search', [{ query: 'pdf' }]),
      detail: queries.keyOf('toolDetail', ['read_pdf']),
      targets: queries.keyOf('availableTargets', []),
    };

    await engine.call('updateTool', { tool: { name: 'a' } } as never);
    calls.length = 0;
    await queries.ask('search', [{ query: 'pdf' }]);
    await queries.ask('search', [{ query: 'pdf' }]);
    await queries.ask('availableTargets', []);
    // The edited catalog's search is asked of the worker once; the targets this build runs do
    // not depend on the catalog, so they are answered from the cache under the same key.
    expect(calls).toEqual(['search']);
    expect(queries.keyOf('search', [{ query: 'pdf' }])).not.toEqual(before.search);
    expect(queries.keyOf('availableTargets', [])).toEqual(before.targets);
    // Every answer of the revision before the edit is dropped, asked again or not.
    expect(stateOf(before.search)).toBeUndefined();
    expect(stateOf(before.detail)).toBeUndefined();
    expect(stateOf(before.targets)?.dataUpdateCount).toBe(1);
    expect(queries.client.getQueryCache().getAll()).toHaveLength(2);
  });
});

describe('a superseded search', () => {
  it('is given up through its AbortSignal: the worker call receives it aborted', async () => {
    const fake = fakeSearchEngine();
    const signals = new Map<string, AbortSignal | undefined>();
    const send: Engine['send'] = (method, args, options) => {
      if (method === 'search') {
        const [request] = args as [SearchOptions];
        signals.set(request.query, options?.signal);
        // The first query's search never answers, as a slow search in a busy worker would not.
        if (request.query === 'slow') return new Promise<never>(() => {});
      }
      return fake.engine.send(method, args, options);
    };
    const engine: Engine = { ...fake.engine, send, call: (method, ...args) => send(method, args) };
    const store = createAppStore(engine);
    await store.getState().actions.loadBuiltIn('sample');
    await settle();
    store.getState().actions.setView({ query: 'slow' });
    await settle();
    expect(signals.get('slow')?.aborted).toBe(false);

    store.getState().actions.setView({ query: 'fast' });
    await settle();
    expect(signals.get('slow')?.aborted).toBe(true);
    expect(signals.get('fast')?.aborted).toBe(false);
  });
});
