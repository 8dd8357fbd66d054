import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { demoCatalog } from '../../../data/demo';
import { specFiveTurns } from '../../../data/scenarios/specFiveTurns';
import { charsPerFourCounter, replay, toolCosts } from '../../../engine';
import { declarationLines } from '../../../engine/core';
import { TokenSourceContext } from '../../shared/tokens/tokenSource';
import { ToolCosts } from './ToolCosts';
import { toolCostSummary, usageText } from './toolCostSummary';

const result = replay(specFiveTurns, { catalog: demoCatalog });
const costs = toolCosts(specFiveTurns, result.turns, charsPerFourCounter);

const render = (turn: number) => {
  const shown = result.turns[turn - 1];
  if (!shown) throw new Error(`no t${turn}`);
  const texts = declarationLines(shown.prompt);
  const lines = new Map(shown.prompt.declared.map((name, at) => [name, texts[at] ?? '']));
  return renderToStaticMarkup(
    <TokenSourceContext.Provider value={async () => Promise.reject(new Error('not here'))}>
      <ToolCosts costs={costs[turn - 1] ?? []} lines={lines} turn={turn} tokenizer="chars/4" />
    </TokenSourceContext.Provider>,
  );
};

const rows = (html: string) =>
  [...html.matchAll(/data-tool="([^"]+)" data-never-called="(true|false)"/g)].map(
    ([, name, never]) => ({ name, never: never === 'true' }),
  );

describe('ToolCosts on the spec five turns', () => {
  it('lists t3 largest first and marks query_json and read_json as never called', () => {
    const html = render(3);
    const listed = rows(html);
    expect(listed.map((row) => row.name)).toEqual((costs[2] ?? []).map((cost) => cost.name));
    expect(
      listed
        .filter((row) => row.never)
        .map((row) => row.name)
        .sort(),
    ).toEqual(['query_json', 'read_json']);
    expect(html).toContain('called at t3');
    expect(html).toContain('always declared');
    // One toggle per row: each declaration can be shown token by token.
    expect(html.match(/data-testid="tool-cost-toggle"/g)).toHaveLength(listed.length);
  });

  it('sums what the idle tools cost, from the rows themselves', () => {
    const t5 = costs[4] ?? [];
    const summary = toolCostSummary(t5);
    const idle = t5.filter((cost) => cost.neverCalled);
    expect(summary.idle).toBe(4);
    expect(summary.idleTokens).toBe(idle.reduce((sum, cost) => sum + cost.tokens, 0));
    expect(render(5)).toContain(`<strong>${summary.idle}</strong> were activated and`);
  });

  it('says when a tool held at this turn is first called later', () => {
    const t1 = costs[0]?.find((cost) => cost.name === 'read_pdf');
    if (!t1) throw new Error('read_pdf is not declared at t1');
    expect(usageText(t1, 1)).toBe('not called yet (first at t3)');
    expect(usageText(t1, 3)).toBe('called at t3');
  });
});
