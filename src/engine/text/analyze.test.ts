import { describe, expect, it } from 'vitest';
import {
  analyze,
  analyzeField,
  analyzeQuery,
  analyzeStems,
  MAX_ANALYZED_CHARS,
  MAX_WORD_RUN,
  splitWords,
} from './analyze';

describe('analyze', () => {
  it('splits snake_case, camelCase, kebab-case and punctuation into stemmed words', () => {
    expect(analyzeStems('add_label_to_work_item')).toEqual(['add', 'label', 'work', 'item']);
    expect(analyzeStems('addLabelToWorkItem')).toEqual(['add', 'label', 'work', 'item']);
    expect(analyzeStems('work-item:create')).toEqual(['work', 'item', 'creat']);
  });

  it('splits an acronym from the word after it', () => {
    expect(analyze('parseHTTPResponse').map((token) => token.word)).toEqual([
      'parsehttpresponse',
      'parse',
      'http',
      'response',
    ]);
  });

  it('keeps a mixed-case word whole, flagged, before its parts', () => {
    const tokens = analyze('Open GitHub and JavaScript');
    expect(tokens.map((token) => [token.word, token.whole])).toEqual([
      ['open', false],
      ['github', true],
      ['git', false],
      ['hub', false],
      ['javascript', true],
      ['java', false],
      ['script', false],
    ]);
    expect(analyze('github')).toEqual([
      { stem: 'github', word: 'github', start: 0, end: 6, whole: false },
    ]);
  });

  it('counts a whole in no length: analyzeField puts it apart, analyzeStems leaves it out', () => {
    expect(analyzeField('List GitHub issues')).toEqual({
      stems: ['list', 'git', 'hub', 'issu'],
      wholes: ['github'],
    });
    expect(analyzeStems('List GitHub issues')).toEqual(['list', 'git', 'hub', 'issu']);
    expect(analyzeField('list github issues').wholes).toEqual([]);
    expect(splitWords('addToCart')).toEqual(['add', 'to', 'cart']);
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
      'getWorkItem',
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

  it('reads a mixed-case word as one term, with its parts', () => {
    expect(analyzeQuery('GitHub issues')).toEqual([
      { stem: 'github', word: 'github', parts: ['git', 'hub'] },
      { stem: 'issu', word: 'issues' },
    ]);
    // Typed in lower case it is the same term, and the same tools hold it.
    expect(analyzeQuery('github issues')).toEqual([
      { stem: 'github', word: 'github' },
      { stem: 'issu', word: 'issues' },
    ]);
    // Repeated, it is still one term; a part typed apart is a term of its own.
    expect(analyzeQuery('GitHub github git').map((term) => term.stem)).toEqual(['github', 'git']);
  });

  it('keeps a whole alone when fewer than two of its parts are left', () => {
    // "is" is a stopword: "active" alone is not what "isActive" says.
    expect(analyzeQuery('isActive')).toEqual([{ stem: 'isact', word: 'isactive' }]);
  });

  it('returns no terms for a query made only of stopwords and punctuation', () => {
    expect(analyzeQuery('the of — ...')).toEqual([]);
  });
});
