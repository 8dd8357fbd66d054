import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeSpans } from './spans';

describe('mergeSpans', () => {
  it('sorts, and merges spans that overlap or touch', () => {
    expect(
      mergeSpans([
        { start: 50, end: 60 },
        { start: 0, end: 10 },
        { start: 10, end: 20 },
        { start: 55, end: 70 },
      ]),
    ).toEqual([
      { start: 0, end: 20 },
      { start: 50, end: 70 },
    ]);
  });

  it('covers exactly the positions the spans cover, with disjoint sorted spans', () => {
    const span = fc
      .tuple(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 15 }))
      .map(([start, length]) => ({ start, end: start + length }));
    fc.assert(
      fc.property(fc.array(span, { maxLength: 8 }), (spans) => {
        const merged = mergeSpans(spans);
        const covered = (list: typeof spans) =>
          Array.from({ length: 80 }, (_, i) => list.some((s) => s.start <= i && i < s.end));
        expect(covered(merged)).toEqual(covered(spans));
        merged.forEach((s, i) => {
          const next = merged[i + 1];
          if (next) expect(next.start).toBeGreaterThan(s.end);
        });
      }),
    );
  });
});
