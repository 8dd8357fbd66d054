import type { PageBudget } from '../../../../engine/core';

/**
 * The page budget's water-fill as stacked bars. Each entry's bar is its share, split at the
 * equal line: `kept` up to the equal share, `received` above it; `donated` stacks the slack it
 * gave away on top of `kept`, so every bar reaches the equal line or passes it.
 */
export type PageBar = {
  /** The entry's rank, as the axis label; the name is in the tooltip and the table. */
  rank: string;
  name: string;
  kept: number;
  received: number;
  donated: number;
  need: number;
  equal: number;
  share: number;
};

export const pageBars = (page: PageBudget, names: readonly string[]): PageBar[] =>
  page.shares.map((share, i) => ({
    rank: String(i + 1),
    name: names[i] ?? `#${i + 1}`,
    kept: Math.min(share.share, share.equal),
    received: share.received,
    donated: share.donated,
    need: share.need,
    equal: share.equal,
    share: share.share,
  }));
