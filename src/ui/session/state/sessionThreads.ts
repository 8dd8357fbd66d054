import type { Transcript } from '../../../engine/core';
import { freeName } from './savedTranscripts';
import type { SavedTranscript } from './sessionTypes';

/**
 * A Claude Code session's subagent threads, saved beside its main thread. Each thread is a
 * transcript of its own (replayed alone, linked by its name like any other) that remembers the
 * main thread it came with, so the picker lists a session's threads together and deleting the
 * session deletes them too. Pure; the slice persists the result.
 */

/** The importer names a thread `<file>-subagent-<n>`: the `-subagent-<n>` part, kept. */
const SUFFIX = /-subagent-\d+$/;

/**
 * The saved list with `threads` added after the main thread saved as `main`: each named after
 * `main` (the main's name may have been numbered to stay free), never over a name in `taken`.
 */
export const withThreads = (
  saved: readonly SavedTranscript[],
  threads: readonly Transcript[],
  main: string,
  taken: ReadonlySet<string>,
): { saved: SavedTranscript[]; threads: { name: string; title: string }[] } => {
  const used = new Set([...taken, ...saved.map((each) => each.transcript.name)]);
  const added = threads.map((thread, index): SavedTranscript => {
    const suffix = SUFFIX.exec(thread.name)?.[0] ?? `-subagent-${index + 1}`;
    const name = freeName(`${main}${suffix}`, used);
    used.add(name);
    return { transcript: { ...thread, name }, origin: 'imported', thread: { of: main } };
  });
  return {
    saved: [...saved, ...added],
    threads: added.map(({ transcript }) => ({
      name: transcript.name,
      title: transcript.title ?? transcript.name,
    })),
  };
};

/**
 * The import's notes with each thread named as it was saved: the importer names threads after
 * the file, and a numbered main (`x-2`) numbers its threads too.
 */
export const notesWithSavedNames = (
  notes: readonly string[],
  threads: readonly Transcript[],
  saved: readonly { name: string }[],
): string[] =>
  notes.map((note) =>
    threads.reduce(
      (text, thread, index) =>
        text.replaceAll(`"${thread.name}"`, `"${saved[index]?.name ?? thread.name}"`),
      note,
    ),
  );

/** The saved list without `name`, and without the threads of the session it is the main of. */
export const withoutSaved = (saved: readonly SavedTranscript[], name: string): SavedTranscript[] =>
  saved.filter((each) => each.transcript.name !== name && each.thread?.of !== name);
