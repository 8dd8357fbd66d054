import { describe, expect, it } from 'vitest';
import { LAUNCH_FRAGMENT } from '../../../mcp/launch';
import { parseHash } from '../url/viewHash';
import { keepLaunchTab, LAUNCH_KEY, type LaunchPage, readLaunchTab } from './launchToken';

/** The token `toollens open` puts in the fragment: taken out of the address, kept for the tab. */

const TOKEN = 'oq3MMiYmAQjspUuI9UPWK-6EgENgexlP3SC3oCNcx8I';

const fakePage = (hash: string) => {
  const storage = new Map<string, string>();
  const replaced: string[] = [];
  const page: LaunchPage = {
    location: { hash, pathname: '/app/', search: '?x=1' },
    history: {
      replaceState: (_data, _unused, url) => {
        replaced.push(url);
        page.location.hash = '';
      },
    },
    sessionStorage: {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
    },
  };
  return { page, storage, replaced };
};

describe('the launch token', () => {
  it('is read from the fragment, which leaves the address at once, and kept for this tab', () => {
    const { page, storage, replaced } = fakePage(`#${LAUNCH_FRAGMENT}${TOKEN}`);
    expect(readLaunchTab(page)).toEqual({ token: TOKEN, imported: false });
    expect(replaced).toEqual(['/app/?x=1']);
    expect(JSON.parse(storage.get(LAUNCH_KEY) ?? '')).toEqual({ token: TOKEN, imported: false });
    // What the page then reads as its view holds nothing of it.
    expect(JSON.stringify(parseHash(page.location.hash))).not.toContain(TOKEN);
  });

  it('survives a reload of the tab from sessionStorage, with the import done', () => {
    const { page } = fakePage(`#${LAUNCH_FRAGMENT}${TOKEN}`);
    const tab = readLaunchTab(page);
    keepLaunchTab(page, { token: TOKEN, imported: true });
    expect(tab?.imported).toBe(false);
    expect(readLaunchTab(page)).toEqual({ token: TOKEN, imported: true });
  });

  it('is nothing on a page not launched, and a malformed token is not taken', () => {
    expect(readLaunchTab(fakePage('#q=excel').page)).toBeUndefined();
    const { page, replaced } = fakePage(`#${LAUNCH_FRAGMENT}<script>`);
    expect(readLaunchTab(page)).toBeUndefined();
    expect(replaced).toHaveLength(1);
  });
});
