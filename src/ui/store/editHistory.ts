import type { ToolText } from '../panels/edit/toolText';

/**
 * The tool edits of one catalog as an undo stack. `applied` entries are in the engine; the
 * rest are the redo stack. A new edit drops the redo stack, as every editor does. Pure data,
 * so it is stored as it is and travels in workspace files and share links.
 */
export type ToolEditEntry = { before: ToolText; after: ToolText };

export type EditHistory = { entries: ToolEditEntry[]; applied: number };

export const EMPTY_HISTORY: EditHistory = { entries: [], applied: 0 };

export const pushEdit = (history: EditHistory, entry: ToolEditEntry): EditHistory => ({
  entries: [...history.entries.slice(0, history.applied), entry],
  applied: history.applied + 1,
});

/** The entry to revert, and the history once it is reverted; undefined with nothing to undo. */
export const undoStep = (
  history: EditHistory,
): { entry: ToolEditEntry; history: EditHistory } | undefined => {
  const entry = history.entries[history.applied - 1];
  return entry && { entry, history: { ...history, applied: history.applied - 1 } };
};

/** The entry to re-apply, and the history once it is; undefined with nothing to redo. */
export const redoStep = (
  history: EditHistory,
): { entry: ToolEditEntry; history: EditHistory } | undefined => {
  const entry = history.entries[history.applied];
  return entry && { entry, history: { ...history, applied: history.applied + 1 } };
};

/** The entries currently in the engine, oldest first. */
export const appliedEntries = (history: EditHistory): ToolEditEntry[] =>
  history.entries.slice(0, history.applied);

/** Keeps the applied entries only: what a share link carries (its reader has no redo). */
export const withoutRedo = (history: EditHistory): EditHistory => ({
  entries: appliedEntries(history),
  applied: history.applied,
});

/**
 * Which catalog a history belongs to: the source (a built-in name or the file name), its
 * format and its size. Saved edits are re-applied only after each one's "before" text is
 * checked against the tool, so a different file under the same name cannot be corrupted.
 */
export const catalogKeyOf = (summary: { source: string; format: string; tools: number }) =>
  `${summary.source}|${summary.format}|${summary.tools}`;

/** The name a tool has now, given the edits applied since the catalog was loaded. */
export const currentName = (history: EditHistory, originalName: string): string =>
  appliedEntries(history).reduce(
    (name, entry) => (entry.before.name === name ? entry.after.name : name),
    originalName,
  );
