import { NEAREST_TOOLS, paletteScore } from '../../../../engine/core';

/**
 * What the palette offers and how it finds it. Every entry is a label and a `run`, in one of four
 * groups: recent queries, tools, panels and commands. Matching is the engine's `paletteScore`
 * (one rule with the tools a search that finds nothing offers); better matches sort first
 * within their group.
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
const GROUPS: { id: PaletteGroup; label: string }[] = [
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
  tools: NEAREST_TOOLS,
  panels: 10,
  commands: 50,
};

/** How well `text` matches a command (every word must match), or undefined. */
const matchScore = (command: Command, text: string): number | undefined =>
  paletteScore(command.label, command.keywords ?? '', text);

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
