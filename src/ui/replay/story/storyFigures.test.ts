import { describe, expect, it } from 'vitest';
import { demoCatalog } from '../../../data/demo';
import { specFiveTurns } from '../../../data/scenarios/specFiveTurns';
import { replay, standingSavings } from '../../../engine';
import { formatCount } from '../../shared/format';
import { cacheShares, formatShare, savingsFigures } from './storyFigures';

describe('savingsFigures', () => {
  const turns = replay(specFiveTurns, { catalog: demoCatalog }).turns;
  const figures = savingsFigures(turns);

  it('is the engine’s savings line, with the saved share beside it', () => {
    const savings = standingSavings(turns);
    expect(figures.meanStanding).toEqual(savings.meanStanding);
    expect(figures.everythingDeclared).toEqual(savings.everythingDeclared);
    expect(figures.savedShare).toBeCloseTo(1 - savings.share, 10);
    expect(figures.savedShare).toBeGreaterThan(0.8);
  });

  it('finds the peak turn, the first on a tie', () => {
    const max = Math.max(...figures.perTurn);
    expect(figures.peak.tokens).toBe(max);
    expect(figures.perTurn[figures.peak.turn - 1]).toBe(max);
    expect(figures.perTurn.indexOf(max)).toBe(figures.peak.turn - 1);
  });

  it('weighs each provider’s cache by the tokens of t2…tn, and counts the turns it hit', () => {
    const later = turns.slice(1);
    for (const cache of figures.caches) {
      const cached = later.reduce(
        (sum, turn) => sum + (turn.cache[cache.id]?.cachedTokens ?? 0),
        0,
      );
      const total = later.reduce((sum, turn) => sum + (turn.cache[cache.id]?.totalTokens ?? 0), 0);
      expect(cache.share).toBeCloseTo(cached / total, 10);
      expect(cache.turns).toBe(4);
    }
    // The issue's own observation: the breakpoint cache hits on one turn of four, t3.
    const anthropic = figures.caches.find((cache) => cache.id === 'anthropic');
    expect(anthropic?.hitTurns).toBe(1);
    expect(anthropic?.share).toBeLessThan(0.5);
    expect(figures.caches.find((cache) => cache.id === 'openai')?.hitTurns).toBe(4);
  });

  it('has nothing to weigh on a single turn or none', () => {
    expect(cacheShares(turns.slice(0, 1)).every((cache) => cache.share === 0)).toBe(true);
    const none = savingsFigures([]);
    expect(none.caches).toEqual([]);
    expect(none.savedShare).toBe(0);
  });
});

describe('formatShare', () => {
  it('never writes a share short of all as 100%, nor a small one as 0%', () => {
    expect([0, 0.001, 0.5, 0.856, 0.999, 1].map(formatShare)).toEqual([
      '0%',
      '1%',
      '50%',
      '86%',
      '99%',
      '100%',
    ]);
    expect(formatCount(30037)).toBe('30,037');
  });
});
