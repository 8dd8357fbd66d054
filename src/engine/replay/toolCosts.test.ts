import { describe, expect, it } from 'vitest';
import { demoCatalog } from '../../data/demo';
import { bugTriage } from '../../data/scenarios/bugTriage';
import { specFiveTurns } from '../../data/scenarios/specFiveTurns';
import { declarationLine } from '../prompt/assemble';
import { charsPerFourCounter, loadTokenCounter } from '../prompt/tokens';
import { replay } from './replay';
import { callTurns, toolCosts, turnToolCosts } from './toolCosts';

const catalog = demoCatalog;
const scaffolding = catalog.tools.filter((tool) => tool.scaffolding).map((tool) => tool.name);

describe('toolCosts on the spec five turns', () => {
  const result = replay(specFiveTurns, { catalog });
  const costs = toolCosts(specFiveTurns, result.turns, charsPerFourCounter);
  const at = (turn: number) => costs[turn - 1] ?? [];

  it('lists every declared tool of each turn once, largest first', () => {
    result.turns.forEach((turn, index) => {
      const listed = costs[index] ?? [];
      expect(listed.map((each) => each.name).sort()).toEqual([...turn.prompt.declared].sort());
      const tokens = listed.map((each) => each.tokens);
      expect(tokens).toEqual([...tokens].sort((a, b) => b - a));
      expect(listed.reduce((sum, each) => sum + each.share, 0)).toBeCloseTo(1, 10);
    });
  });

  it('measures each tool on its own declaration line', () => {
    for (const cost of at(3)) {
      const tool = catalog.tools.find((each) => each.name === cost.name);
      if (!tool) throw new Error(`no ${cost.name} in the demo catalog`);
      const line = declarationLine(tool, result.turns[2]?.clock);
      expect(cost).toMatchObject({ chars: line.length, tokens: charsPerFourCounter.count(line) });
    }
  });

  it('marks the activated tools never called, and only them', () => {
    // t3: read_pdf (activated t1, called t3), query_json and read_json (activated t2, never
    // called), and the always-declared scaffolding.
    const t3 = at(3);
    const marked = t3.filter((each) => each.neverCalled).map((each) => each.name);
    expect(marked.sort()).toEqual(['query_json', 'read_json']);
    expect(t3.find((each) => each.name === 'read_pdf')).toMatchObject({
      kind: 'activated',
      calledAt: [3],
      neverCalled: false,
    });
    const always = t3.filter((each) => each.kind === 'scaffolding').map((each) => each.name);
    expect(always.sort()).toEqual([...scaffolding].sort());
    expect(always.length).toBeGreaterThan(0);
    // t5: every tool the model activated there was never called except read_pdf.
    const t5 = at(5).filter((each) => each.kind === 'activated');
    expect(t5.filter((each) => !each.neverCalled).map((each) => each.name)).toEqual(['read_pdf']);
    expect(
      t5
        .filter((each) => each.neverCalled)
        .map((each) => each.name)
        .sort(),
    ).toEqual(['generate_pdf', 'merge_pdfs', 'run_view', 'search_text'].sort());
  });
});

describe('toolCosts with the real tokenizer', () => {
  it('counts tokens with the counter given', async () => {
    const counter = await loadTokenCounter();
    const result = replay(bugTriage, { catalog, counter });
    const costs = toolCosts(bugTriage, result.turns, counter);
    const first = costs[0]?.[0];
    if (!first) throw new Error('no declared tool at t1');
    const tool = catalog.tools.find((each) => each.name === first.name);
    if (!tool) throw new Error(`no ${first.name} in the demo catalog`);
    expect(first.tokens).toBe(counter.count(declarationLine(tool, result.turns[0]?.clock)));
  });
});

describe('callTurns', () => {
  it('does not count a call the replay rejected (the tool was never declared)', () => {
    const transcript = {
      name: 'call-first',
      turns: [
        {
          at: '2026-01-01T10:00:00Z',
          events: [
            { type: 'call' as const, name: 'read_pdf' },
            { type: 'activate' as const, names: ['read_pdf'] },
          ],
        },
      ],
    };
    const result = replay(transcript, { catalog });
    expect(result.turns[0]?.rejected.map((each) => each.event)).toEqual([0]);
    const calls = callTurns(transcript, result.turns);
    expect(calls.get('read_pdf')).toBeUndefined();
    const t1 = result.turns[0];
    if (!t1) throw new Error('no t1');
    expect(
      turnToolCosts(t1, calls, charsPerFourCounter).find((each) => each.name === 'read_pdf'),
    ).toMatchObject({ neverCalled: true, calledAt: [] });
  });
});
