import { useMemo } from 'react';
import { type RecordedState, type ReplayState, sessionScenario } from '../../replay';
import type { PromptPanelProps, TimelinePanelProps } from '../../replay/components';
import { messageFor, shown } from '../../shared/request';
import { demoView } from '../../tour';
import { type AppStore, useAppState } from '../store/appStore';
import { useRequestMessages } from './useRequestMessages';

/** What both session panels read: the view, the scenario shown and its replay. */
const useSession = (store: AppStore) => {
  const state = useAppState(store, (s) => ({
    view: s.view,
    catalog: s.catalog,
    session: s.session,
    onView: s.actions.setView,
  }));
  const { saved, scenarios } = state.session;
  const { catalog: choice, scenario } = state.view;
  const { entries, entry } = useMemo(
    () => sessionScenario({ view: { catalog: choice, scenario }, session: { scenarios, saved } }),
    [choice, scenario, scenarios, saved],
  );
  // No scenario shown, no replay: the one kept is another catalog's.
  const replay = entry ? shown(state.session.replay) : undefined;
  const messages = useRequestMessages(store);
  const replayError = messageFor(messages, 'replay');
  const loading = state.session.scenarios.status !== 'ok' || !state.session.savedLoaded;
  // Nothing to show on this catalog yet: the panels' empty state, not a replay to wait for.
  const empty = !entry && scenario === undefined && !loading;
  return { ...state, entries, entry, replay, replayError, messages, loading, empty };
};

/** The side-by-side's replay, only while it is of the transcript the main replay shows. */
const compareOf = (compare: ReplayState | undefined, main: ReplayState | undefined) =>
  compare && main && compare.transcript === main.transcript ? compare.view : undefined;

/** The recorded-search check, only while it is of the replay shown (the same key). */
const recordedOf = (recorded: RecordedState | undefined, main: ReplayState | undefined) =>
  recorded && main && recorded.key === main.key ? recorded.report : undefined;

/** The Timeline panel's props from the store. */
export const useTimelinePanelProps = (store: AppStore): TimelinePanelProps => {
  const { view, catalog, session, onView, entries, entry, replay, replayError, loading } =
    useSession(store);
  // Evaluate's query sets, for "Simulate an agent".
  // The line's coverage, for the savings card, as the Prompt panel reads it.
  const { querySets, activeSet, line, onEnsureLine } = useAppState(store, (s) => ({
    querySets: s.authoring.querySets,
    activeSet: s.authoring.activeSet,
    line: s.authoring.settingsView,
    onEnsureLine: s.authoring.actions.ensureSettingsView,
  }));
  return {
    querySets,
    activeSet,
    line,
    onEnsureLine,
    simulateError: session.simulateError,
    view,
    catalogSource: catalog?.source,
    entries,
    entry,
    loading,
    replay: replay?.view,
    replayed: replay?.transcript,
    replaying: session.replay.status === 'pending',
    replayError,
    // The recorded searches checked, only while they are of the replay shown.
    recorded: recordedOf(shown(session.recorded), replay),
    // The side-by-side's other rule, only while it is of the transcript shown.
    compareReplay: compareOf(shown(session.compareReplay), replay),
    transcriptErrors: session.transcriptErrors,
    editError: session.editError,
    importReport: session.importReport,
    actions: session.actions,
    onView,
    onStartDemo: () => onView(demoView(1)),
  };
};

/** The Prompt panel's props from the store. */
export const usePromptPanelProps = (store: AppStore): PromptPanelProps => {
  const { view, catalog, session, onView, entry, replay, replayError, messages, empty } =
    useSession(store);
  // The capability line's budget, coverage and roots: the Catalog panel's settings view, kept
  // once in the store.
  const { line, onEnsureLine } = useAppState(store, (s) => ({
    line: s.authoring.settingsView,
    onEnsureLine: s.authoring.actions.ensureSettingsView,
  }));
  return {
    view,
    catalogSource: catalog?.source,
    empty,
    entry,
    replay: replay?.view,
    replaying: session.replay.status === 'pending',
    replayError,
    diff: shown(session.diff),
    diffError: messageFor(messages, 'diff'),
    diffWords: session.diffWords,
    providers: session.providers,
    replayedWith: replay?.providers ?? [],
    actions: session.actions,
    onView,
    line,
    onEnsureLine,
  };
};
