import type { LogReading, ProviderModel, Transcript } from '../../engine/core';
import { DEFAULT_PROVIDERS, describeImport } from '../../engine/core';
import type { ReplayRequest } from '../../worker/boundary';
import type { EngineClient } from '../../worker/EngineClient';
import { createWorkspaceStore, type WorkspaceStore } from '../persist/workspaceStore';
import type { View } from '../url/viewHash';
import { messageOf } from './engineSync';
import {
  answered,
  failed,
  forget,
  IDLE,
  keyOf,
  type RequestState,
  type Slot,
  shown,
  track,
} from './request';
import {
  freeName,
  pickScenario,
  readSaved,
  type SavedFile,
  scenarioEntries,
  upsertSaved,
} from './savedTranscripts';
import type {
  SavedTranscript,
  ScenarioEntry,
  SessionActions,
  SessionState,
  TranscriptOrigin,
} from './sessionTypes';
import { activatedBy, applyEdit } from './transcriptEdits';
import type { AppState, GetState, SetState } from './types';

/**
 * The Timeline and Prompt panels' slice of the store. It replays what the view names (scenario,
 * budget, switches) in the worker, at most one replay at a time: the newest request goes when
 * the running one answers, so dragging the budget slider never queues a replay per step. The
 * user's transcripts live in the workspace store under `transcripts`, so edits survive a reload.
 *
 * Every request (scenarios, replay, diff) keeps its state in the slice (request.ts): what it
 * asked (its key), whether it runs, its answer or its error. The app store calls `refresh`
 * when the view, the catalog or an edit changed; the slice calls it after its own changes.
 */

export type SessionEngine = Pick<EngineClient, 'call'>;

/** The panels that show a replay; elsewhere nothing is replayed (the tokenizer stays unloaded). */
export const showsSession = (view: View): boolean =>
  view.panel === 'timeline' || view.panel === 'prompt';

/** The scenario list and the one the view shows. */
export const sessionScenario = (
  state: Pick<AppState, 'view' | 'session'>,
): { entries: ScenarioEntry[]; entry: ScenarioEntry | undefined } => {
  const entries = scenarioEntries(shown(state.session.scenarios) ?? [], state.session.saved);
  return { entries, entry: pickScenario(entries, state.view.scenario) };
};

const requestOf = (
  view: View,
  transcript: Transcript,
  providers: ProviderModel[],
): ReplayRequest => ({
  transcript,
  providers,
  ...(view.budget === undefined ? {} : { budget: view.budget }),
  order: view.unsorted ? 'recency' : 'sorted',
  varyingFirst: view.varyingFirst,
});

/** What the slice's functions share: the engine, the store, and the workspace storage. */
type SessionContext = {
  engine: SessionEngine;
  get: GetState;
  set: SetState;
  storage: () => WorkspaceStore;
};

const patchSession = (ctx: SessionContext, values: Partial<SessionState>) =>
  ctx.set((state) => ({ session: { ...state.session, ...values } }));

/** The slot of one of the slice's requests, for `track`. */
const sessionSlot = <K extends 'scenarios' | 'replay' | 'diff'>(
  ctx: SessionContext,
  kind: K,
): Slot<Answer<SessionState[K]>> => ({
  read: () => ctx.get().session[kind] as never,
  write: (update) =>
    ctx.set((state) => ({
      session: { ...state.session, [kind]: update(state.session[kind] as never) },
    })),
});
type Answer<R> = R extends RequestState<infer T> ? T : never;

/** Reads the demo scenarios and the saved transcripts, each once. */
const loadLists = (ctx: SessionContext) => {
  const { scenarios, savedLoaded, savedReading } = ctx.get().session;
  if (scenarios.status === 'idle') {
    void track(
      sessionSlot(ctx, 'scenarios'),
      undefined,
      () => ctx.engine.call('scenarios'),
      () => refreshSession(ctx),
    );
  }
  if (!savedLoaded && !savedReading) {
    patchSession(ctx, { savedReading: true });
    const loaded = (saved: SavedTranscript[] | undefined) => {
      patchSession(ctx, {
        ...(saved ? { saved } : {}),
        savedLoaded: true,
        savedReading: false,
      });
      refreshSession(ctx);
    };
    ctx
      .storage()
      .get<SavedFile>('transcripts')
      .then(
        (value) => loaded(readSaved(value)),
        // Nothing readable is nothing saved: the workspace store reports its own failures.
        () => loaded(undefined),
      );
  }
};

/** Replays `request` unless one is running or this key was answered (or failed) already. */
const runReplay = (ctx: SessionContext, key: string, request: ReplayRequest) => {
  const { replay } = ctx.get().session;
  if (replay.status === 'pending' || keyOf(replay) === key) return;
  // Whatever the answer, refresh then replays the newest view if it moved on meanwhile.
  void track(sessionSlot(ctx, 'replay'), key, () =>
    ctx.engine.call('replay', request).then((view) => ({
      key,
      view,
      transcript: request.transcript,
      providers: request.providers ?? [],
    })),
  ).then(() => refreshSession(ctx));
};

