import {
  type AssembledPrompt,
  type PromptSection,
  SECTION_SEPARATOR,
  type SectionId,
  sectionAt,
} from './assemble';
import type { TokenCounter } from './tokens';

/**
 * Prefix-cache analysis between two consecutive prompts, under simple provider models. The
 * models are plain data (`DEFAULT_PROVIDERS`), so the UI can edit them; nothing about a
 * provider is hard-coded below. They model the tool surface only (tools and system text): the
 * messages come after it in every layout, so they can be reused only when nothing before
 * them broke.
 */

export type ProviderModel = {
  /** A key for reports, e.g. `openai`. */
  id: string;
  label: string;
  /**
   * How the request is laid out, which decides what a change invalidates:
   * - `as-assembled`: the prompt as assembled, declarations inside the system text;
   * - `tools-first`: the declarations block first, then the other sections in their assembled
   *   order (Anthropic's request order: tools, then system, then messages).
   */
  layout: 'as-assembled' | 'tools-first';
  /** A prefix shorter than this many tokens is never cached. ≥ 0. */
  minTokens: number;
  /** The cached length is rounded down to a multiple of this many tokens. ≥ 1; 1 = exact. */
  step: number;
  /**
   * Where a cached prefix may end. Omitted: anywhere (automatic prefix caching). Otherwise
   * only at the end of these sections (explicit breakpoints); a prefix counts when both
   * prompts have that breakpoint at the same offset and the common prefix reaches it.
   */
  breakpoints?: SectionId[];
};

/**
 * - Anthropic-style: tools, then system; breakpoints after the tool block, after the last static
 *   system section and at the end (3 of the 4 that Anthropic allows); 1,024-token minimum (the
 *   larger models' minimum; Haiku's is 2,048).
 * - OpenAI-style: automatic prefix caching of the whole request from 1,024 tokens, in 128-token
 *   steps.
 */
export const DEFAULT_PROVIDERS: readonly ProviderModel[] = [
  {
    id: 'anthropic',
    label: 'Anthropic-style (tools, system; breakpoints)',
    layout: 'tools-first',
    minTokens: 1024,
    step: 1,
    breakpoints: ['declarations', 'discovery', 'varying'],
  },
  {
    id: 'openai',
    label: 'OpenAI-style (automatic prefix)',
    layout: 'as-assembled',
    minTokens: 1024,
    step: 128,
  },
];

export type ProviderCache = {
  /** The common prefix in this provider's layout. */
  stablePrefixChars: number;
  stablePrefixTokens: number;
  breakSection: SectionId | null;
  cachedTokens: number;
  uncachedTokens: number;
  totalTokens: number;
};

export type PromptComparison = {
  /** The longest common prefix of the two assembled prompts, in characters and tokens. */
  stablePrefixChars: number;
  stablePrefixTokens: number;
  /**
   * The section of the current prompt where the two first differ; null when identical. With no
   * previous prompt (the first turn) the break is at offset 0.
   */
  breakSection: SectionId | null;
  promptChars: number;
  promptTokens: number;
  /** By provider id. */
  cache: Record<string, ProviderCache>;
};

export const commonPrefixLength = (a: string, b: string): number => {
  const limit = Math.min(a.length, b.length);
  let index = 0;
  while (index < limit && a.charCodeAt(index) === b.charCodeAt(index)) index++;
  return index;
};

/** A section's end offset in a provider's layout. */
export type SectionEnd = { id: SectionId; end: number };

/** Sections in a provider's request order: `tools-first` moves the declarations first. */
const inLayout = <S extends { id: SectionId }>(
  sections: readonly S[],
  layout: ProviderModel['layout'],
): readonly S[] =>
  layout === 'as-assembled'
    ? sections
    : [
        ...sections.filter((section) => section.id === 'declarations'),
        ...sections.filter((section) => section.id !== 'declarations'),
      ];

/** Where each section ends in a provider's layout, joined by SECTION_SEPARATOR as assembled. */
export const sectionEnds = (
  sections: readonly { id: SectionId; text: string }[],
  layout: ProviderModel['layout'],
): SectionEnd[] => {
  let offset = -SECTION_SEPARATOR.length;
  return inLayout(sections, layout).map((section) => {
    offset += SECTION_SEPARATOR.length + section.text.length;
    return { id: section.id, end: offset };
  });
};

