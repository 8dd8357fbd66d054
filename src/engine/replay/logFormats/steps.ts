import { describeValue, isRecord, own, parseJson } from '../../catalog/core';
import { noun } from '../../text/core';
import { parseTimestamp } from '../readTranscript';
import type { TranscriptEvent } from '../transcript';

/**
 * What every format reader produces: the conversation as a flat list of steps, each with the
 * place in the input it came from. The builder (build.ts) turns steps into turns and events, so
 * the rules (a user message starts a turn, discovery calls become searches and activations)
 * live in one place whatever the format.
 */
export type Step =
  /** A user message with content of its own (not only tool results): it starts a turn. */
  | { kind: 'user'; text: string; time?: number }
  | { kind: 'assistant'; text: string; time?: number }
  /** A tool call; `input` is already an object, `place` names it for errors. */
  | {
      kind: 'call';
      name: string;
      id?: string;
      input: Record<string, unknown>;
      place: string;
      time?: number;
    }
  /** A tool result; only a search's result is kept (as its recorded menu). */
  | { kind: 'result'; id: string; text: string; time?: number }
  /**
   * A search the agent's platform runs itself (the Claude API's tool search, OpenAI's hosted
   * tool_search): `via` as the log names it, and what it was asked, its answer to follow.
   */
  | {
      kind: 'search-call';
      via: string;
      query: string;
      form: 'search' | 'pattern';
      id?: string;
      time?: number;
      /** The result count the call asked for, and where it ran, when the log says. */
      limit?: number;
      execution?: 'server' | 'client';
    }
  /**
   * The answer to a search-call, or to an ordinary call that searched on the client: the tools
   * it referenced (which loads them) as the log names them, or the search's error.
   */
  | { kind: 'references'; id: string; names: string[]; error?: string; time?: number }
  /**
   * An event a format reader built whole (an agent's own discovery, a compaction); `call` says
   * whether it counts as a tool call. A reader may still fill it in from a later result.
   */
  | { kind: 'event'; event: TranscriptEvent; call: boolean; time?: number };

/**
 * Errors and notes of one reading. Errors name a place such as `messages[3].content[1].input`
 * (or `line 4: content[1]` in JSON Lines); reading goes on after an error, so one pass lists
 * them all. Skipped content is counted, and reported once as a note.
 */
export class Log {
  readonly errors: { place: string; message: string }[] = [];
  readonly #skipped = new Map<string, number>();
  readonly #notes: string[] = [];
  #badTime: string | undefined;
  #badTimes = 0;

  fail(place: string, message: string): void {
    this.errors.push({ place, message });
  }

  /** Content the timeline has no event for: `thinking block`, `system message`. */
  skip(what: string): void {
    this.#skipped.set(what, (this.#skipped.get(what) ?? 0) + 1);
  }

  note(text: string): void {
    this.#notes.push(text);
  }

  badTime(place: string): void {
    this.#badTime ??= place;
    this.#badTimes++;
  }

  notes(): string[] {
    const notes = [...this.#notes];
    if (this.#skipped.size > 0) {
      const parts = [...this.#skipped].map(([what, count]) => `${count} ${noun(count, what)}`);
      notes.push(`Skipped what the timeline has no event for: ${parts.join(', ')}.`);
    }
    if (this.#badTime !== undefined) {
      const more = this.#badTimes > 1 ? ` and ${this.#badTimes - 1} more` : '';
      notes.push(
        `Ignored timestamps that are not a time with a zone or a number of seconds: ${this.#badTime}${more}.`,
      );
    }
    return notes;
  }
}

/** `messages` + 3 → `messages[3]`; `messages[3]` + `content` → `messages[3].content`. */
export const at = (place: string, key: string | number): string => {
  if (typeof key === 'number') return `${place}[${key}]`;
  if (place === '') return key;
  return place.endsWith(':') ? `${place} ${key}` : `${place}.${key}`;
};

/** The place a JSON Lines line's own fields hang from: `line 4:`. */
export const linePlace = (line: number): string => `line ${line}:`;

/** An error's place as printed before its message: `messages[3].input: `, `line 4: `, or none. */
export const printPlace = (place: string): string =>
  place === '' ? '' : place.endsWith(':') ? `${place} ` : `${place}: `;

/** A string field, or an error naming it. */
export const readString = (
  object: Record<string, unknown>,
  key: string,
  place: string,
  log: Log,
  what = 'a string',
): string | undefined => {
  const value = own(object, key);
  if (typeof value === 'string') return value;
  log.fail(at(place, key), `expected ${what}, found ${describeValue(value)}`);
  return undefined;
};

/** A tool name: a non-empty string. */
export const readName = (
  object: Record<string, unknown>,
  key: string,
  place: string,
  log: Log,
): string | undefined => {
  const value = own(object, key);
  if (typeof value === 'string' && value.trim() !== '') return value;
  log.fail(at(place, key), `expected a tool name, found ${describeValue(value)}`);
  return undefined;
};

/**
 * A tool call's arguments as OpenAI sends them: a JSON string holding an object. An empty
 * string is no arguments; an object already parsed (some logs store it so) is taken as is.
 */
export const readArguments = (
  value: unknown,
  place: string,
  log: Log,
): Record<string, unknown> | undefined => {
  if (isRecord(value)) return value;
  if (typeof value !== 'string') {
    log.fail(place, `expected a JSON string of the arguments, found ${describeValue(value)}`);
    return undefined;
  }
  if (value.trim() === '') return {};
  const parsed = parseJson(value);
  if (!parsed.ok) {
    const { line, column, message } = parsed.issue;
    log.fail(place, `not valid JSON (line ${line}, column ${column}: ${message})`);
    return undefined;
  }
  if (isRecord(parsed.value)) return parsed.value;
  log.fail(place, `expected a JSON object, found ${describeValue(parsed.value)}`);
  return undefined;
};

/** The fields a message, an item or a log line may carry its time in. */
const TIME_FIELDS = ['timestamp', 'created_at', 'created'] as const;

/** Numbers above this are milliseconds since the epoch (1e11 s is the year 5138). */
const MILLISECONDS = 1e11;

/**
 * The time an object carries, in ms since the epoch: an ISO 8601 time with a zone, or a number
 * of seconds (`created`, `created_at`) or milliseconds since the epoch. A value that is none of
 * these is noted and ignored, never an error: a log's clock is a bonus, not its content.
 */
export const readTime = (
  object: Record<string, unknown>,
  place: string,
  log: Log,
): number | undefined => {
  for (const key of TIME_FIELDS) {
    const value = own(object, key);
    if (value === undefined || value === null) continue;
    if (typeof value === 'number' && Number.isFinite(value) && value > 0) {
      return value >= MILLISECONDS ? value : value * 1000;
    }
    if (typeof value === 'string') {
      const ms = parseTimestamp(value);
      if (ms !== undefined) return ms;
    }
    log.badTime(at(place, key));
  }
  return undefined;
};

/** Text blocks of one message as one text, the empty ones left out. */
export const joinTexts = (texts: readonly string[]): string =>
  texts.filter((text) => text !== '').join('\n\n');
