/**
 * Reports: what many sessions add up to. The session pipeline (`readSessionFile`, `buildSessions`,
 * `recordSessions`, `reportRecords`), recorded-search checks and always-load verdicts, and in
 * `./core` the light part: the report shapes, failure kinds, session stats, mined query sets and a
 * session file's reading. Other stages and the engine's entries import the stage from here (or
 * `./core`), never a module by path (`src/test/importRules.ts`).
 */

export {
  type BuildSessionsOptions,
  buildSessions,
  type RecordOptions,
  type RecordsReport,
  recordSessions,
  recordView,
  reportRecords,
  type SessionInput,
  type SessionRecord,
  type SessionRecordView,
  type SessionSource,
  type SessionsReport,
  sessionRules,
} from './build';
export * from './core';
export {
  checkRecordedSearches,
  type RecordedSearchCheck,
  type RecordedSearchesOptions,
  type RecordedSearchesReport,
  type RecordedSearchGroup,
  type RecordedSearchSkip,
  recordedSearchTargets,
} from './recordedSearches';
export type { SessionsOptions } from './replayed';
