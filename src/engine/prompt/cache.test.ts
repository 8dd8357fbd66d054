import { describe, expect, it } from 'vitest';
import {
  type AssembledPrompt,
  type PromptSection,
  SECTION_SEPARATOR,
  type SectionId,
} from './assemble';
import {
  commonPrefixLength,
  comparePrompts,
  layoutFor,
  type ProviderModel,
  sectionEnds,
} from './cache';
import { roundToStep, usableBreakpoint } from './cacheRule';
import type { TokenCounter } from './tokens';

/** One token per character, so every expected number can be counted by hand. */
const perChar: TokenCounter = { name: 'chars', count: (text) => text.length };

/** A prompt from hand-written sections, joined as assemblePrompt joins them. */
const promptOf = (parts: [SectionId, string][]): AssembledPrompt => {
  const sections: PromptSection[] = [];
  let offset = 0;
  for (const [id, text] of parts) {
    if (sections.length > 0) offset += SECTION_SEPARATOR.length;
    sections.push({ id, title: id, text, start: offset, end: offset + text.length });
    offset += text.length;
  }
  return { sections, text: parts.map(([, text]) => text).join(SECTION_SEPARATOR), declared: [] };
};

// "PPPP␤␤CC␤␤DDD␤␤a␤b␤␤V1": 22 characters; the varying line starts at 20.
const base = (declarations: string, varying: string) =>
  promptOf([
    ['protocol', 'PPPP'],
    ['capabilities', 'CC'],
    ['discovery', 'DDD'],
    ['declarations', declarations],
    ['varying', varying],
  ]);

const automatic: ProviderModel = {
  id: 'auto',
  label: 'automatic',
  layout: 'as-assembled',
  minTokens: 8,
  step: 4,
};
const breakpoints: ProviderModel = {
  id: 'bp',
  label: 'breakpoints',
  layout: 'tools-first',
  minTokens: 0,
  step: 1,
  breakpoints: ['declarations', 'discovery', 'varying'],
};

describe('commonPrefixLength', () => {
  it('counts equal leading characters', () => {
    expect(commonPrefixLength('abc', 'abd')).toBe(2);
    expect(commonPrefixLength('abc', 'abc')).toBe(3);
    expect(commonPrefixLength('', 'abc')).toBe(0);
  });
});

describe('layoutFor', () => {
  it('moves the declarations first for a tools-first provider and recomputes offsets', () => {
    const laid = layoutFor(base('a\nb', 'V1'), breakpoints);
    expect(laid.text).toBe('a\nb\n\nPPPP\n\nCC\n\nDDD\n\nV1');
    expect(laid.sections.map((s) => [s.id, s.start, s.end])).toEqual([
      ['declarations', 0, 3],
      ['protocol', 5, 9],
      ['capabilities', 11, 13],
      ['discovery', 15, 18],
      ['varying', 20, 22],
    ]);
  });
});

describe('comparePrompts', () => {
  it('breaks in the varying line when only N changed', () => {
    const result = comparePrompts(base('a\nb', 'V1'), base('a\nb', 'V2'), perChar, [
      automatic,
      breakpoints,
    ]);
    expect(result).toMatchObject({
      stablePrefixChars: 21,
      stablePrefixTokens: 21,
      breakSection: 'varying',
      promptChars: 22,
      promptTokens: 22,
    });
    // 21 common tokens ≥ 8, rounded down to a multiple of 4.
    expect(result.cache.auto).toEqual({
      stablePrefixChars: 21,
      stablePrefixTokens: 21,
      breakSection: 'varying',
      cachedTokens: 20,
      uncachedTokens: 2,
      totalTokens: 22,
      underMinimum: false,
    });
    // Tools first: the common prefix (21) reaches the breakpoints at 3 and 18, not the one at 22.
    expect(result.cache.bp).toMatchObject({ stablePrefixChars: 21, cachedTokens: 18 });
  });

  it('breaks in the declarations when the set changed, which costs more tools-first', () => {
    const result = comparePrompts(base('a\nb', 'V1'), base('a\nc', 'V1'), perChar, [
      automatic,
      breakpoints,
    ]);
    expect(result.stablePrefixChars).toBe(17);
    expect(result.breakSection).toBe('declarations');
    expect(result.cache.auto?.cachedTokens).toBe(16);
    // "a\nb…" against "a\nc…": 2 common characters, short of the first breakpoint at 3.
    expect(result.cache.bp).toMatchObject({ stablePrefixChars: 2, cachedTokens: 0 });
  });

  it('caches nothing below the minimum, and everything of an identical prompt', () => {
    const small = { ...automatic, minTokens: 22, step: 1 };
    const same = comparePrompts(base('a', 'V'), base('a', 'V'), perChar, [small, breakpoints]);
    expect(same.breakSection).toBeNull();
    expect(same.cache.auto?.cachedTokens).toBe(0); // 19 tokens < 22
    expect(same.cache.bp?.cachedTokens).toBe(19);
    const bigger = comparePrompts(base('a\nb', 'V1'), base('a\nb', 'V1'), perChar, [small]);
    expect(bigger.cache.auto?.cachedTokens).toBe(22);
  });

  it('counts a breakpoint only where both prompts have it', () => {
    // Tools first: "a␤␤PPPP…" against "a␤b␤␤PPPP…" share "a␤". This prompt's declarations end
    // at 1, inside the common prefix, but the previous one's ended at 3: no cache entry at 1.
    const result = comparePrompts(base('a\nb', 'V1'), base('a', 'V1'), perChar, [breakpoints]);
    expect(result.cache.bp?.stablePrefixChars).toBe(2);
    expect(result.cache.bp?.cachedTokens).toBe(0);
  });

  it('treats the first turn as a cold cache breaking at offset 0', () => {
    const result = comparePrompts(undefined, base('a', 'V'), perChar, [automatic]);
    expect(result).toMatchObject({ stablePrefixChars: 0, breakSection: 'protocol' });
    expect(result.cache.auto).toMatchObject({ cachedTokens: 0, uncachedTokens: 19 });
  });
});

