import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoCatalog } from '../../../data/demo';
import { specFiveTurns } from '../../../data/scenarios/specFiveTurns';
import { DEFAULT_PROVIDERS, replay } from '../../../engine';
import { ProviderTable } from './ProviderTable';
import { estimateTurns } from './providerCache';

const turns = replay(specFiveTurns, { catalog: demoCatalog }).turns;

/** The table of turn `turn` (t3 unless given) under `providers`, as the reader sees it. */
const tableOf = (providers: typeof DEFAULT_PROVIDERS, turn = 3) => {
  const models = providers.map((model) => ({ ...model }));
  const caches = estimateTurns(models, turns)[turn - 1] ?? [];
  render(
    <ProviderTable providers={models} caches={caches} first={turn === 1} onProviders={() => {}} />,
  );
  return screen.getByRole('table');
};

/** The row that says `text`, or undefined. */
const rowSaying = (table: HTMLElement, text: string) =>
  [...table.querySelectorAll('tr')].find((row) => row.textContent?.includes(text));

describe('ProviderTable', () => {
  it("says a 0% share comes from the provider's minimum, naming the provider and the minimum", () => {
    const raised = DEFAULT_PROVIDERS.map((model) =>
      model.id === 'openai' ? { ...model, minTokens: 50_000 } : model,
    );
    const table = tableOf(raised);
    expect(rowSaying(table, "under OpenAI's minimum of 50,000 tokens")?.textContent).toBe(
      "0% cached: the shared prefix is under OpenAI's minimum of 50,000 tokens",
    );
    expect(rowSaying(table, "under Anthropic's minimum")).toBeUndefined();
  });

  it('says the first turn is sent to an empty cache', () => {
    const table = tableOf(DEFAULT_PROVIDERS, 1);
    for (const model of DEFAULT_PROVIDERS) {
      expect(within(table).getByTestId(`cache-note-${model.id}`).textContent).toBe(
        '0% cached: the first turn, sent to an empty cache',
      );
    }
  });

  it('names the section that changed when a breakpoint model caches nothing of a later turn', () => {
    // t2 activates a tool: the tool declarations, which anthropic's layout puts first, change,
    // so no breakpoint both turns share lies inside their common prefix.
    const table = tableOf(DEFAULT_PROVIDERS, 2);
    expect(within(table).getByTestId('cache-note-anthropic').textContent).toBe(
      '0% cached: the prompt changed in Tool declarations, before any point Anthropic caches up to',
    );
    expect(within(table).queryByTestId('cache-note-openai')).toBeNull();
  });

  it('says nothing of the minimum when the turn is cached', () => {
    const table = tableOf(DEFAULT_PROVIDERS);
    expect(screen.getAllByRole('rowheader').length).toBe(DEFAULT_PROVIDERS.length);
    expect(rowSaying(table, 'minimum of')).toBeUndefined();
  });

  it('names the providers as people know them, never by their lowercase ids', () => {
    tableOf(DEFAULT_PROVIDERS);
    const names = screen.getAllByRole('rowheader').map((header) => header.firstChild?.textContent);
    expect(names).toEqual(['Anthropic', 'OpenAI']);
    expect(screen.getByRole('spinbutton', { name: 'OpenAI step' })).toBeDefined();
  });

  it('keeps the table in a named box a keyboard can reach, to scroll it on a narrow screen', () => {
    const table = tableOf(DEFAULT_PROVIDERS);
    const box = screen.getByRole('region', { name: 'Provider caches table' });
    expect(box.contains(table)).toBe(true);
    expect(box.tabIndex).toBe(0);
  });
});
