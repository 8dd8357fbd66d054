// The catalog feature's entry: the shapes of its panel's props. Its panel is in `components.ts`.
export type { CatalogPanelProps, CatalogSettingsPanelProps } from './CatalogPanel';
export type { Titled } from './titles';
