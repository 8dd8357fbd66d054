import type { Tool } from '../catalog/core';

/**
 * The palette's matching, one rule for the page's command palette and for the tools a search
 * that finds nothing offers instead: "fuzzy-ish". Every typed word must be found in the label or
 * its keywords, as a prefix, inside a word, or as an abbreviation ("exrd" finds excel_read, and
 * "insertmany" finds insert_many); better matches score higher. No index, no stemmer: the page
 * runs it on every keystroke.
 */

const WORD_START = /[\s_\-./:]/;

/** How far an abbreviation's letters may spread, per letter: "exrd" spans "excel_read" (10). */
const SPREAD_PER_LETTER = 3;

/**
 * An abbreviation: the letters of `word` appear in `text` in order, from the start of a word and
 * close together. Letters scattered over a whole label ("sample" in "share link, embed…
 * workspace file") are no match.
 */
const abbreviates = (text: string, word: string): boolean => {
  const first = word[0] ?? '';
  for (let start = text.indexOf(first); start !== -1; start = text.indexOf(first, start + 1)) {
    if (start > 0 && !WORD_START.test(text[start - 1] ?? '')) continue;
    let at = start + 1;
    for (const char of word.slice(1)) {
      at = text.indexOf(char, at) + 1;
      if (at === 0) return false;
    }
    if (at - start <= word.length * SPREAD_PER_LETTER) return true;
  }
  return false;
};

/** How well one typed word matches: higher is better, undefined is no match. */
const wordScore = (label: string, keywords: string, word: string): number | undefined => {
  if (label.startsWith(word)) return 4;
  const at = label.indexOf(word);
  if (at > 0) return WORD_START.test(label[at - 1] ?? '') ? 3 : 2;
  if (keywords.includes(word)) return 1;
  // Single letters in order match almost anything; only longer abbreviations count.
  if (word.length >= 3 && abbreviates(label, word)) return 0.5;
  return undefined;
};

/** How well `text` matches a label and its keywords (every word must match), or undefined. */
export const paletteScore = (label: string, keywords: string, text: string): number | undefined => {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  const lower = label.toLowerCase();
  const extra = keywords.toLowerCase();
  let total = 0;
  for (const word of words) {
    const score = wordScore(lower, extra, word);
    if (score === undefined) return undefined;
    total += score;
  }
  return total;
};

/** A tool as the palette lists it: its name, found also by its domains and capabilities. */
const toolKeywords = (tool: Pick<Tool, 'domains' | 'capabilities'>): string =>
  [...tool.domains, ...tool.capabilities].join(' ');

/** How many tools the palette lists, and a search that finds nothing offers. */
export const NEAREST_TOOLS = 8;

/**
 * The tools the palette would list for `query`, best match first (catalog order among equals),
 * at most `limit`: what a search that finds nothing offers. Scaffolding tools are left out, as
 * from every search: the model already has them.
 */
export const nearestTools = (
  tools: readonly Tool[],
  query: string,
  limit: number = NEAREST_TOOLS,
): string[] => {
  if (query.trim() === '') return [];
  const scored: { name: string; order: number; score: number }[] = [];
  tools.forEach((tool, order) => {
    if (tool.scaffolding === true) return;
    const score = paletteScore(tool.name, toolKeywords(tool), query);
    if (score !== undefined) scored.push({ name: tool.name, order, score });
  });
  return scored
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, Math.max(0, limit))
    .map((each) => each.name);
};
