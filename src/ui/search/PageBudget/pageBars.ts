import { escapeHidden, type PageBudget } from '../../../engine/core';

/**
 * The page budget's water-fill as stacked bars. Each entry's bar is its share, split at the
 * equal line: `kept` up to the equal share, `received` above it; `donated` stacks the slack it
 * gave away on top of `kept`, so every bar reaches the equal line or passes it.
 */
export type PageBar = {
  /** The entry's rank, 1-based, as text. */
  rank: string;
  name: string;
  /** The name as the x-axis shows it: cut to `AXIS_LABEL_CHARS`, the whole name in its tooltip. */
  label: string;
  kept: number;
  received: number;
  donated: number;
  need: number;
  equal: number;
  share: number;
};

/** How many characters of a name the x-axis has room for, slanted under a bar of ten. */
export const AXIS_LABEL_CHARS = 10;

/** A tool name cut to fit under its bar: "search_issues_by_label" → "search_iss…". */
export const axisLabel = (name: string, max = AXIS_LABEL_CHARS): string =>
  name.length <= max ? name : `${name.slice(0, max - 1)}…`;

/** SVG text cannot hold marks: each name is drawn with its hidden characters as escapes. */
export const pageBars = (page: PageBudget, names: readonly string[]): PageBar[] =>
  page.shares.map((share, i) => ({
    rank: String(i + 1),
    name: escapeHidden(names[i] ?? `#${i + 1}`),
    label: axisLabel(escapeHidden(names[i] ?? `#${i + 1}`)),
    kept: Math.min(share.share, share.equal),
    received: share.received,
    donated: share.donated,
    need: share.need,
    equal: share.equal,
    share: share.share,
  }));
