import { LAUNCH_FRAGMENT } from '../../../mcp/launch';

/**
 * The token `toollens open` gave this tab, in the address's fragment (`#toollens-open=…`, which
 * the browser never sends to a server nor puts in a Referer). Read once at startup, before the
 * hash is read as a view: the fragment is removed from the address at once (so no share link,
 * view hash, bookmark or history entry holds it) and the token kept in this tab's
 * sessionStorage alone, for a reload of this tab to reconnect. It is never saved elsewhere.
 */

/** The sessionStorage key: the token, and whether the launch's files were imported in this tab. */
export const LAUNCH_KEY = 'toollens-open';

export type LaunchTab = {
  token: string;
  /** The launch's files were imported: a reload only reconnects (the import is saved work). */
  imported: boolean;
};

/** What of `window` the launch reads and writes; a fake in tests. */
export type LaunchPage = {
  location: { hash: string; pathname: string; search: string };
  history: { replaceState: (data: unknown, unused: string, url: string) => void };
  sessionStorage: Pick<Storage, 'getItem' | 'setItem'>;
};

const TOKEN = /^[A-Za-z0-9_-]{22,}$/;

const stored = (page: LaunchPage): LaunchTab | undefined => {
  try {
    const tab = JSON.parse(page.sessionStorage.getItem(LAUNCH_KEY) ?? 'null') as LaunchTab | null;
    return tab && typeof tab.token === 'string' && TOKEN.test(tab.token)
      ? { token: tab.token, imported: tab.imported === true }
      : undefined;
  } catch {
    return undefined;
  }
};

export const keepLaunchTab = (page: LaunchPage, tab: LaunchTab): void => {
  try {
    page.sessionStorage.setItem(LAUNCH_KEY, JSON.stringify(tab));
  } catch {
    // Storage refused (private mode): this visit still has the token; a reload will not.
  }
};

/** The launch of this tab, taking the token out of the address; undefined when not launched. */
export const readLaunchTab = (page: LaunchPage): LaunchTab | undefined => {
  const hash = page.location.hash.replace(/^#/, '');
  if (!hash.startsWith(LAUNCH_FRAGMENT)) return stored(page);
  page.history.replaceState(null, '', `${page.location.pathname}${page.location.search}`);
  const token = hash.slice(LAUNCH_FRAGMENT.length);
  if (!TOKEN.test(token)) return stored(page);
  const tab = { token, imported: false };
  keepLaunchTab(page, tab);
  return tab;
};
