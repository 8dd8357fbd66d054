import { describe, expect, it } from 'vitest';
import { demoCatalog } from '../../../data/demo';
import { specFiveTurns } from '../../../data/scenarios/specFiveTurns';
import { DEFAULT_PROVIDERS, replay } from '../../../engine';
import { estimateTurns } from '../prompt/providerCache';
import { costBars, PARTS } from './costBars';

describe('costBars', () => {
  const turns = replay(specFiveTurns, { catalog: demoCatalog }).turns;
  const bars = costBars(turns, estimateTurns(DEFAULT_PROVIDERS, turns));

  it('gives one bar per turn whose parts add up to the standing surface', () => {
    expect(bars.map((bar) => bar.label)).toEqual(['t1', 't2', 't3', 't4', 't5']);
    for (const bar of bars) {
      expect(PARTS.reduce((total, part) => total + bar[part], 0)).toBe(bar.standing);
      expect(bar.everythingDeclared).toBeGreaterThan(bar.standing * 5);
    }
  });

  it('carries each provider cached share in percent: none on t1, all but a step on t3', () => {
    expect(bars[0]?.['cached:openai']).toBe(0);
    expect(bars[2]?.['cached:openai']).toBeGreaterThan(90);
    expect(bars[2]?.['cached:anthropic']).toBe(100);
  });
});
