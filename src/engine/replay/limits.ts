import { MAX_SCHEMA_DEPTH, nestingDepth } from '../catalog/core';
import { formatCount, plural } from '../text/core';
import type { Transcript } from './transcript';

/**
 * How much of a conversation toollens reads and replays: one definition for the CLI, the
 * worker's import and replay, and the page's check of a saved transcript before it asks for a
 * replay. A replay keeps every turn's prompt and figures, so its memory and time grow with the
 * turns: 100,000 turns on the demo catalog pass 4 GB and 8 minutes. 2,000 turns hold the largest
 * replay the README measures (bfcl's 1,562 simulated turns) and replay the demo in about 19 s
 * in the CLI at 340 MB and 8 s in the worker; real agent sessions stay far below.
 */
export const MAX_REPLAY_TURNS = 2_000;

/**
 * Lines of an agent's session file read at most. Session files hold many lines per turn (Codex
 * writes UI events beside each item), so this sits well above the events replayed; a file past
 * it is refused with the line, not cut short.
 */
export const MAX_LOG_LINES = 200_000;

/** Events over all turns: each search event is a search, so a few turns can hold much work. */
export const MAX_REPLAY_EVENTS = 20_000;

/**
 * Lines of an agent's session file (Claude Code, the Agent SDK's stream-json): most lines are
 * a message, a tool result or bookkeeping, so a session that fits MAX_REPLAY_EVENTS stays well
 * inside this; a longer file is refused before its lines are interpreted.
 */
export const MAX_SESSION_LINES = 5 * MAX_REPLAY_EVENTS;

/**
 * Tool arguments follow their schema, which catalogs hold to MAX_SCHEMA_DEPTH levels. Deeper ones
 * cannot cross to the page (structured clone) or be stored: a call 10,000 levels deep would
 * reach the page as nothing at all.
 */
const MAX_ARGUMENT_DEPTH = MAX_SCHEMA_DEPTH;

/**
 * Why a conversation of `turns` turns and `events` events is too large to replay, or
 * undefined. `what` names it: `the log`, `the transcript "day"`.
 */
export const sizeProblem = (turns: number, events: number, what: string): string | undefined => {
  if (turns > MAX_REPLAY_TURNS)
    return `${what} has ${plural(turns, 'turn')}; toollens replays at most ${formatCount(MAX_REPLAY_TURNS)}`;
  if (events > MAX_REPLAY_EVENTS)
    return `${what} has ${plural(events, 'event')}; toollens replays at most ${formatCount(MAX_REPLAY_EVENTS)}`;
  return undefined;
};

/** The same for a transcript already read (a saved one, a simulated one); one pass over turns. */
export const transcriptSizeProblem = (transcript: Transcript): string | undefined => {
  let events = 0;
  for (const turn of transcript.turns) events += turn.events.length;
  return sizeProblem(transcript.turns.length, events, `the transcript "${transcript.name}"`);
};

/** Why a call's arguments cannot be read, or undefined: they nest too deep. */
export const argumentsProblem = (args: unknown): string | undefined =>
  nestingDepth(args, MAX_ARGUMENT_DEPTH) > MAX_ARGUMENT_DEPTH
    ? `nests more than ${MAX_ARGUMENT_DEPTH} levels deep; toollens reads tool arguments nested at most ${MAX_ARGUMENT_DEPTH} levels, as it reads schemas`
    : undefined;
