import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_VIEW, type View } from '../../shared/view';
import { demoView } from '../../tour';
import { formatHash, parseHash } from '../url/viewHash';
import { createTourReturn, type SavedReturn } from './tourReturn';

const MINE: View = {
  ...DEFAULT_VIEW,
  catalog: { kind: 'imported', name: 'garden.json' },
  query: 'water the beds',
  filters: { capabilities: ['garden:water'] },
  ranker: 'bm25',
  panel: 'search',
};
const URL_ = 'http://127.0.0.1:9/mcp';

/** The page as the controller sees it: a view that changes, storage, a connection. */
const makePage = (
  options: {
    view?: View;
    saved?: unknown;
    connected?: string;
    openMs?: number;
    failure?: string;
  } = {},
) => {
  let view = options.view ?? MINE;
  const listeners = new Set<(view: View, previous: View) => void>();
  const calls: string[] = [];
  const page = {
    saved: options.saved as SavedReturn | undefined,
    connected: options.connected,
    failure: options.failure,
    calls,
    view: () => view,
    setView: (patch: Partial<View>) => {
      const previous = view;
      view = { ...view, ...patch };
      for (const listener of listeners) listener(view, previous);
    },
  };
  const tour = createTourReturn({
    getView: () => view,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    connection: () => page.connected,
    open: async (to) => {
      calls.push(`open ${to.catalog.name} ${to.query}`);
      if (options.openMs) await new Promise((resolve) => setTimeout(resolve, options.openMs));
      page.setView(to);
      calls.push('opened');
    },
    show: (to) => {
      calls.push(`show ${to.catalog.name} ${to.query}`);
      page.setView(to);
    },
    reconnect: async (url) => {
      calls.push(`reconnect ${url}`);
      if (page.failure) return page.failure;
      page.connected = url;
      return undefined;
    },
    load: async () => page.saved,
    save: (saved) => {
      page.saved = saved;
    },
    format: formatHash,
    parse: parseHash,
  });
  return { page, tour };
};

/** The landing's "Two-minute tour": the step first, then its view. */
const takeTour = (page: ReturnType<typeof makePage>['page']) => {
  page.setView({ demo: 1 });
  page.setView(demoView(1));
};

describe('the tour’s way back', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('takes the user’s view at the start and gives it back, on the same catalog, when the tour ends', async () => {
    const { page, tour } = makePage();
    await tour.start();
    takeTour(page);
    // The tour tells its story on the user's catalog: it stays.
    expect(page.view().catalog).toEqual(MINE.catalog);
    expect(page.view().query).not.toBe(MINE.query);
    expect(tour.getState()).toEqual({
      kind: 'touring',
      catalog: 'garden.json',
      connection: undefined,
    });
    expect(page.saved && parseHash(page.saved.view)).toEqual(MINE);
    page.setView(demoView(3));
    page.setView({ demo: undefined });
    // Not inside the store's notification: on the next task.
    expect(page.calls).toEqual([]);
    await vi.runAllTimersAsync();
    expect(page.calls).toEqual(['show garden.json water the beds']);
    expect(page.view()).toEqual(MINE);
    expect(page.saved).toBeUndefined();
    expect(tour.getState()).toEqual({ kind: 'none' });
  });

  it('keeps a live connection open through the tour: nothing to reconnect after', async () => {
    const { page, tour } = makePage({ connected: URL_ });
    await tour.start();
    takeTour(page);
    expect(page.saved?.connection).toBeUndefined();
    page.setView({ demo: undefined });
    await vi.runAllTimersAsync();
    expect(page.calls).toEqual(['show garden.json water the beds']);
    expect(page.connected).toBe(URL_);
  });

  it('loads the catalog again when the tour ended on another (a link to a demo step)', async () => {
    const { page, tour } = makePage();
    await tour.start();
    takeTour(page);
    page.setView({ ...demoView(2), catalog: { kind: 'builtIn', name: 'demo' } });
    page.setView({ demo: undefined });
    await vi.runAllTimersAsync();
    expect(page.calls).toEqual(['open garden.json water the beds', 'opened']);
    expect(page.view()).toEqual(MINE);
  });

  it('keeps the catalog when reconnecting an older tour’s server fails, says why, and Retry tries again', async () => {
    const saved: SavedReturn = { view: formatHash(MINE), connection: URL_ };
    const { page, tour } = makePage({
      view: { ...DEFAULT_VIEW, ...demoView(2) },
      saved,
      failure: 'nothing answered',
    });
    await tour.start();
    page.setView({ demo: undefined });
    await vi.runAllTimersAsync();
    expect(page.view()).toEqual(MINE);
    expect(tour.getState()).toEqual({
      kind: 'reconnectFailed',
      catalog: 'garden.json',
      url: URL_,
      message: 'nothing answered',
    });
    page.failure = undefined;
    await tour.retry();
    expect(page.connected).toBe(URL_);
    expect(tour.getState()).toEqual({ kind: 'none' });
  });

  it('takes nothing when the tour starts on the demo catalog itself', async () => {
    const { page, tour } = makePage({ view: { ...DEFAULT_VIEW, query: 'excel' } });
    await tour.start();
    takeTour(page);
    expect(tour.getState()).toEqual({ kind: 'none' });
    page.setView({ demo: undefined });
    await vi.runAllTimersAsync();
    expect(page.calls).toEqual([]);
    expect(page.view().query).toBe('excel file');
  });

  it('after a reload mid-tour, resumes and still goes back when the tour ends', async () => {
    const saved: SavedReturn = { view: formatHash(MINE), connection: URL_ };
    const { page, tour } = makePage({ view: { ...DEFAULT_VIEW, ...demoView(2) }, saved });
    await tour.start();
    expect(tour.getState()).toEqual({ kind: 'touring', catalog: 'garden.json', connection: URL_ });
    page.setView({ demo: undefined });
    await vi.runAllTimersAsync();
    expect(page.view()).toEqual(MINE);
    expect(page.calls).toEqual(['open garden.json water the beds', 'opened', `reconnect ${URL_}`]);
  });

  it('drops a saved way back outside a tour, and one it cannot read', async () => {
    const stale = makePage({ saved: { view: formatHash(MINE) } });
    await stale.tour.start();
    expect(stale.page.saved).toBeUndefined();
    expect(stale.tour.getState()).toEqual({ kind: 'none' });
    const damaged = makePage({ view: { ...DEFAULT_VIEW, ...demoView(2) }, saved: { view: 7 } });
    await damaged.tour.start();
    expect(damaged.tour.getState()).toEqual({ kind: 'none' });
    damaged.page.setView({ demo: undefined });
    await vi.runAllTimersAsync();
    expect(damaged.page.calls).toEqual([]);
  });

  it('lets a catalog picked during the tour stand', async () => {
    const { page, tour } = makePage();
    await tour.start();
    takeTour(page);
    page.setView({ catalog: { kind: 'builtIn', name: 'sample' } });
    expect(tour.getState()).toEqual({ kind: 'none' });
    expect(page.saved).toBeUndefined();
    page.setView({ demo: undefined });
    await vi.runAllTimersAsync();
    expect(page.calls).toEqual([]);
    expect(page.view().catalog).toEqual({ kind: 'builtIn', name: 'sample' });
  });
});
