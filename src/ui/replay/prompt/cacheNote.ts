import { SECTION_TITLES } from '../../../engine/core';
import { formatCount } from '../../shared/format';
import { providerName } from '../../tour';
import type { CacheEstimate } from './providerCache';

/**
 * Why a provider serves nothing of a turn from its cache, in words, or undefined when it serves
 * some. A 0% share always has one of three reasons: the cache is still empty (the first turn),
 * the prefix both turns share is under the provider's minimum, or the prompt changed before any
 * point the provider can cache up to (for a breakpoint model, a section end both turns share).
 */
export const cacheNote = (
  model: { id: string; minTokens: number },
  cache: CacheEstimate,
  first: boolean,
): string | undefined => {
  if (cache.cachedTokens > 0 || cache.totalTokens === 0) return undefined;
  const name = providerName(model.id);
  if (first) return '0% cached: the first turn, sent to an empty cache';
  if (cache.underMinimum) {
    return `0% cached: the shared prefix is under ${name}'s minimum of ${formatCount(model.minTokens)} tokens`;
  }
  const section = cache.breakSection === null ? undefined : SECTION_TITLES[cache.breakSection];
  return section
    ? `0% cached: the prompt changed in ${section}, before any point ${name} caches up to`
    : `0% cached: the prompt changed before any point ${name} caches up to`;
};
