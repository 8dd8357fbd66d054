import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankOf, selectTop } from './topK';

/** Rows with ties on the value, broken by index, as the rankers break ties by catalog order. */
const byValue = (values: readonly number[]) => (i: number, j: number) =>
  (values[j] as number) - (values[i] as number) || i - j;

describe('selectTop', () => {
  it('returns the first k of a full sort, for any rows and k', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 60 }),
        fc.integer({ min: 0, max: 70 }),
        (values, k) => {
          const compare = byValue(values);
          const sorted = values.map((_, i) => i).sort(compare);
          expect(selectTop(values.length, k, compare)).toEqual(sorted.slice(0, k));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("gives each row's rank in a full sort without sorting", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 40 }),
        (values) => {
          const compare = byValue(values);
          const sorted = values.map((_, i) => i).sort(compare);
          values.forEach((_, row) => {
            expect(rankOf(values.length, row, compare)).toBe(sorted.indexOf(row) + 1);
          });
        },
      ),
    );
  });
});
