import { useMemo } from 'react';
import { demoView } from '../demo/demoSteps';
import type { PromptPanelProps } from '../panels/prompt/PromptPanel';
import type { TimelinePanelProps } from '../panels/timeline/TimelinePanel';
import { type AppStore, useAppState } from '../store/appStore';
import { pickScenario, scenarioEntries } from '../store/savedTranscripts';

/** What both session panels read: the view, the scenario shown and its replay. */
const useSession = (store: AppStore) => {
  const state = useAppState(store, (s) => ({
    view: s.view,
    catalog: s.catalog,
    session: s.session,
    onView: s.actions.setView,
  }));
  const { scenarios, saved } = state.session;
  const entries = useMemo(() => scenarioEntries(scenarios ?? [], saved), [scenarios, saved]);
  const entry = pickScenario(entries, state.view.scenario);
  return { ...state, entries, entry };
};

/** The Timeline panel's props from the store. */
export const useTimelinePanelProps = (store: AppStore): TimelinePanelProps => {
  const { view, catalog, session, onView, entries, entry } = useSession(store);
  return {
    view,
    catalogSource: catalog?.source,
    entries,
    entry,
    loading: session.scenarios === undefined || !session.savedLoaded,
    replay: session.replay?.view,
    replayed: session.replay?.transcript,
    replaying: session.replaying,
    replayError: session.replayError,
    transcriptErrors: session.transcriptErrors,
    editError: session.editError,
    actions: session.actions,
    onView,
    onStartDemo: () => onView(demoView(1)),
  };
};

/** The Prompt panel's props from the store. */
export const usePromptPanelProps = (store: AppStore): PromptPanelProps => {
  const { view, session, onView, entry } = useSession(store);
  return {
    view,
    entry,
    replay: session.replay?.view,
    replaying: session.replaying,
    replayError: session.replayError,
    diff: session.diff,
    diffWords: session.diffWords,
    providers: session.providers,
    replayedWith: session.replay?.providers ?? [],
    actions: session.actions,
    onView,
  };
};
