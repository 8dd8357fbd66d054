import type { SessionInput } from '../../../engine';
import type { MinedReport } from '../../../worker/boundary';
import { noun } from '../../shared/format';
import { failed, keyOf, track } from '../../shared/request';
import { objectId, patchSession, type SessionContext, sessionSlot } from './sessionContext';
import type {
  SavedTranscript,
  ScenarioEntry,
  SessionActions,
  SessionImportError,
} from './sessionTypes';

/**
 * What the session slice asks of the worker's session pipeline: the records of the saved
 * sessions with what they add up to (the Sessions view's report), the query set mined from
 * them, and the record of the transcript the Timeline shows (for its recorded searches). Each
 * is built in the worker, never here, and read through the page's query cache. Imports go
 * through the slice's own `importTranscript`, one file after another, so a session the Sessions
 * view reports on is the same transcript the Timeline replays.
 */

/** The name the mined set opens under in Evaluate: what it came from, and that it is silver. */
export const minedSetName = (sessions: number) =>
  `Mined from ${sessions} ${noun(sessions, 'session')} (silver)`;

/** A saved transcript the Sessions view reports on: any but an edited demo. */
export const isSession = (saved: SavedTranscript): boolean => saved.origin !== 'edited';

/**
 * The sessions a report is over, by their saved names, each thread naming its main one: the
 * worker's session pipeline picks each session's working-set rule from them.
 */
export const sessionsOf = (saved: readonly SavedTranscript[]): SessionInput[] =>
  saved.filter(isSession).map((each) => ({
    name: each.transcript.name,
    transcript: each.transcript,
    ...(each.thread ? { threadOf: each.thread.of } : {}),
  }));

/** What the records are of: the saved list (every save makes a new one) on the catalog with its edits. */
const reportKey = (ctx: SessionContext) => {
  const { session, authoring } = ctx.get();
  return `${objectId(session.saved)}:${authoring.catalogSeq}:${authoring.editVersion}`;
};

/**
 * Asks for the records and their report while the Sessions view is open, once the saved
 * sessions are read, once per key.
 */
export const refreshReport = (ctx: SessionContext) => {
  const state = ctx.get();
  // Files being imported are reported on together, once the last is saved.
  const { savedLoaded, importing } = state.session;
  if (state.view.panel !== 'sessions' || !savedLoaded || importing) return;
  const key = reportKey(ctx);
  if (keyOf(state.session.report) === key) return;
  const sessions = sessionsOf(state.session.saved);
  void track(sessionSlot(ctx, 'report'), key, (signal) =>
    ctx.ask('sessionsReport', [sessions], { signal }),
  );
};

/**
 * The transcript's recorded searches, each asked again of its agent's emulator on the catalog:
 * read from its session record, built by the worker's session pipeline as the Sessions view's
 * are, its rule picked from its session's saved threads as theirs is. Once per replay key (the transcript and the catalog with its edits), only while the
 * Timeline (the one view that shows them) is open, and only for a transcript with a discover
 * event (an agent's own search, read from its log). The record replays the session once more,
 * after the Timeline's own replay: about 3 s in the worker for a 1,200-turn session.
 */
export const requestRecorded = (ctx: SessionContext, key: string, entry: ScenarioEntry) => {
  const { transcript } = entry;
  const { view, session } = ctx.get();
  const { recorded } = session;
  if (view.panel !== 'timeline') return;
  if (recorded.status === 'pending' || keyOf(recorded) === key) return;
  if (!transcript.turns.some((turn) => turn.events.some((event) => event.type === 'discover')))
    return;
  // Its session's other threads pick its working-set rule as the Sessions view's record does.
  const main = entry.thread?.of ?? entry.name;
  const thread = { name: transcript.name, transcript, ...(entry.thread ? { threadOf: main } : {}) };
  const group = sessionsOf(session.saved).filter(
    (each) => each.name === main || each.threadOf === main,
  );
  void track(sessionSlot(ctx, 'recorded'), key, (signal) =>
    ctx
      .ask('sessionRecord', [thread, group], { signal })
      .then((record) => ({ key, report: record.recordedSearches })),
  );
};

type ReportActions = Pick<
  SessionActions,
  'importFiles' | 'setWindow' | 'mine' | 'dismissImportErrors'
>;

export const reportActions = (ctx: SessionContext): ReportActions => {
  /** One file through the slice's import; its problems, when it does not read. */
  const importOne = async (
    file: Parameters<SessionActions['importFiles']>[0][number],
    reading: Parameters<SessionActions['importFiles']>[1],
  ): Promise<SessionImportError | undefined> => {
    if (!file.ok) return { source: file.name, errors: [file.message] };
    const { actions } = ctx.get().session;
    if (await actions.importTranscript(file.name, file.text, reading)) return undefined;
    const problems = ctx.get().session.transcriptErrors;
    return { source: problems?.source ?? file.name, errors: problems?.errors ?? [] };
  };
  return {
    importFiles: async (files, reading = {}) => {
      patchSession(ctx, { importing: true, importErrors: [] });
      const errors: SessionImportError[] = [];
      for (const file of files) {
        const error = await importOne(file, reading);
        if (error) errors.push(error);
      }
      // Listed here, by file: the Timeline's box would hold the last file's alone.
      patchSession(ctx, { importing: false, importErrors: errors, transcriptErrors: undefined });
      refreshReport(ctx);
    },
    setWindow: (window) => patchSession(ctx, { window }),
    mine: async () => {
      const { session } = ctx.get();
      const sessions = sessionsOf(session.saved);
      const slot = sessionSlot(ctx, 'mined');
      if (sessions.length === 0) {
        slot.write((request) =>
          failed(request, {
            code: 'invalid',
            message: 'toollens: Sessions: there is no session to mine: import one first',
          }),
        );
        return;
      }
      const { window } = session;
      let mined: MinedReport | undefined;
      await track(
        slot,
        `${reportKey(ctx)}:${window ?? ''}`,
        (signal) => ctx.ask('mineSessions', [sessions, window], { signal }),
        (value) => {
          mined = value;
        },
      );
      // Nothing to evaluate: the view says why, and Evaluate's sets stay as they were.
      if (!mined || mined.set.queries.length === 0) return;
      const name = minedSetName(sessions.length);
      const opened = await ctx.get().authoring.actions.importQuerySet(name, mined.file);
      if (opened) ctx.get().actions.setView({ panel: 'evaluate', evaluateTab: 'queries' });
    },
    dismissImportErrors: () => patchSession(ctx, { importErrors: [] }),
  };
};
