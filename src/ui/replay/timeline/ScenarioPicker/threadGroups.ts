import type { ScenarioEntry } from '../../state/sessionTypes';

/**
 * The user's transcripts as the picker groups them: the plain ones together, and each imported
 * session that has subagent threads as a group of its own, main thread first, so a thread is
 * picked beside the session it belongs to.
 */
export type PickerGroup =
  | { kind: 'plain'; entries: ScenarioEntry[] }
  | { kind: 'session'; main: ScenarioEntry; threads: ScenarioEntry[] };

export const pickerGroups = (own: readonly ScenarioEntry[]): PickerGroup[] => {
  const threadsOf = new Map<string, ScenarioEntry[]>();
  for (const each of own) {
    if (each.thread)
      threadsOf.set(each.thread.of, [...(threadsOf.get(each.thread.of) ?? []), each]);
  }
  const mains = new Set(own.filter((each) => threadsOf.has(each.name)).map((each) => each.name));
  // A thread whose session was deleted elsewhere still shows, among the plain ones.
  const plain = own.filter(
    (each) => !mains.has(each.name) && !(each.thread && mains.has(each.thread.of)),
  );
  return [
    ...(plain.length > 0 ? [{ kind: 'plain' as const, entries: plain }] : []),
    ...own
      .filter((each) => mains.has(each.name))
      .map((main) => ({ kind: 'session' as const, main, threads: threadsOf.get(main.name) ?? [] })),
  ];
};
