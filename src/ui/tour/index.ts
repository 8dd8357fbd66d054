// The guided tour: its steps and figures, for the app's shell. Its bar is in `components.ts`.

export { breakCause, causeText } from './breakCause';
export { demoView, PRESENTER_FIGURE_IDS, type StepFigure } from './demoSteps';
export { drawQueries, readDrawnTools, usableSet } from './drawQueries';
export { providerName } from './glossary';
export {
  DEMO_PLAN,
  OWN_BUDGET,
  OWN_TURNS,
  type OwnTour,
  type QueriesFrom,
  showsTourStep,
  type TourPlan,
  tourSteps,
  tourView,
} from './ownSteps';
export { replayFor, type TourFigures } from './tourFigures';
export { useScrollToTarget } from './useScrollToTarget';
