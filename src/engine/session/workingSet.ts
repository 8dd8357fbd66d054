import type { Catalog } from '../catalog/types';
import { descriptionAt, isLive } from '../catalog/types';
import { byName, quote } from '../catalog/values';
import { ToollensError } from '../errors';
import { DEFAULT_WORKING_SET_BUDGET } from '../prompt/cost';
import { validateActivation } from './activate';
import { parseTimestamp } from './readTranscript';
import type { Transcript, TranscriptEvent } from './transcript';

/**
 * The working set as a projection of the transcript. Nothing is stored between turns: the set
 * at turn t is re-derived by walking every touch up to the end of turn t, newest first, until
 * the budget is full. Replaying a transcript therefore always gives the same sets.
 */

/**
 * - `activated`: activated this turn;
 * - `warm`: kept warm by a direct call this turn (and not activated this turn);
 * - `held`: in the set, untouched this turn;
 * - `evicted`: in the previous turn's set, not in this one.
 */
export type ToolState = 'activated' | 'warm' | 'held' | 'evicted';

/** An event that changed nothing, with why. `event` is its index within the turn. */
export type RejectedEvent = { event: number; error: string };

export type TurnProjection = {
  /** 1-based, as the spec's figure numbers them. */
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
};

/** One accepted touch of a non-scaffolding tool, in transcript order. */
type Touch = { turn: number; name: string; kind: 'activate' | 'call' };

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

/**
 * Which events count, decided once in transcript order: an activation counts when every name
 * is in the catalog; a direct call counts when its tool was activated by an earlier event (a
 * call to a tool that was never declared can't have happened, so it is reported, not added).
 */
const acceptedTouches = (transcript: Transcript, catalog: Catalog) => {
  const names = new Set(catalog.tools.map((tool) => tool.name));
  const scaffolding = new Set(catalog.tools.filter((t) => t.scaffolding).map((t) => t.name));
  const everActivated = new Set<string>();
  const touches: Touch[] = [];
  const rejected: RejectedEvent[][] = transcript.turns.map(() => []);
  /** Records the touches of one event; returns why it changed nothing, if it didn't count. */
  const acceptEvent = (event: TranscriptEvent, turn: number): string | undefined => {
    if (event.type === 'activate') {
      const result = validateActivation(event.names, names);
      if (!result.ok) return result.error;
      for (const name of event.names) {
        everActivated.add(name);
        // Scaffolding is always declared; it never takes a slot.
        if (!scaffolding.has(name)) touches.push({ turn, name, kind: 'activate' });
      }
    } else if (event.type === 'discover') {
      // What a search loaded is held as an activation of those names, in order. A search that
      // loaded nothing (it found nothing, or failed) changes nothing and is no error.
      if (event.loaded.length === 0) return undefined;
      const result = validateActivation(event.loaded, names);
      if (!result.ok) {
        const listed = result.unknown.map((each) => quote(each.name)).join(', ');
        return `toollens: ${event.via}: loaded ${listed}, not in the catalog (names the catalog lacks belong in "unknown"); nothing was loaded`;
      }
      for (const name of event.loaded) {
        everActivated.add(name);
        if (!scaffolding.has(name)) touches.push({ turn, name, kind: 'activate' });
      }
    } else if (event.type === 'call' && !scaffolding.has(event.name)) {
      if (!names.has(event.name)) {
        return `toollens: direct call to unknown tool ${quote(event.name)}`;
      }
      if (!everActivated.has(event.name)) {
        return `toollens: direct call to ${quote(event.name)}, which was never activated; it takes no slot`;
      }
      touches.push({ turn, name: event.name, kind: 'call' });
    }
    // A `compact` event changes nothing here: under the bounded LRU rule a tool stays until it
    // is evicted, whatever the agent did to its context. Rules where compaction drops what was
    // loaded by reference are the agents' own, and belong to a working-set rule of their own.
    return undefined;
  };
  transcript.turns.forEach((turn, t) => {
    turn.events.forEach((event, index) => {
      const error = acceptEvent(event, t);
      if (error !== undefined) rejected[t]?.push({ event: index, error });
    });
  });
  return { touches, rejected };
};

/** The working set after the first `count` touches: newest first, stopping at the budget. */
const setAfter = (touches: readonly Touch[], count: number, budget: number): string[] => {
  const set: string[] = [];
  const seen = new Set<string>();
  for (let index = count - 1; index >= 0 && set.length < budget; index--) {
    const name = touches[index]?.name ?? '';
    if (seen.has(name)) continue;
    seen.add(name);
    set.push(name);
  }
  return set;
};

export const projectWorkingSet = (
  transcript: Transcript,
  options: ProjectionOptions,
): TurnProjection[] => {
  const budget = checkBudget(options.budget ?? DEFAULT_WORKING_SET_BUDGET);
  const { touches, rejected } = acceptedTouches(transcript, options.catalog);
  const live = options.catalog.tools.filter(isLive);
  const projections: TurnProjection[] = [];
  let end = 0;
  let previous: string[] = [];
  let previousClock: number | undefined;
  transcript.turns.forEach((turn, t) => {
    const clock = turnClock(transcript, t);
    while (end < touches.length && (touches[end]?.turn ?? Infinity) <= t) end++;
    const workingSet = setAfter(touches, end, budget);
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
