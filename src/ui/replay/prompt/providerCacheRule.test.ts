import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AssembledPrompt,
  comparePrompts,
  type PromptSection,
  type ProviderModel,
  type ReplayTurn,
  SECTION_SEPARATOR,
  type SectionId,
  type TokenCounter,
} from '../../../engine/core';
import { estimateCache } from './providerCache';

/**
 * The page's figures while a replay with edited models is on its way must be the engine's own:
 * both apply the engine's one cache rule. With one token per character the page's
 * proportional estimate of a breakpoint is exact, so they must agree for every model.
 */

const perChar: TokenCounter = { name: 'chars', count: (text) => text.length };
const IDS: SectionId[] = ['protocol', 'capabilities', 'discovery', 'declarations', 'varying'];

const promptOf = (texts: readonly string[]): AssembledPrompt => {
  const sections: PromptSection[] = [];
  let offset = 0;
  texts.forEach((text, i) => {
    if (i > 0) offset += SECTION_SEPARATOR.length;
    const id = IDS[i] ?? 'varying';
    sections.push({ id, title: id, text, start: offset, end: offset + text.length });
    offset += text.length;
  });
  return { sections, text: texts.join(SECTION_SEPARATOR), declared: [] };
};

/** A turn as the last replay measured it, under `model` with any minimum and step. */
const replayed = (
  previous: AssembledPrompt | undefined,
  prompt: AssembledPrompt,
  model: ProviderModel,
) => {
  const measured = comparePrompts(previous, prompt, perChar, [{ ...model, minTokens: 0, step: 1 }]);
  return { ...measured, prompt } as unknown as ReplayTurn;
};

const section = fc.string({ unit: fc.constantFrom('a', 'b', 'c'), minLength: 1, maxLength: 30 });
const prompts = fc
  .tuple(fc.array(section, { minLength: 5, maxLength: 5 }), fc.nat(4), fc.nat(30), section)
  .map(([texts, at, cut, edit]) => {
    // The current prompt keeps the previous one up to `cut` characters of section `at`.
    const current = texts.map((text, i) => (i === at ? text.slice(0, cut) + edit : text));
    return { previous: promptOf(texts), current: promptOf(current) };
  });
const model: fc.Arbitrary<ProviderModel> = fc.record({
  id: fc.constant('m'),
  label: fc.constant('model'),
  layout: fc.constantFrom('as-assembled' as const, 'tools-first' as const),
  minTokens: fc.nat(160),
  step: fc.integer({ min: 1, max: 16 }),
  breakpoints: fc.option(fc.subarray(IDS), { nil: undefined }),
});

describe("the page's cache estimate", () => {
  it("equals the engine's figures for any prompts, prefix lengths, minimums and steps", () => {
    fc.assert(
      fc.property(prompts, model, ({ previous, current }, shown) => {
        const engine = comparePrompts(previous, current, perChar, [shown]).cache.m;
        const page = estimateCache(
          shown,
          replayed(previous, current, shown),
          replayed(undefined, previous, shown),
        );
        expect({
          cached: page.cachedTokens,
          uncached: page.uncachedTokens,
          underMinimum: page.underMinimum,
        }).toEqual({
          cached: engine?.cachedTokens,
          uncached: engine?.uncachedTokens,
          underMinimum: engine?.underMinimum,
        });
      }),
      { numRuns: 300 },
    );
  });
});
