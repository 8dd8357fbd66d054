// The session feature (timeline, prompt, cost, story): its state and pure helpers, for the store
// and the other features. Its components are in `components.ts`.
export { percentOf, sectionPrefixes } from './prompt/prefixSegments';
export { createSession, sessionScenario } from './state/sessionSlice';
export type { RecordedState, ReplayState, SessionState } from './state/sessionTypes';
export { formatShare, savingsFigures } from './story/storyFigures';
export { slotRows } from './timeline/WorkingSetFigure/slotRows';
