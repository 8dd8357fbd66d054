import { describe, expect, it } from 'vitest';
import { comparedKeys, type Keys, keysOf } from '../../../engine/core';
import { decisions, describeDecision } from './decisiveKey';

/** A hit's keys under seed, from its coverage, Σw, BM25 and catalog position. */
const keys = (coverage: number, weightSum: number, bm25: number, order: number): Keys =>
  keysOf({ coverage, weightSum, bm25, order }, 'seed');

const seed = comparedKeys('seed');

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
