// The tour's caption, bar and the finale's figure (the app loads them when the tour starts).
export { Caption } from './Caption';
export { DemoBar } from './DemoBar';
export { OrdersFigure } from './OrdersFigure';
export { StepCaption } from './StepCaption';
