import type { PanelId, View } from '../../shared/view';
import { formatHash, parseHash } from '../url/viewHash';

/**
 * Embed mode: `?embed=1&panel=search&q=…` shows one panel with minimal chrome, for an iframe
 * in documentation or a blog post. Its view parameters are the URL hash's keys with the same
 * encoding, so `parseHash` reads them and every view a link can hold can be embedded. Three
 * more name data to fetch (`catalog`, `transcript`, `queries`): see `EmbedSources`.
 */

/**
 * The panels an embed can show: the app's five, and the Prompt panel's cost chart on its own.
 * Any other name is an error the embed shows, never a silent fallback.
 */
export const EMBED_PANELS = [
  'search',
  'catalog',
  'timeline',
  'prompt',
  'cost',
  'evaluate',
] as const;
export type EmbedPanel = (typeof EMBED_PANELS)[number];

const isEmbedPanel = (value: string): value is EmbedPanel =>
  (EMBED_PANELS as readonly string[]).includes(value);

/** The app panel whose state an embed panel shows: the cost chart is the Prompt panel's. */
const appPanelOf = (panel: EmbedPanel): PanelId => (panel === 'cost' ? 'prompt' : panel);

/**
 * Data an embed fetches, by URL (relative to the page): the catalog (any format the importer
 * reads), a transcript for the Timeline, Prompt and Cost panels, a query set for Evaluate.
 */
export type EmbedSources = { catalog?: string; transcript?: string; queries?: string };

/** The panels that read `transcript=`, and the one that reads `queries=`. */
export const READS_TRANSCRIPT: readonly EmbedPanel[] = ['timeline', 'prompt', 'cost'];
export const READS_QUERIES: readonly EmbedPanel[] = ['evaluate'];

/** The built-in catalogs a `catalog=` value names; any other value is a URL. */
const BUILT_IN_NAMES: readonly string[] = ['demo', 'sample', 'synthetic10k'];

/**
 * `editable` (`edit=1`): the embed shows the controls that change or add data (import, delete,
 * edit, write, simulate, pick another scenario). Without it an embed is for readers: it shows
 * the data it was given and the view controls (turn, budget), nothing else.
 */
export type EmbedRequest =
  | { ok: true; panel: EmbedPanel; view: View; sources: EmbedSources; editable: boolean }
  | { ok: false; panel: string; message: string };

/** Said when `panel=` names no panel an embed can show. */
export const unknownPanelMessage = (panel: string): string =>
  `This embed asks for the panel "${panel}", which toollens does not have. Use panel=${EMBED_PANELS.join(', panel=')}.`;

const SOURCE_KEYS = ['transcript', 'queries'] as const;

const paramValue = (pair: string): string | undefined => {
  try {
    return decodeURIComponent(pair.slice(pair.indexOf('=') + 1).replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
};

/** What an embed URL's query string asks for, or undefined when it is no embed. */
export const readEmbed = (search: string): EmbedRequest | undefined => {
  const pairs = search.replace(/^\?/, '').split('&');
  if (!pairs.includes('embed=1')) return undefined;
  const keyOf = (pair: string) => pair.split('=', 1)[0] ?? '';
  const panelPair = pairs.find((pair) => keyOf(pair) === 'panel');
  const panel = panelPair === undefined ? 'search' : (paramValue(panelPair) ?? '');
  if (!isEmbedPanel(panel)) return { ok: false, panel, message: unknownPanelMessage(panel) };

  const sources: EmbedSources = {};
  const viewPairs: string[] = [];
  const editable = pairs.includes('edit=1');
  for (const pair of pairs) {
    const key = keyOf(pair);
    if (key === 'embed' || key === 'panel' || key === 'edit') continue;
    const value = paramValue(pair);
    if (key === 'catalog' && value && !BUILT_IN_NAMES.includes(value)) sources.catalog = value;
    else if ((SOURCE_KEYS as readonly string[]).includes(key) && value) {
      sources[key as (typeof SOURCE_KEYS)[number]] = value;
    } else viewPairs.push(pair);
  }
  const view = { ...parseHash(`#${viewPairs.join('&')}`), panel: appPanelOf(panel) };
  return { ok: true, panel, view, sources, editable };
};

// A URL in a parameter keeps `/` and `:` readable: `catalog=./fixtures/tools.json`.
const encodeUrl = (url: string) =>
  encodeURIComponent(url).replace(/%2F/gi, '/').replace(/%3A/gi, ':');

/**
 * `base` is the app's address without query or hash, e.g. `https://host/toollens/`; `panel`
 * defaults to the view's. A catalog URL replaces the view's catalog (an imported catalog cannot
 * travel in a URL; one the embed fetches can).
 */
export const embedUrl = (
  base: string,
  view: View,
  options: { panel?: EmbedPanel; sources?: EmbedSources; editable?: boolean } = {},
): string => {
  const panel = options.panel ?? view.panel;
  const sources = options.sources ?? {};
  const catalog = sources.catalog?.trim()
    ? { kind: 'builtIn' as const, name: 'demo' as const }
    : view.catalog;
  const rest = formatHash({ ...view, catalog, panel: 'search', tool: undefined }).replace(/^#/, '');
  const fetched = (['catalog', ...SOURCE_KEYS] as const).flatMap((key) => {
    const url = sources[key]?.trim();
    return url ? [`${key}=${encodeUrl(url)}`] : [];
  });
  const edit = options.editable ? 'edit=1' : '';
  return [`${base}?embed=1&panel=${panel}`, edit, rest, ...fetched].filter(Boolean).join('&');
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
