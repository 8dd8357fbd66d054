import { compactionNotes } from '../replay/core';
import { discoveryCalls } from './events';
import { FAILURE_KINDS, type FailureContext, findFailures } from './failures';
import { type ReplayedSession, replaySession, type SessionsOptions } from './replayed';
import type {
  Diagnosis,
  DiscoveryShare,
  Failure,
  FailureKind,
  Session,
  SessionDiagnosis,
} from './types';

/**
 * Discovery failures counted per session and over all of them, and the share of turns and
 * tokens spent discovering. Each session is replayed once against the catalog.
 */

const noFailures = (): Record<FailureKind, number> =>
  Object.fromEntries(FAILURE_KINDS.map((kind) => [kind, 0])) as Record<FailureKind, number>;

const countFailures = (failures: readonly Failure[]): Record<FailureKind, number> => {
  const counts = noFailures();
  for (const { kind } of failures) counts[kind] += 1;
  return counts;
};

/**
 * Turns with a discovery call, of all turns; and the prompt tokens of discovery iterations, of
 * all iterations. A discovery iteration's tokens are estimated as its turn's replayed prompt
 * tokens (the tool surface the replay assembles for that turn): each discovery call makes the
 * model read its context once more, and the replay knows the prompt per turn, not per call.
 */
const discoveryShare = (session: ReplayedSession): DiscoveryShare => {
  const calls = discoveryCalls(session.transcript);
  const share: DiscoveryShare = { turns: 0, discoveryTurns: 0, tokens: 0, discoveryTokens: 0 };
  session.result.turns.forEach((turn, index) => {
    const discovering = calls[index] ?? 0;
    share.turns += 1;
    if (discovering > 0) share.discoveryTurns += 1;
    share.tokens += turn.promptTokens * (1 + discovering);
    share.discoveryTokens += turn.promptTokens * discovering;
  });
  return share;
};

const addShares = (shares: readonly DiscoveryShare[]): DiscoveryShare =>
  shares.reduce(
    (sum, each) => ({
      turns: sum.turns + each.turns,
      discoveryTurns: sum.discoveryTurns + each.discoveryTurns,
      tokens: sum.tokens + each.tokens,
      discoveryTokens: sum.discoveryTokens + each.discoveryTokens,
    }),
    { turns: 0, discoveryTurns: 0, tokens: 0, discoveryTokens: 0 },
  );

/** The failure finders' view of a replayed session. */
const failureContext = (session: ReplayedSession, options: SessionsOptions): FailureContext => ({
  ...session,
  scaffolding: new Set(options.catalog.tools.filter((t) => t.scaffolding).map((t) => t.name)),
  catalogNames: new Set(options.catalog.tools.map((tool) => tool.name)),
});

/** One replayed session's failures, counts and discovery share. */
export const diagnoseOne = (
  session: ReplayedSession,
  options: SessionsOptions,
): SessionDiagnosis => {
  const failures = findFailures(failureContext(session, options));
  const notes = compactionNotes(session.transcript, session.result.rule);
  return {
    session: session.name,
    rule: session.result.rule,
    ...(notes.length === 0 ? {} : { notes }),
    failures,
    counts: countFailures(failures),
    share: discoveryShare(session),
  };
};

/** The sessions' diagnoses with their counts and share over all of them. */
export const diagnosisOf = (sessions: readonly SessionDiagnosis[]): Diagnosis => ({
  sessions: [...sessions],
  counts: countFailures(sessions.flatMap((each) => each.failures)),
  share: addShares(sessions.map((each) => each.share)),
});

const diagnoseReplayed = (
  replayed: readonly ReplayedSession[],
  options: SessionsOptions,
): Diagnosis => diagnosisOf(replayed.map((session) => diagnoseOne(session, options)));

export const diagnoseSessions = (
  sessions: readonly Session[],
  options: SessionsOptions,
): Diagnosis =>
  diagnoseReplayed(
    sessions.map((session) => replaySession(session, options)),
    options,
  );
