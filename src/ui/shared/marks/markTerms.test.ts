import { describe, expect, it } from 'vitest';
import { markSegments } from './markTerms';
import { weightLevel } from './weightColor';

describe('markSegments', () => {
  it('marks exactly the offsets it is given and keeps everything else as text', () => {
    const text = 'Read a spreadsheet file, file-by-file.';
    const marks = [19, 25, 33].map((start) => ({ stem: 'file', start, end: start + 4 }));
    expect(markSegments(text, marks)).toEqual([
      { text: 'Read a spreadsheet ' },
      { text: 'file', stem: 'file' },
      { text: ', ' },
      { text: 'file', stem: 'file' },
      { text: '-by-' },
      { text: 'file', stem: 'file' },
      { text: '.' },
    ]);
  });

  it('does not mark a look-alike of a stem: "one" (stem "on") leaves "only" alone', () => {
    // The worker's analyzer matched "one" at 9 and nothing in "only"; the page guesses nothing.
    const text = 'Merge in one file only.';
    const marked = markSegments(text, [{ stem: 'on', start: 9, end: 12 }]);
    expect(marked.filter((s) => s.stem).map((s) => s.text)).toEqual(['one']);
    expect(marked.map((s) => s.text).join('')).toBe(text);
  });

  it('skips marks that overlap, are empty or fall outside the text', () => {
    const text = 'abc def';
    const marked = markSegments(text, [
      { stem: 'def', start: 4, end: 7 },
      { stem: 'x', start: 5, end: 6 },
      { stem: 'y', start: 2, end: 2 },
      { stem: 'z', start: 6, end: 20 },
    ]);
    expect(marked).toEqual([{ text: 'abc ' }, { text: 'def', stem: 'def' }]);
  });

  it('returns markup untouched as plain text', () => {
    const text = '<img src=x onerror=alert(1)> reads a file';
    const segments = markSegments(text, [{ stem: 'file', start: 37, end: 41 }]);
    expect(segments.map((s) => s.text).join('')).toBe(text);
    expect(segments.at(-1)).toEqual({ text: 'file', stem: 'file' });
  });

  it('leaves text without marks whole', () => {
    expect(markSegments('nothing here', undefined)).toEqual([{ text: 'nothing here' }]);
    expect(markSegments('', [])).toEqual([]);
  });
});

describe('weightLevel', () => {
  it('scales from the lightest to the heaviest term', () => {
    expect(weightLevel(1.69, [1.69, 1])).toBe(1);
    expect(weightLevel(1, [1.69, 1])).toBe(0);
    expect(weightLevel(2, [2, 2])).toBe(1);
  });
});
