/**
 * The command palette's commands and their filtering. Each command is a label and a `run`;
 * the palette matches every typed word against the label and keywords, in any order.
 */

export type Command = {
  id: string;
  label: string;
  /** Extra words that find it ("bm25" finds the ranker toggle). */
  keywords?: string;
  /** Its keyboard shortcut, shown beside it. */
  shortcut?: string;
  run: () => void;
};

export const filterCommands = (commands: readonly Command[], text: string): Command[] => {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...commands];
  return commands.filter((command) => {
    const haystack = `${command.label} ${command.keywords ?? ''}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
};
