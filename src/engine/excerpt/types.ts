/** The excerpt lens: which characters of a description a search result shows, and why. */

/** One occurrence of a query term in the description, by the analyzer's offsets. */
export type Match = { stem: string; start: number; end: number };

/** A cluster of nearby matches: its core runs from the first hit's start to the last hit's end. */
export type Cluster = {
  start: number;
  end: number;
  matches: Match[];
  /** Distinct stems matched inside the core, in text order. */
  terms: string[];
  /** Σ w(t) over `terms`. */
  weight: number;
  /**
   * Some term of the cluster is said only inside an aside (a negation sentence, a URL or path,
   * code: asides.ts), so the cover keeps it only for terms no prose cluster explains.
   */
  aside?: boolean;
};

/** A kept window: the core plus the context allocated to it. */
export type ExcerptWindow = {
  /** Offsets of the kept span in the description; `chars = end - start`. */
  start: number;
  end: number;
  chars: number;
  /** The hits that earned the window, as the core span. */
  core: { start: number; end: number };
  terms: string[];
  weight: number;
  /** Characters granted: the floor every window gets, and the share of the rest by weight. */
  floor: number;
  share: number;
};

/**
 * `lens`: windows around the hits. `whole`: the description fits, shown entire. `opening`: no
 * hit in the description (browse mode, or a match in another field), so its opening is shown.
 */
export type ExcerptMode = 'lens' | 'whole' | 'opening';

export type Excerpt = {
  text: string;
  mode: ExcerptMode;
  /** The most characters `text` may have. */
  cap: number;
  /** Why a tool matched when the description does not say: e.g. `Tool name: archive work item`. */
  prefix?: string;
  windows: ExcerptWindow[];
  /** Characters of the description left out. */
  cut: number;
  /**
   * The query-term hits inside `text` (prefix included), by the analyzer's offsets into `text`:
   * present when `marks` was asked (the page has no analyzer, so it marks exactly these words;
   * the menu and the CLI leave them out).
   */
  marks?: Match[];
};

export type ExcerptOptions = {
  /** Hits at most this many characters apart share a window. Default 36. */
  maxGap?: number;
  /** A window's core spans at most this many characters; a longer cluster splits. Default 120. */
  maxSpan?: number;
  /** Context every kept window gets before the rest is shared by weight. Default 24. */
  floor?: number;
  /** Also give the excerpt its `marks`. */
  marks?: boolean;
};

export const DEFAULT_MAX_GAP = 36;
export const DEFAULT_MAX_SPAN = 120;
export const DEFAULT_FLOOR = 24;
/** The cap of one entry on a full page. */
export const DEFAULT_EXCERPT_CAP = 300;
/** Description characters for a whole search_tools page, water-filled across its entries. */
export const DEFAULT_PAGE_BUDGET = 1_500;

export const SEPARATOR = ' … ';
export const ELLIPSIS = '…';
/** The longest query the menu echoes, in UTF-16 units; a longer one is cut with an ellipsis. */
export const MENU_QUERY_CHARS = 200;
