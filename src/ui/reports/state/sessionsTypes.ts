import type { SessionInput } from '../../../engine';
import type { LogReading } from '../../../engine/core';
import type { ManySessionsReport, MinedReport } from '../../../worker/boundary';
import type { Engine } from '../../../worker/EngineClient';
import type { SessionState } from '../../replay';
import type { RequestState } from '../../shared/request';
import type { GetState, SetState } from '../../shared/slice';
import type { View } from '../../shared/view';

/**
 * The Sessions view's state: the report over the user's sessions (the saved transcripts, the
 * session threads among them) computed in the worker, the query set mined from them, and the
 * problems of the files imported here, each named with its file.
 */

export type SessionsEngine = Pick<Engine, 'call'>;

/** A file the user chose, read (or refused) on the page. */
export type ChosenFile =
  | { name: string; ok: true; text: string }
  | { name: string; ok: false; message: string };

/** One file that could not be imported, with every problem (each names the file and line). */
export type SessionImportError = { source: string; errors: string[] };

type SessionsActions = {
  /** Asks the worker for the report when the view is open and the sessions or catalog changed. */
  refresh: () => void;
  /**
   * Imports several session files in turn, each as the Timeline's import does (threads kept
   * apart); a file that does not read is listed with its problems and the others are kept.
   */
  importFiles: (files: readonly ChosenFile[], reading?: LogReading) => Promise<void>;
  /** The mining window, in turns after a discovery; undefined = the engine's default. */
  setWindow: (window: number | undefined) => void;
  /** Mines the sessions, opens the mined set as Evaluate's query set, and shows Evaluate. */
  mine: () => Promise<void>;
  dismissImportErrors: () => void;
  /** Asks for the report again after it failed. */
  retry: () => void;
};

/** The report the view shows: the session records, their failures, always-load, recorded searches. */
export type SessionsReportView = ManySessionsReport;

export type SessionsState = {
  report: RequestState<SessionsReportView>;
  mined: RequestState<MinedReport>;
  window: number | undefined;
  importing: boolean;
  importErrors: SessionImportError[];
  actions: SessionsActions;
};

type SessionsWrites = { sessions: SessionsState };

/** What the slice reads besides its own: the view, the saved transcripts, Evaluate's import. */
type SessionsReads = SessionsWrites & {
  view: View;
  session: Pick<SessionState, 'saved' | 'transcriptErrors' | 'actions'>;
  authoring: {
    catalogSeq: number;
    editVersion: number;
    actions: { importQuerySet: (fileName: string, text: string) => Promise<boolean> };
  };
  actions: { setView: (patch: Partial<View>) => void };
};

export type SessionsStore = { set: SetState<SessionsWrites>; get: GetState<SessionsReads> };

/** A saved transcript the Sessions view reports on: any but an edited demo. */
export const isSession = (saved: SessionState['saved'][number]): boolean =>
  saved.origin !== 'edited';

/**
 * The sessions a report is over, by their saved names, each thread naming its main one: the
 * worker's session pipeline picks each session's working-set rule from them.
 */
export const sessionsOf = (session: Pick<SessionState, 'saved'>): SessionInput[] =>
  session.saved.filter(isSession).map((each) => ({
    name: each.transcript.name,
    transcript: each.transcript,
    ...(each.thread ? { threadOf: each.thread.of } : {}),
  }));
