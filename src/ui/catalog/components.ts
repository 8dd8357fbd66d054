import { lazy } from 'react';

// The catalog table (react-table, react-virtual) loads when its panel is first opened.
export const CatalogPanel = lazy(() => import('./CatalogPanel'));
