// The sessions feature (many sessions at once: failures, always-load, mining): its state, for
// the store. Its panel is in `components.ts`.
export { createSessionsSlice } from '../replay/state/sessionReports';
export type { SessionsState } from './state/sessionsTypes';
export { isSession } from './state/sessionsTypes';
