import { describe, expect, it } from 'vitest';
import { ndcgAt, recallAt, reciprocalRank } from './metrics';

const binary = (...names: string[]) => new Map(names.map((name) => [name, 1]));

describe('recallAt', () => {
  it('counts the share of relevant tools inside the cut-off', () => {
    const ranked = ['a', 'x', 'b', 'y', 'c'];
    expect(recallAt(ranked, binary('a', 'b', 'c', 'd'), 1)).toBe(1 / 4);
    expect(recallAt(ranked, binary('a', 'b', 'c', 'd'), 3)).toBe(2 / 4);
    expect(recallAt(ranked, binary('a', 'b', 'c', 'd'), 10)).toBe(3 / 4);
  });

  it('is 0 when nothing is relevant', () => {
    expect(recallAt(['a'], new Map(), 5)).toBe(0);
  });
});

describe('reciprocalRank', () => {
  it('is 1 over the rank of the first relevant tool', () => {
    expect(reciprocalRank(['x', 'y', 'a', 'b'], binary('a', 'b'))).toBe(1 / 3);
    expect(reciprocalRank(['x'], binary('a'))).toBe(0);
  });
});

describe('ndcgAt', () => {
  it('matches a hand-computed binary example', () => {
    // DCG = 1/log2(2) + 1/log2(4) = 1.5; ideal = 1 + 1/log2(3) = 1.6309…
    const expected = 1.5 / (1 + 1 / Math.log2(3));
    expect(ndcgAt(['a', 'x', 'b'], binary('a', 'b'), 10)).toBeCloseTo(expected, 12);
  });

  it('uses grades as gains and is 1 for the ideal order', () => {
    const grades = new Map([
      ['a', 3],
      ['b', 1],
    ]);
    expect(ndcgAt(['a', 'b'], grades, 10)).toBe(1);
    // Swapped: DCG = 1 + 3/log2(3); ideal = 3 + 1/log2(3).
    expect(ndcgAt(['b', 'a'], grades, 10)).toBeCloseTo(
      (1 + 3 / Math.log2(3)) / (3 + 1 / Math.log2(3)),
      12,
    );
  });

  it('only counts the top k', () => {
    expect(ndcgAt(['x', 'a'], binary('a'), 1)).toBe(0);
  });
});
