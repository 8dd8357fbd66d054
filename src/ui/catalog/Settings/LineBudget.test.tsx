import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { demoCatalog } from '../../../data/demo';
import { type CatalogSettings, EMPTY_SETTINGS, rootsReport } from '../../../engine';
import { renderApp } from '../../../test/renderApp';
import type { CatalogSettingsView } from '../../../worker/boundary';
import { CatalogSettingsSection } from './CatalogSettingsSection';

/**
 * The capability line's budget in the Catalog panel: set, refused with the engine's reason,
 * reset; and what the line covers within it.
 */

const viewOf = (settings: CatalogSettings): CatalogSettingsView => ({
  ...rootsReport(demoCatalog, settings),
  settings,
  ownScaffolding: [],
  lineTokens: 0,
  tokenizer: 'chars/4',
});

const renderSection = (settings: CatalogSettings, error?: string) => {
  const onSettings = vi.fn();
  render(
    <CatalogSettingsSection
      view={viewOf(settings)}
      error={error}
      proposals={undefined}
      toolNames={[]}
      onSettings={onSettings}
      onPropose={() => {}}
      onDismissProposals={() => {}}
    />,
  );
  return onSettings;
};

const budgetInput = () => screen.getByRole('spinbutton', { name: 'Line budget (characters)' });

describe('the line budget control', () => {
  it('shows the default as the default, and sends a typed budget with the settings', async () => {
    const onSettings = renderSection({ ...EMPTY_SETTINGS, drop: ['pdf'] });
    expect(budgetInput()).toHaveProperty('value', '350');
    expect(screen.getByText('the default')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Reset to default (350)' })).toBeNull();
    await userEvent.clear(budgetInput());
    await userEvent.type(budgetInput(), '120{Enter}');
    expect(onSettings).toHaveBeenCalledWith({ ...EMPTY_SETTINGS, drop: ['pdf'], lineBudget: 120 });
  });

  it('checks a budget as it is typed, and sends none the engine refuses', async () => {
    const onSettings = renderSection(EMPTY_SETTINGS);
    await userEvent.clear(budgetInput());
    await userEvent.type(budgetInput(), '50');
    expect(screen.getByRole('alert').textContent).toBe(
      'Not applied: the line budget is a whole number of characters from 80 to 100,000.',
    );
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveProperty('disabled', true);
    await userEvent.type(budgetInput(), '{Enter}');
    expect(onSettings).not.toHaveBeenCalled();
  });

  it('resets to the default, keeping the other settings', async () => {
    const onSettings = renderSection({ ...EMPTY_SETTINGS, drop: ['pdf'], lineBudget: 120 });
    expect(budgetInput()).toHaveProperty('value', '120');
    await userEvent.click(screen.getByRole('button', { name: 'Reset to default (350)' }));
    expect(onSettings).toHaveBeenCalledWith({ ...EMPTY_SETTINGS, drop: ['pdf'] });
  });

  it('says what the line covers, against its budget', () => {
    const view = viewOf({ ...EMPTY_SETTINGS, lineBudget: 120 });
    renderSection({ ...EMPTY_SETTINGS, lineBudget: 120 });
    expect(view.covered).toBeLessThan(view.lineTools);
    expect(screen.getByTestId('line-coverage').textContent).toBe(
      `covers ${view.covered} of ${view.lineTools} tools · ${view.lineChars} of 120 characters`,
    );
    const roots = screen.getByRole('table');
    const inLine = within(roots).getAllByText('in the line');
    expect(inLine).toHaveLength(view.inLine.length);
    expect(within(roots).getAllByText('left out by the budget')).toHaveLength(
      view.roots.length - view.inLine.length,
    );
  });
});

describe('the line budget in the app, over the worker', () => {
  it('shortens the line, refuses a budget under the minimum with the reason, and resets', async () => {
    await renderApp({ catalog: 'demo', view: { panel: 'catalog' } });
    // The panel's table loads lazily, as on a first visit.
    const title = await screen.findByText('Scaffolding & capability line', {}, { timeout: 10_000 });
    await userEvent.click(title);
    const line = () => screen.getByTestId('capability-line').textContent ?? '';
    const coverage = () => screen.getByTestId('line-coverage').textContent ?? '';
    // Every root fits the default: the line covers every tool it is for.
    await waitFor(() =>
      expect(coverage()).toMatch(/^covers ([\d,]+) of \1 tools · 341 of 350 characters$/),
    );
    expect(line()).not.toContain('under no root');

    await userEvent.clear(budgetInput());
    await userEvent.type(budgetInput(), '120{Enter}');
    await waitFor(() => expect(coverage()).toMatch(/of 120 characters$/));
    expect(line().length).toBeLessThanOrEqual(120);
    expect(line()).toMatch(/\+ [\d,]+ tools under no root<\/tool_capabilities>$/);
    const [covered, tools] = (/covers ([\d,]+) of ([\d,]+)/.exec(coverage()) ?? []).slice(1);
    expect(Number(covered)).toBeLessThan(Number(tools));
    await userEvent.click(screen.getByText(/tools under no root of the line$/));
    const under = screen.getByRole('list', { name: 'Tools under no root of the line' });
    expect(within(under).getAllByRole('listitem').length).toBeGreaterThan(0);

    await userEvent.clear(budgetInput());
    await userEvent.type(budgetInput(), '50{Enter}');
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Not applied: the line budget is a whole number of characters from 80 to 100,000.',
    );
    expect(budgetInput().getAttribute('aria-invalid')).toBe('true');
    expect(coverage()).toMatch(/of 120 characters$/);

    await userEvent.click(screen.getByRole('button', { name: 'Reset to default (350)' }));
    await waitFor(() => expect(coverage()).toMatch(/· 341 of 350 characters$/));
    expect(budgetInput()).toHaveProperty('value', '350');
    expect(screen.queryByRole('alert')).toBeNull();
  }, 30_000);
});
