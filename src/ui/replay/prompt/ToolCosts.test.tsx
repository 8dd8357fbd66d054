import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoCatalog } from '../../../data/demo';
import { specFiveTurns } from '../../../data/scenarios/specFiveTurns';
import { charsPerFourCounter, replay, toolCosts } from '../../../engine';
import { declarationLines } from '../../../engine/core';
import { formatCount } from '../../shared/format';
import { TokenSourceContext } from '../../shared/tokens/tokenSource';
import { ToolCosts } from './ToolCosts';
import { toolCostSummary, usageText } from './toolCostSummary';

const result = replay(specFiveTurns, { catalog: demoCatalog });
const costs = toolCosts(specFiveTurns, result.turns, charsPerFourCounter);

const show = (turn: number) => {
  const shown = result.turns[turn - 1];
  if (!shown) throw new Error(`no t${turn}`);
  const texts = declarationLines(shown.prompt);
  const lines = new Map(shown.prompt.declared.map((name, at) => [name, texts[at] ?? '']));
  render(
    <TokenSourceContext.Provider value={async () => Promise.reject(new Error('not here'))}>
      <ToolCosts costs={costs[turn - 1] ?? []} lines={lines} turn={turn} tokenizer="chars/4" />
    </TokenSourceContext.Provider>,
  );
};

/** The table's tool rows as the user reads them: the tool's name and how it was used. */
const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const header = within(row).getByRole('rowheader');
      const use = within(header).getByTestId('tool-cost-use').textContent ?? '';
      return { name: header.textContent?.replace(use, ''), use: use.replace('⚠ ', '') };
    });

describe('ToolCosts on the spec five turns', () => {
  it('lists t3 largest first and marks query_json and read_json as never called', async () => {
    show(3);
    const listed = rows();
    expect(listed.map((row) => row.name)).toEqual((costs[2] ?? []).map((cost) => cost.name));
    expect(
      listed
        .filter((row) => row.use === 'activated, never called')
        .map((row) => row.name)
        .sort(),
    ).toEqual(['query_json', 'read_json']);
    expect(listed.map((row) => row.use)).toContain('called at t3');
    expect(listed.map((row) => row.use)).toContain('always declared');
    // One toggle per row: each declaration can be shown token by token, one at a time.
    const toggles = screen.getAllByRole('button', { name: /^Tokens: show .*'s declaration/ });
    expect(toggles).toHaveLength(listed.length);
    const [first] = toggles;
    if (!first) throw new Error('no toggle');
    await userEvent.click(first);
    expect(first.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByRole('button', { pressed: true })).toEqual([first]);
  });

  it('sums what the idle tools cost, from the rows themselves', () => {
    const t5 = costs[4] ?? [];
    const summary = toolCostSummary(t5);
    const idle = t5.filter((cost) => cost.neverCalled);
    expect(summary.idle).toBe(4);
    expect(summary.idleTokens).toBe(idle.reduce((sum, cost) => sum + cost.tokens, 0));
    show(5);
    expect(screen.getByTestId('tool-costs-summary').textContent).toContain(
      `${summary.idle} were activated and never called: ${formatCount(summary.idleTokens)} tokens`,
    );
  });

  it('says when a tool held at this turn is first called later', () => {
    const t1 = costs[0]?.find((cost) => cost.name === 'read_pdf');
    if (!t1) throw new Error('read_pdf is not declared at t1');
    expect(usageText(t1, 1)).toBe('not called yet (first at t3)');
    expect(usageText(t1, 3)).toBe('called at t3');
  });
});
