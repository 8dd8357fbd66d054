import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSearchEngine } from '../../../test/fakeSearchEngine';
import { createAppStore } from '../../app/store/appStore';
import { DEFAULT_VIEW } from '../../shared/view';

/** Delays unlike the page's own, so a test passes only if the controller uses the ones given. */
const TIMING = { nearMissesDelayMs: 1000, autoLensRestMs: 400, chartSettleMs: 150 };

const open = async () => {
  const fake = fakeSearchEngine();
  const store = createAppStore(fake.engine, DEFAULT_VIEW, { timing: TIMING });
  await store.getState().actions.loadBuiltIn('sample');
  await vi.advanceTimersByTimeAsync(0);
  return { fake, store };
};

const lensAsks = (calls: readonly string[]) => calls.filter((call) => call.startsWith('lens '));

describe('the search controller, on the delays it is given', () => {
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
