import {
  buildSessions,
  type Catalog,
  type RecordedSearchCheck,
  type RecordedSearchSkip,
} from '../engine';
import type { PlayRun, TaskStop } from './types';

/**
 * What a run adds up to, and how the emulators' answers compare with the real searches. The
 * comparison reads the run's log exactly as a recorded session is read (the session pipeline's
 * `buildSessions` and its recorded-search check), so a run needs no special case anywhere a log
 * is read: the Claude API's regex searches are asked of the regex emulator, OpenAI's hosted
 * `tool_search` of Codex's (OpenAI's own ranking is not public: a difference is expected, and
 * the check says where the search ran); the BM25 tool search has no emulator, and the harness's
 * search is toollens's own engine.
 */

export type PlayFigures = {
  tasks: number;
  /** Tasks with labelled tools (a typed task has none): the shares below are of these. */
  labelled: number;
  /** Tasks where a search returned a relevant tool. */
  found: number;
  /** Tasks where the model called a relevant tool. */
  chosen: number;
  foundAndChosen: number;
  /** Tasks where every call of a relevant tool had valid arguments. */
  validArgs: number;
  searches: number;
  requests: number;
  usage: { input: number; output: number };
  stops: Partial<Record<TaskStop, number>>;
};

export const playFigures = (run: PlayRun): PlayFigures => {
  const figures: PlayFigures = {
    tasks: run.tasks.length,
    labelled: 0,
    found: 0,
    chosen: 0,
    foundAndChosen: 0,
    validArgs: 0,
    searches: 0,
    requests: 0,
    usage: { input: 0, output: 0 },
    stops: {},
  };
  for (const task of run.tasks) {
    if (task.relevant.length > 0) figures.labelled++;
    if (task.found) figures.found++;
    if (task.chosen) figures.chosen++;
    if (task.found && task.chosen) figures.foundAndChosen++;
    if (task.validArgs === true) figures.validArgs++;
    figures.searches += task.searches.length;
    figures.requests += task.requests;
    figures.usage.input += task.usage.input;
    figures.usage.output += task.usage.output;
    figures.stops[task.stop] = (figures.stops[task.stop] ?? 0) + 1;
  }
  return figures;
};

/** The run's log as the JSON Lines file it is saved as. */
export const runLogText = (run: PlayRun): string =>
  `${run.log.map((line) => JSON.stringify(line)).join('\n')}\n`;

export type PlayPredictions = {
  checks: RecordedSearchCheck[];
  skipped: RecordedSearchSkip[];
  /** Why nothing was compared, when nothing could be. */
  note?: string;
};

/** Each real search beside the emulator's answer to it, read from the run's own log. */
export const playPredictions = (run: PlayRun, catalog: Catalog): PlayPredictions => {
  if (run.search === 'harness')
    return {
      checks: [],
      skipped: [],
      note: "the harness's search_tools is toollens's own engine: its answers are the engine's by construction",
    };
  if (run.log.length === 0) return { checks: [], skipped: [], note: 'the run logged nothing' };
  const [record] = buildSessions([{ name: 'play', text: runLogText(run) }], catalog);
  return {
    checks: record?.recordedSearches.checks ?? [],
    skipped: record?.recordedSearches.skipped ?? [],
    ...(run.search === 'bm25'
      ? { note: "the Claude API's BM25 tool search is not public: no emulator answers it" }
      : {}),
  };
};
