import type { Transcript } from '../../../engine/core';
import {
  DEFAULT_PROVIDERS,
  DEFAULT_WORKING_SET_RULE,
  describeImport,
  freeName,
  type LogFormat,
  type LogShape,
  proposedRuleSource,
} from '../../../engine/core';
import type { EngineQueries } from '../../shared/engineQueries';
import { IDLE, messageOf, shown } from '../../shared/request';
import type { WorkspaceStore } from '../../shared/savedWork';
import type { GetState, SetState } from '../../shared/slice';
import type { View } from '../../shared/view';
import { type SavedFile, upsertSaved, withoutSaved } from './savedTranscripts';
import {
  patchSession,
  type SessionContext,
  type SessionEngine,
  type SessionReads,
  type SessionWrites,
} from './sessionContext';
import { refreshSession, savedRead, sessionScenario } from './sessionRefresh';
import { reportActions } from './sessionReports';
import type {
  SavedTranscript,
  SessionActions,
  SessionState,
  TranscriptOrigin,
} from './sessionTypes';
import { activatedBy, applyEdit } from './transcriptEdits';

/**
 * The page's one session slice, for the Timeline, Prompt and Sessions views. It replays what
 * the view names (scenario, budget, switches) in the worker, at most one replay at a time: the
 * newest request goes when the running one answers, so dragging the budget slider never queues
 * a replay per step. The user's transcripts live in the workspace store under `transcripts`,
 * so edits survive a reload; the Sessions view reports on the same saved sessions, their
 * records built in the worker by the engine's session pipeline (sessionReports.ts).
 *
 * Every read (scenarios, replay, diff, recorded searches, report, mining) goes through the
 * page's query cache and keeps its state in the slice (request.ts): what it asked (its key),
 * whether it runs, its answer or its error. The app store calls `refresh` when the view, the
 * catalog or an edit changed; the slice calls it after its own changes.
 */

export type { SessionEngine } from './sessionContext';
export { sessionScenario } from './sessionRefresh';

/** A reading that failed: its errors go to the panel, naming `source` and the format it was read as. */
const refuse = (
  ctx: SessionContext,
  source: string,
  result: { errors: string[]; format?: LogFormat; shape?: LogShape },
) => {
  const as =
    result.format && result.shape && result.format !== 'toollens'
      ? ` (read as ${describeImport({ format: result.format, shape: result.shape })})`
      : '';
  patchSession(ctx, { transcriptErrors: { source: `${source}${as}`, errors: result.errors } });
};

/** Reads a written transcript (toollens JSON or an agent's log) in the worker. */
const readText = async (ctx: SessionContext, source: string, text: string, name: string) => {
  const result = await ctx.engine.call('parseTranscript', text, name, source, {});
  if (result.ok) return result;
  refuse(ctx, source, result);
  return undefined;
};

/** Writes the saved transcripts to the store and the workspace, and replays what changed. */
const save = async (ctx: SessionContext, saved: SavedTranscript[]) => {
  patchSession(ctx, { saved });
  refreshSession(ctx);
  await ctx.storage().set<SavedFile>('transcripts', { transcripts: saved });
};

const current = (ctx: SessionContext) => sessionScenario(ctx.get()).entry;
const demoNames = (ctx: SessionContext) =>
  new Set((shown(ctx.get().session.scenarios) ?? []).map((s) => s.name));

/** Saves a transcript under a name that no other entry uses, and shows it. */
const keep = async (
  ctx: SessionContext,
  transcript: Transcript,
  origin: TranscriptOrigin,
  replaces?: string,
  view: Partial<View> = {},
) => {
  const { saved } = ctx.get().session;
  const taken = new Set([
    ...demoNames(ctx),
    ...saved.map((each) => each.transcript.name).filter((name) => name !== replaces),
  ]);
  const name = origin === 'edited' ? transcript.name : freeName(transcript.name, taken);
  await save(ctx, upsertSaved(saved, { ...transcript, name }, origin, replaces));
  patchSession(ctx, { transcriptErrors: undefined });
  ctx.get().actions.setView({ scenario: name, turn: 1, ...view });
  return name;
};

