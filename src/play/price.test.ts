import { describe, expect, it } from 'vitest';
import { costBound, costOf, dollars, readPrice } from './price';

describe('a run priced at the user’s price', () => {
  it('costs its tokens at dollars per million', () => {
    expect(costOf({ input: 2_000_000, output: 100_000 }, { input: 3, output: 15 })).toBeCloseTo(
      7.5,
    );
  });

  it('bounds the cost by the input bound and every request’s whole max_tokens', () => {
    const estimate = {
      maxRequests: 30,
      firstRequest: 132,
      upperBound: 221_460,
      growthPerTurn: 500,
    };
    // 221,460 × $3/M + 30 × 1,024 × $15/M
    expect(costBound(estimate, 1024, { input: 3, output: 15 })).toBeCloseTo(0.66438 + 0.4608, 4);
  });

  it('reads "3,15" and refuses what is not two numbers ≥ 0', () => {
    expect(readPrice(' 3 , 15 ')).toEqual({ ok: true, price: { input: 3, output: 15 } });
    for (const bad of ['3', '3,15,1', 'a,b', '-1,2', ',2'])
      expect(readPrice(bad)).toMatchObject({
        ok: false,
        error: expect.stringMatching(/two numbers/),
      });
  });

  it('writes cents under $100 and whole dollars past', () => {
    expect(dollars(1.125)).toBe('$1.13');
    expect(dollars(1234.4)).toBe('$1,234');
  });
});
