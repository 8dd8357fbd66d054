import { ToollensError } from '../errors';
import { type ReplayOptions, type ReplayResult, replay } from '../replay';
import { discoveryCalls } from './events';
import type { ReplayTotals, Session } from './types';

/** What the reports over sessions take: everything a replay takes but its progress callback. */
export type SessionsOptions = Omit<ReplayOptions, 'onTurn'>;

/**
 * One session replayed, with the model iterations of each turn: one for the turn, plus one per
 * discovery call (each search or activation is a tool call the model waits on, then re-reads its
 * context). Several calls in one message would share an iteration; the log does not say which
 * did, so each call counts as its own.
 */
export type ReplayedSession = Session & { result: ReplayResult; iterations: number[] };

export const replaySession = (session: Session, options: SessionsOptions): ReplayedSession => {
  try {
    // One rule for all when the options name it; else the session's own (its agent's).
    const rule = options.rule ?? session.rule;
    const result = replay(session.transcript, rule === undefined ? options : { ...options, rule });
    const iterations = discoveryCalls(session.transcript).map((calls) => 1 + calls);
    return { ...session, result, iterations };
  } catch (error) {
    if (error instanceof ToollensError) {
      throw new ToollensError(`${error.message} (session ${session.name})`, error.code);
    }
    throw error;
  }
};

/**
 * Totals over replayed sessions. A turn's every iteration is priced as the replay prices the
 * turn: its prompt tokens, and its cached share under the first provider model (the replay
 * compares consecutive turns, not iterations within one).
 */
export const replayTotals = (
  replayed: readonly ReplayedSession[],
  providers: readonly { id: string }[],
): Required<ReplayTotals> => {
  let tokens = 0;
  let iterations = 0;
  const cached: Record<string, number> = {};
  const total: Record<string, number> = {};
  for (const { result, iterations: perTurn } of replayed) {
    result.turns.forEach((turn, index) => {
      const times = perTurn[index] ?? 1;
      tokens += turn.promptTokens * times;
      iterations += times;
      for (const [id, cache] of Object.entries(turn.cache)) {
        cached[id] = (cached[id] ?? 0) + cache.cachedTokens * times;
        total[id] = (total[id] ?? 0) + cache.totalTokens * times;
      }
    });
  }
  const byProvider: Record<string, number> = {};
  for (const id of Object.keys(total)) {
    byProvider[id] = (total[id] ?? 0) === 0 ? 0 : (cached[id] ?? 0) / (total[id] ?? 1);
  }
  const first = providers[0]?.id ?? Object.keys(byProvider)[0] ?? '';
  return { tokens, iterations, cacheShare: byProvider[first] ?? 0, provider: first, byProvider };
};
