import { type AppStore, useAppState } from '../store/appStore';
import { shown } from '../store/request';
import { demoView } from './demoSteps';
import { replayFor, type TourFigures } from './tourFigures';

/** The figures a tour step's caption is filled from: the catalog and replay its panel draws. */
export const useTourFigures = (store: AppStore, step: number): TourFigures => {
  const { tools, replay } = useAppState(store, (s) => ({
    tools: s.catalog?.tools,
    replay: shown(s.session.replay)?.view,
  }));
  const view = demoView(step);
  return { tools, replay: replayFor(replay, view.scenario, view.unsorted ?? false) };
};
