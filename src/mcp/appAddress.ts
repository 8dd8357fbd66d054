import { credentialsProblem } from './url';

// Read by `toollens open --app-url` and the page's Share dialog, in a module of its own so the
// page loads it with the dialog.

/**
 * An address where the app is served, as a share link's base: an http(s) URL without user
 * name, password, query or fragment, its path ending in `/` (the app's relative files resolve
 * against it) unless it names the page itself (`…/index.html`). '' when nothing was given.
 */
export const appAddress = (
  text: string,
): { ok: true; base: string } | { ok: false; reason: string } => {
  const given = text.trim();
  if (given === '') return { ok: true, base: '' };
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    return {
      ok: false,
      reason: `"${given}" is not a URL (expected https://… where toollens is served)`,
    };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, reason: `"${given}" is not an http(s) address` };
  }
  const credentials = credentialsProblem(url, 'a share link must not carry them');
  if (credentials) return { ok: false, reason: credentials };
  url.search = '';
  url.hash = '';
  if (!url.pathname.endsWith('/') && !/\.html?$/i.test(url.pathname)) url.pathname += '/';
  return { ok: true, base: url.href };
};
