import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSearchEngine } from '../../../test/fakeSearchEngine';
import { createAppStore } from '../../app/store/appStore';
import { shown } from '../../shared/request';
import { DEFAULT_VIEW } from '../../shared/view';

/** Delays unlike the page's own, so a test passes only if the controller uses the ones given. */
const TIMING = {
  nearMissesDelayMs: 1000,
  autoLensRestMs: 400,
  chartSettleMs: 150,
  midWordRestMs: 700,
};

const open = async () => {
  const fake = fakeSearchEngine();
  const store = createAppStore(fake.engine, DEFAULT_VIEW, { timing: TIMING });
  await store.getState().actions.loadBuiltIn('sample');
  await vi.advanceTimersByTimeAsync(0);
  return { fake, store };
};

const lensAsks = (calls: readonly string[]) => calls.filter((call) => call.startsWith('lens '));

describe('the search controller, on the delays it is given', () => {
  it("keeps the chart's settle delay for the Search panel", () => {
    const timing = { ...TIMING, chartSettleMs: 90 };
    const store = createAppStore(fakeSearchEngine().engine, DEFAULT_VIEW, { timing });
    expect(store.getState().timing.chartSettleMs).toBe(90);
  });

  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('searches on the keystroke and asks the movement at once, the near misses a delay after the answer', async () => {
    const { fake, store } = await open();
    store.getState().actions.setView({ query: 'Excel' });
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.searches.map((search) => search.query)).toContain('Excel');
    expect(fake.movements.map((movement) => movement.request.query)).toEqual(['Excel']);
    await vi.advanceTimersByTimeAsync(TIMING.nearMissesDelayMs - 1);
    expect(fake.rankedAsks).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.rankedAsks.map((ask) => ask.request.query)).toEqual(['Excel']);
  });

  it('asks the near misses of the last query only, while the user types faster than the delay', async () => {
    const { fake, store } = await open();
    for (const query of ['E', 'Ex', 'Exc', 'Exce']) {
      store.getState().actions.setView({ query });
      await vi.advanceTimersByTimeAsync(TIMING.nearMissesDelayMs / 2);
    }
    expect(fake.rankedAsks).toEqual([]);
    await vi.advanceTimersByTimeAsync(TIMING.nearMissesDelayMs);
    expect(fake.rankedAsks.map((ask) => ask.request.query)).toEqual(['Exce']);
  });

  it("asks the top hit's lens once typing rests, and a picked row's at once", async () => {
    const { fake, store } = await open();
    store.getState().actions.setView({ query: 'Excel' });
    await vi.advanceTimersByTimeAsync(TIMING.autoLensRestMs - 1);
    expect(lensAsks(fake.calls)).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(lensAsks(fake.calls)).toEqual(['lens a']);
    store.getState().actions.setView({ tool: 'b' });
    await vi.advanceTimersByTimeAsync(0);
    expect(lensAsks(fake.calls)).toEqual(['lens a', 'lens b']);
  });
});

describe('a half-typed word that finds nothing, on the delays it is given', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A catalog where only whole words find something: `mer` finds nothing, `merge` does. */
  const openWords = async () => {
    const fake = fakeSearchEngine(['merge_pdf'], (query) =>
      ['pdf', 'merge'].includes(query.trim()),
    );
    const store = createAppStore(fake.engine, DEFAULT_VIEW, { timing: TIMING });
    await store.getState().actions.loadBuiltIn('sample');
    await vi.advanceTimersByTimeAsync(0);
    return store;
  };
  /** A keystroke, and its answer in (the fake answers at once). */
  const typed = async (store: Awaited<ReturnType<typeof openWords>>, query: string) => {
    store.getState().actions.setView({ query });
    await vi.advanceTimersByTimeAsync(0);
  };
  const shownQuery = (store: Awaited<ReturnType<typeof openWords>>) => {
    const { held, result } = store.getState();
    return (held ?? shown(result))?.page.query;
  };

  it('keeps the last results, held, until typing rests; each keystroke starts the rest again', async () => {
    const store = await openWords();
    store.getState().actions.setView({ query: 'pdf' });
    await vi.advanceTimersByTimeAsync(0);
    expect(shownQuery(store)).toBe('pdf');
    for (const query of ['m', 'me', 'mer']) {
      store.getState().actions.setView({ query });
      await vi.advanceTimersByTimeAsync(TIMING.midWordRestMs - 1);
      expect(shownQuery(store)).toBe('pdf');
      expect(store.getState().held?.page.query).toBe('pdf');
    }
    await vi.advanceTimersByTimeAsync(1);
    expect(store.getState().held).toBeUndefined();
    expect(shownQuery(store)).toBe('mer');
  });

  it('shows the empty answer at once when a space completes the word, and a finding one at once', async () => {
    const store = await openWords();
    await typed(store, 'pdf');
    await typed(store, 'mer');
    expect(store.getState().held?.page.query).toBe('pdf');
    await typed(store, 'merge');
    expect(store.getState().held).toBeUndefined();
    expect(shownQuery(store)).toBe('merge');

    await typed(store, 'zzz');
    expect(store.getState().held?.page.query).toBe('merge');
    await typed(store, 'zzz ');
    expect(store.getState().held).toBeUndefined();
    expect(shownQuery(store)).toBe('zzz ');
  });
});
