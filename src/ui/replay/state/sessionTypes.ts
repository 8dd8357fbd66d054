import type {
  LogReading,
  PromptDiff,
  ProviderModel,
  Transcript,
  UnknownName,
  WorkingSetRule,
} from '../../../engine/core';
import type { RecordedSearchesReport } from '../../../engine/index';
import type {
  ManySessionsReport,
  MinedReport,
  ReplayView,
  SimulateRequest,
} from '../../../worker/boundary';
import type { RequestState } from '../../shared/request';
import type { TranscriptEdit } from './transcriptEdits';

/**
 * The page's session state, one slice for the Timeline, Prompt and Sessions views: the demo
 * scenarios, the user's transcripts (imported sessions with their threads, written, simulated),
 * what the worker replayed of the one the view shows, and the session records the worker built
 * of all of them with what they add up to. Which scenario, turn, budget and switches are shown
 * lives in the view (the URL hash); this slice holds what follows from them.
 */

/** How a saved transcript came to be: imported from a file, written in the app, or a demo edited. */
export type TranscriptOrigin = 'imported' | 'written' | 'edited';

/** A subagent thread's link to its session: the main thread's saved name, as the engine's
 * session reading named it (`readSessionFile`). */
type ThreadOf = { of: string };

/** A user transcript, kept in the workspace store under `transcripts`. */
export type SavedTranscript = {
  transcript: Transcript;
  origin: TranscriptOrigin;
  /** A subagent thread of an imported session: the session's main thread. */
  thread?: ThreadOf;
};

/** A scenario as the picker lists it: a demo (maybe edited) or the user's own. */
export type ScenarioEntry = {
  name: string;
  title: string;
  kind: 'demo' | TranscriptOrigin;
  transcript: Transcript;
  thread?: ThreadOf;
};

/** How the last imported file was read: its format, and what was assumed or skipped. */
export type ImportReport = {
  source: string;
  /** The saved transcript's name. */
  name: string;
  /** e.g. `Anthropic Messages (JSON Lines)`. */
  format: string;
  /** False when the format was chosen in the import settings. */
  detected: boolean;
  notes: string[];
  /**
   * The working-set rule proposed for the log (set in the view on import), and where it comes
   * from in words (`proposedRuleSource`: the tool the log searches with, or none).
   */
  proposedRule?: { rule: WorkingSetRule; source: string };
  /** The session's subagent threads, saved beside it, each replayable on its own. */
  threads?: { name: string; title: string }[];
};

/** A file the user chose, read (or refused) on the page. */
export type ChosenFile =
  | { name: string; ok: true; text: string }
  | { name: string; ok: false; message: string };

/** One file that could not be imported, with every problem (each names the file and line). */
export type SessionImportError = { source: string; errors: string[] };

/** An edit that changed nothing, and why: activate_tool's error with its nearest names. */
export type EditError = { message: string; unknown: UnknownName[] };

/**
 * A replay, the request it answers (a key of transcript, budget, order, switches, catalog) and
 * the transcript it replayed: while a newer replay runs, the panels draw this one consistently.
 */
/** A replay's answer, with the transcript and the provider models it was asked with. */
export type ReplayState = {
  key: string;
  view: ReplayView;
  transcript: Transcript;
  providers: ProviderModel[];
};

/**
 * The transcript's recorded searches held against their agents' emulators on the catalog, by the
 * key of the replay they go with (the transcript and the catalog with its edits).
 */
export type RecordedState = { key: string; report: RecordedSearchesReport };

/** A diff and the two turns it compares, by the replay it came from. */
export type DiffState = { key: string; before: number; after: number; diff: PromptDiff };

export type SessionActions = {
  /**
   * Reads the scenarios and saved transcripts if needed and replays what the view shows; `force`
   * forgets failed requests (after a worker restart).
   */
  refresh: (force?: boolean) => void;
  /** Asks again for what failed: the scenario list, the replay, the diff, the report. */
  retry: () => void;
  /**
   * A transcript file's text, toollens JSON or an agent's log (Anthropic, OpenAI Chat or
   * Responses; JSON or JSON Lines); errors name the file and the place of each problem.
   */
  importTranscript: (fileName: string, text: string, reading?: LogReading) => Promise<boolean>;
  /** JSON written in the app: a new transcript, or (`overwrite`) the one shown, rewritten. */
  writeTranscript: (text: string, overwrite: boolean) => Promise<boolean>;
  /** Edits the shown transcript; an activation of unknown names is refused and explained. */
  edit: (edit: TranscriptEdit) => Promise<boolean>;
  /** Reads the saved transcripts again (after a workspace file replaced them in storage). */
  reloadSaved: () => void;
  /** Forgets a saved transcript, or an edited demo's changes. */
  removeSaved: (name: string) => Promise<void>;
  /**
   * A simulated agent over a query set, built in the worker, saved with the user's transcripts
   * and shown; a failure goes to `transcriptErrors`.
   */
  simulate: (request: SimulateRequest) => Promise<boolean>;
  setProviders: (providers: ProviderModel[]) => void;
  setDiffWords: (words: boolean) => void;
  dismissTranscriptErrors: () => void;
  dismissEditError: () => void;
  dismissSimulateError: () => void;
  dismissImportReport: () => void;
  /**
   * Imports several session files in turn, each as `importTranscript` does (threads kept
   * apart); a file that does not read is listed with its problems and the others are kept.
   */
  importFiles: (files: readonly ChosenFile[], reading?: LogReading) => Promise<void>;
  /** The mining window, in turns after a discovery; undefined = the engine's default. */
  setWindow: (window: number | undefined) => void;
  /** Mines the sessions, opens the mined set as Evaluate's query set, and shows Evaluate. */
  mine: () => Promise<void>;
  dismissImportErrors: () => void;
};

export type SessionState = {
  /** The demo scenarios from the worker. */
  scenarios: RequestState<Transcript[]>;
  saved: SavedTranscript[];
  /** The saved transcripts were read: replays wait for it, so a reload never flashes a demo. */
  savedLoaded: boolean;
  /** The replay of what the view shows; a link to a missing transcript is an error `missing`. */
  replay: RequestState<ReplayState>;
  /** The same session under the view's `compareRule`, for the Timeline's side-by-side. */
  compareReplay: RequestState<ReplayState>;
  /** Problems of the last import or written transcript, each naming its path. */
  transcriptErrors: { source: string; errors: string[] } | undefined;
  editError: EditError | undefined;
  /** Why the last simulated agent could not be built (a strategy, a worker failure). */
  simulateError: string | undefined;
  /** How the last imported file was read, until dismissed or another file is imported. */
  importReport: ImportReport | undefined;
  diff: RequestState<DiffState>;
  /** The replayed transcript's recorded searches checked, for its discover events. */
  recorded: RequestState<RecordedState>;
  /** Word diff instead of line diff. */
  diffWords: boolean;
  /** The provider cache models, as the user edited them (minimum tokens, step). */
  providers: ProviderModel[];
  /**
   * The records of the saved sessions (the session pipeline's, built in the worker) and what
   * they add up to: failures, always-load, recorded searches. Asked while the Sessions view is open.
   */
  report: RequestState<ManySessionsReport>;
  /** The query set mined from the sessions. */
  mined: RequestState<MinedReport>;
  /** The mining window, in turns after a discovery; undefined = the engine's default. */
  window: number | undefined;
  /** Files are being imported from the Sessions view. */
  importing: boolean;
  /** The files the Sessions view could not import, each with its problems. */
  importErrors: SessionImportError[];
  actions: SessionActions;
};
