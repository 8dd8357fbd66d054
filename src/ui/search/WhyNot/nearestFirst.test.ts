import { describe, expect, it } from 'vitest';
import { nearestFirst } from './nearestFirst';

const catalog = ['a', 'b', 'c', 'd', 'e'];

describe('nearestFirst', () => {
  it('lists ranked tools in rank order, then the unmatched in catalog order', () => {
    expect(nearestFirst(catalog, ['d', 'b'])).toEqual(['d', 'b', 'a', 'c', 'e']);
  });

  it('keeps catalog order without a ranking', () => {
    expect(nearestFirst(catalog, undefined)).toEqual(catalog);
    expect(nearestFirst(catalog, [])).toEqual(catalog);
  });

  it('ignores a ranked name the catalog no longer has (an answer older than an edit)', () => {
    expect(nearestFirst(catalog, ['gone', 'c'])).toEqual(['c', 'a', 'b', 'd', 'e']);
  });
});
