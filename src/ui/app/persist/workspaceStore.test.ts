import { describe, expect, it, vi } from 'vitest';
import { type Backend, memoryBackend } from './backend';
import {
  type Channel,
  createWorkspaceStore,
  REMOTE_CHANGE,
  WORKSPACE_VERSION,
} from './workspaceStore';

/** Tabs of one browser: one storage, and a channel that carries each message to the others. */
const browser = () => {
  const backend = memoryBackend();
  const tabs: ((event: { data: never }) => void)[] = [];
  const channel = (): Channel => ({
    postMessage: (message) => {
      for (const deliver of [...tabs]) setTimeout(() => deliver({ data: message as never }));
    },
    addEventListener: (_type, listener) => {
      tabs.push(listener as never);
    },
  });
  const tab = (options: { synced?: boolean } = {}) => {
    const warnings: string[] = [];
    const notices: string[] = [];
    const store = createWorkspaceStore((m) => warnings.push(m), {
      backend,
      channel: options.synced === false ? undefined : channel(),
      onNotice: (m) => notices.push(m),
    });
    return { store, warnings, notices };
  };
  return { backend, tab };
};

const set = (id: string, name = id, queries: unknown[] = []) => ({
  id,
  name,
  revision: 1,
  queries,
});
const sets = (...all: ReturnType<typeof set>[]) => ({ sets: all, active: all[0]?.id, k: 10 });
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
type Sets = { sets: { id: string; name: string }[] };
const ids = (value: unknown) => (value as Sets | undefined)?.sets.map((s) => s.id);

describe('per-item storage', () => {
  it('two tabs that change different query sets and edits both keep their work (the two-tab defect)', async () => {
    const { tab } = browser();
    // Neither tab hears the other: the writes themselves must not clobber.
    const a = tab({ synced: false });
    const b = tab({ synced: false });
    await a.store.get('querySets');
    await b.store.get('querySets');
    await a.store.get('edits');
    await b.store.get('edits');
    await a.store.set('querySets', sets(set('demo')));
    await a.store.set('edits', { 'demo|x|169': { entries: ['a'], applied: 1 } });
    await b.store.set('querySets', sets(set('mine')));
    await b.store.set('edits', { 'other.json|x|3': { entries: ['b'], applied: 1 } });

    const reloaded = tab();
    expect(ids(await reloaded.store.get('querySets'))?.sort()).toEqual(['demo', 'mine']);
    expect(Object.keys((await reloaded.store.get('edits')) ?? {}).sort()).toEqual([
      'demo|x|169',
      'other.json|x|3',
    ]);
    expect([...a.notices, ...b.notices]).toEqual([]);
  });

  it("stores one key per item, and a tab's removal removes only its item", async () => {
    const { tab, backend } = browser();
    const a = tab();
    await a.store.get('querySets');
    await a.store.set('querySets', sets(set('one'), set('two')));
    expect([...backend.values.keys()].sort()).toEqual([
      'querySets/meta',
      'querySets/set:one',
      'querySets/set:two',
    ]);
    await a.store.set('querySets', sets(set('two')));
    expect(ids(await tab().store.get('querySets'))).toEqual(['two']);
  });

  it("writes nothing for a value without its collection's shape", async () => {
    const { tab } = browser();
    const a = tab();
    await a.store.get('transcripts');
    await a.store.set('transcripts', {
      transcripts: [{ transcript: { name: 't' }, origin: 'written' }],
    });
    await a.store.set('transcripts', 42);
    expect(await tab().store.get('transcripts')).toEqual({
      transcripts: [{ transcript: { name: 't' }, origin: 'written' }],
    });
  });
});

