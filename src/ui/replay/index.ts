// The session feature (timeline, prompt, cost, story) and the page's one session slice, which
// the Sessions view (ui/reports) reports from: its state and pure helpers, for the store and the
// other features. Its components are in `components.ts`.
export { percentOf, sectionPrefixes } from './prompt/prefixSegments';
export { isSession } from './state/sessionReports';
export { createSession, sessionScenario } from './state/sessionSlice';
export type {
  ChosenFile,
  RecordedState,
  ReplayState,
  SessionImportError,
  SessionState,
} from './state/sessionTypes';
export { formatShare, savingsFigures } from './story/storyFigures';
export { slotRows } from './timeline/WorkingSetFigure/slotRows';
