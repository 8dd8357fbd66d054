import { describe, expect, it } from 'vitest';
import { analyze, analyzeQuery, analyzeStems, MAX_ANALYZED_CHARS, MAX_WORD_RUN } from './analyze';

describe('analyze', () => {
  it('splits snake_case, camelCase, kebab-case and punctuation into stemmed words', () => {
    expect(analyzeStems('add_label_to_work_item')).toEqual(['add', 'label', 'work', 'item']);
    expect(analyzeStems('addLabelToWorkItem')).toEqual(['add', 'label', 'work', 'item']);
    expect(analyzeStems('work-item:create')).toEqual(['work', 'item', 'creat']);
  });

  it('splits an acronym from the word after it', () => {
    expect(analyze('parseHTTPResponse').map((token) => token.word)).toEqual([
      'parse',
      'http',
      'response',
    ]);
  });

  it('keeps character offsets into the source text', () => {
    const text = 'Read a spreadsheet file, file-by-file.';
    const files = analyze(text).filter((token) => token.stem === 'file');
    expect(files.map((token) => text.slice(token.start, token.end))).toEqual([
      'file',
      'file',
      'file',
    ]);
    const camel = analyze('getWorkItem');
    expect(camel.map((token) => 'getWorkItem'.slice(token.start, token.end))).toEqual([
      'get',
      'Work',
      'Item',
    ]);
  });

  it('drops stopwords and stems plurals and verb forms to one stem', () => {
    expect(analyzeStems('the labels of a file')).toEqual(['label', 'file']);
    expect(analyzeStems('Labeling')).toEqual(analyzeStems('label'));
  });

  it('keeps offsets in UTF-16 units around emoji and non-Latin letters', () => {
    const text = '📄 résumé naïve ファイル';
    const tokens = analyze(text);
    expect(tokens.map((token) => text.slice(token.start, token.end))).toEqual([
      'résumé',
      'naïve',
      'ファイル',
    ]);
  });
});

describe('analyze on unbroken runs of any length', () => {
  it('handles 4.5 million CJK characters with no break (the regex overflowed its stack)', () => {
    const text = '漢'.repeat(4_500_000);
    const tokens = analyze(text);
    expect(tokens.length).toBeGreaterThan(0);
    expect(tokens[0]?.start).toBe(0);
    expect(tokens.at(-1)?.end).toBe(Math.min(text.length, MAX_ANALYZED_CHARS));
    expect(tokens.every((token) => token.end - token.start <= MAX_WORD_RUN)).toBe(true);
  });

  it('cuts a long run into consecutive words of at most MAX_WORD_RUN code points, never inside a pair', () => {
    const text = `x ${'𝒜'.repeat(MAX_WORD_RUN + 5)} b`;
    const tokens = analyze(text);
    expect(tokens.map((token) => [token.start, token.end])).toEqual([
      [0, 1],
      [2, 2 + 2 * MAX_WORD_RUN],
      [2 + 2 * MAX_WORD_RUN, 2 + 2 * (MAX_WORD_RUN + 5)],
      [text.length - 1, text.length],
    ]);
  });
});

describe('analyzeQuery', () => {
  it('de-duplicates terms by stem and keeps the first word typed', () => {
    expect(analyzeQuery('Excel excel FILE files')).toEqual([
      { stem: 'excel', word: 'excel' },
      { stem: 'file', word: 'file' },
    ]);
  });

  it('returns no terms for a query made only of stopwords and punctuation', () => {
    expect(analyzeQuery('the of — ...')).toEqual([]);
  });
});