/** Diffs the two turns the view compares, once per pair. */
const requestDiff = (ctx: SessionContext) => {
  const { view, session } = ctx.get();
  const replay = shown(session.replay);
  const turns = replay?.view.turns ?? [];
  if (view.diff === undefined || !replay) return;
  const after = Math.min(Math.max(1, view.turn), turns.length);
  const before = view.diff === 'prev' ? after - 1 : view.diff;
  const [from, to] = [turns[before - 1], turns[after - 1]];
  if (!from || !to || before === after) return;
  const key = `${replay.key}\n${before}\n${after}\n${session.diffWords}`;
  if (keyOf(session.diff) === key) return;
  void track(sessionSlot(ctx, 'diff'), key, () =>
    ctx.engine
      .call('diffPrompts', from.prompt, to.prompt, session.diffWords ? 'words' : 'lines')
      .then((diff) => ({ key, before, after, diff })),
  );
};

/** The replay key: a live tool edit changes the declarations the prompt carries. */
const replayKey = (state: AppState, request: ReplayRequest) =>
  JSON.stringify([
    state.catalog?.source,
    state.catalog?.tools,
    state.authoring.catalogSeq,
    state.authoring.editVersion,
    request,
  ]);

/**
 * Reads the lists if needed and replays what the view shows. `force` forgets failed requests
 * (after a worker restart, or a Retry).
 */
const refreshSession = (ctx: SessionContext, force = false) => {
  if (force) {
    const { session } = ctx.get();
    patchSession(ctx, {
      scenarios: session.scenarios.status === 'error' ? IDLE : session.scenarios,
      replay: session.replay.status === 'error' ? forget(session.replay) : session.replay,
      diff: session.diff.status === 'error' ? forget(session.diff) : session.diff,
    });
  }
  const state = ctx.get();
  if (!state.catalog || !showsSession(state.view)) return;
  loadLists(ctx);
  const { session } = state;
  if (session.scenarios.status !== 'ok' || !session.savedLoaded) return;
  const { entry } = sessionScenario(state);
  if (!entry) {
    if (keyOf(session.replay) !== `missing:${state.view.scenario}`) {
      patchSession(ctx, {
        replay: failed(
          session.replay,
          {
            code: 'missing',
            message: `No scenario named "${state.view.scenario}" here: a link names your own transcripts but cannot carry them. Import the transcript to see this view.`,
          },
          `missing:${state.view.scenario}`,
        ),
      });
    }
    return;
  }
  const request = requestOf(state.view, entry.transcript, session.providers);
  const key = replayKey(state, request);
  // Back on a view already replayed (after a link to a missing transcript): nothing to wait for.
  const previous = shown(session.replay);
  if (session.replay.status === 'error' && previous?.key === key) {
    patchSession(ctx, { replay: answered(previous, key) });
  }
  runReplay(ctx, key, request);
  requestDiff(ctx);
};

/**
 * Reads a transcript (toollens JSON or an agent's log) in the worker; errors go to the panel,
 * naming `source` and the format it was read as.
 */
const readText = async (
  ctx: SessionContext,
  source: string,
  text: string,
  name: string,
  reading: LogReading = {},
) => {
  const result = await ctx.engine.call('parseTranscript', text, name, source, reading);
  if (result.ok) return result;
  const as =
    result.format && result.shape && result.format !== 'toollens'
      ? ` (read as ${describeImport({ format: result.format, shape: result.shape })})`
      : '';
  patchSession(ctx, { transcriptErrors: { source: `${source}${as}`, errors: result.errors } });
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
) => {
  const { saved } = ctx.get().session;
  const taken = new Set([
    ...demoNames(ctx),
    ...saved.map((each) => each.transcript.name).filter((name) => name !== replaces),
  ]);
  const name = origin === 'edited' ? transcript.name : freeName(transcript.name, taken);
  await save(ctx, upsertSaved(saved, { ...transcript, name }, origin, replaces));
  patchSession(ctx, { transcriptErrors: undefined });
  ctx.get().actions.setView({ scenario: name, turn: 1 });
  return name;
};

const sessionActions = (ctx: SessionContext): SessionActions => ({
  refresh: (force = false) => refreshSession(ctx, force),
  retry: () => refreshSession(ctx, true),
  importTranscript: async (fileName, text, reading) => {
    patchSession(ctx, { importReport: undefined });
    const name = fileName.replace(/\.jsonl?$/i, '');
    const result = await readText(ctx, fileName, text, name, reading);
    if (!result) return false;
    const saved = await keep(ctx, result.transcript, 'imported');
    const { format, shape, detected, notes } = result;
    patchSession(ctx, {
      importReport: {
        source: fileName,
        name: saved,
        format: describeImport({ format, shape }),
        detected,
        notes,
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
    patchSession(ctx, { savedLoaded: false, savedReading: false });
    refreshSession(ctx);
  },
  removeSaved: async (name) => {
    await save(
      ctx,
      ctx.get().session.saved.filter((each) => each.transcript.name !== name),
    );
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
});

export const createSession = (
  engine: SessionEngine,
  set: SetState,
  get: GetState,
  options: { workspace?: WorkspaceStore } = {},
): SessionState => {
  let workspace = options.workspace;
  const ctx: SessionContext = {
    engine,
    get,
    set,
    // Created on first use: a visit that never opens the timeline never touches IndexedDB.
    storage: () => {
      workspace ??= createWorkspaceStore((notice) => set({ notice }));
      return workspace;
    },
  };
  return {
    scenarios: IDLE,
    saved: [],
    savedLoaded: false,
    savedReading: false,
    replay: IDLE,
    transcriptErrors: undefined,
    editError: undefined,
    simulateError: undefined,
    importReport: undefined,
    diff: IDLE,
    diffWords: false,
    providers: DEFAULT_PROVIDERS.map((model) => ({ ...model })),
    actions: sessionActions(ctx),
  };
};
