import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  byDescending,
  compareBm25,
  comparedKeys,
  compareSeed,
  compareToollens,
  decisiveKey,
  KEY_LABELS,
  type Keys,
  keysOf,
  TIE_TOLERANCE,
} from './rankKeys';
import type { Ranker } from './types';

const keys = (
  coverage: number,
  weightSum: number,
  bm25: number,
  order: number,
  score = bm25,
  nameMatch = 0,
): Keys => ({
  coverage,
  nameMatch,
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

  it('reads coverage, name match, Σw, then score for a toollens keyword query', () => {
    const keyword = comparedKeys('toollens', 'keyword');
    expect(decisiveKey(keys(2, 5, 0, 0, 7), keys(2, 5, 9, 1, 6), keyword).key).toBe('score');
    // list_work_items over list_work_types for "list work items": both cover 3 of 3.
    const byName = decisiveKey(keys(3, 5, 0, 5, 1, 1), keys(3, 6, 0, 1, 9, 2 / 3), keyword);
    expect(byName.key).toBe('nameMatch');
    expect(byName.gap).toBeCloseTo(1 / 3, 12);
    expect(decisiveKey(keys(3, 5, 0, 5, 1, 0), keys(2, 6, 0, 1, 9, 1), keyword).key).toBe(
      'coverage',
    );
  });

  it('reads the name match before the score for a toollens prose query', () => {
    const prose = comparedKeys('toollens', 'prose');
    expect(decisiveKey(keys(1, 1, 0, 0, 1, 0.9), keys(1, 1, 0, 1, 8, 0.6), prose).key).toBe(
      'nameMatch',
    );
  });

  it('treats float noise as a tie', () => {
    expect(decisiveKey(keys(1, 0.1 + 0.2, 1, 0), keys(1, 0.3, 0.5, 1), seed).key).toBe('bm25');
  });
});

// Brute-force models: each ranker's order written out key by key, as the design states it.
const near = (a: number, b: number) => Math.abs(a - b) < 1e-9;
const modelSeed = (l: Model, r: Model): number => {
  if (l.coverage !== r.coverage) return r.coverage - l.coverage;
  if (!near(l.weightSum, r.weightSum)) return r.weightSum - l.weightSum;
  if (!near(l.bm25, r.bm25)) return r.bm25 - l.bm25;
  return l.order - r.order;
};
const modelBm25 = (l: Model, r: Model): number =>
  near(l.bm25, r.bm25) ? l.order - r.order : r.bm25 - l.bm25;
const modelToollens =
  (mode: 'keyword' | 'prose') =>
  (l: Model, r: Model): number => {
    const [a, b] = [l.toollens, r.toollens];
    if (!a || !b) return a ? -1 : b ? 1 : l.order - r.order;
    if (mode === 'keyword' && a.coverage !== b.coverage) return b.coverage - a.coverage;
    if (!near(a.nameMatch, b.nameMatch)) return b.nameMatch - a.nameMatch;
    if (mode === 'keyword' && !near(a.weightSum, b.weightSum)) return b.weightSum - a.weightSum;
    return near(a.score, b.score) ? l.order - r.order : b.score - a.score;
  };

type Model = {
  coverage: number;
  weightSum: number;
  bm25: number;
  order: number;
  toollens?: { coverage: number; nameMatch: number; weightSum: number; score: number };
};

// Small values and float noise around them, so ties within the tolerance come up often.
const figure = fc.oneof(
  fc.integer({ min: 0, max: 3 }).map((n) => n / 2),
  fc.integer({ min: 0, max: 3 }).map((n) => n / 2 + 1e-12),
  fc.double({ min: 0, max: 10, noNaN: true }),
);
const coverage = fc.integer({ min: 0, max: 3 });
const hit = fc.record(
  {
    coverage,
    weightSum: figure,
    bm25: figure,
    order: fc.integer({ min: 0, max: 50 }),
    toollens: fc.record({ coverage, nameMatch: figure, weightSum: figure, score: figure }),
  },
  { requiredKeys: ['coverage', 'weightSum', 'bm25', 'order'] },
);

const sign = (n: number) => Math.sign(n) || 0;

describe('the derived comparators', () => {
  it('return what the key-by-key models return, for every pair', () => {
    fc.assert(
      fc.property(hit, hit, (l, r) => {
        expect(compareSeed(l, r)).toBe(modelSeed(l, r));
        expect(compareBm25(l, r)).toBe(modelBm25(l, r));
        for (const mode of ['keyword', 'prose'] as const) {
          expect(sign(compareToollens(mode)(l, r))).toBe(sign(modelToollens(mode)(l, r)));
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('agree with the decisive key: the key that decides is the one the order compared', () => {
    fc.assert(
      fc.property(hit, hit, fc.constantFrom<Ranker>('seed', 'bm25', 'toollens'), (l, r, ranker) => {
        const scored = {
          ...l,
          toollens: l.toollens ?? { coverage: 0, nameMatch: 0, weightSum: 0, score: 0 },
        };
        const none = { coverage: 0, nameMatch: 0, weightSum: 0, score: 0 };
        const other = { ...r, toollens: r.toollens ?? none };
        for (const mode of ['keyword', 'prose'] as const) {
          const compare =
            ranker === 'seed'
              ? compareSeed
              : ranker === 'bm25'
                ? compareBm25
                : compareToollens(mode);
          const [above, below] = compare(scored, other) <= 0 ? [scored, other] : [other, scored];
          const decision = decisiveKey(
            keysOf(above, ranker),
            keysOf(below, ranker),
            comparedKeys(ranker, mode),
          );
          // The one above never loses on the key that decided.
          expect(decision.gap).toBeGreaterThanOrEqual(decision.key === 'order' ? 0 : TIE_TOLERANCE);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('tie within the tolerance and order beyond it', () => {
    expect(byDescending(0.1 + 0.2, 0.3)).toBe(0);
    expect(byDescending(1, 2)).toBe(1);
    expect(byDescending(2, 1)).toBe(-1);
  });
});

describe('keysOf', () => {
  const base = { coverage: 1, weightSum: 2, bm25: 3, order: 4 };
  it('reads toollens keys from its score, and the score as BM25 elsewhere', () => {
    const toollens = { coverage: 2, nameMatch: 0.75, weightSum: 5, score: 7 };
    expect(keysOf({ ...base, toollens }, 'toollens')).toEqual({
      coverage: 2,
      nameMatch: 0.75,
      weightSum: 5,
      bm25: 3,
      score: 7,
      order: 4,
    });
    expect(keysOf({ ...base, toollens }, 'seed')).toEqual({ ...base, nameMatch: 0, score: 3 });
  });

  it('labels every key', () => {
    expect(Object.keys(KEY_LABELS).sort()).toEqual(
      ['bm25', 'coverage', 'nameMatch', 'order', 'score', 'weightSum'].sort(),
    );
  });
});
