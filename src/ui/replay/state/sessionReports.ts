import type { LogReading } from '../../../engine/core';
import type { MinedReport } from '../../../worker/boundary';
import { noun } from '../../shared/format';
import { failed, forget, IDLE, keyOf, type Slot, track } from '../../shared/request';
import {
  type SessionImportError,
  type SessionsEngine,
  type SessionsReportView,
  type SessionsState,
  type SessionsStore,
  sessionsOf,
} from '../../reports/state/sessionsTypes';

/**
 * The Sessions view's slice. The report is over the saved transcripts and the loaded catalog
 * (with its live edits): asked of the worker when the view is open and any of them changed,
 * never computed here. Imports go through the Timeline's own import, one file after another,
 * so a session read here is the same transcript the Timeline replays.
 */

/** The name the mined set opens under in Evaluate: what it came from, and that it is silver. */
export const minedSetName = (sessions: number) =>
  `Mined from ${sessions} ${noun(sessions, 'session')} (silver)`;

export const createSessionsSlice = (
  engine: SessionsEngine,
  { set, get }: SessionsStore,
): SessionsState => {
  const patch = (values: Partial<SessionsState>) =>
    set((state) => ({ sessions: { ...state.sessions, ...values } }));
  const slot = <K extends 'report' | 'mined'>(
    kind: K,
  ): Slot<K extends 'report' ? SessionsReportView : MinedReport> => ({
    read: () => get().sessions[kind] as never,
    write: (update) =>
      set((state) => ({
        sessions: { ...state.sessions, [kind]: update(state.sessions[kind] as never) },
      })),
  });

  /** The saved list's identity stands for its content: every save makes a new list. */
  let seen: unknown;
  let version = 0;
  const reportKey = () => {
    const { session, authoring } = get();
    if (session.saved !== seen) {
      seen = session.saved;
      version++;
    }
    return `${version}:${authoring.catalogSeq}:${authoring.editVersion}`;
  };

  const refresh = () => {
    const state = get();
    if (state.view.panel !== 'sessions') return;
    const key = reportKey();
    if (keyOf(state.sessions.report) === key) return;
    const sessions = sessionsOf(state.session);
    // The worker's session pipeline: one record a session, and what they add up to.
    void track(slot('report'), key, () => engine.call('sessionsReport', sessions));
  };

  /** One file through the Timeline's import; its problems, when it does not read. */
  const importOne = async (
    name: string,
    text: string,
    reading: LogReading,
  ): Promise<SessionImportError | undefined> => {
    const { session } = get();
    if (await session.actions.importTranscript(name, text, reading)) return undefined;
    const problems = get().session.transcriptErrors;
    return { source: problems?.source ?? name, errors: problems?.errors ?? [] };
  };

  return {
    report: IDLE,
    mined: IDLE,
    window: undefined,
    importing: false,
    importErrors: [],
    actions: {
      refresh,
      importFiles: async (files, reading = {}) => {
        patch({ importing: true, importErrors: [] });
        const errors: SessionImportError[] = [];
        for (const file of files) {
          const error = file.ok
            ? await importOne(file.name, file.text, reading)
            : { source: file.name, errors: [file.message] };
          if (error) errors.push(error);
        }
        // Listed here, by file: the Timeline's box would hold the last file's alone.
        get().session.actions.dismissTranscriptErrors();
        patch({ importing: false, importErrors: errors });
        refresh();
      },
      setWindow: (window) => patch({ window }),
      mine: async () => {
        const state = get();
        const sessions = sessionsOf(state.session);
        if (sessions.length === 0) {
          slot('mined').write((request) =>
            failed(request, {
              code: 'invalid',
              message: 'toollens: Sessions: there is no session to mine: import one first',
            }),
          );
          return;
        }
        const { window } = state.sessions;
        let mined: MinedReport | undefined;
        await track(
          slot('mined'),
          `${reportKey()}:${window ?? ''}`,
          () => engine.call('mineSessions', sessions, window),
          (value) => {
            mined = value;
          },
        );
        // Nothing to evaluate: the view says why, and Evaluate's sets stay as they were.
        if (!mined || mined.set.queries.length === 0) return;
        const name = minedSetName(sessions.length);
        const opened = await get().authoring.actions.importQuerySet(name, mined.file);
        if (opened) get().actions.setView({ panel: 'evaluate', evaluateTab: 'queries' });
      },
      dismissImportErrors: () => patch({ importErrors: [] }),
      retry: () => {
        slot('report').write(forget);
        refresh();
      },
    },
  };
};
