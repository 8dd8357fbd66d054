import type { View } from '../../shared/view';
import { PAGE_TIMING, type PageTiming } from '../pageTiming';
import { formatHash, historyMode, parseHash } from './viewHash';

/**
 * Keeps the address and the view in step. A discrete change (panel, tool, chip) pushes a
 * history entry, so Back undoes it; typing replaces the entry, at most once per `typingMs`,
 * because browsers throttle a page that rewrites its URL on every keystroke. Back, Forward and
 * an edited hash apply the address's view to the page.
 */

/** The store as this module sees it: a view to read, watch and replace. */
export type ViewSource = {
  getView: () => View;
  subscribe: (listener: () => void) => () => void;
  applyView: (view: View) => void;
};

/** The browser as this module sees it; `window` in the page, a fake in tests. */
export type Browser = Pick<Window, 'addEventListener' | 'removeEventListener'> & {
  location: Pick<Location, 'hash' | 'pathname' | 'search'>;
  history: Pick<History, 'pushState' | 'replaceState'>;
};

export const syncHistory = (
  source: ViewSource,
  browser: Browser,
  timing: Pick<PageTiming, 'typingMs'> = PAGE_TIMING,
): (() => void) => {
  let shown = source.getView();
  let pending: ReturnType<typeof setTimeout> | undefined;

  const write = (mode: 'push' | 'replace', view: View) => {
    const hash = formatHash(view);
    if (hash === browser.location.hash) return;
    // An empty hash still needs a URL; the path keeps the page where it is hosted.
    const url = hash || `${browser.location.pathname}${browser.location.search}`;
    if (mode === 'push') browser.history.pushState(null, '', url);
    else browser.history.replaceState(null, '', url);
  };

  const unsubscribe = source.subscribe(() => {
    const next = source.getView();
    if (next === shown) return;
    const previous = shown;
    const mode = historyMode(previous, next);
    shown = next;
    if (mode === 'none') return;
    if (mode === 'push') {
      if (pending !== undefined) {
        // Typing before the step belongs to the entry being left.
        clearTimeout(pending);
        pending = undefined;
        write('replace', previous);
      }
      write('push', next);
      return;
    }
    pending ??= setTimeout(() => {
      pending = undefined;
      write('replace', source.getView());
    }, timing.typingMs);
  });

  const onAddressChange = () => {
    // The address already moved to another entry: unrecorded typing must not overwrite it.
    if (pending !== undefined) clearTimeout(pending);
    pending = undefined;
    const view = parseHash(browser.location.hash);
    if (formatHash(view) === formatHash(source.getView())) return;
    shown = view;
    source.applyView(view);
  };
  browser.addEventListener('popstate', onAddressChange);
  browser.addEventListener('hashchange', onAddressChange);

  return () => {
    unsubscribe();
    if (pending !== undefined) clearTimeout(pending);
    browser.removeEventListener('popstate', onAddressChange);
    browser.removeEventListener('hashchange', onAddressChange);
  };
};
