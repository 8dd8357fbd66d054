import { type Catalog, quote } from '../catalog/core';
import { validateActivation } from './activate';
import type { Transcript, TranscriptEvent } from './transcript';
import { type Gone, goneUnderRule, type WorkingSetRule } from './workingSetRules';

/** An event that changed nothing, with why. `event` is its index within the turn. */
export type RejectedEvent = { event: number; error: string };

/**
 * One accepted touch of a non-scaffolding tool, in transcript order. `epoch` is the stretch of
 * the conversation the touch belongs to under the rule: one stretch for the whole conversation
 * (`lru`), a new one at each compaction that changed the set (`session`, `while-referenced`),
 * one per turn (`turn`). Only touches of the current stretch can be in the set. A `carry` is a
 * tool a compaction carried into the new stretch (Claude Code's `preCompactDiscoveredTools`).
 */
export type Touch = {
  turn: number;
  name: string;
  kind: 'activate' | 'call' | 'carry';
  epoch: number;
};

export type AcceptedTouches = {
  touches: Touch[];
  rejected: RejectedEvent[][];
  /** The stretch each turn ends in. */
  epochAtEnd: number[];
};

/**
 * The set after a compaction under a rule that has one (newest first, as `held` is), and how
 * each tool it lost went. Under `session` the carried tools keep their recency; tools the
 * boundary carries that the replay never saw loaded are the oldest, the first listed the newest.
 */
const afterCompaction = (
  rule: WorkingSetRule,
  event: Extract<TranscriptEvent, { type: 'compact' }>,
  held: readonly string[],
  keep: (name: string) => boolean,
): { next: string[]; how: (name: string) => Gone } => {
  if (rule === 'while-referenced') return { next: [], how: () => 'compacted' };
  // `session`: the boundary's own list when it has one; else the set as it was (a reading: a
  // client older than the list kept what it had declared). Either way, a tool the log shows was
  // lost (a later "No such tool available") is not carried.
  const lost = new Set(event.uncarried ?? []);
  const listed = event.carried === undefined ? undefined : new Set(event.carried);
  const kept = held.filter((name) => (listed?.has(name) ?? true) && !lost.has(name));
  const fresh = [...(listed ?? [])].filter(
    (name) => keep(name) && !lost.has(name) && !held.includes(name),
  );
  return {
    next: [...kept, ...fresh],
    how: (name) => (lost.has(name) ? 'no-such-tool' : 'not-carried'),
  };
};

/**
 * Which events count, decided once in transcript order: an activation counts when every name
 * is in the catalog; a direct call counts when its tool is loaded under the rule (a call to a
 * tool that was never declared, or that the rule had dropped, can't have happened as a call of
 * a declared tool, so it is reported, not added).
 */
