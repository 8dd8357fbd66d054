import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { demoCatalog } from '../../../../data/demo';
import { specFiveTurns } from '../../../../data/scenarios/specFiveTurns';
import { findMarkers, replay, type WorkingSetRule } from '../../../../engine';
import type { ReplayView } from '../../../../worker/boundary';
import { RuleControl } from '../RuleControl';
import { RuleComparison } from './RuleComparison';

/** One session under two working-set rules, and the control that picks them. */

const replayed = (rule: WorkingSetRule): ReplayView => {
  const result = replay(specFiveTurns, { catalog: demoCatalog, budget: 5, rule });
  return {
    ...result,
    markers: findMarkers(specFiveTurns, result.turns, { catalog: demoCatalog }),
    toolCosts: [],
    ordersMaxTurns: 50,
  };
};

describe('the working-set rule comparison', () => {
  const first = { rule: 'lru' as const, replay: replayed('lru') };
  const second = { rule: 'turn' as const, replay: replayed('turn') };

  it('draws both figures, scrubbed by the same turn, with each row counted', () => {
    render(
      <RuleComparison
        transcript={specFiveTurns}
        first={first}
        second={second}
        turn={4}
        onTurn={() => {}}
      />,
    );
    const lru = screen.getByRole('figure', { name: /bounded LRU/ });
    const turn = screen.getByRole('figure', { name: /selections last the turn/ });
    const current = (figure: HTMLElement) =>
      within(figure)
        .getAllByTestId('ws-row')
        .find((row) => row.getAttribute('aria-current') === 'step');
    expect(current(lru)?.dataset.turn).toBe('4');
    expect(current(turn)?.dataset.turn).toBe('4');
    // t4 activates three tools: the LRU holds five (one evicted); the turn rule holds the three,
    // and evicts nothing, since t3's call of a tool t1 loaded was refused and t3 held nothing.
    expect(within(current(lru) as HTMLElement).getByTestId('ws-count').textContent).toBe(
      '5 tools, −1',
    );
    expect(within(current(turn) as HTMLElement).getByTestId('ws-count').textContent).toBe(
      '3 tools',
    );
    const summary = screen.getByTestId('rule-summary').textContent ?? '';
    expect(summary).toContain(
      'At t4, “bounded LRU” holds 5 tools and “selections last the turn” 3 tools.',
    );
    expect(summary).toMatch(/Prompt at t4: [\d,]+ tokens against [\d,]+ \(−[\d,]+\)/);
  });

  it('says the second rule is replaying while it runs', () => {
    render(
      <RuleComparison
        transcript={specFiveTurns}
        first={first}
        second={{ rule: 'turn', replay: undefined }}
        turn={1}
        onTurn={() => {}}
      />,
    );
    expect(screen.getAllByRole('figure')).toHaveLength(1);
    expect(screen.getByTestId('rule-summary').textContent).toContain('Replaying the session');
  });
});

describe('the working-set rule control', () => {
  it('says a rule was proposed from the tool the log searches with, and offers the other rules to compare', () => {
    const onRule = vi.fn();
    const onCompare = vi.fn();
    render(
      <RuleControl
        rule="session"
        compareRule={undefined}
        proposed={{
          rule: 'session',
          source: 'proposed from the tool it searches with, ToolSearch',
        }}
        onRule={onRule}
        onCompare={onCompare}
      />,
    );
    expect(screen.getByTestId('rule-note').textContent).toMatch(
      /^Proposed from the tool it searches with, ToolSearch: Claude Code/,
    );
    const compare = screen.getByRole('combobox', { name: 'Compare with rule' });
    expect(
      within(compare)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['none', 'bounded LRU', 'held while referenced', 'selections last the turn']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Working-set rule' }), {
      target: { value: 'lru' },
    });
    expect(onRule).toHaveBeenCalledWith('lru');
    fireEvent.change(compare, { target: { value: 'lru' } });
    expect(onCompare).toHaveBeenCalledWith('lru');
  });
});
