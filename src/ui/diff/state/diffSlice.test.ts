import { describe, expect, it, vi } from 'vitest';
import type { LabelledQuery } from '../../../engine/core';
import type { CompareReport } from '../../../worker/boundary';
import { createDiffSlice } from './diffSlice';
import type { ReleaseDiffEngine, ReleaseDiffReads } from './diffTypes';

const report: CompareReport = {
  ok: true,
  other: { source: 'next.json', format: 'mcp', tools: 1 },
  otherIs: 'new',
  diff: { added: [], removed: [], renamed: [], changed: [], unchanged: 1, breaking: 0 },
};

const query: LabelledQuery = { id: 'q1', query: 'open issue', relevant: ['create_issue'] };

/** The store's part the slice reads, with an engine that records what it was asked. */
const setup = (patch: Partial<ReleaseDiffReads> = {}) => {
  const ask = vi.fn(async (method: string, _args: unknown[], _options?: unknown) =>
    method === 'compareCatalogs'
      ? report
      : method === 'findabilityRankers'
        ? ['toollens', 'codex']
        : [],
  );
  // The catalog's revision, as the cache reads it: an edit bumps it.
  let revision = 0;
  let state = {
    view: { panel: 'catalog' },
    catalog: { source: 'tools.json' },
    authoring: { k: 10, querySets: [], activeSet: undefined },
    ...patch,
  } as unknown as ReleaseDiffReads;
  const set = (
    update: Partial<ReleaseDiffReads> | ((s: ReleaseDiffReads) => Partial<ReleaseDiffReads>),
  ) => {
    state = { ...state, ...(typeof update === 'function' ? update(state) : update) };
  };
  state = {
    ...state,
    diff: createDiffSlice({ ask, revision: () => revision } as unknown as ReleaseDiffEngine, {
      set,
      get: () => state,
    }),
  };
  return {
    /** Each ask of the cache as a call: its method, then its arguments. */
    calls: () => ask.mock.calls.map(([method, args]) => [method, ...args]),
    get: () => state,
    edit: () => {
      revision += 2;
    },
  };
};

const file = { kind: 'file' as const, name: 'next.json', text: '{"tools":[]}' };

describe('the diff slice', () => {
  it('compares a chosen file as the new version, and the catalog as loaded as the old', async () => {
    const { calls, get } = setup();
    get().diff.actions.choose(file);
    await vi.waitFor(() => expect(get().diff.report.status).toBe('ok'));
    get().diff.actions.choose({ kind: 'loaded' });
    expect(calls().map((args) => args.slice(0, 3))).toEqual([
      ['compareCatalogs', file, 'new'],
      ['compareCatalogs', { kind: 'loaded' }, 'old'],
    ]);
  });

  it('asks nothing while the Catalog panel is closed or no catalog is loaded', () => {
    const closed = setup({ view: { panel: 'search' } } as Partial<ReleaseDiffReads>);
    closed.get().diff.actions.choose(file);
    const empty = setup({ catalog: undefined });
    empty.get().diff.actions.choose(file);
    expect([closed.calls().length, empty.calls().length]).toEqual([0, 0]);
  });

  it('asks again after an edit, and not when nothing changed', async () => {
    const { calls, get, edit } = setup();
    get().diff.actions.choose(file);
    await vi.waitFor(() => expect(get().diff.report.status).toBe('ok'));
    get().diff.actions.refresh();
    edit();
    get().diff.actions.refresh();
    expect(calls().length).toBe(2);
  });

  it("ranks the open set's queries at its k, and swaps sides on request", async () => {
    const authoring = {
      k: 5,
      querySets: [{ id: 's', revision: 1, queries: [query] }],
      activeSet: 's',
    };
    const { calls, get } = setup({ authoring });
    get().diff.actions.choose(file);
    await vi.waitFor(() => expect(get().diff.findability.status).toBe('ok'));
    get().diff.actions.swap();
    await vi.waitFor(() => expect(get().diff.findability.status).toBe('ok'));
    // One call per ranker, so each keeps its own deadline.
    expect(calls().filter(([method]) => method === 'compareFindability')).toEqual([
      ['compareFindability', file, 'new', [query], 5, 'toollens'],
      ['compareFindability', file, 'new', [query], 5, 'codex'],
      ['compareFindability', file, 'old', [query], 5, 'toollens'],
      ['compareFindability', file, 'old', [query], 5, 'codex'],
    ]);
    expect(get().diff.choice).toEqual({ source: file, otherIs: 'old' });
  });

  it('forgets the choice when the user stops comparing', () => {
    const { get } = setup();
    get().diff.actions.restore({ source: file, otherIs: 'old' });
    get().diff.actions.clear();
    expect([get().diff.choice, get().diff.report.status]).toEqual([undefined, 'idle']);
  });
});
