// The guided tour: its steps and figures, for the app's shell. Its bar is in `components.ts`.
export {
  DEMO_LENGTH,
  DEMO_STEPS,
  demoView,
  GLOSSED_AT,
  PRESENTER_FIGURE_IDS,
  type StepFigure,
  showsStep,
} from './demoSteps';
export { providerName } from './glossary';
export { replayFor, type TourFigures } from './tourFigures';
export { useScrollToTarget } from './useScrollToTarget';
