import {
  type AssembledPrompt,
  type PromptSection,
  SECTION_SEPARATOR,
  type SectionId,
  sectionAt,
} from './assemble';
import { type CacheRuleModel, cacheUnder, type SectionEnd } from './cacheRule';
import type { TokenCounter } from './tokens';

/**
 * Prefix-cache analysis between two consecutive prompts, under simple provider models. The
 * models are plain data (`DEFAULT_PROVIDERS`), so the UI can edit them; nothing about a
 * provider is hard-coded below. They model the tool surface only (tools and system text): the
 * messages come after it in every layout, so they can be reused only when nothing before
 * them broke.
 */

export type ProviderModel = CacheRuleModel & {
  /** A key for reports, e.g. `openai`. */
  id: string;
  label: string;
  /**
   * How the request is laid out, which decides what a change invalidates:
   * - `as-assembled`: the prompt as assembled, declarations inside the system text;
   * - `tools-first`: the declarations block first, then the other sections in their assembled
   *   order (Anthropic's request order: tools, then system, then messages).
   * With `breakpoints`, a prefix counts only when both prompts have that breakpoint at the same
   * offset and the common prefix reaches it.
   */
  layout: 'as-assembled' | 'tools-first';
};

/**
 * - Anthropic-style: tools, then system; breakpoints after the tool block, after the last static
 *   system section and at the end of the system text, and (under the `inline` order, whose found
 *   tools are in the conversation) at the end of the conversation: the 4 that Anthropic allows;
 *   1,024-token minimum (the larger models' minimum; Haiku's is 2,048).
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
    breakpoints: ['declarations', 'discovery', 'varying', 'found'],
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
  /** Nothing is cached only because the shared prefix is under the provider's minimum. */
  underMinimum: boolean;
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
  const outcome = cacheUnder(model, {
    previous: previous && sectionEnds(previous.sections, model.layout),
    current: sectionEnds(current.sections, model.layout),
    commonChars: common,
    commonTokens: stablePrefixTokens,
    totalTokens,
    tokensAt: (end) => counter.count(now.text.slice(0, end)),
  });
  const { cachedTokens } = outcome;
  return {
    stablePrefixChars: common,
    stablePrefixTokens,
    breakSection: breakOf(before, now, common),
    cachedTokens,
    uncachedTokens: totalTokens - cachedTokens,
    totalTokens,
    underMinimum: outcome.underMinimum,
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
