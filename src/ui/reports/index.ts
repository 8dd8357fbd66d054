// The sessions feature (many sessions at once: failures, always-load, mining): its state, for
// the store. Its panel is in `components.ts`.
export { createSessionsSlice, minedSetName } from './state/sessionsSlice';
export type { SessionsReads, SessionsState } from './state/sessionsTypes';
export { isSession, sessionsOf } from './state/sessionsTypes';
