/**
 * Reports over many agent sessions: the query set their models typed, their discovery
 * failures, and which tools to declare always. The shapes are in ./types.
 */
export { FAILURE_KINDS } from './failures';
export type { SessionsOptions } from './replayed';
export { type SessionStats, sessionStats } from './sessionStats';
export type * from './types';