/** The prompt re-laid in a provider's request order; offsets are recomputed. */
export const layoutFor = (prompt: AssembledPrompt, model: ProviderModel): AssembledPrompt => {
  if (model.layout === 'as-assembled') return prompt;
  const ordered = inLayout(prompt.sections, model.layout);
  const ends = sectionEnds(ordered, 'as-assembled');
  const sections: PromptSection[] = ordered.map((section, i) => {
    const end = ends[i]?.end ?? 0;
    return { ...section, start: end - section.text.length, end };
  });
  const text = ordered.map((section) => section.text).join(SECTION_SEPARATOR);
  return { ...prompt, sections, text };
};

const breakOf = (previous: AssembledPrompt | undefined, current: AssembledPrompt, at: number) =>
  previous?.text === current.text ? null : (sectionAt(current, at) ?? null);

/** A cached length rounded down to the provider's step (≥ 1; 1 = exact). */
export const roundToStep = (tokens: number, step: number): number =>
  tokens - (tokens % Math.max(1, step));

/**
 * The breakpoint a provider with explicit breakpoints caches up to: the latest breakpoint both
 * prompts have at the same offset, within their common prefix (`common` characters), whose
 * prefix reaches the minimum. `tokensAt(end)` counts the tokens of the prefix ending there.
 * Undefined when none qualifies: nothing is cached.
 */
export const usableBreakpoint = (
  model: Pick<ProviderModel, 'breakpoints' | 'minTokens'>,
  previous: readonly SectionEnd[],
  current: readonly SectionEnd[],
  common: number,
  tokensAt: (end: number) => number,
): { end: number; tokens: number } | undefined => {
  const ids = model.breakpoints ?? [];
  const breakpoints = (ends: readonly SectionEnd[]) =>
    new Set(ends.filter((span) => ids.includes(span.id)).map((span) => span.end));
  const shared = breakpoints(previous);
  const usable = [...breakpoints(current)]
    .filter((end) => shared.has(end) && end <= common)
    .sort((a, b) => b - a);
  for (const end of usable) {
    const tokens = tokensAt(end);
    if (tokens >= model.minTokens) return { end, tokens };
  }
  return undefined;
};

const providerCache = (
  previous: AssembledPrompt | undefined,
  current: AssembledPrompt,
  model: ProviderModel,
  counter: TokenCounter,
): ProviderCache => {
  const now = layoutFor(current, model);
  const before = previous && layoutFor(previous, model);
  const common = before ? commonPrefixLength(before.text, now.text) : 0;
  const totalTokens = counter.count(now.text);
  const stablePrefixTokens = counter.count(now.text.slice(0, common));
  let cachedTokens = 0;
  if (previous && model.breakpoints) {
    const found = usableBreakpoint(
      model,
      sectionEnds(previous.sections, model.layout),
      sectionEnds(current.sections, model.layout),
      common,
      (end) => counter.count(now.text.slice(0, end)),
    );
    cachedTokens = found?.tokens ?? 0;
  } else if (previous && stablePrefixTokens >= model.minTokens) {
    cachedTokens = stablePrefixTokens;
  }
  cachedTokens = Math.min(totalTokens, roundToStep(cachedTokens, model.step));
  return {
    stablePrefixChars: common,
    stablePrefixTokens,
    breakSection: breakOf(before, now, common),
    cachedTokens,
    uncachedTokens: totalTokens - cachedTokens,
    totalTokens,
  };
};

/**
 * Compares a turn's prompt with the one before it (`undefined` on the first turn: a cold cache).
 * Token counts of a prefix count the prefix text on its own, so a token straddling the break
 * may be counted once more than a provider would.
 */
export const comparePrompts = (
  previous: AssembledPrompt | undefined,
  current: AssembledPrompt,
  counter: TokenCounter,
  providers: readonly ProviderModel[] = DEFAULT_PROVIDERS,
): PromptComparison => {
  const common = previous ? commonPrefixLength(previous.text, current.text) : 0;
  const cache: Record<string, ProviderCache> = {};
  for (const model of providers) cache[model.id] = providerCache(previous, current, model, counter);
  return {
    stablePrefixChars: common,
    stablePrefixTokens: counter.count(current.text.slice(0, common)),
    breakSection: breakOf(previous, current, common),
    promptChars: current.text.length,
    promptTokens: counter.count(current.text),
    cache,
  };
};
