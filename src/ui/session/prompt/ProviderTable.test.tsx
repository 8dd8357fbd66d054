import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoCatalog } from '../../../data/demo';
import { specFiveTurns } from '../../../data/scenarios/specFiveTurns';
import { DEFAULT_PROVIDERS, replay } from '../../../engine';
import { ProviderTable } from './ProviderTable';
import { estimateTurns } from './providerCache';

const turns = replay(specFiveTurns, { catalog: demoCatalog }).turns;

/** The table of turn t3 under `providers`, as the reader sees it. */
const tableOf = (providers: typeof DEFAULT_PROVIDERS) => {
  const models = providers.map((model) => ({ ...model }));
  const caches = estimateTurns(models, turns)[2] ?? [];
  render(<ProviderTable providers={models} caches={caches} onProviders={() => {}} />);
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
    expect(rowSaying(table, "under openai's minimum of 50,000 tokens")?.textContent).toBe(
      "0% cached: the shared prefix is under openai's minimum of 50,000 tokens",
    );
    expect(rowSaying(table, "under anthropic's minimum")).toBeUndefined();
  });

  it('says nothing of the minimum when the turn is cached', () => {
    const table = tableOf(DEFAULT_PROVIDERS);
    expect(screen.getAllByRole('rowheader').length).toBe(DEFAULT_PROVIDERS.length);
    expect(rowSaying(table, 'minimum of')).toBeUndefined();
  });
});