export const acceptedTouches = (
  transcript: Transcript,
  catalog: Catalog,
  rule: WorkingSetRule,
): AcceptedTouches => {
  const names = new Set(catalog.tools.map((tool) => tool.name));
  const scaffolding = new Set(catalog.tools.filter((t) => t.scaffolding).map((t) => t.name));
  /** Tool → the 0-based turn it was last loaded in (activation, search or carry). */
  const lastLoaded = new Map<string, number>();
  /** Tool → the 0-based turn of the compaction that dropped it, and how. */
  const gone = new Map<string, { turn: number; how: Gone }>();
  /** Loaded in the current stretch; under `lru` nothing ever leaves it. */
  let loaded = new Set<string>();
  let epoch = 0;
  const touches: Touch[] = [];
  const rejected: RejectedEvent[][] = transcript.turns.map(() => []);
  const epochAtEnd: number[] = [];
  const load = (list: readonly string[], turn: number) => {
    for (const name of list) {
      // Scaffolding is always declared; it never takes a slot.
      if (scaffolding.has(name)) continue;
      lastLoaded.set(name, turn);
      loaded.add(name);
      gone.delete(name);
      touches.push({ turn, name, kind: 'activate', epoch });
    }
  };
  const rejectCall = (name: string): string | undefined => {
    if (!names.has(name)) return `toollens: direct call to unknown tool ${quote(name)}`;
    if (loaded.has(name)) return undefined;
    const when = lastLoaded.get(name);
    if (when === undefined) {
      return `toollens: direct call to ${quote(name)}, which was never activated; it takes no slot`;
    }
    if (rule === 'lru') return undefined;
    if (rule === 'turn') return goneUnderRule(rule, name, when + 1, when + 2, 'turn-ended');
    const out = gone.get(name) ?? { turn: when, how: 'compacted' };
    return goneUnderRule(rule, name, when + 1, out.turn + 1, out.how);
  };
  const compact = (event: Extract<TranscriptEvent, { type: 'compact' }>, turn: number) => {
    // The set newest first, as the projection walks it.
    const held = setAfter(touches, touches.length, epoch, Number.POSITIVE_INFINITY);
    const keep = (name: string) => names.has(name) && !scaffolding.has(name);
    const { next, how } = afterCompaction(rule, event, held, keep);
    const kept = new Set(next);
    if (kept.size === loaded.size && [...loaded].every((name) => kept.has(name))) return;
    for (const name of loaded) if (!kept.has(name)) gone.set(name, { turn, how: how(name) });
    epoch++;
    loaded = kept;
    // Carried in the order they were held, the newest last, so the set keeps its recency.
    for (const name of [...next].reverse()) {
      if (!lastLoaded.has(name)) lastLoaded.set(name, turn);
      touches.push({ turn, name, kind: 'carry', epoch });
    }
  };
  /** Records the touches of one event; returns why it changed nothing, if it didn't count. */
  const acceptEvent = (event: TranscriptEvent, turn: number): string | undefined => {
    if (event.type === 'activate') {
      const result = validateActivation(event.names, names);
      if (!result.ok) return result.error;
      load(event.names, turn);
    } else if (event.type === 'discover') {
      // What a search loaded is held as an activation of those names, in order. A search that
      // loaded nothing (it found nothing, or failed) changes nothing and is no error.
      if (event.loaded.length === 0) return undefined;
      const result = validateActivation(event.loaded, names);
      if (!result.ok) {
        const listed = result.unknown.map((each) => quote(each.name)).join(', ');
        return `toollens: ${event.via}: loaded ${listed}, not in the catalog (names the catalog lacks belong in "unknown"); nothing was loaded`;
      }
      load(event.loaded, turn);
    } else if (event.type === 'call' && !scaffolding.has(event.name)) {
      const error = rejectCall(event.name);
      if (error !== undefined) return error;
      touches.push({ turn, name: event.name, kind: 'call', epoch });
    } else if (event.type === 'compact' && (rule === 'session' || rule === 'while-referenced')) {
      // Under the bounded LRU a tool stays until it is evicted, whatever the agent did to its
      // context; under `turn` the turn's end drops it anyway.
      compact(event, turn);
    }
    return undefined;
  };
  transcript.turns.forEach((turn, t) => {
    if (rule === 'turn' && t > 0) {
      epoch++;
      loaded = new Set();
    }
    turn.events.forEach((event, index) => {
      const error = acceptEvent(event, t);
      if (error !== undefined) rejected[t]?.push({ event: index, error });
    });
    epochAtEnd.push(epoch);
  });
  return { touches, rejected, epochAtEnd };
};

/**
 * The working set after the first `count` touches: newest first, only the touches of `epoch`,
 * stopping at `limit` (the budget under `lru`; no limit under the other rules).
 */
export const setAfter = (
  touches: readonly Touch[],
  count: number,
  epoch: number,
  limit: number,
): string[] => {
  const set: string[] = [];
  const seen = new Set<string>();
  for (let index = count - 1; index >= 0 && set.length < limit; index--) {
    const touch = touches[index];
    if (touch === undefined || touch.epoch !== epoch) {
      // Epochs only grow along the transcript: an older stretch ends the walk.
      if (touch !== undefined && touch.epoch < epoch) break;
      continue;
    }
    if (seen.has(touch.name)) continue;
    seen.add(touch.name);
    set.push(touch.name);
  }
  return set;
};
