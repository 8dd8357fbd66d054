// The guided tour: its steps and figures, for the app's shell. Its bar is in `components.ts`.
export { DEMO_LENGTH, DEMO_STEPS, demoView, showsStep } from './demoSteps';
export { replayFor, type TourFigures } from './tourFigures';
export { useScrollToTarget } from './useScrollToTarget';
