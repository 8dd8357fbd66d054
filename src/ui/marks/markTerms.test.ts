import { describe, expect, it } from 'vitest';
import { markTerms, stemOfWord } from './markTerms';
import { weightLevel } from './weightColor';

describe('stemOfWord', () => {
  it('accepts a stem with a short inflection', () => {
    expect(stemOfWord('Files', ['file'])).toBe('file');
    expect(stemOfWord('colored', ['color'])).toBe('color');
    expect(stemOfWord('queries', ['queri'])).toBe('queri');
    expect(stemOfWord('query', ['queri'])).toBe('queri');
  });

  it('rejects a longer word that merely starts with the stem', () => {
    expect(stemOfWord('filename', ['file'])).toBeUndefined();
    expect(stemOfWord('fil', ['file'])).toBeUndefined();
  });

  it('prefers the longest stem', () => {
    expect(stemOfWord('labels', ['lab', 'label'])).toBe('label');
  });
});

describe('markTerms', () => {
  it('marks whole words and keeps everything else as text', () => {
    expect(markTerms('Read a spreadsheet file, file-by-file.', ['file'])).toEqual([
      { text: 'Read a spreadsheet ' },
      { text: 'file', stem: 'file' },
      { text: ', ' },
      { text: 'file', stem: 'file' },
      { text: '-by-' },
      { text: 'file', stem: 'file' },
      { text: '.' },
    ]);
  });

  it('splits camelCase and snake_case like the analyzer', () => {
    const marked = markTerms('Tool name: readExcel_file', ['excel', 'file']);
    expect(marked.filter((s) => s.stem).map((s) => s.text)).toEqual(['Excel', 'file']);
  });

  it('returns markup untouched as plain text', () => {
    const text = '<img src=x onerror=alert(1)> reads a file';
    expect(
      markTerms(text, ['file'])
        .map((s) => s.text)
        .join(''),
    ).toBe(text);
  });

  it('leaves text without stems whole', () => {
    expect(markTerms('nothing here', [])).toEqual([{ text: 'nothing here' }]);
    expect(markTerms('', ['x'])).toEqual([]);
  });
});

describe('weightLevel', () => {
  it('scales from the lightest to the heaviest term', () => {
    expect(weightLevel(1.69, [1.69, 1])).toBe(1);
    expect(weightLevel(1, [1.69, 1])).toBe(0);
    expect(weightLevel(2, [2, 2])).toBe(1);
  });
});
