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

  it('after an edit asks again only what is asked of the new revision, and drops the older answers', async () => {
    const { engine, searched } = countingEngine();
    const queries = createEngineQueries(engine);
    await queries.ask('search', [{ query: 'old' }]);
    const oldKey = queries.keyOf('search', [{ query: 'old' }]);
    await engine.call('updateTool', { tool: { name: 'a' } } as never);
    await queries.ask('search', [{ query: 'pdf' }]);
    const editedKey = queries.keyOf('search', [{ query: 'pdf' }]);
    const stateOf = (key: readonly unknown[]) => queries.client.getQueryState(key);
    // The first edit's revision is asked of: the answer of the revision before it is dropped.
    expect(stateOf(oldKey)).toBeUndefined();
    expect(stateOf(editedKey)?.dataUpdateCount).toBe(1);

    await engine.call('updateTool', { tool: { name: 'b' } } as never);
    await queries.ask('search', [{ query: 'pdf' }]);
    await queries.ask('search', [{ query: 'pdf' }]);
    // The edited revision's search is asked of the worker again, once, under a new key; the
    // query not asked again ('old') is not asked for nothing.
    expect(searched).toEqual(['old', 'pdf', 'pdf']);
    expect(queries.keyOf('search', [{ query: 'pdf' }])).not.toEqual(editedKey);
    expect(stateOf(editedKey)).toBeUndefined();
    expect(queries.client.getQueryCache().getAll()).toHaveLength(1);
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
