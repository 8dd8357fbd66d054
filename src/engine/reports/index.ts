/**
 * Reports over many agent sessions: the query set their models typed, their discovery
 * failures, and which tools to declare always. The shapes are in ./types.
 */
export { ALWAYS_LOAD_FORMULA, recommendAlwaysLoad } from './alwaysLoad';
export { diagnoseSessions } from './diagnose';
export { FAILURE_KINDS, STREAK_LENGTH } from './failures';
export { DEFAULT_MINE_WINDOW, minedSetToJson, mineQuerySet } from './mine';
export type { SessionsOptions } from './replayed';
export { type SessionStats, sessionStats } from './sessionStats';
export type * from './types';
