import type { StoreApi } from 'zustand';
import type { ProviderModel, Transcript } from '../../engine/core';
import { DEFAULT_PROVIDERS } from '../../engine/core';
import type { ReplayRequest } from '../../worker/boundary';
import type { EngineClient } from '../../worker/EngineClient';
import { createWorkspaceStore, type WorkspaceStore } from '../persist/workspaceStore';
import type { View } from '../url/viewHash';
import { messageOf } from './engineSync';
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
 */

export type SessionEngine = Pick<EngineClient, 'call'>;

/** The panels that show a replay; elsewhere nothing is replayed (the tokenizer stays unloaded). */
export const showsSession = (view: View): boolean =>
  view.panel === 'timeline' || view.panel === 'prompt';

/** The scenario list and the one the view shows. */
export const sessionScenario = (
  state: Pick<AppState, 'view' | 'session'>,
): { entries: ScenarioEntry[]; entry: ScenarioEntry | undefined } => {
  const entries = scenarioEntries(state.session.scenarios ?? [], state.session.saved);
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

export const createSession = (
  engine: SessionEngine,
  set: SetState,
  get: GetState,
  options: { workspace?: WorkspaceStore } = {},
): SessionState => {
  let workspace = options.workspace;
  // Created on first use: a visit that never opens the timeline never touches IndexedDB.
  const storage = () => {
    workspace ??= createWorkspaceStore((notice) => set({ notice }));
    return workspace;
  };
  let scenariosAsked = false;
  let savedAsked = false;
  let running = false;
  let failedKey: string | undefined;
  let diffAsked: string | undefined;

  /** Sets only what changed: the store's listener calls `refresh` on every change. */
  const patch = (values: Partial<SessionState>) => {
    const session = get().session;
    const changed = (Object.keys(values) as (keyof SessionState)[]).some(
      (key) => session[key] !== values[key],
    );
    if (changed) set((state) => ({ session: { ...state.session, ...values } }));
  };

  const save = async (saved: SavedTranscript[]) => {
    patch({ saved });
    await storage().set<SavedFile>('transcripts', { transcripts: saved });
  };

  const loadLists = () => {
    if (!scenariosAsked) {
      scenariosAsked = true;
      engine.call('scenarios').then(
        (scenarios) => patch({ scenarios }),
        (error: unknown) => {
          scenariosAsked = false;
          patch({ replayError: messageOf(error) });
        },
      );
    }
    if (!savedAsked) {
      savedAsked = true;
      storage()
        .get<SavedFile>('transcripts')
        .then(
          (value) => patch({ saved: readSaved(value), savedLoaded: true }),
          () => patch({ savedLoaded: true }),
        );
    }
  };

  const runReplay = (key: string, request: ReplayRequest) => {
    const { session } = get();
    if (running || session.replay?.key === key || failedKey === key) return;
    running = true;
    patch({ replaying: true });
    // Whatever the answer, refresh() then replays the newest view if it moved on meanwhile.
    engine.call('replay', request).then(
      (view) => {
        running = false;
        patch({
          replay: {
            key,
            view,
            transcript: request.transcript,
            providers: request.providers ?? [],
          },
          replayError: undefined,
          replaying: false,
        });
        refresh();
      },
      (error: unknown) => {
        running = false;
        failedKey = key;
        patch({ replayError: messageOf(error), replaying: false });
        refresh();
      },
    );
  };

  const requestDiff = () => {
    const { view, session } = get();
    const turns = session.replay?.view.turns ?? [];
    if (view.diff === undefined || !session.replay) return;
    const after = Math.min(Math.max(1, view.turn), turns.length);
    const before = view.diff === 'prev' ? after - 1 : view.diff;
    const [from, to] = [turns[before - 1], turns[after - 1]];
    if (!from || !to || before === after) return;
    const key = `${session.replay.key}\n${before}\n${after}\n${session.diffWords}`;
    if (session.diff?.key === key || diffAsked === key) return;
    diffAsked = key;
    engine.call('diffPrompts', from.prompt, to.prompt, session.diffWords ? 'words' : 'lines').then(
      (diff) => {
        if (diffAsked === key) patch({ diff: { key, before, after, diff } });
      },
      () => undefined,
    );
  };

  const refresh = () => {
    const state = get();
    if (!state.catalog || !showsSession(state.view)) return;
    loadLists();
    const { session } = state;
    if (!session.scenarios || !session.savedLoaded) return;
    const { entry } = sessionScenario(state);
    if (!entry) {
      patch({
        replayError: `No scenario named "${state.view.scenario}" here: a link names your own transcripts but cannot carry them. Import the transcript to see this view.`,
      });
      return;
    }
    const request = requestOf(state.view, entry.transcript, session.providers);
    // A live tool edit changes the declarations the prompt carries, so it is part of the key.
    const { catalogSeq, editVersion } = state.authoring;
    const key = JSON.stringify([
      state.catalog.source,
      state.catalog.tools,
      catalogSeq,
      editVersion,
      request,
    ]);
    // Back on a view already replayed (after a link to a missing transcript): nothing to wait for.
    if (session.replay?.key === key && session.replayError) patch({ replayError: undefined });
    runReplay(key, request);
    requestDiff();
  };

  const current = () => sessionScenario(get()).entry;
  const demoNames = () => new Set((get().session.scenarios ?? []).map((s) => s.name));

  /** Reads JSON text as a transcript in the worker; errors go to the panel, naming `source`. */
  const readText = async (source: string, text: string, name: string) => {
    const result = await engine.call('parseTranscript', text, name, source);
    if (result.ok) return result.transcript;
    patch({ transcriptErrors: { source, errors: result.errors } });
    return undefined;
  };

  /** Saves a transcript under a name that no other entry uses, and shows it. */
  const keep = async (transcript: Transcript, origin: TranscriptOrigin, replaces?: string) => {
    const { saved } = get().session;
    const taken = new Set([
      ...demoNames(),
      ...saved.map((each) => each.transcript.name).filter((name) => name !== replaces),
    ]);
    const name = origin === 'edited' ? transcript.name : freeName(transcript.name, taken);
    await save(upsertSaved(saved, { ...transcript, name }, origin, replaces));
    patch({ transcriptErrors: undefined });
    get().actions.setView({ scenario: name, turn: 1 });
  };

  return {
    scenarios: undefined,
    saved: [],
    savedLoaded: false,
    replay: undefined,
    replaying: false,
    replayError: undefined,
    transcriptErrors: undefined,
    editError: undefined,
    diff: undefined,
    diffWords: false,
    providers: DEFAULT_PROVIDERS.map((model) => ({ ...model })),
    actions: {
      refresh: (force = false) => {
        if (force) {
          failedKey = undefined;
          diffAsked = undefined;
        }
        refresh();
      },
      importTranscript: async (fileName, text) => {
        const transcript = await readText(fileName, text, fileName.replace(/\.json$/i, ''));
        if (!transcript) return false;
        await keep(transcript, 'imported');
        return true;
      },
      writeTranscript: async (text, overwrite) => {
        const editing = overwrite ? current() : undefined;
        const name = editing?.name ?? 'my-transcript';
        const transcript = await readText('the written transcript', text, name);
        if (!transcript) return false;
        if (!editing) await keep(transcript, 'written');
        else if (editing.kind === 'demo' || editing.kind === 'edited') {
          // A demo stays itself when rewritten: its name is what links and the picker use.
          await keep({ ...transcript, name: editing.name }, 'edited', editing.name);
        } else await keep(transcript, editing.kind, editing.name);
        return true;
      },
      edit: async (edit) => {
        const entry = current();
        if (!entry) return false;
        const names = activatedBy(edit);
        if (names) {
          const checked = await engine.call('validateActivation', names);
          if (!checked.ok) {
            patch({ editError: { message: checked.error, unknown: checked.unknown } });
            return false;
          }
        }
        const transcript = applyEdit(entry.transcript, edit);
        if (transcript === entry.transcript) return false;
        const origin = entry.kind === 'demo' ? 'edited' : entry.kind;
        await save(upsertSaved(get().session.saved, transcript, origin));
        patch({ editError: undefined });
        return true;
      },
      reloadSaved: () => {
        savedAsked = false;
        patch({ savedLoaded: false });
        refresh();
      },
      removeSaved: async (name) => {
        await save(get().session.saved.filter((each) => each.transcript.name !== name));
        if (get().view.scenario === name && !demoNames().has(name)) {
          get().actions.setView({ scenario: undefined, turn: 1 });
        }
      },
      setProviders: (providers) => patch({ providers }),
      setDiffWords: (diffWords) => patch({ diffWords }),
      dismissTranscriptErrors: () => patch({ transcriptErrors: undefined }),
      dismissEditError: () => patch({ editError: undefined }),
    },
  };
};

/**
 * Replays whenever what the panels show may have changed: the view, the catalog, a tool edit, the slice
 * itself (a saved edit, the scenario list arriving). A restarted worker lost any replay in
 * flight, so a restart forgets failures and asks again. Returns the unsubscribe function.
 */
export const watchSession = (store: StoreApi<AppState>): (() => void) => {
  store.getState().session.actions.refresh();
  return store.subscribe((state, previous) => {
    const restarted = state.banner !== previous.banner && state.banner?.kind === 'restarted';
    if (
      restarted ||
      state.view !== previous.view ||
      state.catalog !== previous.catalog ||
      state.authoring.editVersion !== previous.authoring.editVersion ||
      state.session !== previous.session
    ) {
      state.session.actions.refresh(restarted);
    }
  });
};