const sessionActions = (ctx: SessionContext): SessionActions => ({
  refresh: (force = false) => refreshSession(ctx, force),
  retry: () => {
    // Retry is the user's call: a replay that stopped the engine may be asked once more.
    ctx.lost.clear();
    refreshSession(ctx, true);
  },
  importTranscript: async (fileName, text, reading = {}) => {
    patchSession(ctx, { importReport: undefined });
    // What an earlier visit saved first: the import is saved beside it, never instead of it.
    await savedRead(ctx);
    const taken = new Set([
      ...demoNames(ctx),
      ...ctx.get().session.saved.map((each) => each.transcript.name),
    ]);
    // The engine's session reading names the session and its threads (free of `taken`) and
    // picks its agent's working-set rule: the page saves what it returns.
    const read = await ctx.engine.call(
      'readSession',
      { name: fileName, text },
      { ...reading, name: fileName.replace(/\.jsonl?$/i, ''), taken },
    );
    if (!read.ok) {
      refuse(ctx, fileName, read);
      return false;
    }
    const [main, ...threads] = read.threads;
    if (main === undefined) return false;
    const { rule } = main;
    // The log's own agent keeps its tools by its own rule: it is replayed by that one first.
    const name = await keep(ctx, main.transcript, 'imported', undefined, {
      rule: rule === DEFAULT_WORKING_SET_RULE ? undefined : rule,
      compareRule: undefined,
    });
    if (threads.length > 0) {
      const added = threads.map(
        (thread): SavedTranscript => ({
          transcript: thread.transcript,
          origin: 'imported',
          thread: { of: name },
        }),
      );
      await save(ctx, [...ctx.get().session.saved, ...added]);
    }
    patchSession(ctx, {
      importReport: {
        source: fileName,
        name,
        format: describeImport(read),
        detected: read.detected,
        notes: read.notes,
        proposedRule: { rule, source: proposedRuleSource(main.searchedWith) },
        ...(threads.length > 0
          ? {
              threads: threads.map((thread) => ({
                name: thread.name,
                title: thread.transcript.title ?? thread.name,
              })),
            }
          : {}),
      },
    });
    return true;
  },
  writeTranscript: async (text, overwrite) => {
    const editing = overwrite ? current(ctx) : undefined;
    const name = editing?.name ?? 'my-transcript';
    const transcript = (await readText(ctx, 'the written transcript', text, name))?.transcript;
    if (!transcript) return false;
    if (!editing) await keep(ctx, transcript, 'written');
    else if (editing.kind === 'demo' || editing.kind === 'edited') {
      // A demo stays itself when rewritten: its name is what links and the picker use.
      await keep(ctx, { ...transcript, name: editing.name }, 'edited', editing.name);
    } else await keep(ctx, transcript, editing.kind, editing.name);
    return true;
  },
  edit: async (edit) => {
    const entry = current(ctx);
    if (!entry) return false;
    const names = activatedBy(edit);
    if (names) {
      const checked = await ctx.engine.call('validateActivation', names);
      if (!checked.ok) {
        patchSession(ctx, { editError: { message: checked.error, unknown: checked.unknown } });
        return false;
      }
    }
    const transcript = applyEdit(entry.transcript, edit);
    if (transcript === entry.transcript) return false;
    const origin = entry.kind === 'demo' ? 'edited' : entry.kind;
    await save(ctx, upsertSaved(ctx.get().session.saved, transcript, origin));
    patchSession(ctx, { editError: undefined });
    return true;
  },
  reloadSaved: () => {
    ctx.reading = undefined;
    patchSession(ctx, { savedLoaded: false });
    refreshSession(ctx);
  },
  removeSaved: async (name) => {
    await save(ctx, withoutSaved(ctx.get().session.saved, name));
    if (ctx.get().view.scenario === name && !demoNames(ctx).has(name)) {
      ctx.get().actions.setView({ scenario: undefined, turn: 1 });
    }
  },
  simulate: async (request) => {
    try {
      const transcript = await ctx.engine.call('simulate', request);
      // Simulating the same set and strategy again replaces the earlier run, under its name.
      await keep(ctx, transcript, 'written', transcript.name);
      patchSession(ctx, { simulateError: undefined });
      // The transcript carries the chosen budget: a budget left in the view would override it.
      ctx.get().actions.setView({ budget: undefined });
      return true;
    } catch (error) {
      patchSession(ctx, { simulateError: messageOf(error) });
      return false;
    }
  },
  setProviders: (providers) => {
    patchSession(ctx, { providers });
    refreshSession(ctx);
  },
  setDiffWords: (diffWords) => {
    patchSession(ctx, { diffWords });
    refreshSession(ctx);
  },
  dismissTranscriptErrors: () => patchSession(ctx, { transcriptErrors: undefined }),
  dismissEditError: () => patchSession(ctx, { editError: undefined }),
  dismissSimulateError: () => patchSession(ctx, { simulateError: undefined }),
  dismissImportReport: () => patchSession(ctx, { importReport: undefined }),
  ...reportActions(ctx),
});

export const createSession = (
  engine: SessionEngine,
  /** The page's query cache's `ask` (shared/engineQueries.ts). */
  ask: EngineQueries['ask'],
  set: SetState<SessionWrites>,
  get: GetState<SessionReads>,
  /** The saved work, asked for on first use (the app may create it then). */
  storage: () => WorkspaceStore,
): SessionState => {
  const ctx: SessionContext = {
    engine,
    ask,
    get,
    set,
    storage,
    lost: new Map(),
  };
  return {
    scenarios: IDLE,
    saved: [],
    savedLoaded: false,
    replay: IDLE,
    compareReplay: IDLE,
    transcriptErrors: undefined,
    editError: undefined,
    simulateError: undefined,
    importReport: undefined,
    diff: IDLE,
    recorded: IDLE,
    diffWords: false,
    providers: DEFAULT_PROVIDERS.map((model) => ({ ...model })),
    report: IDLE,
    mined: IDLE,
    window: undefined,
    importing: false,
    importErrors: [],
    actions: sessionActions(ctx),
  };
};
