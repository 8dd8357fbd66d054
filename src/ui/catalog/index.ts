// The catalog feature's entry: the shapes of its panel's props, and how the capability line's
// coverage is written (the Prompt panel and the savings card say it too). Its panel is in
// `components.ts`.
export type { CatalogPanelProps, CatalogSettingsPanelProps } from './CatalogPanel';
export { coversText, type LineCoverage, leavesToolsOut } from './Settings/lineCoverage';
export type { Titled } from './titles';