describe('sectionEnds', () => {
  const sections = [
    { id: 'protocol' as const, text: 'pp' },
    { id: 'declarations' as const, text: 'dddd' },
    { id: 'varying' as const, text: 'v' },
  ];

  it('gives section ends with the blank-line separators, declarations first for tools-first', () => {
    expect(sectionEnds(sections, 'as-assembled')).toEqual([
      { id: 'protocol', end: 2 },
      { id: 'declarations', end: 8 },
      { id: 'varying', end: 11 },
    ]);
    expect(sectionEnds(sections, 'tools-first').map((s) => s.end)).toEqual([4, 8, 11]);
  });

  it("are the laid-out prompt's own section ends", () => {
    const joined = sections.map((section) => section.text).join(SECTION_SEPARATOR);
    expect(sectionEnds(sections, 'as-assembled').at(-1)?.end).toBe(joined.length);
  });
});

describe('roundToStep', () => {
  it('rounds down to the step, and a step below 1 is exact', () => {
    expect(roundToStep(1300, 128)).toBe(1280);
    expect(roundToStep(1300, 1)).toBe(1300);
    expect(roundToStep(1300, 0)).toBe(1300);
  });
});

describe('usableBreakpoint', () => {
  const model = { breakpoints: ['declarations', 'varying'] as SectionId[], minTokens: 3 };
  const ends = [
    { id: 'protocol' as const, end: 2 },
    { id: 'declarations' as const, end: 8 },
    { id: 'varying' as const, end: 11 },
  ];

  it('takes the latest shared breakpoint within the common prefix that reaches the minimum', () => {
    expect(usableBreakpoint(model, ends, ends, 11, (end) => end)).toEqual({ end: 11, tokens: 11 });
    expect(usableBreakpoint(model, ends, ends, 10, (end) => end)).toEqual({ end: 8, tokens: 8 });
  });

  it('refuses a breakpoint the previous prompt lacks, or one below the minimum', () => {
    const moved = [ends[0]!, { id: 'declarations' as const, end: 9 }, ends[2]!];
    expect(usableBreakpoint(model, moved, ends, 10, (end) => end)).toBeUndefined();
    expect(usableBreakpoint({ ...model, minTokens: 9 }, ends, ends, 10, (end) => end)).toBe(
      undefined,
    );
  });
});

describe('underMinimum', () => {
  it('says a shared prefix below the minimum is why nothing is cached', () => {
    const result = comparePrompts(base('a\nb', 'V1'), base('a\nb', 'V2'), perChar, [
      { ...automatic, minTokens: 22 },
      { ...breakpoints, minTokens: 19 },
    ]);
    expect(result.cache.auto).toMatchObject({ cachedTokens: 0, underMinimum: true });
    // Tools first, the latest shared breakpoint ends at 18 characters: under 19.
    expect(result.cache.bp).toMatchObject({ cachedTokens: 0, underMinimum: true });
  });

  it('is false when something is cached, on a cold cache, and when no prefix is shared', () => {
    const now = base('a\nb', 'V2');
    const warm = comparePrompts(base('a\nb', 'V1'), now, perChar, [automatic, breakpoints]);
    expect(warm.cache.auto?.underMinimum).toBe(false);
    expect(warm.cache.bp?.underMinimum).toBe(false);
    const cold = comparePrompts(undefined, now, perChar, [{ ...automatic, minTokens: 99 }]);
    expect(cold.cache.auto).toMatchObject({ cachedTokens: 0, underMinimum: false });
    const broken = comparePrompts(promptOf([['protocol', 'X']]), now, perChar, [automatic]);
    expect(broken.cache.auto).toMatchObject({ stablePrefixTokens: 0, underMinimum: false });
  });
});
