import {
  type Marker,
  own,
  type ReplayTurn,
  type ToolState,
  type Transcript,
  type TranscriptEvent,
} from '../../../../engine/core';

/**
 * The design's working-set figure (docs/design/working-set.md) as data: one row per turn, one slot
 * per tool. A tool keeps its place from row to row, as in the figure: the tools still held stay in
 * the previous row's order, the newly activated follow in the order they were activated, and the
 * evicted come last with a minus. (The replay gives each set most recently touched first; that
 * order would reshuffle every row and hide what changed.)
 */

type WorkingSlot = { name: string; state: ToolState };

export type SlotRow = {
  turn: number;
  at: string;
  /** What the turn did, as the figure labels it: `activate read_pdf`, `call read_pdf directly`. */
  label: string;
  slots: WorkingSlot[];
  /** Free slots left under the budget. */
  free: number;
  reindexed: string[];
  markers: Marker[];
  /** Events that changed nothing (an unknown activation, a call of an undeclared tool). */
  rejected: number;
};

const names = (list: readonly string[]) => list.join(', ');

/**
 * The figure's row label: what searches loaded, activations and direct calls, else the searches,
 * else a compaction, else the message.
 */
export const turnLabel = (events: readonly TranscriptEvent[]): string => {
  const parts: string[] = [];
  const activated = events.flatMap((event) => (event.type === 'activate' ? event.names : []));
  const called = events.flatMap((event) => (event.type === 'call' ? [event.name] : []));
  const loaded = events.flatMap((event) => (event.type === 'discover' ? event.loaded : []));
  if (loaded.length > 0) parts.push(`load ${names(loaded)}`);
  if (activated.length > 0) parts.push(`activate ${names(activated)}`);
  if (called.length > 0) parts.push(`call ${names([...new Set(called)])} directly`);
  if (parts.length > 0) return parts.join(' · ');
  const searched = events.flatMap((event) => (event.type === 'search' ? [event.query] : []));
  if (searched.length > 0) return `search ${searched.map((query) => `"${query}"`).join(', ')}`;
  const discovered = events.flatMap((event) =>
    event.type === 'discover' ? [`${event.via} "${event.query}"`] : [],
  );
  if (discovered.length > 0) return `${discovered.join(', ')}, loaded nothing`;
  if (events.some((event) => event.type === 'compact')) return 'compacted';
  return events.some((event) => event.type === 'user' || event.type === 'assistant')
    ? 'conversation only'
    : 'no events';
};

export const slotRows = (
  transcript: Transcript,
  turns: readonly ReplayTurn[],
  markers: readonly Marker[],
  budget: number,
): SlotRow[] => {
  let order: string[] = [];
  return turns.map((turn) => {
    const held = new Set(turn.workingSet);
    const kept = order.filter((name) => held.has(name));
    const keptSet = new Set(kept);
    // Most recently touched first in the replay: reversed, the new tools read in activation order.
    const added = turn.workingSet.filter((name) => !keptSet.has(name)).reverse();
    order = [...kept, ...added];
    const slots: WorkingSlot[] = [
      ...order.map((name) => ({ name, state: own(turn.states, name) ?? 'held' })),
      ...turn.evicted.map((name) => ({ name, state: 'evicted' as const })),
    ];
    return {
      turn: turn.turn,
      at: turn.at,
      label: turnLabel(transcript.turns[turn.turn - 1]?.events ?? []),
      slots,
      free: Math.max(0, budget - order.length),
      reindexed: turn.reindexed,
      markers: markers.filter((marker) => marker.turn === turn.turn),
      rejected: turn.rejected.length,
    };
  });
};

/** `10:03:00` from an ISO time, in UTC as the scenarios are written; the text itself if odd. */
export const clockOf = (at: string): string => /T(\d{2}:\d{2}(:\d{2})?)/.exec(at)?.[1] ?? at;
