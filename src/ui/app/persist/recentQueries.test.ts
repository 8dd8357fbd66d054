import { describe, expect, it } from 'vitest';
import { MAX_RECENT, readRecentQueries, rememberQuery } from './recentQueries';

describe('rememberQuery', () => {
  it('puts the newest first and moves a repeat to the top, whatever its case', () => {
    expect(rememberQuery(['pdf', 'excel'], 'Excel')).toEqual(['Excel', 'pdf']);
  });

  it('replaces the newest entry when the new query refines it', () => {
    expect(rememberQuery(['excel', 'pdf'], 'excel file')).toEqual(['excel file', 'pdf']);
    // Only the newest: an older entry is another search the user made.
    expect(rememberQuery(['pdf', 'excel'], 'excel file')).toEqual(['excel file', 'pdf', 'excel']);
  });

  it('ignores blank queries and trims the rest', () => {
    expect(rememberQuery(['pdf'], '   ')).toEqual(['pdf']);
    expect(rememberQuery([], '  tag  ')).toEqual(['tag']);
  });

  it('keeps at most MAX_RECENT', () => {
    let list: string[] = [];
    for (let i = 0; i < MAX_RECENT + 5; i++) list = rememberQuery(list, `q${i}`);
    expect(list).toHaveLength(MAX_RECENT);
    expect(list[0]).toBe(`q${MAX_RECENT + 4}`);
  });
});

describe('readRecentQueries', () => {
  it('keeps the strings of a stored list and drops anything else', () => {
    expect(readRecentQueries(['a', 3, '', 'b'])).toEqual(['a', 'b']);
    expect(readRecentQueries({ a: 1 })).toEqual([]);
    expect(readRecentQueries(undefined)).toEqual([]);
  });
});
