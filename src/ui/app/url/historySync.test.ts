import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_VIEW, type View } from '../../shared/view';
import { type Browser, syncHistory, type ViewSource } from './historySync';

/** A delay unlike the page's own, so a test passes only if the one given is used. */
const TYPING = { typingMs: 40 };

import { formatHash } from './viewHash';

/** A browser with a real-enough history: entries, an index, and popstate on go(). */
const fakeBrowser = (initialHash = '') => {
  const entries = [initialHash];
  let index = 0;
  const listeners = new Map<string, Set<() => void>>();
  const location = { hash: initialHash, pathname: '/app/', search: '' };
  const hashOf = (url: string) => (url.startsWith('#') ? url : '');
  const browser: Browser = {
    location,
    history: {
      pushState: (_data, _title, url) => {
        entries.splice(index + 1, Number.POSITIVE_INFINITY, hashOf(String(url)));
        index += 1;
        location.hash = entries[index] ?? '';
      },
      replaceState: (_data, _title, url) => {
        entries[index] = hashOf(String(url));
        location.hash = entries[index] ?? '';
      },
    },
    addEventListener: ((type: string, listener: () => void) => {
      const set = listeners.get(type) ?? new Set();
      set.add(listener);
      listeners.set(type, set);
    }) as Browser['addEventListener'],
    removeEventListener: ((type: string, listener: () => void) => {
      listeners.get(type)?.delete(listener);
    }) as Browser['removeEventListener'],
  };
  const go = (delta: number) => {
    index += delta;
    location.hash = entries[index] ?? '';
    for (const listener of listeners.get('popstate') ?? []) listener();
  };
  return { browser, entries, go, index: () => index };
};

const fakeSource = (initial: View = DEFAULT_VIEW) => {
  let view = initial;
  const listeners = new Set<() => void>();
  const applied: View[] = [];
  const source: ViewSource = {
    getView: () => view,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    applyView: (next) => {
      applied.push(next);
      view = next;
      for (const listener of listeners) listener();
    },
  };
  const change = (patch: Partial<View>) => {
    view = { ...view, ...patch };
    for (const listener of listeners) listener();
  };
  return { source, change, applied, view: () => view };
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('syncHistory', () => {
  it('pushes discrete changes and replaces, throttled, while typing', () => {
    const { browser, entries } = fakeBrowser();
    const store = fakeSource();
    syncHistory(store.source, browser, TYPING);

    store.change({ panel: 'catalog' });
    expect(entries).toEqual(['', '#panel=catalog']);

    store.change({ find: 'p' });
    store.change({ find: 'pd' });
    store.change({ find: 'pdf' });
    expect(entries.at(-1)).toBe('#panel=catalog');
    vi.advanceTimersByTime(TYPING.typingMs - 1);
    expect(entries.at(-1)).toBe('#panel=catalog');
    vi.advanceTimersByTime(1);
    expect(entries).toEqual(['', '#panel=catalog&find=pdf']);
  });

  it('records typing on its own entry before a discrete step', () => {
    const { browser, entries } = fakeBrowser();
    const store = fakeSource();
    syncHistory(store.source, browser);
    store.change({ query: 'excel' });
    store.change({ tool: 'excel_reader' });
    expect(entries).toEqual(['#q=excel', '#q=excel&tool=excel_reader']);
  });

  it('applies the address on Back and Forward without writing it again', () => {
    const { browser, entries, go } = fakeBrowser();
    const store = fakeSource();
    syncHistory(store.source, browser);
    store.change({ panel: 'catalog' });
    store.change({ tool: 'define_label' });

    go(-1);
    expect(store.view()).toEqual({ ...DEFAULT_VIEW, panel: 'catalog' });
    go(-1);
    expect(formatHash(store.view())).toBe('');
    go(2);
    expect(store.view().tool).toBe('define_label');
    expect(entries).toHaveLength(3);
    expect(store.applied).toHaveLength(3);
  });

  it('drops unrecorded typing when the address moves away', () => {
    const { browser, entries, go } = fakeBrowser();
    const store = fakeSource();
    syncHistory(store.source, browser, TYPING);
    store.change({ panel: 'catalog' });
    store.change({ find: 'x' });
    go(-1);
    vi.advanceTimersByTime(TYPING.typingMs * 2);
    expect(entries).toEqual(['', '#panel=catalog']);
  });

  it('stops listening when disposed', () => {
    const { browser, entries } = fakeBrowser();
    const store = fakeSource();
    const stop = syncHistory(store.source, browser);
    stop();
    store.change({ panel: 'catalog' });
    expect(entries).toEqual(['']);
  });
});
