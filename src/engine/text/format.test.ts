import { describe, expect, it } from 'vitest';
import { formatCount, noun, plural } from './format';

describe('formatCount', () => {
  it('groups thousands', () => {
    expect(formatCount(10000)).toBe('10,000');
    expect(formatCount(169)).toBe('169');
    expect(formatCount(1234567)).toBe('1,234,567');
  });
});

describe('plural', () => {
  it('agrees the noun with the count, 0 included', () => {
    expect(plural(1, 'query')).toBe('1 query');
    expect(plural(2, 'query')).toBe('2 queries');
    expect(plural(0, 'tool')).toBe('0 tools');
    expect(plural(10000, 'tool')).toBe('10,000 tools');
    expect(plural(3, 'match')).toBe('3 matches');
    expect(plural(2, 'day')).toBe('2 days');
    expect(plural(2, 'entry')).toBe('2 entries');
  });

  it('takes an irregular plural', () => {
    expect(plural(2, 'child', 'children')).toBe('2 children');
    expect(noun(1, 'child', 'children')).toBe('child');
  });
});
