import {
  formatShare,
  type ReplayTurn,
  type StandingSavings,
  standingSavings,
} from '../../../engine/core';

export { formatShare };

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
    perTurn,
    peak: { tokens: perTurn[peakIndex] ?? 0, turn: turns[peakIndex]?.turn ?? 1 },
    caches: cacheShares(turns),
  };
};
