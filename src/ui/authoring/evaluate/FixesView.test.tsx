import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp';

/** The demo set under Codex: the Fixes view's proposals are saved as ordinary edits. */
describe('Evaluate’s Fixes view', () => {
  it('lists a proposal for a tool the demo set misses; Apply makes an edit and Undo reverts it', async () => {
    const { store } = await renderApp({
      catalog: 'demo',
      view: { panel: 'evaluate', targets: ['codex'] },
    });
    await act(() => store.getState().authoring.actions.addDemoSet());
    fireEvent.click(await screen.findByRole('button', { name: 'Fixes' }, { timeout: 10_000 }));
    // Proposing runs every miss under Codex and toollens in process: seconds on a loaded machine.
    const list = await screen.findByRole('list', { name: 'Proposals' }, { timeout: 30_000 });
    expect(screen.getByRole('region', { name: 'Held-out result' })).toBeTruthy();
    const apply = within(list).getAllByRole('button', { name: /^Apply the fix to / })[0];
    if (!apply) throw new Error('the demo set has a miss under Codex that a fix brings in');
    const tool = (apply.getAttribute('aria-label') ?? '').replace('Apply the fix to ', '');
    fireEvent.click(apply);
    const log = await screen.findByRole('region', { name: 'Edits' }, { timeout: 15_000 });
    expect(within(log).getAllByText(tool, { exact: false }).length).toBeGreaterThan(0);
    // The editor opened for the save is closed again: applying opens nothing.
    await waitFor(() => expect(store.getState().authoring.editor).toBeUndefined());
    const key = store.getState().authoring.catalogKey ?? '';
    expect(store.getState().authoring.histories[key]?.applied).toBe(1);
    const undo = within(log).getByRole('button', { name: /Undo/ });
    await waitFor(() => expect((undo as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(undo);
    await waitFor(() => expect(store.getState().authoring.histories[key]?.applied).toBe(0));
  }, 60_000);

  it('asks for an agent when none is chosen', async () => {
    const { store } = await renderApp({
      catalog: 'demo',
      view: { panel: 'evaluate', evaluateTab: 'fixes' },
    });
    await act(() => store.getState().authoring.actions.addDemoSet());
    expect(
      await screen.findByRole('group', { name: 'Propose fixes for which agents?' }),
    ).toBeTruthy();
  }, 20_000);
});
