import { lazy } from 'react';

// The Sessions view, loaded when first shown: most visits never open it.
export type { SessionsPanelProps } from './SessionsPanel';
export const SessionsPanel = lazy(() => import('./SessionsPanel'));
