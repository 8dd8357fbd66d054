import { byName, type Catalog, descriptionAt, isLive, quote } from '../catalog/core';
import { ToollensError } from '../errors';
import { DEFAULT_WORKING_SET_BUDGET } from '../prompt/core';
import { parseTimestamp } from './readTranscript';
import type { Transcript } from './transcript';
import { DEFAULT_WORKING_SET_RULE, type WorkingSetRule } from './workingSetRules';
import { acceptedTouches, type RejectedEvent, setAfter } from './workingSetTouches';

/**
 * The working set as a projection of the transcript. Nothing is stored between turns: the set
 * at turn t is re-derived by walking every touch up to the end of turn t, newest first, until
 * the budget is full (or, under a rule without a budget, back to the stretch's start: the last
 * compaction, or the turn's start). Replaying a transcript therefore always gives the same sets.
 */

/**
 * - `activated`: activated this turn;
 * - `warm`: kept warm by a direct call this turn (and not activated this turn);
 * - `held`: in the set, untouched this turn;
 * - `evicted`: in the previous turn's set, not in this one.
 */
export type ToolState = 'activated' | 'warm' | 'held' | 'evicted';

export type TurnProjection = {
  /** 1-based, as the design's figure numbers them (docs/design/working-set.md). */
  turn: number;
  at: string;
  /** `at` in ms since the epoch: the clock of live descriptions for this turn. */
  clock: number;
  /** The activated tools declared this turn, most recently touched first. */
  workingSet: string[];
  /** Every tool in the set, plus the ones evicted this turn. */
  states: Record<string, ToolState>;
  /** In the previous turn's set and not in this one, most recently touched first. */
  evicted: string[];
  rejected: RejectedEvent[];
  /** Live tools whose description text changed since the previous turn's clock. */
  reindexed: string[];
};

export type ProjectionOptions = {
  catalog: Catalog;
  /** Slots for activated tools (scaffolding takes none). Whole number ≥ 1; default 20. */
  budget?: number;
  /** What stays loaded between turns. Default `lru`; the budget bounds only `lru`. */
  rule?: WorkingSetRule;
};

export const checkBudget = (budget: number): number => {
  if (!Number.isInteger(budget) || budget < 1) {
    throw new ToollensError(`toollens: budget must be a whole number of at least 1, got ${budget}`);
  }
  return budget;
};

export const turnClock = (transcript: Transcript, index: number): number => {
  const at = transcript.turns[index]?.at ?? '';
  const clock = parseTimestamp(at);
  if (clock === undefined) {
    throw new ToollensError(
      `toollens: /turns/${index}/at: not an ISO 8601 time with a zone: ${quote(at)}`,
    );
  }
  return clock;
};

export const projectWorkingSet = (
  transcript: Transcript,
  options: ProjectionOptions,
): TurnProjection[] => {
  const budget = checkBudget(options.budget ?? DEFAULT_WORKING_SET_BUDGET);
  const rule = options.rule ?? DEFAULT_WORKING_SET_RULE;
  const { touches, rejected, epochAtEnd } = acceptedTouches(transcript, options.catalog, rule);
  const limit = rule === 'lru' ? budget : Number.POSITIVE_INFINITY;
  const live = options.catalog.tools.filter(isLive);
  const projections: TurnProjection[] = [];
  let end = 0;
  let previous: string[] = [];
  let previousClock: number | undefined;
  transcript.turns.forEach((turn, t) => {
    const clock = turnClock(transcript, t);
    while (end < touches.length && (touches[end]?.turn ?? Infinity) <= t) end++;
    const workingSet = setAfter(touches, end, epochAtEnd[t] ?? 0, limit);
    const mine = touches.filter((touch) => touch.turn === t);
    const activated = new Set(mine.filter((x) => x.kind === 'activate').map((x) => x.name));
    const called = new Set(mine.filter((x) => x.kind === 'call').map((x) => x.name));
    const states = byName<ToolState>();
    for (const name of workingSet) {
      states[name] = activated.has(name) ? 'activated' : called.has(name) ? 'warm' : 'held';
    }
    const kept = new Set(workingSet);
    const evicted = previous.filter((name) => !kept.has(name));
    for (const name of evicted) states[name] = 'evicted';
    const since = previousClock;
    const reindexed =
      since === undefined
        ? []
        : live
            .filter((tool) => descriptionAt(tool, since) !== descriptionAt(tool, clock))
            .map((tool) => tool.name);
    projections.push({
      turn: t + 1,
      at: turn.at,
      clock,
      workingSet,
      states,
      evicted,
      rejected: rejected[t] ?? [],
      reindexed,
    });
    previous = workingSet;
    previousClock = clock;
  });
  return projections;
};
