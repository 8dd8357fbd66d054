import { describe, expect, it, vi } from 'vitest';
import { inProcessEngine } from '../../../test/inProcessEngine';
import { engineApi } from '../../../worker/engineApi';
import { createAppStore } from '../../app/store/appStore';
import { keyOf, shown } from '../../shared/request';
import { SEARCH_TIMING } from './searchTiming';

/** Waits, a turn of the event loop at a time and bounded, until `check` holds. */
const until = async (check: () => boolean) => {
  for (let i = 0; i < 400 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

describe('a keystroke, through the store and the worker API in-process', () => {
  it('plans and ranks its query once, from the search to the lens, movement, near misses and Why not', async () => {
    const fake = inProcessEngine();
    const store = createAppStore(fake.engine);
    await store.getState().actions.loadBuiltIn('demo');
    await until(() => store.getState().result.status === 'ok');
    const before = engineApi.searchPassesForTest();
    fake.calls.length = 0;

    // The lens and the near misses wait for typing to rest: the page's own delays, on a fake clock.
    vi.useFakeTimers();
    store.getState().actions.setView({ query: 'excel file', why: 'read_pdf' });
    const settled = () => {
      const { result, movement, nearMisses, lens, whyNot } = store.getState();
      const request = result.status === 'ok' ? JSON.stringify(result.value.request) : undefined;
      // The movement and near misses are keyed by the search's request; the lens and Why not by it and a tool.
      return (
        request !== undefined &&
        [movement.status, nearMisses.status, lens.status, whyNot.status].every((s) => s === 'ok') &&
        [keyOf(movement), keyOf(nearMisses)].every((key) => key === request) &&
        [keyOf(lens), keyOf(whyNot)].every((key) => key?.startsWith(`[${request},`))
      );
    };
    try {
      await vi.advanceTimersByTimeAsync(
        Math.max(SEARCH_TIMING.autoLensRestMs, SEARCH_TIMING.nearMissesDelayMs),
      );
    } finally {
      vi.useRealTimers();
    }
    expect(settled()).toBe(true);

    const state = store.getState();
    expect(shown(state.result)?.page.query).toBe('excel file');
    expect(shown(state.lens)?.name).toBe(shown(state.result)?.page.hits[0]?.name);
    expect(shown(state.whyNot)?.kind).toBe('ranked-lower');
    const after = engineApi.searchPassesForTest();
    expect({
      plans: after.plans - before.plans,
      spec: after.spec - before.spec,
      toollens: after.toollens - before.toollens,
    }).toEqual({ plans: 1, spec: 1, toollens: 1 });
    // Each question asked once, of the search's view; the menu's count came with the search.
    expect([...fake.calls].sort()).toEqual(['lens', 'movement', 'nearMisses', 'search', 'whyNot']);
  });

  it('asks the movement column again of the answer an edit searched again', async () => {
    const fake = inProcessEngine();
    const store = createAppStore(fake.engine);
    await store.getState().actions.loadBuiltIn('demo');
    store.getState().actions.setView({ query: 'excel file' });
    const movement = () => store.getState().movement;
    const asked = () => fake.calls.filter((call) => call === 'movement').length;
    await until(() => movement().status === 'ok');
    const before = { movement: shown(movement()), asked: asked() };
    const top = shown(store.getState().result)?.page.hits[0]?.name ?? '';

    const { actions } = store.getState().authoring;
    await actions.openEditor(top);
    const editor = store.getState().authoring.editor;
    if (!editor) throw new Error(`no editor for ${top}`);
    expect(await actions.saveEdit({ ...editor, description: 'Unrelated to any sheet.' })).toBe(
      true,
    );
    // The edited catalog's answer has its own movement ranks, asked of the worker once.
    await until(() => asked() === before.asked + 1 && movement().status === 'ok');
    expect(shown(movement())).not.toBe(before.movement);
  });
});
