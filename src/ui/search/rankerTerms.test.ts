import { describe, expect, it } from 'vitest';
import type { Hit, ToolSearchResult } from '../../engine/core';
import { matchedStems, rankerTerms } from './rankerTerms';

const spec = [
  { term: 'file', stem: 'file', df: 54, weight: 2.13 },
  { term: 'one', stem: 'on', df: 40, weight: 2.4 },
];
const own = [{ term: 'file', stem: 'file', df: 62, weight: 1.99, idf: 1 }];
const result = (ranker: ToolSearchResult['ranker']) =>
  ({
    ranker,
    terms: spec,
    toollens: {
      mode: 'keyword',
      terms: own,
      dropped: [{ word: 'one', stem: 'on', reason: 'number' }],
      keptAll: false,
      params: {},
      notes: [],
    },
  }) as unknown as ToolSearchResult;
const hit = {
  matchedTerms: ['file', 'on'],
  toollens: { matchedTerms: ['file'] },
} as unknown as Hit;

describe('rankerTerms', () => {
  it("under toollens: the ranker's own terms, df and w(t)", () => {
    const terms = rankerTerms(result('toollens'));
    expect(terms.terms).toEqual([{ term: 'file', stem: 'file', df: 62, weight: 1.99 }]);
    expect(terms.weights).toEqual({ file: 1.99 });
    expect(terms.coverageOf).toBe(1);
    expect(matchedStems(hit, result('toollens'))).toEqual(['file']);
  });

  it("under seed and bm25: the spec's terms, with the typed word for each stem", () => {
    for (const ranker of ['seed', 'bm25'] as const) {
      const terms = rankerTerms(result(ranker));
      expect(terms.weights).toEqual({ file: 2.13, on: 2.4 });
      expect(terms.words).toEqual({ file: 'file', on: 'one' });
      expect(terms.coverageOf).toBeUndefined();
      expect(matchedStems(hit, result(ranker))).toEqual(['file', 'on']);
    }
  });

  it('is empty before any result', () => {
    expect(rankerTerms(undefined)).toEqual({
      terms: [],
      weights: {},
      words: {},
      coverageOf: undefined,
    });
  });
});
