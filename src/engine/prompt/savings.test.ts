import { describe, expect, it } from 'vitest';
import { standingSavings } from './savings';
import type { SurfaceCost } from './surface';

const cost = (standing: number, everything: number): { cost: SurfaceCost } => {
  const size = (tokens: number) => ({ chars: tokens * 4, tokens });
  return {
    cost: {
      capabilityLine: size(0),
      scaffolding: size(0),
      workingSet: size(standing),
      varyingLine: size(0),
      standing: size(standing),
      everythingDeclared: size(everything),
      allSchemas: size(0),
    },
  };
};

describe('standingSavings', () => {
  it('averages the standing surface over the turns against everything declared', () => {
    const savings = standingSavings([cost(100, 1000), cost(200, 1000), cost(301, 1000)]);
    expect(savings.turns).toBe(3);
    expect(savings.meanStanding).toEqual({ chars: 801, tokens: 200 });
    expect(savings.everythingDeclared).toEqual({ chars: 4000, tokens: 1000 });
    expect(savings.savedPerTurn).toEqual({ chars: 3199, tokens: 800 });
    expect(savings.share).toBeCloseTo(0.2003, 4);
    expect(savings.savedShare).toBeCloseTo(0.7997, 4);
  });

  it('is all zeros without turns, and never saves below zero', () => {
    expect(standingSavings([])).toEqual({
      turns: 0,
      meanStanding: { chars: 0, tokens: 0 },
      everythingDeclared: { chars: 0, tokens: 0 },
      savedPerTurn: { chars: 0, tokens: 0 },
      share: 0,
      savedShare: 0,
    });
    expect(standingSavings([cost(50, 10)])).toMatchObject({
      savedPerTurn: { tokens: 0 },
      savedShare: 0,
    });
  });
});
