// The tour's bar, its step caption and the finale's figure, loaded when the tour starts.
export { DemoBar } from './DemoBar';
export { OrdersFigure } from './OrdersFigure';
export { StepCaption } from './StepCaption';
