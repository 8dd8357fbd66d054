import { lazy } from 'react';

// The Evaluate panel loads when first opened: most visits never open it.
export type { EvaluatePanelProps } from './evaluate/EvaluatePanel';
export const EvaluatePanel = lazy(() => import('./evaluate/EvaluatePanel'));
export { WordDiffText } from './edit/DiffView';
export { ProposalChange } from './evaluate/ProposalChange';
