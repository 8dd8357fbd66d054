import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryWorkspace } from '../../../test/memoryWorkspace';
import { DEFAULT_VIEW, type View } from '../../shared/view';
import {
  followRecentQueries,
  MAX_RECENT,
  type QuerySource,
  readRecentQueries,
  rememberQuery,
} from './recentQueries';

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

/** A store whose view a test types into. */
const typing = () => {
  let view: View = DEFAULT_VIEW;
  const listeners = new Set<Parameters<QuerySource['subscribe']>[0]>();
  const source: QuerySource = {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const type = (query: string, demo?: number) => {
    const previous = { view };
    view = { ...view, query, demo };
    for (const listener of listeners) listener({ view }, previous);
  };
  return { source, type };
};

describe('followRecentQueries', () => {
  afterEach(() => vi.useRealTimers());
  /** A delay unlike the page's own, so the test passes only if the one given is used. */
  const TIMING = { recentSettleMs: 80 };

  it('remembers a query once it rested for the delay it is given, not the prefixes on the way', async () => {
    vi.useFakeTimers();
    const storage = memoryWorkspace();
    await storage.set('recentQueries', ['pdf']);
    const { source, type } = typing();
    const lists: string[][] = [];
    const stop = followRecentQueries(source, storage, (list) => lists.push(list), TIMING);
    await vi.advanceTimersByTimeAsync(0);
    expect(lists.at(-1)).toEqual(['pdf']);
    type('ex');
    await vi.advanceTimersByTimeAsync(TIMING.recentSettleMs - 1);
    type('excel');
    await vi.advanceTimersByTimeAsync(TIMING.recentSettleMs - 1);
    expect(lists.at(-1)).toEqual(['pdf']);
    await vi.advanceTimersByTimeAsync(1);
    expect(lists.at(-1)).toEqual(['excel', 'pdf']);
    expect(await storage.get('recentQueries')).toEqual(['excel', 'pdf']);
    // Stopped: typing that has not rested yet is not remembered.
    type('word');
    stop();
    await vi.advanceTimersByTimeAsync(TIMING.recentSettleMs);
    expect(lists.at(-1)).toEqual(['excel', 'pdf']);
  });

  it("leaves out an empty query and the guided demo's own", async () => {
    vi.useFakeTimers();
    const { source, type } = typing();
    const lists: string[][] = [];
    followRecentQueries(source, undefined, (list) => lists.push(list), TIMING);
    type('   ');
    await vi.advanceTimersByTimeAsync(TIMING.recentSettleMs);
    type('read a file', 2);
    await vi.advanceTimersByTimeAsync(TIMING.recentSettleMs);
    expect(lists).toEqual([]);
  });
});
