import { DEMO_EPOCH, type Transcript, type TranscriptEvent, type Turn } from '../../../engine/core';

/**
 * Edits of a transcript from the Timeline panel, as data, applied by one pure function. Turns
 * are 1-based, as the panel numbers them; events 0-based within their turn. An edit that does
 * not fit the transcript (a turn that is not there) returns it unchanged, so a stale click can
 * never corrupt it.
 */
export type TranscriptEdit =
  /** Appends an event to a turn, or inserts it at `index`. */
  | { kind: 'addEvent'; turn: number; event: TranscriptEvent; index?: number }
  | { kind: 'removeEvent'; turn: number; index: number }
  /**
   * Moves an event one place earlier (−1) or later (+1). Past the start or end of its turn it
   * moves to the end of the turn before or the start of the turn after, so any order is reachable.
   */
  | { kind: 'moveEvent'; turn: number; index: number; delta: -1 | 1 }
  /** A new empty turn after `after` (0 = first), a minute after it: clocks never go back. */
  | { kind: 'addTurn'; after: number }
  | { kind: 'removeTurn'; turn: number };

const MINUTE_MS = 60_000;

/** One minute after `at` (or `fallback` for a transcript without turns), in UTC with a zone. */
const minuteAfter = (at: string | undefined, fallback: string): string => {
  const ms = at === undefined ? Number.NaN : Date.parse(at);
  if (!Number.isFinite(ms)) return fallback;
  return new Date(ms + MINUTE_MS).toISOString().replace('.000Z', 'Z');
};

const withTurns = (transcript: Transcript, turns: Turn[]): Transcript => ({ ...transcript, turns });

const replaceTurn = (turns: Turn[], at: number, events: TranscriptEvent[]): Turn[] =>
  turns.map((turn, index) => (index === at ? { ...turn, events } : turn));

export const applyEdit = (transcript: Transcript, edit: TranscriptEdit): Transcript => {
  const turns = transcript.turns;
  switch (edit.kind) {
    case 'addTurn': {
      if (edit.after < 0 || edit.after > turns.length) return transcript;
      const before = turns[edit.after - 1];
      const after = turns[edit.after];
      // Between two turns the new one shares the clock of the one before: it must not pass the next.
      const at =
        after === undefined ? minuteAfter(before?.at, DEMO_EPOCH) : (before?.at ?? after.at);
      const next = [...turns];
      next.splice(edit.after, 0, { at, events: [] });
      return withTurns(transcript, next);
    }
    case 'removeTurn': {
      if (turns[edit.turn - 1] === undefined) return transcript;
      return withTurns(
        transcript,
        turns.filter((_, index) => index !== edit.turn - 1),
      );
    }
    case 'addEvent': {
      const turn = turns[edit.turn - 1];
      if (!turn) return transcript;
      const events = [...turn.events];
      const index = Math.max(0, Math.min(events.length, edit.index ?? events.length));
      events.splice(index, 0, edit.event);
      return withTurns(transcript, replaceTurn(turns, edit.turn - 1, events));
    }
    case 'removeEvent': {
      const turn = turns[edit.turn - 1];
      if (!turn || turn.events[edit.index] === undefined) return transcript;
      const events = turn.events.filter((_, index) => index !== edit.index);
      return withTurns(transcript, replaceTurn(turns, edit.turn - 1, events));
    }
    case 'moveEvent':
      return moveEvent(transcript, edit.turn - 1, edit.index, edit.delta);
  }
};

const moveEvent = (transcript: Transcript, t: number, index: number, delta: -1 | 1): Transcript => {
  const turns = transcript.turns;
  const turn = turns[t];
  const event = turn?.events[index];
  if (!turn || !event) return transcript;
  const target = index + delta;
  if (target >= 0 && target < turn.events.length) {
    const events = [...turn.events];
    events.splice(index, 1);
    events.splice(target, 0, event);
    return withTurns(transcript, replaceTurn(turns, t, events));
  }
  const neighbour = turns[t + delta];
  if (!neighbour) return transcript;
  const rest = turn.events.filter((_, i) => i !== index);
  const moved = delta < 0 ? [...neighbour.events, event] : [event, ...neighbour.events];
  return withTurns(
    transcript,
    turns.map((each, i) =>
      i === t ? { ...each, events: rest } : i === t + delta ? { ...each, events: moved } : each,
    ),
  );
};

/** The names an edit would activate, for activate_tool's check before it is applied. */
export const activatedBy = (edit: TranscriptEdit): string[] | undefined =>
  edit.kind === 'addEvent' && edit.event.type === 'activate' ? edit.event.names : undefined;
