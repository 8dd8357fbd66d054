import type { ProviderModel, Transcript } from '../../../engine/core';
import { transcriptSizeProblem } from '../../../engine/core';
import type { ReplayRequest } from '../../../worker/boundary';
import {
  answered,
  failed,
  forget,
  IDLE,
  keyOf,
  type RequestError,
  shown,
  track,
} from '../../shared/request';
import type { View } from '../../shared/view';
import { pickScenario, readSaved, type SavedFile, scenarioEntries } from './savedTranscripts';
import {
  objectId,
  patchSession,
  type SessionContext,
  type SessionReads,
  sessionSlot,
} from './sessionContext';
import { refreshReport, requestRecorded } from './sessionReports';
import type { ScenarioEntry } from './sessionTypes';

/**
 * What the session slice asks of the worker, and when: the lists once, the replay of what the
 * view shows, the diff of the two turns it compares, the sessions' report while the Sessions
 * view is open (sessionReports.ts). Every read goes through the page's query cache. A saved transcript the replay cannot take
 * (over the engine's bound, or one whose replay stopped the engine twice) is never sent again on
 * its own: the panel shows why, and the page offers to open without it or discard it.
 */

/** The panels that show a replay; elsewhere nothing is replayed (the tokenizer stays unloaded). */
const showsSession = (view: View): boolean => view.panel === 'timeline' || view.panel === 'prompt';

/** The scenario list and the one the view shows. */
export const sessionScenario = (state: {
  view: Pick<View, 'catalog' | 'scenario'>;
  session: Pick<SessionReads['session'], 'scenarios' | 'saved'>;
}): { entries: ScenarioEntry[]; entry: ScenarioEntry | undefined } => {
  const entries = scenarioEntries(
    shown(state.session.scenarios) ?? [],
    state.session.saved,
    state.view.catalog,
  );
  return { entries, entry: pickScenario(entries, state.view.scenario) };
};

const requestOf = (
  view: View,
  transcript: Transcript,
  providers: ProviderModel[],
  rule = view.rule,
): ReplayRequest => ({
  transcript,
  providers,
  ...(view.budget === undefined ? {} : { budget: view.budget }),
  ...(rule === undefined ? {} : { rule }),
  order: view.unsorted ? 'recency' : 'sorted',
  varyingFirst: view.varyingFirst,
});

/**
 * Reads the saved transcripts once (again after `reloadSaved`). A save waits for it: a list
 * saved before it was read would replace what an earlier visit saved.
 */
export const savedRead = (ctx: SessionContext): Promise<void> => {
  if (ctx.get().session.savedLoaded) return Promise.resolve();
  ctx.reading ??= ctx
    .storage()
    .get<SavedFile>('transcripts')
    // Nothing readable is nothing saved: the workspace store reports its own failures.
    .then(readSaved, () => undefined)
    .then((saved) => {
      ctx.reading = undefined;
      patchSession(ctx, { ...(saved ? { saved } : {}), savedLoaded: true });
      refreshSession(ctx);
    });
  return ctx.reading;
};

/** Reads the demo scenarios and the saved transcripts, each once. */
const loadLists = (ctx: SessionContext) => {
  if (ctx.get().session.scenarios.status === 'idle') {
    void track(
      sessionSlot(ctx, 'scenarios'),
      undefined,
      (signal) => ctx.ask('scenarios', [], { signal }),
      () => refreshSession(ctx),
    );
  }
  void savedRead(ctx);
};

/** Offers to go on without a saved transcript the replay could not take, or to discard it. */
const reportSaved = (ctx: SessionContext, entry: ScenarioEntry, message: string) => {
  if (entry.kind === 'demo') return;
  const { name } = entry;
  ctx.get().actions.reportSavedFailure({
    id: `transcript:${name}`,
    what: `the saved transcript "${name}"`,
    message: message.replace(/^toollens: /, ''),
    pronoun: 'it',
    openWithout: () => {
      if (ctx.get().view.scenario === name)
        ctx.get().actions.setView({ scenario: undefined, turn: 1, budget: undefined });
    },
    discard: () => ctx.get().session.actions.removeSaved(name),
  });
};

/** Replays `request` unless one is running or this key was answered (or failed) already. */
const runReplay = (
  ctx: SessionContext,
  key: string,
  request: ReplayRequest,
  entry: ScenarioEntry,
  kind: 'replay' | 'compareReplay' = 'replay',
) => {
  const replay = ctx.get().session[kind];
  if (replay.status === 'pending' || keyOf(replay) === key) return;
  // Whatever the answer, refresh then replays the newest view if it moved on meanwhile. Not
  // kept in the query cache: a 2,000-turn replay's answer is 76.5 MB as JSON, and the cache would
  // keep one for every budget and rule tried, five minutes each; the slice holds the one shown.
  void track(sessionSlot(ctx, kind), key, (signal) =>
    ctx.engine.send('replay', [request], { signal }).then((view) => ({
      key,
      view,
      transcript: request.transcript,
      providers: request.providers ?? [],
    })),
  ).then(() => {
    const now = ctx.get().session[kind];
    if (now.status === 'error' && now.key === key) {
      const { code, message } = now.error;
      if (code === 'restarted' || code === 'crashed') {
        const losses = (ctx.lost.get(key) ?? 0) + 1;
        ctx.lost.set(key, losses);
        if (losses >= 2 || code === 'crashed')
          reportSaved(ctx, entry, `replaying it stopped the engine (${message})`);
      }
    }
    refreshSession(ctx);
  });
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
  void track(sessionSlot(ctx, 'diff'), key, (signal) =>
    ctx
      .ask('diffPrompts', [from.prompt, to.prompt, session.diffWords ? 'words' : 'lines'], {
        signal,
      })
      .then((diff) => ({ key, before, after, diff })),
  );
};

