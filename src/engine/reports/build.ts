import { buildTarget } from '../agents';
import { type AgentTarget, type AgentTargetId, targetTools } from '../agents/core';
import type { Catalog } from '../catalog/core';
import { ToollensError } from '../errors';
import { DEFAULT_PROVIDERS } from '../prompt/core';
import type { ReplayResult } from '../replay';
import type { ImportedFrom, Transcript, WorkingSetRule } from '../replay/core';
import { recommendFromReplayed } from './alwaysLoad';
import { diagnoseOne, diagnosisOf } from './diagnose';
import {
  type ReadSessionOptions,
  readSessionFile,
  type SessionFileText,
  sessionRule,
} from './read';
import {
  checkRecordedSearches,
  mergeRecordedSearches,
  type RecordedSearchesOptions,
  type RecordedSearchesReport,
} from './recordedSearches';
import { replaySession, replayTotals, type SessionsOptions } from './replayed';
import type { AlwaysLoadReport, Diagnosis, ReplayTotals, SessionDiagnosis } from './types';

/**
 * The session pipeline: files (any format the importers read) and a catalog in, finished
 * session records out, one a thread. Read (read.ts: threads named by one rule, each with its
 * agent's working-set rule), replayed once, then each record carries what the CLI's commands,
 * the worker and the page show of it: its turns, its discovery failures, its recorded searches
 * checked against the emulator, its cost. What many sessions add up to (`reportRecords`) is
 * computed from the records, never by replaying again. Pure: no Node, no DOM.
 */

/** Where a record was read from: the file and how it was read (its notes, each a sentence). */
export type SessionSource = ImportedFrom & { file: string; notes: string[] };

/** A session to record: a read thread, or a saved one whose rule is still to be picked. */
export type SessionInput = {
  name: string;
  transcript: Transcript;
  /** For a subagent thread: its session's main thread. */
  threadOf?: string;
  /** Its agent's rule, when already picked (`readSessionFile` picks it). */
  rule?: WorkingSetRule;
  source?: SessionSource;
};

export type SessionRecord = {
  /** The thread's name: its session's for the main thread, `<session>-subagent-<n>` else. */
  name: string;
  /** Its events, turn by turn. */
  transcript: Transcript;
  /** Its replay: the working set, prompt, cache and cost of every turn. */
  result: ReplayResult;
  /** Model iterations of each turn: one, plus one per discovery call. */
  iterations: number[];
  /** The rule it was replayed by. */
  rule: WorkingSetRule;
  /** `agent`: its agent's (`sessionRule`); `option`: the options' `rule`, for every session. */
  ruleFrom: 'agent' | 'option';
  threadOf?: string;
  source?: SessionSource;
  diagnosis: SessionDiagnosis;
  recordedSearches: RecordedSearchesReport;
  /** Its prompt tokens, model iterations and cached share, as the always-load what-if counts them. */
  cost: Required<ReplayTotals>;
};

/**
 * A record as it crosses to a page that has the transcript already: everything but the
 * transcript and the turn-by-turn replay (the Timeline replays the one thread it shows).
 */
export type SessionRecordView = Omit<
  SessionRecord,
  'transcript' | 'result' | 'iterations' | 'source'
>;

export const recordView = ({
  transcript: _,
  result: __,
  iterations: ___,
  source: ____,
  ...view
}: SessionRecord): SessionRecordView => view;

export type RecordOptions = Omit<SessionsOptions, 'catalog'> & {
  /** How recorded searches are asked again (the worker's kept targets). */
  recorded?: RecordedSearchesOptions;
};

export type BuildSessionsOptions = RecordOptions & Omit<ReadSessionOptions, 'session' | 'name'>;

/**
 * Each input's rule: its own, else its session's agent's, read from the session's threads
 * together (main first), so a subagent thread that searches nothing runs by its parent's rule.
 */
