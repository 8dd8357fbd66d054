// The search feature's components, for the app's shell. The Search panel is the first visit's.
export { SearchPanel, type SearchPanelProps } from './SearchPanel';
