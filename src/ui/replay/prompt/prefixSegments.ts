import type { PromptSection, SectionId } from '../../../engine/core';

/**
 * How much of each section lies in the cache-stable prefix: the common prefix with the turn
 * before, `stableChars` long. A section is stable whole, in part (the prefix breaks inside it)
 * or not at all. The blank lines between sections belong to no section.
 */
export type SectionPrefix = {
  id: SectionId;
  title: string;
  text: string;
  start: number;
  end: number;
  /** Characters of this section inside the stable prefix, 0…text.length. */
  stable: number;
  state: 'all' | 'part' | 'none';
};

export const sectionPrefixes = (
  sections: readonly PromptSection[],
  stableChars: number,
): SectionPrefix[] =>
  sections.map((section) => {
    const stable = Math.max(0, Math.min(section.text.length, stableChars - section.start));
    const state = stable === section.text.length ? 'all' : stable === 0 ? 'none' : 'part';
    return { ...section, stable, state: section.text.length === 0 ? 'all' : state };
  });

/** The prefix as a share of the prompt, as a whole percentage; 100 only when all of it. */
export const percentOf = (part: number, whole: number): number => {
  if (whole === 0) return 0;
  const value = Math.floor((part / whole) * 100);
  return part < whole ? Math.min(99, value) : 100;
};

/** 1-based line and column of a character offset, to say where a long section breaks. */
export const lineOf = (text: string, offset: number): { line: number; column: number } => {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
};
