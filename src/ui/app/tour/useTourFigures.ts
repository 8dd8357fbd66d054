import { useMemo } from 'react';
import { sessionScenario } from '../../replay';
import { rankerTerms } from '../../search';
import { shown } from '../../shared/request';
import { replayFor, type TourFigures, type TourPlan, tourView } from '../../tour';
import { type AppStore, useAppState } from '../store/appStore';

/** The figures a tour step's caption is filled from: the catalog and replay its panel draws. */
export const useTourFigures = (store: AppStore, plan: TourPlan, step: number): TourFigures => {
  const { tools, replay, result, catalog, scenarios, saved } = useAppState(store, (s) => ({
    tools: s.catalog?.tools,
    replay: shown(s.session.replay)?.view,
    // Only a settled search answers the step's query; one still running may be the last query's.
    result: s.result.status === 'ok' ? s.result.value.page : undefined,
    catalog: s.view.catalog,
    scenarios: s.session.scenarios,
    saved: s.session.saved,
  }));
  const view = tourView(plan, step);
  const own = replayFor(replay, view.scenario, view.unsorted ?? false);
  const title = useMemo(
    () =>
      sessionScenario({ view: { catalog, scenario: view.scenario }, session: { scenarios, saved } })
        .entry?.title,
    [catalog, view.scenario, scenarios, saved],
  );
  return {
    tools,
    terms: result && rankerTerms(result).terms,
    replay: own,
    // Named once its replay is the step's: the note says the session it moved to.
    scenarioTitle: own && title,
  };
};
