import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { SEARCH_TIMING } from './state/searchTiming';

/**
 * What waits for typing to rest, on the whole page over the worker's own API: each delay is the
 * page's own (SEARCH_TIMING), driven on a fake clock, so no test sleeps and none races a timer.
 */

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Lets `ms` pass on the fake clock, with the worker's answers (promises) settled on the way. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
const queryBox = () => screen.getByRole('searchbox', { name: /^Query/ });
const results = () => screen.queryByRole('table', { name: /hits?, ranked by/ });
const lens = () => screen.queryByRole('region', { name: /^Lens:/ });
const count = (calls: string[], method: string) => calls.filter((call) => call === method).length;

describe('typing a query', () => {
  it('keeps the last results while a word is half typed, until typing rests', async () => {
    await renderApp({ view: { query: 'pdf' } });
    await wait(0);
    expect(results()?.textContent).toContain('pdf_reader');
    // "zqx" finds nothing: typed over "pdf", it waits behind pdf's results.
    await user().type(queryBox(), 'zqx', { initialSelectionStart: 0, initialSelectionEnd: 3 });
    await wait(SEARCH_TIMING.midWordRestMs - 1);
    expect(results()?.textContent).toContain('pdf_reader');
    expect(screen.queryByText('No tool matches these terms.')).toBeNull();
    await wait(1);
    expect(results()).toBeNull();
    expect(screen.getByText('No tool matches these terms.')).toBeDefined();
  });

  it('shows a word that finds nothing at once when a space ends it', async () => {
    await renderApp({ view: { query: 'pdf' } });
    await wait(0);
    await user().type(queryBox(), 'zqx ', { initialSelectionStart: 0, initialSelectionEnd: 3 });
    await wait(0);
    expect(screen.getByText('No tool matches these terms.')).toBeDefined();
  });

  it("opens the top hit's lens once typing rests, not on each keystroke", async () => {
    const { calls } = await renderApp();
    const typing = user();
    await typing.type(queryBox(), 'read');
    await wait(SEARCH_TIMING.autoLensRestMs - 1);
    await typing.type(queryBox(), ' file');
    await wait(SEARCH_TIMING.autoLensRestMs - 1);
    // Each keystroke started the rest again: no lens yet, and none asked of the worker.
    expect(results()).not.toBeNull();
    expect(lens()).toBeNull();
    expect(count(calls, 'lens')).toBe(0);
    await wait(1);
    // The lens is the top hit's.
    const [, top] = within(results() as HTMLElement).getAllByRole('row');
    expect(within(top as HTMLElement).getByRole('button', { name: 'excel_reader' })).toBeDefined();
    expect(lens()).toBe(screen.getByRole('region', { name: 'Lens: excel_reader' }));
    expect(count(calls, 'lens')).toBe(1);
  });

  it('asks for the ranking past the page only after the answer has been shown a while', async () => {
    const { calls } = await renderApp();
    await user().type(queryBox(), 'read file');
    await wait(SEARCH_TIMING.nearMissesDelayMs - 1);
    expect(results()).not.toBeNull();
    expect(count(calls, 'nearMisses')).toBe(0);
    await wait(1);
    expect(count(calls, 'nearMisses')).toBe(1);
  });
});
