import { recommendFromReplayed } from './alwaysLoad';
import { diagnoseReplayed } from './diagnose';
import { replaySession, type SessionsOptions } from './replayed';
import type { AlwaysLoadReport, Diagnosis, Session } from './types';

/** Both reports over the same sessions, each session replayed once for the two of them. */
export type SessionsReport = { diagnosis: Diagnosis; alwaysLoad: AlwaysLoadReport };

export const reportSessions = (
  sessions: readonly Session[],
  options: SessionsOptions,
): SessionsReport => {
  const replayed = sessions.map((session) => replaySession(session, options));
  return {
    diagnosis: diagnoseReplayed(replayed, options),
    alwaysLoad: recommendFromReplayed(replayed, options),
  };
};
