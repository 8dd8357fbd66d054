import { formatHash, type PanelId, parseHash, type View } from '../url/viewHash';

/**
 * Embed mode: `?embed=1&panel=search&q=…` shows one panel with minimal chrome, for an iframe
 * in documentation or a blog post. Its parameters are the URL hash's keys with the same
 * encoding, so `parseHash` reads them and every view a link can hold can be embedded.
 */

/** The panels an embed can show; any other falls back to Search. */
export const EMBED_PANELS: readonly PanelId[] = ['search', 'catalog', 'evaluate'];

/** The view an embed URL's query string asks for, or undefined when it is no embed. */
export const readEmbed = (search: string): View | undefined => {
  const pairs = search.replace(/^\?/, '').split('&');
  if (!pairs.includes('embed=1')) return undefined;
  const view = parseHash(`#${pairs.filter((pair) => !pair.startsWith('embed=')).join('&')}`);
  return EMBED_PANELS.includes(view.panel) ? view : { ...view, panel: 'search' };
};

/** `base` is the app's address without query or hash, e.g. `https://host/toollens/`. */
export const embedUrl = (base: string, view: View): string => {
  const panel = EMBED_PANELS.includes(view.panel) ? view.panel : 'search';
  const rest = formatHash({ ...view, panel: 'search', tool: undefined }).replace(/^#/, '');
  return `${base}?embed=1&panel=${panel}${rest ? `&${rest}` : ''}`;
};

/** The full app at the same view: the embed's "open in toollens" link. */
export const openUrl = (base: string, view: View): string => `${base}${formatHash(view)}`;

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The iframe snippet "copy embed code" gives. */
export const embedSnippet = (url: string, view: View): string => {
  const title = view.query ? `toollens: ${view.query}` : `toollens: ${view.panel}`;
  return `<iframe src="${escapeAttribute(url)}" title="${escapeAttribute(title)}" width="100%" height="640" style="border:1px solid #dde2ea;border-radius:8px" loading="lazy"></iframe>`;
};
