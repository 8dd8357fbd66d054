import type { ProviderModel, ReplayTurn, SectionId } from '../../../engine';

/**
 * Cached and uncached tokens under provider models the user edited (minimum tokens, step).
 * The replay computed each provider's common prefix once, under the default models; the worker
 * API takes no models, so the edited rules are applied here, in the page, to those prefixes.
 * For a model that caches any prefix (OpenAI-style) the result is exact. For a breakpoint model
 * (Anthropic-style) a breakpoint's tokens are exact at the prompt's end and at the end of the
 * common prefix; a breakpoint strictly inside the common prefix is estimated in proportion to
 * its characters, and `estimated` says so.
 */

export type CacheEstimate = {
  id: string;
  label: string;
  stablePrefixChars: number;
  stablePrefixTokens: number;
  breakSection: SectionId | null;
  cachedTokens: number;
  uncachedTokens: number;
  totalTokens: number;
  /** cachedTokens / totalTokens, 0…1. */
  share: number;
  estimated: boolean;
};

type Span = { id: SectionId; end: number };

const SEPARATOR = 2; // assemble.ts joins sections with a blank line

/** Section ends in a provider's request order (`tools-first` moves the declarations first). */
export const sectionEnds = (
  sections: readonly { id: SectionId; text: string }[],
  layout: ProviderModel['layout'],
): Span[] => {
  const ordered =
    layout === 'tools-first'
      ? [
          ...sections.filter((s) => s.id === 'declarations'),
          ...sections.filter((s) => s.id !== 'declarations'),
        ]
      : sections;
  let offset = -SEPARATOR;
  return ordered.map((section) => {
    offset += SEPARATOR + section.text.length;
    return { id: section.id, end: offset };
  });
};

const roundDown = (tokens: number, step: number) => tokens - (tokens % Math.max(1, step));

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
  let cached = 0;
  let estimated = false;
  if (previous && model.breakpoints) {
    const before = new Set(
      sectionEnds(previous.prompt.sections, model.layout)
        .filter((span) => model.breakpoints?.includes(span.id))
        .map((span) => span.end),
    );
    const usable = sectionEnds(turn.prompt.sections, model.layout)
      .filter((span) => model.breakpoints?.includes(span.id))
      .map((span) => span.end)
      .filter((end) => before.has(end) && end <= stableChars)
      .sort((a, b) => b - a);
    for (const end of usable) {
      const exact = end === totalChars || end === stableChars;
      const tokens =
        end === totalChars
          ? totalTokens
          : end === stableChars
            ? stableTokens
            : Math.round((stableTokens * end) / Math.max(1, stableChars));
      if (tokens >= model.minTokens) {
        cached = tokens;
        estimated = !exact;
        break;
      }
    }
  } else if (previous && stableTokens >= model.minTokens) {
    cached = stableTokens;
  }
  cached = Math.min(totalTokens, roundDown(cached, model.step));
  return {
    id: model.id,
    label: model.label,
    stablePrefixChars: stableChars,
    stablePrefixTokens: stableTokens,
    breakSection: replayed?.breakSection ?? null,
    cachedTokens: cached,
    uncachedTokens: totalTokens - cached,
    totalTokens,
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
