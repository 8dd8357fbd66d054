import { describe, expect, it } from 'vitest';
import type { ExcerptWindow } from '../../../engine/core';
import { lensSegments } from './lensSegments';

const window = (start: number, end: number, core: [number, number]): ExcerptWindow => ({
  start,
  end,
  chars: end - start,
  core: { start: core[0], end: core[1] },
  terms: [],
  weight: 1,
  floor: 24,
  share: 0,
});

const text = 'Read a spreadsheet file and more text here. Excel workbooks too.';
//            0    5    10   15   20   25   30   35   40   45   50   55   60

describe('lensSegments', () => {
  it('keeps the whole text, in order, whatever the pieces', () => {
    const pieces = lensSegments(
      text,
      [window(0, 28, [19, 23]), window(44, 58, [44, 49])],
      [
        { stem: 'file', start: 19, end: 23 },
        { stem: 'excel', start: 44, end: 49 },
      ],
    );
    expect(pieces.flatMap((p) => p.parts.map((part) => part.text)).join('')).toBe(text);
    expect(pieces.map((p) => p.kind)).toEqual(['window', 'cut', 'window', 'cut']);
  });

  it('marks each hit and separates the core from the granted context', () => {
    const [first] = lensSegments(
      text,
      [window(0, 28, [19, 23])],
      [{ stem: 'file', start: 19, end: 23 }],
    );
    expect(first?.kind).toBe('window');
    expect(first?.parts).toEqual([
      { text: 'Read a spreadsheet ' },
      { text: 'file', stem: 'file', core: true },
      { text: ' and ' },
    ]);
  });

  it('marks a hit that no window kept, in the cut text', () => {
    const pieces = lensSegments(text, [], [{ stem: 'excel', start: 44, end: 49 }]);
    expect(pieces).toEqual([
      {
        kind: 'cut',
        parts: [
          { text: text.slice(0, 44) },
          { text: 'Excel', stem: 'excel' },
          { text: text.slice(49) },
        ],
      },
    ]);
  });

  it('clamps offsets past the end instead of inventing text', () => {
    const pieces = lensSegments('abc', [window(0, 10, [0, 10])], []);
    expect(pieces.flatMap((p) => p.parts.map((part) => part.text)).join('')).toBe('abc');
  });
});

const big = 'lorem ipsum dolor sit amet file '.repeat(65_536);

describe('lensSegments over a visible part', () => {
  it('marks only the hits inside it, with offsets into the whole description', () => {
    const matches = Array.from({ length: 65_536 }, (_, i) => ({
      stem: 'amet',
      start: i * 32 + 22,
      end: i * 32 + 26,
    }));
    const start = 1_000_000;
    const text = big.slice(start, start + 100);
    const pieces = lensSegments(text, [], matches, start);
    const parts = pieces.flatMap((p) => p.parts);
    expect(parts.map((p) => p.text).join('')).toBe(text);
    expect(parts.filter((p) => p.stem).map((p) => p.text)).toEqual(['amet', 'amet', 'amet']);
  });
});
