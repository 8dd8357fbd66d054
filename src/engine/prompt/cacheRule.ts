import type { SectionId } from './assemble';

/**
 * The rule that decides how much of a turn's prompt a provider serves from its cache, given
 * what was measured of the two prompts. It is the one definition: the replay applies it to
 * exact token counts, and the page applies it to the last replay's measures while a replay with
 * edited provider models is on its way.
 */

/** The parts of a provider model the rule reads (see `ProviderModel` in cache.ts). */
export type CacheRuleModel = {
  /** A prefix shorter than this many tokens is never cached. ≥ 0. */
  minTokens: number;
  /** The cached length is rounded down to a multiple of this many tokens. ≥ 1; 1 = exact. */
  step: number;
  /** Where a cached prefix may end; omitted: anywhere. */
  breakpoints?: SectionId[];
};

/** A section's end offset in a provider's layout. */
export type SectionEnd = { id: SectionId; end: number };

/**
 * A prefix of `tokens` tokens is too short for `model` to cache.
 * @definedOnce docs/design.md's "Rules defined once" names it as this module's export.
 */
export const underMinimum = (model: Pick<CacheRuleModel, 'minTokens'>, tokens: number): boolean =>
  tokens < model.minTokens;

/** A cached length rounded down to the provider's step (≥ 1; 1 = exact). */
export const roundToStep = (tokens: number, step: number): number =>
  tokens - (tokens % Math.max(1, step));

/** The breakpoints both prompts have at the same offset within their common prefix, latest first. */
const sharedBreakpoints = (
  model: Pick<CacheRuleModel, 'breakpoints'>,
  previous: readonly SectionEnd[],
  current: readonly SectionEnd[],
  common: number,
): number[] => {
  const ids = model.breakpoints ?? [];
  const breakpoints = (ends: readonly SectionEnd[]) =>
    new Set(ends.filter((span) => ids.includes(span.id)).map((span) => span.end));
  const shared = breakpoints(previous);
  return [...breakpoints(current)]
    .filter((end) => shared.has(end) && end <= common)
    .sort((a, b) => b - a);
};

/**
 * The breakpoint a provider with explicit breakpoints caches up to: the latest breakpoint both
 * prompts have at the same offset, within their common prefix (`common` characters), whose
 * prefix reaches the minimum. `tokensAt(end)` counts the tokens of the prefix ending there.
 * Undefined when none qualifies: nothing is cached.
 */
export const usableBreakpoint = (
  model: Pick<CacheRuleModel, 'breakpoints' | 'minTokens'>,
  previous: readonly SectionEnd[],
  current: readonly SectionEnd[],
  common: number,
  tokensAt: (end: number) => number,
): { end: number; tokens: number } | undefined => {
  for (const end of sharedBreakpoints(model, previous, current, common)) {
    const tokens = tokensAt(end);
    if (!underMinimum(model, tokens)) return { end, tokens };
  }
  return undefined;
};

/** What was measured of a turn's prompt and the one before it, in one provider's layout. */
export type CacheMeasures = {
  /** The previous prompt's section ends; undefined on the first turn (a cold cache). */
  previous: readonly SectionEnd[] | undefined;
  current: readonly SectionEnd[];
  /** The common prefix of the two prompts, in characters and tokens. */
  commonChars: number;
  commonTokens: number;
  totalTokens: number;
  /** The tokens of the current prompt's prefix ending at `end` characters. */
  tokensAt: (end: number) => number;
};

export type CacheOutcome = {
  cachedTokens: number;
  /** Where the cached prefix ends, in characters; undefined when nothing is cached. */
  end: number | undefined;
  /**
   * Nothing is cached only because the prefix the two prompts share (up to a shared breakpoint,
   * for a breakpoint model) is shorter than the provider's minimum.
   */
  underMinimum: boolean;
};

/** How much of the current prompt `model` serves from its cache. */
export const cacheUnder = (model: CacheRuleModel, measures: CacheMeasures): CacheOutcome => {
  const { previous, commonChars, commonTokens, totalTokens } = measures;
  if (!previous) return { cachedTokens: 0, end: undefined, underMinimum: false };
  let found: { end: number; tokens: number } | undefined;
  let reusable = commonTokens;
  if (model.breakpoints) {
    const ends = sharedBreakpoints(model, previous, measures.current, commonChars);
    found = usableBreakpoint(model, previous, measures.current, commonChars, measures.tokensAt);
    reusable = ends[0] === undefined ? 0 : measures.tokensAt(ends[0]);
  } else if (!underMinimum(model, commonTokens)) {
    found = { end: commonChars, tokens: commonTokens };
  }
  const cachedTokens = Math.min(totalTokens, roundToStep(found?.tokens ?? 0, model.step));
  return {
    cachedTokens,
    end: cachedTokens > 0 ? found?.end : undefined,
    underMinimum: found === undefined && reusable > 0 && underMinimum(model, reusable),
  };
};
