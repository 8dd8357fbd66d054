import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { availableTargets } from '../../../engine';
import { TARGET_INFO } from '../../../engine/core';
import { renderApp } from '../../../test/renderApp';

describe('Evaluate under the agent targets', () => {
  it('shows nothing of the targets while none is chosen', async () => {
    const { store, calls } = await renderApp({ catalog: 'demo', view: { panel: 'evaluate' } });
    await act(() => store.getState().authoring.actions.addDemoSet());
    // The demo set's 74 queries are ranked in process: seconds on a loaded machine, not waitFor's 1 s.
    await waitFor(() => expect(screen.getByTestId('eval-status').textContent).toMatch(/pass/), {
      timeout: 15_000,
    });
    expect(screen.queryByRole('region', { name: 'Under each agent target' })).toBeNull();
    expect(calls).not.toContain('evaluateTargets');
  }, 20_000);

  it("puts each chosen target's metrics beside toollens's, and a grid of the queries worst first", async () => {
    const ids = availableTargets();
    const { store } = await renderApp({
      catalog: 'demo',
      view: { panel: 'evaluate', targets: ids },
    });
    await act(() => store.getState().authoring.actions.addDemoSet());
    const section = () => screen.getByRole('region', { name: 'Under each agent target' });
    await waitFor(
      () =>
        expect(within(section()).getAllByTestId('targets-metrics-row')).toHaveLength(
          1 + ids.length,
        ),
      { timeout: 15_000 },
    );
    const rows = within(section()).getAllByTestId('targets-metrics-row');
    expect(rows[0]?.textContent).toContain('toollens');
    for (const [at, id] of ids.entries()) {
      expect(rows[at + 1]?.textContent).toContain(TARGET_INFO[id].label);
    }
    const grid = within(section()).getAllByTestId('targets-grid-row');
    const misses = grid.map((row) => row.querySelectorAll('td.target-missed').length);
    expect(misses).toEqual([...misses].sort((a, b) => b - a));
  }, 20_000);
});