describe('sync between tabs', () => {
  it("tells a tab that another saved its work, and not of the other's settings", async () => {
    const { tab } = browser();
    const a = tab();
    const b = tab();
    await a.store.get('querySets');
    await b.store.get('querySets');
    await a.store.set('querySets', sets(set('demo')));
    await a.store.set('view', '#panel=evaluate');
    await settle();
    expect(b.notices).toEqual([REMOTE_CHANGE]);
    expect(a.notices).toEqual([]);
  });

  it('never deletes an item another tab added, which this tab never read', async () => {
    const { tab } = browser();
    const a = tab();
    const b = tab();
    await a.store.get('querySets');
    await b.store.get('querySets');
    await b.store.set('querySets', sets(set('theirs')));
    await a.store.set('querySets', sets(set('mine')));
    await settle();
    expect(ids(await tab().store.get('querySets'))).toEqual(['theirs', 'mine']);
  });

  it('a change made on top of the other tab’s, once read, is no conflict', async () => {
    const { tab } = browser();
    const a = tab();
    const b = tab();
    await a.store.set('querySets', sets(set('s', 'Mine', ['a'])));
    await b.store.get('querySets');
    await b.store.set('querySets', sets(set('s', 'Mine', ['a', 'b'])));
    await settle();
    const now = (await tab().store.get('querySets')) as { sets: { queries: string[] }[] };
    expect(now.sets.map((one) => one.queries)).toEqual([['a', 'b']]);
    expect(b.notices.filter((notice) => /at the same time as this tab/.test(notice))).toEqual([]);
  });

  it('keeps both versions when a tab saves an edit history over one it never read', async () => {
    const { tab } = browser();
    const a = tab();
    const b = tab();
    await a.store.get('edits');
    await b.store.get('edits');
    await a.store.set('edits', { cat: { entries: ['a'], applied: 1 } });
    await settle();
    await b.store.set('edits', { cat: { entries: ['b'], applied: 1 } });
    await settle();
    expect(b.notices.at(-1)).toMatch(/at the same time as this tab: both versions are kept/);
    const now = (await tab().store.get('edits')) as Record<string, { entries: string[] }>;
    expect(Object.values(now).map((history) => history.entries)).toEqual(
      expect.arrayContaining([['a'], ['b']]),
    );
  });
});

