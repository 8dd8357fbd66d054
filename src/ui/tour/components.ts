// The tour's caption and bar (the app loads the bar when the tour starts).
export { Caption } from './Caption';
export { DemoBar } from './DemoBar';
export { StepCaption } from './StepCaption';
