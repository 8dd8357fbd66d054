import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoCatalog } from '../../../data/demo';
import { specFiveTurns } from '../../../data/scenarios/specFiveTurns';
import { replay, simulateAgent, ToolIndex } from '../../../engine';
import type { SimulateStrategy } from '../../../engine/core';
import { LABELLED_PICK_QUERIES, labelledPickCatalog } from '../../../test/fixtures/labelledPicks';
import { SavingsCard } from './SavingsCard';

/** A simulated agent's savings card: the saving never stands without how often it was right. */

const catalog = labelledPickCatalog();
const simulated = (strategy: SimulateStrategy) =>
  replay(simulateAgent(LABELLED_PICK_QUERIES, new ToolIndex(catalog), { strategy }), { catalog });

describe('the savings card of a labelled simulation', () => {
  it('headlines the saving with the turns that found the right tool', () => {
    const result = simulated({ kind: 'top', k: 1 });
    render(<SavingsCard turns={result.turns} accuracy={result.summary.accuracy} turn={1} />);
    const card = screen.getByRole('region', {
      name: 'fewer tool tokens a turn than declaring every tool · the right tool on 1 of 2 labelled turns',
    });
    expect(card).toBeDefined();
    expect(screen.getByTestId('savings-accuracy').textContent).toBe(
      ' · the right tool on 1 of 2 labelled turns',
    );
    expect(screen.getByText(/Wrong tool at t1, marked on its turn\./)).toBeDefined();
  });

  it('says a relevant run is right by construction, not as a result', () => {
    const result = simulated({ kind: 'relevant' });
    render(<SavingsCard turns={result.turns} accuracy={result.summary.accuracy} turn={1} />);
    expect(
      screen.getByRole('region', {
        name: /· the labelled tools on 2 of 2 labelled turns, by construction$/,
      }),
    ).toBeDefined();
    expect(
      screen.getByText(
        /By construction: the relevant strategy activates each query’s labelled tools/,
      ),
    ).toBeDefined();
  });

  it('says nothing of accuracy when the timeline has no labels', () => {
    const result = simulated({ kind: 'top', k: 1 });
    render(<SavingsCard turns={result.turns} accuracy={undefined} turn={1} />);
    expect(
      screen.getByRole('region', { name: 'fewer tool tokens a turn than declaring every tool' }),
    ).toBeDefined();
    expect(screen.queryByTestId('savings-accuracy')).toBeNull();
  });
});

describe('the savings card and the capability line', () => {
  const result = simulated({ kind: 'top', k: 1 });
  const renderWith = (covered: number) =>
    render(
      <SavingsCard
        turns={result.turns}
        accuracy={undefined}
        turn={1}
        line={{ covered, lineTools: 1287 }}
      />,
    );

  it('says what the line covers when it leaves tools out', () => {
    renderWith(901);
    expect(
      screen.getByText(
        /^What toollens declares \(capability line, which covers 901 of 1,287 tools, search_tools/,
      ),
    ).toBeDefined();
  });

  it('says nothing of coverage when the line covers every tool', () => {
    renderWith(1287);
    expect(
      screen.getByText(/^What toollens declares \(capability line, search_tools/),
    ).toBeDefined();
    expect(screen.queryByText(/covers/)).toBeNull();
  });
});

describe('the savings card and the providers', () => {
  it('names each provider as people know it, never by its lowercase id', () => {
    const spec = replay(specFiveTurns, { catalog: demoCatalog });
    render(<SavingsCard turns={spec.turns} accuracy={undefined} turn={3} />);
    const served = screen.getByRole('heading', { name: /^Served from the provider’s cache/ });
    const items = within(served.parentElement as HTMLElement).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.split(/\d/)[0]?.trim())).toEqual([
      'Anthropic',
      'OpenAI',
    ]);
    expect(screen.queryByText(/\b(anthropic|openai)\b/)).toBeNull();
  });
});
