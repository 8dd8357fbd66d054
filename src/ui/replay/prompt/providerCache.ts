import {
  cacheUnder,
  type ProviderCache,
  type ProviderModel,
  type ReplayTurn,
  sectionEnds,
} from '../../../engine/core';

/**
 * Cached and uncached tokens per turn under the provider models the Prompt panel shows. The
 * worker's replay computes them exactly under the models it was asked with; an edit of a
 * model (minimum tokens, step) asks for a new replay. Until that answer arrives, the edited
 * rules are applied here, in the page, to the common prefixes the last replay measured. For a
 * model that caches any prefix (OpenAI-style) that is exact. For a breakpoint model
 * (Anthropic-style) a breakpoint's tokens are exact at the prompt's end and at the end of the
 * common prefix; a breakpoint strictly inside the common prefix is estimated in proportion to
 * its characters, and `estimated` says so.
 */

/** The engine's figures for one provider, with the page's share and whether they are estimated. */
export type CacheEstimate = ProviderCache & {
  id: string;
  label: string;
  /** cachedTokens / totalTokens, 0…1. */
  share: number;
  estimated: boolean;
};

/**
 * One turn's cache under `model`; `previous` is the turn before (undefined on the first turn,
 * a cold cache). The turn's replayed figures for the same provider id must exist.
 */
export const estimateCache = (
  model: ProviderModel,
  turn: ReplayTurn,
  previous: ReplayTurn | undefined,
): CacheEstimate => {
  const replayed = turn.cache[model.id];
  const stableChars = replayed?.stablePrefixChars ?? 0;
  const stableTokens = replayed?.stablePrefixTokens ?? 0;
  const totalTokens = replayed?.totalTokens ?? turn.promptTokens;
  const totalChars = turn.promptChars;
  // The engine's rule, with a prefix's tokens exact at the prompt's end and at the end of the
  // common prefix, and in proportion to its characters in between.
  const exact = (end: number) => end === totalChars || end === stableChars;
  const outcome = cacheUnder(model, {
    previous: previous && sectionEnds(previous.prompt.sections, model.layout),
    current: sectionEnds(turn.prompt.sections, model.layout),
    commonChars: stableChars,
    commonTokens: stableTokens,
    totalTokens,
    tokensAt: (end) =>
      end === totalChars
        ? totalTokens
        : end === stableChars
          ? stableTokens
          : Math.round((stableTokens * end) / Math.max(1, stableChars)),
  });
  const cached = outcome.cachedTokens;
  const estimated = outcome.end !== undefined && !exact(outcome.end);
  return {
    id: model.id,
    label: model.label,
    stablePrefixChars: stableChars,
    stablePrefixTokens: stableTokens,
    breakSection: replayed?.breakSection ?? null,
    cachedTokens: cached,
    uncachedTokens: totalTokens - cached,
    totalTokens,
    underMinimum: outcome.underMinimum,
    share: totalTokens === 0 ? 0 : cached / totalTokens,
    estimated,
  };
};

/** Every turn under every model: `[turn][provider]`. */
export const estimateTurns = (
  models: readonly ProviderModel[],
  turns: readonly ReplayTurn[],
): CacheEstimate[][] =>
  turns.map((turn, index) => models.map((model) => estimateCache(model, turn, turns[index - 1])));

/** One turn's cache under `model`, as the replay computed it. */
const replayedCache = (model: ProviderModel, turn: ReplayTurn): CacheEstimate => {
  const cache = turn.cache[model.id];
  const totalTokens = cache?.totalTokens ?? turn.promptTokens;
  const cachedTokens = cache?.cachedTokens ?? 0;
  return {
    id: model.id,
    label: model.label,
    stablePrefixChars: cache?.stablePrefixChars ?? 0,
    stablePrefixTokens: cache?.stablePrefixTokens ?? 0,
    breakSection: cache?.breakSection ?? null,
    cachedTokens,
    uncachedTokens: totalTokens - cachedTokens,
    totalTokens,
    underMinimum: cache?.underMinimum ?? false,
    share: totalTokens === 0 ? 0 : cachedTokens / totalTokens,
    estimated: false,
  };
};

const sameModels = (a: readonly ProviderModel[], b: readonly ProviderModel[]) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * Every turn under every shown model: the replay's own figures when it ran with these models,
 * else the page's estimate from the replay it has (while the new one is on its way).
 */
export const cachesOf = (
  models: readonly ProviderModel[],
  turns: readonly ReplayTurn[],
  replayedWith: readonly ProviderModel[],
): CacheEstimate[][] =>
  sameModels(models, replayedWith)
    ? turns.map((turn) => models.map((model) => replayedCache(model, turn)))
    : estimateTurns(models, turns);
