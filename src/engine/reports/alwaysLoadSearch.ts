import { type ReplayCost, replayCost } from './replayCost';
import { type ReplayedSession, replaySession, type SessionsOptions } from './replayed';
import type { Session } from './types';
import { declaredAlways } from './whatIf';

/**
 * Which tools to declare always, chosen by the replay itself: each candidate set is replayed
 * under every session's own rule with those tools declared from turn 1 (their searches spared,
 * whatIf.ts), and priced as the author pays (replayCost.ts). The search is greedy with
 * exchanges: from no tool, add the tool that lowers the cost most, or drop one whose removal
 * lowers it, until no single addition or removal lowers it. The set it ends on therefore can't
 * be bettered by adding or removing any one tool. Every set is replayed at most once, and the
 * search stops at `bound` replays of the whole set of sessions (its answer then says so).
 */

/** Replays of all the sessions a search may make. */
const ALWAYS_LOAD_SEARCH_BOUND = 400;

/** Below this many dollars two costs are the same: no exchange is made for noise. */
const EPSILON = 1e-9;

export type AlwaysLoadSearch = {
  chosen: string[];
  before: ReplayCost;
  after: ReplayCost;
  /** The replayed sessions with `chosen` declared (the `before` ones when nothing is). */
  replayed: readonly ReplayedSession[];
  /** Each candidate's saving as the replay prices it: cost without it minus cost with it, beside `chosen`. */
  saves: Map<string, number>;
  /** Candidate sets replayed. */
  evaluations: number;
  /** The bound stopped the search before no single change lowered the cost. */
  bounded: boolean;
};

const keyOf = (set: ReadonlySet<string>) => [...set].sort().join('\u0000');

export const searchAlwaysLoad = (
  sessions: readonly Session[],
  before: readonly ReplayedSession[],
  candidates: readonly string[],
  options: SessionsOptions,
  bound = ALWAYS_LOAD_SEARCH_BOUND,
): AlwaysLoadSearch => {
  const memo = new Map<string, { cost: ReplayCost; replayed: readonly ReplayedSession[] }>();
  memo.set('', { cost: replayCost(before, options), replayed: before });
  let evaluations = 0;
  const evaluate = (set: ReadonlySet<string>) => {
    const key = keyOf(set);
    const known = memo.get(key);
    if (known) return known;
    evaluations++;
    const replayed = declaredAlways(sessions, options.catalog, set).map(({ session, catalog }) =>
      replaySession(session, { ...options, catalog }),
    );
    const found = { cost: replayCost(replayed, options), replayed };
    memo.set(key, found);
    return found;
  };
  const costOf = (set: ReadonlySet<string>) => evaluate(set).cost.dollars;
  const neighbours = (set: ReadonlySet<string>) =>
    candidates.map((name) => {
      const next = new Set(set);
      if (next.has(name)) next.delete(name);
      else next.add(name);
      return next;
    });
  let chosen = new Set<string>();
  let current = costOf(chosen);
  let bounded = false;
  for (;;) {
    let best: Set<string> | undefined;
    let bestCost = current - EPSILON;
    for (const next of neighbours(chosen)) {
      if (evaluations >= bound && !memo.has(keyOf(next))) {
        bounded = true;
        break;
      }
      const cost = costOf(next);
      if (cost < bestCost) {
        best = next;
        bestCost = cost;
      }
    }
    if (best === undefined || bounded) break;
    chosen = best;
    current = bestCost;
  }
  const saves = new Map<string, number>();
  for (const name of candidates) {
    const other = new Set(chosen);
    if (other.has(name)) other.delete(name);
    else other.add(name);
    const known = memo.get(keyOf(other));
    if (known === undefined) continue;
    saves.set(name, chosen.has(name) ? known.cost.dollars - current : current - known.cost.dollars);
  }
  const found = evaluate(chosen);
  return {
    chosen: candidates.filter((name) => chosen.has(name)),
    before: replayCost(before, options),
    after: found.cost,
    replayed: found.replayed,
    saves,
    evaluations,
    bounded,
  };
};
