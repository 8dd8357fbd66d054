import { describe, expect, it } from 'vitest';
import { comparedKeys, decisions, decisiveKey, describeDecision, type Keys } from './decisiveKey';

const keys = (
  coverage: number,
  weightSum: number,
  bm25: number,
  order: number,
  score = bm25,
): Keys => ({
  coverage,
  weightSum,
  bm25,
  score,
  order,
});

const seed = comparedKeys('seed');

describe('decisiveKey', () => {
  it('names the first seed key that differs', () => {
    // excel_reader covers both terms; text_reader only "file".
    expect(decisiveKey(keys(2, 2.69, 4.56, 0), keys(1, 1, 0.21, 1), seed)).toEqual({
      key: 'coverage',
      gap: 1,
    });
    expect(decisiveKey(keys(1, 1.69, 0.2, 0), keys(1, 1, 3, 1), seed).key).toBe('weightSum');
    expect(decisiveKey(keys(1, 1, 3, 5), keys(1, 1, 2, 1), seed).key).toBe('bm25');
  });

  it('falls back to catalog order on a full tie', () => {
    // text_reader and pdf_reader: one term, same Σw, same BM25; the catalog lists text first.
    expect(decisiveKey(keys(1, 1, 0.21, 1), keys(1, 1, 0.21, 2), seed)).toEqual({
      key: 'order',
      gap: 1,
    });
  });

  it('reads only the score under bm25 and toollens prose', () => {
    expect(decisiveKey(keys(1, 1, 3, 0), keys(2, 2.5, 2, 1), comparedKeys('bm25')).key).toBe(
      'bm25',
    );
    const prose = comparedKeys('toollens', 'prose');
    expect(decisiveKey(keys(1, 1, 0, 0, 9), keys(2, 3, 0, 1, 8), prose)).toEqual({
      key: 'score',
      gap: 1,
    });
  });

  it('reads coverage, Σw, then score for a toollens keyword query', () => {
    const keyword = comparedKeys('toollens', 'keyword');
    expect(decisiveKey(keys(2, 5, 0, 0, 7), keys(2, 5, 9, 1, 6), keyword).key).toBe('score');
  });

  it('treats float noise as a tie', () => {
    expect(decisiveKey(keys(1, 0.1 + 0.2, 1, 0), keys(1, 0.3, 0.5, 1), seed).key).toBe('bm25');
  });
});

describe('decisions', () => {
  it('gives the first hit no decision', () => {
    const all = decisions([keys(2, 2, 2, 0), keys(1, 1, 1, 1)], seed);
    expect(all[0]).toBeUndefined();
    expect(all[1]?.key).toBe('coverage');
  });
});

describe('describeDecision', () => {
  it('says which key and how far', () => {
    expect(describeDecision({ key: 'weightSum', gap: 0.6912 }, 'excel_reader')).toBe(
      'below excel_reader on Σw by 0.69',
    );
    expect(describeDecision({ key: 'order', gap: 1 }, 'a')).toContain('catalog order');
  });
});
