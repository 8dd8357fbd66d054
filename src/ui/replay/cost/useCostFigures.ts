import { useMemo } from 'react';
import { type ProviderModel, type ReplayTurn, standingSavings } from '../../../engine/core';
import { cachesOf } from '../prompt/providerCache';
import { costBars } from './costBars';

/**
 * The cost chart's figures from one replay: each provider's cache per turn, the bars and the
 * savings line. One place for the Prompt panel and the cost embed, so the two always agree.
 */
export const useCostFigures = (
  turns: readonly ReplayTurn[],
  providers: readonly ProviderModel[],
  replayedWith: readonly ProviderModel[],
) => {
  const caches = useMemo(
    () => cachesOf(providers, turns, replayedWith),
    [providers, turns, replayedWith],
  );
  const bars = useMemo(() => costBars(turns, caches), [turns, caches]);
  const savings = useMemo(() => standingSavings(turns), [turns]);
  return { caches, bars, savings };
};
