import { describe, expect, it } from 'vitest';
import {
  configLabel,
  configNames,
  defaultWeight,
  parseChars,
  parseWeight,
  shownChange,
  withExcerpt,
  withRanker,
  withWeight,
} from './compareConfig';

describe('a compared configuration', () => {
  it('names only what differs from the defaults', () => {
    expect(configLabel({ ranker: 'seed' })).toBe('seed');
    const tuned = withExcerpt(withWeight({ ranker: 'toollens' }, 'name', 1), 'cap', 60);
    expect(tuned).toEqual({ ranker: 'toollens', weights: { name: 1 }, excerpt: { cap: 60 } });
    expect(configLabel(tuned)).toBe('toollens · name ×1 · cap 60');
  });

  it('forgets a setting reset to its default, and the whole group when it empties', () => {
    const tuned = withExcerpt(withWeight({ ranker: 'seed' }, 'glossary', 0), 'pageBudget', 900);
    expect(withExcerpt(withWeight(tuned, 'glossary', undefined), 'pageBudget', undefined)).toEqual({
      ranker: 'seed',
    });
  });

  it('drops the arguments weight under a ranker that does not read arguments', () => {
    const toollens = withWeight({ ranker: 'toollens' }, 'arguments', 2);
    expect(withRanker(toollens, 'bm25')).toEqual({ ranker: 'bm25' });
    expect(defaultWeight('bm25', 'arguments')).toBeUndefined();
    expect(defaultWeight('toollens', 'arguments')).toBe(1);
    expect(defaultWeight('seed', 'name')).toBe(3);
  });

  it('tells identical sides apart by their letter', () => {
    expect(configNames({ ranker: 'seed' }, { ranker: 'bm25' })).toEqual(['seed', 'bm25']);
    expect(configNames({ ranker: 'seed' }, { ranker: 'seed' })).toEqual(['A (seed)', 'B (seed)']);
  });
});

describe('typed settings', () => {
  it('read empty as the default and reject what the engine would', () => {
    expect(parseWeight('')).toEqual({ ok: true, value: undefined });
    expect(parseWeight(' 2.5 ')).toEqual({ ok: true, value: 2.5 });
    expect(parseWeight('0')).toEqual({ ok: true, value: 0 });
    expect(parseWeight('-1').ok).toBe(false);
    expect(parseWeight('lots').ok).toBe(false);
    expect(parseChars('120')).toEqual({ ok: true, value: 120 });
    expect(parseChars('12.5').ok).toBe(false);
    expect(parseChars('-3').ok).toBe(false);
  });
});

describe('shownChange', () => {
  const row = (a: number | null, b: number | null) => ({
    id: 'q',
    query: 'q',
    rankA: 1,
    rankB: 1,
    delta: 0,
    jaccard: 1,
    rbo: 1,
    excerpt: { a: { pageChars: 1, shown: a }, b: { pageChars: 1, shown: b } },
  });

  it('orders a page without the expected tool below one that shows nothing of the query', () => {
    expect(shownChange(row(0.5, 1))).toBeCloseTo(0.5, 12);
    expect(shownChange(row(0, null))).toBeLessThan(0);
    expect(shownChange({ ...row(1, 1), excerpt: undefined })).toBeUndefined();
  });
});
