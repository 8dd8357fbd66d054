import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isToollensError } from '../errors';
import { TEXT_FIELDS } from './fields';
import { checkWeights, weightProblems } from './weights';

describe('weightProblems', () => {
  it('names each unknown field and each weight that is not a number ≥ 0', () => {
    expect(weightProblems({ name: 3, nope: 1, description: -1, glossary: 0 })).toEqual([
      { kind: 'unknown-field', field: 'nope' },
      { kind: 'not-a-weight', field: 'description', weight: -1 },
    ]);
    expect(weightProblems({ name: Number.NaN, arguments: '2' })).toHaveLength(2);
  });

  it('treats prototype keys as unknown fields, never as inherited ones', () => {
    const parsed = JSON.parse('{"__proto__": 1, "constructor": 2, "toString": 3}');
    expect(weightProblems(parsed).map((p) => p.field)).toEqual([
      '__proto__',
      'constructor',
      'toString',
    ]);
  });

  it('accepts any finite number ≥ 0 on every known field', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom(...TEXT_FIELDS),
          fc.double({ min: 0, max: 1e6, noNaN: true }),
        ),
        (weights) => weightProblems(weights).length === 0,
      ),
    );
  });
});

describe('checkWeights', () => {
  it("refuses with the engine's messages", () => {
    const refusal = (weights: Record<string, number>) => {
      try {
        checkWeights(weights);
      } catch (error) {
        expect(isToollensError(error)).toBe(true);
        return (error as Error).message;
      }
      return undefined;
    };
    expect(refusal({ nope: 1 })).toBe(
      `toollens: unknown field "nope" in weights; the fields are ${TEXT_FIELDS.join(', ')}`,
    );
    expect(refusal({ name: -1 })).toBe(
      'toollens: the weight of name must be a number ≥ 0 (0 leaves it out), not -1',
    );
    expect(refusal({ name: 2 })).toBeUndefined();
  });
});