/** The replay key: a live tool edit changes the declarations the prompt carries. */
const replayKey = (state: SessionReads, request: ReplayRequest) =>
  JSON.stringify([
    state.catalog?.source,
    state.catalog?.tools,
    state.authoring.catalogSeq,
    state.authoring.editVersion,
    { ...request, transcript: objectId(request.transcript) },
  ]);

/** Why the view's scenario is not here: a demo on another catalog, or a transcript not saved here. */
const missingMessage = (name: string | undefined, demos: readonly Transcript[]) =>
  demos.some((demo) => demo.name === name)
    ? `"${name}" is a demo scenario, written for the demo catalog: on this catalog its tools are unknown. Open the demo catalog to see it, or simulate an agent or import a session here.`
    : `No scenario named "${name}" here: a link names your own transcripts but cannot carry them. Import the transcript to see this view.`;

/** A replay that cannot be asked: its error is shown as the replay's, keyed so it stays. */
const refuse = (ctx: SessionContext, key: string, error: RequestError) => {
  const { session } = ctx.get();
  if (keyOf(session.replay) !== key)
    patchSession(ctx, { replay: failed(session.replay, error, key) });
};

/**
 * Reads the lists if needed and replays what the view shows. `force` forgets failed requests
 * (after a worker restart, or a Retry), except a replay that stopped the engine twice.
 */
export const refreshSession = (ctx: SessionContext, force = false) => {
  if (force) {
    const { session } = ctx.get();
    const replayKeyNow = keyOf(session.replay);
    const stopped = replayKeyNow !== undefined && (ctx.lost.get(replayKeyNow) ?? 0) >= 2;
    patchSession(ctx, {
      scenarios: session.scenarios.status === 'error' ? IDLE : session.scenarios,
      replay:
        session.replay.status === 'error' && !stopped ? forget(session.replay) : session.replay,
      diff: session.diff.status === 'error' ? forget(session.diff) : session.diff,
      recorded: session.recorded.status === 'error' ? forget(session.recorded) : session.recorded,
      report: session.report.status === 'error' ? forget(session.report) : session.report,
      compareReplay:
        session.compareReplay.status === 'error'
          ? forget(session.compareReplay)
          : session.compareReplay,
    });
  }
  const state = ctx.get();
  if (!state.catalog) return;
  if (state.view.panel === 'sessions') {
    // The Sessions view reports on the saved sessions: read first, so a reload reports them all.
    loadLists(ctx);
    refreshReport(ctx);
    return;
  }
  if (!showsSession(state.view)) return;
  loadLists(ctx);
  const { session } = state;
  if (session.scenarios.status !== 'ok' || !session.savedLoaded) return;
  const { entry } = sessionScenario(state);
  if (!entry && state.view.scenario === undefined) {
    // Nothing to replay yet (a catalog of the user's, no transcript): the panel's empty state,
    // never the previous catalog's replay.
    if (
      session.replay.status !== 'idle' ||
      session.diff.status !== 'idle' ||
      session.recorded.status !== 'idle'
    )
      patchSession(ctx, { replay: IDLE, diff: IDLE, recorded: IDLE });
    return;
  }
  if (!entry) {
    refuse(ctx, `missing:${state.view.scenario}`, {
      code: 'missing',
      message: missingMessage(state.view.scenario, shown(session.scenarios) ?? []),
    });
    return;
  }
  // Over the bound: said at once, the transcript never sent (nor its key computed).
  const tooLarge = transcriptSizeProblem(entry.transcript);
  if (tooLarge) {
    refuse(ctx, `refused:${objectId(entry.transcript)}`, {
      code: 'invalid',
      message: `toollens: ${tooLarge}`,
    });
    reportSaved(ctx, entry, tooLarge);
    return;
  }
  const request = requestOf(state.view, entry.transcript, session.providers);
  const key = replayKey(state, request);
  // Back on a view already replayed (after a link to a missing transcript): nothing to wait for.
  const previous = shown(session.replay);
  if (session.replay.status === 'error' && previous?.key === key) {
    patchSession(ctx, { replay: answered(previous, key) });
  }
  runReplay(ctx, key, request, entry);
  requestCompare(ctx, state, entry);
  requestDiff(ctx);
  requestRecorded(ctx, key, entry);
};

/**
 * The Timeline's side-by-side: the same request under the other rule, after the main replay
 * (two cores are shared: the figure the user looks at first is replayed first).
 */
const requestCompare = (ctx: SessionContext, state: SessionReads, entry: ScenarioEntry) => {
  const { view, session } = state;
  const other = view.compareRule;
  if (other === undefined || view.panel !== 'timeline' || session.replay.status === 'pending') {
    return;
  }
  const request = requestOf(view, entry.transcript, session.providers, other);
  runReplay(ctx, replayKey(state, request), request, entry, 'compareReplay');
};
