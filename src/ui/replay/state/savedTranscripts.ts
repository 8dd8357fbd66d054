import type { Transcript } from '../../../engine/core';

import { type CatalogChoice, isDemoCatalog } from '../../shared/view';
import type { SavedTranscript, ScenarioEntry, TranscriptOrigin } from './sessionTypes';

/**
 * The scenario list: the demo scenarios, then the user's transcripts. An edited demo keeps the
 * demo's name and stands in for it, so the links and the picker keep working and a reset
 * (forgetting the edit) brings the original back. Pure; the slice persists the result.
 *
 * The demo scenarios (edited or not) activate the demo catalog's tools: on any other catalog
 * every activation would be refused as not in the catalog, and their savings figures would be
 * the demo's, so there they are not offered and the user's own transcripts are all there is.
 */

/** The workspace format under the `transcripts` key. */
export type SavedFile = { transcripts: SavedTranscript[] };

export const scenarioEntries = (
  demoScenarios: readonly Transcript[],
  allSaved: readonly SavedTranscript[],
  catalog: CatalogChoice,
): ScenarioEntry[] => {
  const onDemo = isDemoCatalog(catalog);
  const scenarios = onDemo ? demoScenarios : [];
  const saved = onDemo ? allSaved : allSaved.filter((each) => each.origin !== 'edited');
  const byName = new Map(saved.map((entry) => [entry.transcript.name, entry]));
  const demoNames = new Set(scenarios.map((scenario) => scenario.name));
  const entry = (
    transcript: Transcript,
    kind: ScenarioEntry['kind'],
    thread?: SavedTranscript['thread'],
  ): ScenarioEntry => ({
    name: transcript.name,
    title: transcript.title ?? transcript.name,
    kind,
    transcript,
    ...(thread ? { thread } : {}),
  });
  return [
    ...scenarios.map((scenario) => {
      const edited = byName.get(scenario.name);
      return edited ? entry(edited.transcript, 'edited') : entry(scenario, 'demo');
    }),
    ...saved
      .filter((each) => !demoNames.has(each.transcript.name))
      .map((each) => entry(each.transcript, each.origin, each.thread)),
  ];
};

/**
 * The scenario a view names; no name means the first entry (on the demo, the design's five
 * turns, docs/design/working-set.md), and none at all on a catalog with no transcripts of the
 * user's yet.
 */
export const pickScenario = (
  entries: readonly ScenarioEntry[],
  name: string | undefined,
): ScenarioEntry | undefined =>
  name === undefined ? entries[0] : entries.find((entry) => entry.name === name);

/** Adds or replaces a saved transcript by name, keeping the list's order. */
export const upsertSaved = (
  saved: readonly SavedTranscript[],
  transcript: Transcript,
  origin: TranscriptOrigin,
  replaces: string = transcript.name,
): SavedTranscript[] => {
  const entry = { transcript, origin };
  const at = saved.findIndex((each) => each.transcript.name === replaces);
  const rest = saved.filter(
    (each, index) => index === at || each.transcript.name !== transcript.name,
  );
  if (at === -1) return [...rest, entry];
  return rest.map((each) => (each.transcript.name === replaces ? entry : each));
};

/** The saved list without `name`, and without the threads of the session it is the main of. */
export const withoutSaved = (saved: readonly SavedTranscript[], name: string): SavedTranscript[] =>
  saved.filter((each) => each.transcript.name !== name && each.thread?.of !== name);

/** What the workspace held, if it is the shape this version writes; anything else is dropped. */
export const readSaved = (value: unknown): SavedTranscript[] => {
  if (typeof value !== 'object' || value === null) return [];
  const list = (value as Partial<SavedFile>).transcripts;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (each): each is SavedTranscript =>
      typeof each === 'object' &&
      each !== null &&
      typeof each.transcript?.name === 'string' &&
      Array.isArray(each.transcript?.turns),
  );
};
