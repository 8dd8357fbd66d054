import { describe, expect, it } from 'vitest';
import { demoCatalog } from '../../data/demo';
import { specFiveTurns } from '../../data/scenarios/specFiveTurns';
import { replay } from '../replay/replay';
import { diffPrompts } from './diff';

describe('diffPrompts', () => {
  const turns = replay(specFiveTurns, { catalog: demoCatalog }).turns;
  const prompt = (turn: number) => {
    const found = turns[turn - 1]?.prompt;
    if (!found) throw new Error(`no turn ${turn}`);
    return found;
  };

  it('finds no change between two turns with the same working set', () => {
    const diff = diffPrompts(prompt(2), prompt(3));
    expect(diff.added + diff.removed).toBe(0);
    expect(diff.parts.map((part) => part.text).join('')).toBe(prompt(3).text);
  });

  it('locates an activation in the declarations and the count in the varying line', () => {
    const diff = diffPrompts(prompt(1), prompt(2));
    const changed = new Set(
      diff.parts.filter((part) => part.kind !== 'same').map((part) => part.section),
    );
    expect(changed).toContain('declarations');
    expect(changed).toContain('varying');
    expect(changed).not.toContain('protocol');
    // The parts rebuild both prompts.
    const rebuild = (skip: 'added' | 'removed') =>
      diff.parts
        .filter((part) => part.kind !== skip)
        .map((part) => part.text)
        .join('');
    expect(rebuild('added')).toBe(prompt(1).text);
    expect(rebuild('removed')).toBe(prompt(2).text);
  });
});
