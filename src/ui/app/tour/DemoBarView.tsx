import { type TourPlan, tourSteps } from '../../tour';
import { DemoBar } from '../../tour/components';
import type { AppStore } from '../store/appStore';
import { preparingText, useTourPlan } from './ownTour';
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

const Ready = ({ store, tour, step, plan, ...moves }: Props & { plan: TourPlan }) => (
  <DemoBar
    {...moves}
    plan={plan}
    step={step}
    figures={useTourFigures(store, plan, Math.min(tourSteps(plan).length, Math.max(1, step)))}
    onPresent={() => store.getState().actions.setView({ presenter: true })}
    returning={returnLine(useTourReturn(tour))}
  />
);

/** The tour's bar, with the figures the panels draw, read from the store, once its plan is in. */
export const DemoBarView = (props: Props) => {
  const state = useTourPlan(props.store, true);
  if (state.kind === 'ready') return <Ready {...props} plan={state.plan} />;
  return (
    <aside className="demo-bar" aria-label="Guided demo" data-testid="demo-preparing">
      <p className="demo-text" role="status">
        {preparingText(state)}
      </p>
    </aside>
  );
};
