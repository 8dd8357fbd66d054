/**
 * What the palette offers and how it finds it. Every entry is a label and a `run`, in one of four
 * groups: recent queries, tools, panels and commands. Matching is "fuzzy-ish": every typed word
 * must be found in the label or keywords, as a prefix, inside a word, or as an abbreviation
 * ("exrd" finds excel_read); better matches sort first within their group.
 */

export type PaletteGroup = 'recent' | 'tools' | 'panels' | 'commands';

export type Command = {
  id: string;
  label: string;
  /** Extra words that find it ("bm25" finds the ranker toggle). */
  keywords?: string;
  /** A word on what it is, shown after the label (a tool's domains: why "spread" found it). */
  detail?: string;
  /** Its keyboard shortcut, shown beside it. */
  shortcut?: string;
  /** Where it is listed; commands by default. */
  group?: PaletteGroup;
  run: () => void;
};

/** The order and headings of the groups. */
export const GROUPS: { id: PaletteGroup; label: string }[] = [
  { id: 'recent', label: 'Recent queries' },
  { id: 'tools', label: 'Tools' },
  { id: 'panels', label: 'Panels' },
  { id: 'commands', label: 'Commands' },
];

/**
 * How many entries a group shows. A 10,000-tool catalog would bury everything else, and with
 * nothing typed the tools are not listed at all: the palette cannot guess which one is wanted.
 */
const GROUP_LIMIT: Record<PaletteGroup, number> = {
  recent: 5,
  tools: 8,
  panels: 10,
  commands: 50,
};

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

/** How well `text` matches a command (every word must match), or undefined. */
export const matchScore = (command: Command, text: string): number | undefined => {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  const label = command.label.toLowerCase();
  const keywords = (command.keywords ?? '').toLowerCase();
  let total = 0;
  for (const word of words) {
    const score = wordScore(label, keywords, word);
    if (score === undefined) return undefined;
    total += score;
  }
  return total;
};

export type PaletteSection = { group: PaletteGroup; label: string; commands: Command[] };

/** The entries that match `text`, grouped in `GROUPS` order, best match first in each. */
export const paletteSections = (commands: readonly Command[], text: string): PaletteSection[] => {
  const typed = text.trim() !== '';
  return GROUPS.flatMap(({ id, label }) => {
    if (id === 'tools' && !typed) return [];
    const scored = commands
      .map((command, order) => ({ command, order, score: matchScore(command, text) }))
      .filter(
        (each): each is { command: Command; order: number; score: number } =>
          (each.command.group ?? 'commands') === id && each.score !== undefined,
      )
      // Stable among equals: the caller's order (recent first, catalog order) breaks ties.
      .sort((a, b) => b.score - a.score || a.order - b.order)
      .slice(0, GROUP_LIMIT[id])
      .map((each) => each.command);
    return scored.length === 0 ? [] : [{ group: id, label, commands: scored }];
  });
};

/** The entries that match `text`, in the order the palette lists them. */
export const filterCommands = (commands: readonly Command[], text: string): Command[] =>
  paletteSections(commands, text).flatMap((section) => section.commands);