export const sessionRules = (inputs: readonly SessionInput[]): WorkingSetRule[] => {
  const bySession = new Map<string, Transcript[]>();
  for (const input of inputs) {
    const session = input.threadOf ?? input.name;
    const threads = bySession.get(session) ?? [];
    if (input.threadOf === undefined) threads.unshift(input.transcript);
    else threads.push(input.transcript);
    bySession.set(session, threads);
  }
  return inputs.map(
    (input) => input.rule ?? sessionRule(bySession.get(input.threadOf ?? input.name) ?? []),
  );
};

/** The records of sessions already read: each replayed once on `catalog`. */
export const recordSessions = (
  inputs: readonly SessionInput[],
  catalog: Catalog,
  options: RecordOptions = {},
): SessionRecord[] => {
  const { recorded = {}, ...rest } = options;
  const replayOptions: SessionsOptions = { ...rest, catalog };
  const providers = options.providers ?? DEFAULT_PROVIDERS;
  // One target of each agent for all sessions: building one indexes the whole catalog.
  const built = new Map<AgentTargetId, AgentTarget>();
  const targets =
    recorded.targets ??
    ((id: AgentTargetId) => {
      const target = built.get(id) ?? buildTarget(id, targetTools(catalog, recorded.server));
      built.set(id, target);
      return target;
    });
  const rules = sessionRules(inputs);
  return inputs.map((input, index) => {
    const own = rules[index] ?? 'lru';
    const replayed = replaySession({ ...input, rule: own }, replayOptions);
    return {
      ...replayed,
      rule: replayed.result.rule,
      ruleFrom: options.rule === undefined ? 'agent' : 'option',
      ...(input.threadOf === undefined ? {} : { threadOf: input.threadOf }),
      ...(input.source === undefined ? {} : { source: input.source }),
      diagnosis: diagnoseOne(replayed, replayOptions),
      recordedSearches: checkRecordedSearches([input], catalog, { ...recorded, targets }),
      cost: replayTotals([replayed], providers),
    };
  });
};

/**
 * The one session pipeline: every file read (its threads named and ruled, the session named
 * by its file's name, numbered if two files share one), then replayed on `catalog`. A file that does not read stops it with every problem, each naming the file.
 */
export const buildSessions = (
  files: readonly SessionFileText[],
  catalog: Catalog,
  options: BuildSessionsOptions = {},
): SessionRecord[] => {
  const { format, searchTool, activateTool, taken, ...record } = options;
  const catalogNames = options.catalogNames ?? catalog.tools.map((tool) => tool.name);
  const reading = {
    ...(format === undefined ? {} : { format }),
    ...(searchTool === undefined ? {} : { searchTool }),
    ...(activateTool === undefined ? {} : { activateTool }),
  };
  const used = new Set(taken);
  const inputs = files.flatMap((file): SessionInput[] => {
    const read = readSessionFile(file, {
      ...reading,
      catalogNames,
      session: file.name,
      taken: used,
    });
    if (!read.ok) throw new ToollensError(read.errors.join('\n'));
    const source: SessionSource = {
      file: read.file,
      format: read.format,
      shape: read.shape,
      detected: read.detected,
      notes: read.notes,
    };
    for (const thread of read.threads) used.add(thread.name);
    return read.threads.map((thread) => ({ ...thread, source }));
  });
  const { catalogNames: _, ...recordOptions } = record;
  return recordSessions(inputs, catalog, recordOptions);
};

/** What the records add up to: the diagnosis over all, what to always load, every recorded search. */
export type SessionsReport = {
  diagnosis: Diagnosis;
  alwaysLoad: AlwaysLoadReport;
  recordedSearches: RecordedSearchesReport;
};

/** The report with each session's record as it crosses to a page (`recordView`). */
export type RecordsReport = SessionsReport & { records: SessionRecordView[] };

/** What many session records add up to: the diagnosis, the always-load verdicts and the recorded-search checks. */
export const reportRecords = (
  records: readonly SessionRecord[],
  catalog: Catalog,
  options: Omit<SessionsOptions, 'catalog'> = {},
): SessionsReport => ({
  diagnosis: diagnosisOf(records.map((record) => record.diagnosis)),
  alwaysLoad: recommendFromReplayed(records, { ...options, catalog }),
  recordedSearches: mergeRecordedSearches(records.map((record) => record.recordedSearches)),
});