describe('conflicts', () => {
  it("merges two tabs' edits to different tools of one catalog, and a later undo in either holds", async () => {
    const { tab } = browser();
    const a = tab();
    const b = tab();
    await a.store.get('edits');
    await b.store.get('edits');
    const edit = (name: string, to: string) => ({
      before: { name, description: 'd', capabilities: [], domains: [], entities: [], derived: {} },
      after: { name, description: to, capabilities: [], domains: [], entities: [], derived: {} },
    });
    const one = edit('assign_work_item', 'A');
    const two = edit('merge_pdfs', 'B');
    const history = (...entries: unknown[]) => ({ entries, applied: entries.length });
    await a.store.set('edits', { demo: history(one) });
    await settle();
    await b.store.set('edits', { demo: history(two) });
    await settle();
    expect(b.notices.at(-1)).toMatch(/on other tools: both tabs' changes are saved together/);
    const reloaded = async () =>
      ((await tab().store.get('edits')) as Record<string, { entries: unknown[] }>).demo?.entries;
    expect(await reloaded()).toEqual([one, two]);
    // B undoes its edit, still without reloading: A's edit stays, B's goes.
    await b.store.set('edits', { demo: { entries: [two], applied: 0 } });
    expect(await reloaded()).toEqual([one]);
  });

  it('keeps both versions when two tabs edited the same tool of one catalog', async () => {
    const { tab } = browser();
    const a = tab();
    const b = tab();
    await a.store.get('edits');
    await b.store.get('edits');
    const text = (description: string) => ({
      name: 'merge_pdfs',
      description,
      capabilities: [],
      domains: [],
      entities: [],
      derived: {},
    });
    await a.store.set('edits', {
      demo: { entries: [{ before: text('d'), after: text('A') }], applied: 1 },
    });
    await b.store.set('edits', {
      demo: { entries: [{ before: text('d'), after: text('B') }], applied: 1 },
    });
    expect(b.notices.at(-1)).toMatch(/both versions are kept/);
    expect(Object.keys((await tab().store.get('edits')) as object)).toHaveLength(2);
  });
  it('keeps both versions of a query set both tabs changed, and says so', async () => {
    const { tab } = browser();
    const a = tab({ synced: false });
    const b = tab({ synced: false });
    await a.store.set('querySets', sets(set('s', 'Mine', [])));
    await b.store.get('querySets');
    await a.store.get('querySets');
    await a.store.set('querySets', sets(set('s', 'Mine', ['from a'])));
    await b.store.set('querySets', sets(set('s', 'Mine', ['from b'])));
    await settle();
    expect(b.notices).toHaveLength(1);
    expect(b.notices[0]).toMatch(
      /Another tab changed the query set "Mine".*both versions are kept/,
    );
    const now = (await tab().store.get('querySets')) as {
      sets: { name: string; queries: string[] }[];
    };
    expect(now.sets.map((s) => [s.name, s.queries])).toEqual([
      ['Mine', ['from b']],
      ['Mine (from another tab)', ['from a']],
    ]);
  });

  it('keeps an edit history another tab changed while this tab removed it', async () => {
    const { tab } = browser();
    const a = tab({ synced: false });
    const b = tab({ synced: false });
    await a.store.set('edits', { cat: { entries: [1], applied: 1 } });
    await b.store.get('edits');
    await a.store.get('edits');
    await a.store.set('edits', { cat: { entries: [1, 2], applied: 2 } });
    await b.store.set('edits', {});
    expect(b.notices[0]).toMatch(/while this tab removed it: it was kept/);
    expect(await tab().store.get('edits')).toEqual({ cat: { entries: [1, 2], applied: 2 } });
  });

  it('lets the last writer win for settings (the active set, k, the view) without a notice', async () => {
    const { tab } = browser();
    const a = tab({ synced: false });
    const b = tab({ synced: false });
    await a.store.get('view');
    await b.store.get('view');
    await a.store.set('view', '#panel=evaluate');
    await b.store.set('view', '#panel=search');
    expect(await tab().store.get('view')).toBe('#panel=search');
    expect(b.notices).toEqual([]);
  });
});

describe('migration of the whole-collection keys', () => {
  it('cuts the old keys into items on first read and loses nothing', async () => {
    const { tab, backend } = browser();
    const old = (value: unknown) => ({ version: WORKSPACE_VERSION, value });
    backend.values.set('querySets', old(sets(set('demo'), set('mine'))));
    backend.values.set('edits', old({ cat: { entries: [1], applied: 1 } }));
    backend.values.set(
      'transcripts',
      old({ transcripts: [{ transcript: { name: 't' }, origin: 'written' }] }),
    );
    backend.values.set('catalog', old({ name: 'mine.json', text: '[]' }));
    backend.values.set('view', old('#panel=evaluate'));
    const a = tab();
    expect(await a.store.get('querySets')).toEqual(sets(set('demo'), set('mine')));
    expect(await a.store.get('edits')).toEqual({ cat: { entries: [1], applied: 1 } });
    expect(await a.store.get('transcripts')).toEqual({
      transcripts: [{ transcript: { name: 't' }, origin: 'written' }],
    });
    expect(await a.store.get('catalog')).toEqual({ name: 'mine.json', text: '[]' });
    expect(await a.store.get('view')).toBe('#panel=evaluate');
    expect(backend.values.has('querySets')).toBe(false);
    expect(backend.values.has('edits/cat')).toBe(true);
    // Read again (another tab, a reload): the same work, from the items.
    expect(await tab().store.get('querySets')).toEqual(sets(set('demo'), set('mine')));
    // An old catalog record is updated in place without a conflict.
    await a.store.set('catalog', { name: 'new.json', text: '[]' });
    expect(a.notices).toEqual([]);
  });

  it('leaves data of another version alone, with a warning', async () => {
    const { tab, backend } = browser();
    backend.values.set('edits', { version: 99, value: {} });
    const a = tab();
    expect(await a.store.get('edits')).toBeUndefined();
    expect(a.warnings[0]).toMatch(/another toollens version \(99\)/);
    expect(backend.values.has('edits')).toBe(true);
  });
});

describe('a storage that does not answer', () => {
  const hanging = (): Backend => {
    const never = () => new Promise<never>(() => {});
    return { get: never, entries: never, update: never, del: never };
  };

  it('gives up on a read after the timeout, in memory, with one warning (the startup hang)', async () => {
    vi.useFakeTimers();
    try {
      const warnings: string[] = [];
      const store = createWorkspaceStore((m) => warnings.push(m), {
        backend: hanging(),
        channel: undefined,
      });
      const reads = Promise.all([store.get('querySets'), store.get('catalog'), store.get('view')]);
      await vi.advanceTimersByTimeAsync(3000);
      expect(await reads).toEqual([undefined, undefined, undefined]);
      expect(store.degraded).toBe(true);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/Saved work could not be read in time/);
      // Saves now stay in memory and answer at once.
      await store.set('view', '#panel=search');
      expect(await store.get('view')).toBe('#panel=search');
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not apply a late answer over what the user did since', async () => {
    vi.useFakeTimers();
    try {
      const { backend } = browser();
      backend.values.set('view', { version: WORKSPACE_VERSION, rev: 'x', value: '#old' });
      const slow: Backend = {
        ...backend,
        get: (key) => new Promise((resolve) => setTimeout(() => resolve(backend.get(key)), 60)),
      };
      const warnings: string[] = [];
      const store = createWorkspaceStore((m) => warnings.push(m), {
        backend: slow,
        channel: undefined,
        timeoutMs: 20,
      });
      const read = store.get('view');
      await vi.advanceTimersByTimeAsync(20);
      expect(await read).toBeUndefined();
      await store.set('view', '#new');
      // The read given up on answers "#old" now, after the user's "#new".
      await vi.advanceTimersByTimeAsync(40);
      expect(await store.get('view')).toBe('#new');
      expect(warnings).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits longer for a slow read once storage has answered (a big catalog is no hang)', async () => {
    vi.useFakeTimers();
    try {
      const { backend } = browser();
      backend.values.set('catalog', {
        version: WORKSPACE_VERSION,
        rev: 'x',
        value: { name: 'big' },
      });
      const slowCatalog: Backend = {
        ...backend,
        get: (key) =>
          key === 'catalog'
            ? new Promise((resolve) => setTimeout(() => resolve(backend.get(key)), 60))
            : backend.get(key),
      };
      const warnings: string[] = [];
      const store = createWorkspaceStore((m) => warnings.push(m), {
        backend: slowCatalog,
        channel: undefined,
        timeoutMs: 20,
      });
      const reads = Promise.all([store.get('querySets'), store.get('catalog')]);
      // Three times the first read's timeout: the catalog answers at 60 ms and is kept.
      await vi.advanceTimersByTimeAsync(60);
      const [, catalog] = await reads;
      expect(catalog).toEqual({ name: 'big' });
      expect(store.degraded).toBe(false);
      expect(warnings).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('without IndexedDB: memory, and one warning', async () => {
    const warnings: string[] = [];
    const store = createWorkspaceStore((m) => warnings.push(m), {
      backend: undefined,
      channel: undefined,
    });
    await store.set('edits', { cat: {} });
    expect(await store.get('edits')).toEqual({ cat: {} });
    await store.get('querySets');
    expect(warnings).toEqual([
      'Browser storage is not available (private mode?). Your work is kept in memory for this visit only; export the workspace to keep it.',
    ]);
  });
});
