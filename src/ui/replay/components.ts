import { lazy } from 'react';

// The session feature's panels, each loaded when first shown: most visits never open them, and
// the Prompt panel and the cost chart bring recharts.
export type { PromptPanelProps } from './prompt/PromptPanel';
export type { TimelinePanelProps } from './timeline/TimelinePanel';
export const TimelinePanel = lazy(() => import('./timeline/TimelinePanel'));
export const PromptPanel = lazy(() => import('./prompt/PromptPanel'));
/** `panel=cost` of an embed: the Prompt panel's standing-cost chart on its own. */
export const CostEmbed = lazy(() => import('./cost/CostEmbed'));
export { SavingsCard } from './story/SavingsCard';
// The Timeline's working-set figure and the savings card alone, for the presenter view (itself
// loaded lazily): re-exported, so an entry that does not draw them does not load them.
export { WorkingSetFigure } from './timeline/WorkingSetFigure/WorkingSetFigure';
