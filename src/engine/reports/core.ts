/**
 * The reports stage's light entry: what the page's entry (`engine/core`) and other stages' light
 * modules use of it. Nothing behind it imports an index, the stemmer, MiniSearch or the tokenizer
 * (`src/architecture.test.ts` checks it from `engine/core`); the rest of the stage is in
 * `./index`.
 */

export { FAILURE_KINDS } from './failures';
export {
  DEFAULT_MINE_WINDOW,
  type MinedSessions,
  minedSetToJson,
  mineQuerySet,
  type UnansweredSearch,
} from './mine';
export { freeName } from './names';
export {
  type ReadSession,
  type ReadSessionOptions,
  readSessionFile,
  type SessionFileText,
  type SessionThread,
} from './read';
export type { RecordedReason, RecordedReasonCode } from './recordedSearchesReasons';
export type { RecordedVerdict } from './recordedSearchesVerdict';
export { type SessionStats, sessionStats } from './sessionStats';
export type {
  AlwaysLoadReport,
  AlwaysLoadRow,
  AlwaysLoadVerdict,
  Diagnosis,
  DiscoveryShare,
  Failure,
  FailureKind,
  MinedQuery,
  MinedSet,
  MineOptions,
  PricedCost,
  ReplayTotals,
  Session,
  SessionDiagnosis,
  SessionPlace,
  ToolUsage,
} from './types';
