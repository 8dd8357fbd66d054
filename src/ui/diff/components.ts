import { lazy } from 'react';

// The release diff and its chooser load when first asked for: most visits never compare.
export { CompareButton } from './CompareButton';
export type { CompareChooserProps } from './CompareChooser';
export type { DiffSectionProps } from './DiffSection';
export const CompareChooser = lazy(() => import('./CompareChooser'));
export const DiffSection = lazy(() => import('./DiffSection'));
