import { rankerTerms } from '../../search';
import { shown } from '../../shared/request';
import { demoView, replayFor, type TourFigures } from '../../tour';
import { type AppStore, useAppState } from '../store/appStore';

/** The figures a tour step's caption is filled from: the catalog and replay its panel draws. */
export const useTourFigures = (store: AppStore, step: number): TourFigures => {
  const { tools, replay, result } = useAppState(store, (s) => ({
    tools: s.catalog?.tools,
    replay: shown(s.session.replay)?.view,
    // Only a settled search answers the step's query; one still running may be the last query's.
    result: s.result.status === 'ok' ? s.result.value.page : undefined,
  }));
  const view = demoView(step);
  return {
    tools,
    terms: result && rankerTerms(result).terms,
    replay: replayFor(replay, view.scenario, view.unsorted ?? false),
  };
};
