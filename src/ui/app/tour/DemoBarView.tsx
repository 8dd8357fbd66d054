import { DEMO_LENGTH } from '../../tour';
import { DemoBar } from '../../tour/components';
import type { AppStore } from '../store/appStore';
import { returnLine, useTourReturn } from './TourReturnNotice';
import type { TourReturn } from './tourReturn';
import { useTourFigures } from './useTourFigures';

type Props = {
  store: AppStore;
  tour: TourReturn | undefined;
  step: number;
  onStep: (step: number) => void;
  onLeave: () => void;
};

/** The tour's bar, with the figures the panels draw, read from the store. */
export const DemoBarView = ({ store, tour, step, ...moves }: Props) => (
  <DemoBar
    {...moves}
    step={step}
    figures={useTourFigures(store, Math.min(DEMO_LENGTH, Math.max(1, step)))}
    onPresent={() => store.getState().actions.setView({ presenter: true })}
    returning={returnLine(useTourReturn(tour))}
  />
);
