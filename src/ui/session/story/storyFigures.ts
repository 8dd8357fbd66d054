import { type ReplayTurn, type StandingSavings, standingSavings } from '../../../engine/core';

/**
 * The savings card's figures, from one replay: the standing surface per turn against declaring
 * every tool (the engine's `standingSavings`, the one definition of "saved"), and each provider's
 * cache share as the replay computed it. Pure, so the card, the tour's captions and the presenter
 * all read the same numbers.
 */

/** One provider's cache over the turns that have a turn before them (t2…tn): t1 is always cold. */
export type CacheShare = {
  id: string;
  cachedTokens: number;
  totalTokens: number;
  /** cachedTokens / totalTokens, 0…1: the share of those turns' prompt tokens read from cache. */
  share: number;
  /** Turns of t2…tn with any cached token. */
  hitTurns: number;
  /** How many turns t2…tn there are. */
  turns: number;
};

export type SavingsFigures = StandingSavings & {
  /** 1 − share: the part of "everything declared" the standing surface does not spend. */
  savedShare: number;
  /** The standing surface of each turn, in tokens, t1 first. */
  perTurn: number[];
  peak: { tokens: number; turn: number };
  caches: CacheShare[];
};

/** Token-weighted, so a long turn counts for what it costs; the replay's figures, never re-derived. */
export const cacheShares = (turns: readonly ReplayTurn[]): CacheShare[] => {
  const later = turns.slice(1);
  const ids = Object.keys(turns[0]?.cache ?? {});
  return ids.map((id) => {
    let cachedTokens = 0;
    let totalTokens = 0;
    let hitTurns = 0;
    for (const turn of later) {
      const cache = turn.cache[id];
      cachedTokens += cache?.cachedTokens ?? 0;
      totalTokens += cache?.totalTokens ?? turn.promptTokens;
      if ((cache?.cachedTokens ?? 0) > 0) hitTurns += 1;
    }
    return {
      id,
      cachedTokens,
      totalTokens,
      share: totalTokens === 0 ? 0 : cachedTokens / totalTokens,
      hitTurns,
      turns: later.length,
    };
  });
};

export const savingsFigures = (turns: readonly ReplayTurn[]): SavingsFigures => {
  const savings = standingSavings(turns);
  const perTurn = turns.map((turn) => turn.cost.standing.tokens);
  // The first turn with the largest surface, as the engine's summary picks its peak.
  const peakIndex = perTurn.reduce(
    (best, tokens, i) => (tokens > (perTurn[best] ?? 0) ? i : best),
    0,
  );
  return {
    ...savings,
    savedShare: savings.everythingDeclared.tokens === 0 ? 0 : 1 - savings.share,
    perTurn,
    peak: { tokens: perTurn[peakIndex] ?? 0, turn: turns[peakIndex]?.turn ?? 1 },
    caches: cacheShares(turns),
  };
};

/** A count as the card writes it: `30,037`. The tour's captions write it the same way. */

/**
 * A share as a whole percentage, `86%`, kept within 1…99 unless it is none or all exactly: a
 * share short of all never reads as 100%, and a small one never reads as 0%.
 */
export const formatShare = (share: number): string => {
  if (share <= 0) return '0%';
  if (share >= 1) return '100%';
  return `${Math.min(99, Math.max(1, Math.round(share * 100)))}%`;
};
