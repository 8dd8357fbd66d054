import type { ToolText } from '../../../engine/core';
import { trackRename } from '../../../engine/core';

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

/**
 * The tools the applied edits changed: each one's name now → its name as loaded (for a live
 * catalog, the name its server knows it by).
 */
export const editedOrigins = (history: EditHistory): Map<string, string> => {
  const origins = new Map<string, string>();
  for (const { before, after } of appliedEntries(history)) {
    trackRename(origins, before.name, after.name);
  }
  return origins;
};

/** Each applied entry with an identity that tells repeats apart (the same edit made twice). */
const keyed = (history: EditHistory | undefined): [string, ToolEditEntry][] => {
  const seen = new Map<string, number>();
  return (history ? appliedEntries(history) : []).map((entry) => {
    const json = JSON.stringify(entry);
    const n = (seen.get(json) ?? 0) + 1;
    seen.set(json, n);
    return [`${n}#${json}`, entry];
  });
};

const toolsOf = (entries: ToolEditEntry[]) =>
  new Set(entries.flatMap(({ before, after }) => [before.name, after.name]));

/**
 * Two tabs' histories of one catalog, merged when they changed different tools: `base` is what
 * this tab last agreed on with storage, `mine` what it holds now, `theirs` what another tab saved
 * since. Entries `mine` added since `base` are added to `theirs`, and entries it undid are taken
 * out, so an undo in one tab is not brought back by the merge. Undefined when both changed the
 * same tool (a name before or after any of the changed entries): that is a conflict the user
 * settles. The redo stacks are dropped: the merged history is all applied.
 */
export const mergeHistories = (
  base: EditHistory | undefined,
  mine: EditHistory | undefined,
  theirs: EditHistory | undefined,
): EditHistory | undefined => {
  const [b, m, t] = [keyed(base), keyed(mine), keyed(theirs)];
  const ids = (entries: [string, ToolEditEntry][]) => new Set(entries.map(([id]) => id));
  const [inBase, inMine, inTheirs] = [ids(b), ids(m), ids(t)];
  const diff = (from: [string, ToolEditEntry][], without: Set<string>) =>
    from.filter(([id]) => !without.has(id)).map(([, entry]) => entry);
  const mineChanged = toolsOf([...diff(m, inBase), ...diff(b, inMine)]);
  const theirsChanged = toolsOf([...diff(t, inBase), ...diff(b, inTheirs)]);
  if ([...mineChanged].some((name) => theirsChanged.has(name))) return undefined;
  const undoneHere = new Set([...inBase].filter((id) => !inMine.has(id)));
  const entries = [
    ...t.filter(([id]) => !undoneHere.has(id)).map(([, entry]) => entry),
    ...diff(m, new Set([...inBase, ...inTheirs])),
  ];
  return { entries, applied: entries.length };
};
