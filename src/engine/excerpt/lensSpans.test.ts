import { describe, expect, it } from 'vitest';
import { hiddenSent, LENS_SHOW_WHOLE, shownRanges } from './lensSpans';

const big = 'lorem ipsum dolor sit amet file '.repeat(65_536);

describe('shownRanges', () => {
  it('draws a short description whole', () => {
    const shown = shownRanges([{ start: 0, text: 'short text' }], [{ start: 0, end: 5 }], 10);
    expect(shown).toEqual([{ start: 0, end: 10, text: 'short text' }]);
  });

  it('draws a long one only around its windows, within the sent text', () => {
    const slices = [{ start: 1_000_000, text: big.slice(1_000_000, 1_040_000) }];
    const windows = [{ start: 1_020_000, end: 1_020_100 }];
    const shown = shownRanges(slices, windows, 400);
    expect(shown).toEqual([
      { start: 1_019_600, end: 1_020_500, text: big.slice(1_019_600, 1_020_500) },
    ]);
    expect(hiddenSent(slices, shown)).toBe(40_000 - 900);
    // Grown past the sent text, it stops at its edges.
    const all = shownRanges(slices, windows, 1_000_000);
    expect(all).toEqual([{ start: 1_000_000, end: 1_040_000, text: slices[0]?.text }]);
    expect(hiddenSent(slices, all)).toBe(0);
  });

  it('merges windows whose neighbourhoods touch, and shows the opening without windows', () => {
    const slices = [{ start: 0, text: big.slice(0, LENS_SHOW_WHOLE + 10_000) }];
    const near = shownRanges(
      slices,
      [
        { start: 1000, end: 1010 },
        { start: 1500, end: 1510 },
      ],
      400,
    );
    expect(near.map((s) => [s.start, s.end])).toEqual([[600, 1910]]);
    expect(shownRanges(slices, [], 400).map((s) => [s.start, s.end])).toEqual([[0, 400]]);
  });
});
