import { describeValue, isRecord, own, parseJson, quote } from '../catalog/core';
import { MAX_REPLAY_TURNS, sizeProblem } from './limits';
import { checkKeys, type Fail, isStringArray, readEvent } from './readEvent';
import { parseSimulateStrategy } from './simulateStrategy';
import { DEMO_EPOCH, type Transcript, type TranscriptEvent, type Turn } from './transcript';

/**
 * Reads a transcript from parsed JSON: the format the CLI and the app share (documented in the
 * README). Every problem is reported with its JSON-pointer path, e.g. `/turns/2/events/1/names`,
 * and reading goes on, so one pass lists them all.
 */

export type TranscriptResult =
  | { ok: true; transcript: Transcript }
  | { ok: false; errors: string[] };

export type ReadTranscriptOptions = {
  /** The name used when the JSON has none, e.g. the file name. Default `transcript`. */
  name?: string;
  /** Where the JSON came from, e.g. a file path: every error names it after `toollens:`. */
  source?: string;
};

/** At most this many errors are returned, so a wrong file can't flood a terminal. */
const MAX_ERRORS = 100;

/**
 * An ISO 8601 date-time with an explicit zone. A zone is required because `Date.parse` reads a
 * zoneless time as local time, and the clock of live descriptions must not depend on the machine.
 */
const ISO_TIME = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Milliseconds since the epoch, or undefined when `text` is not a valid zoned ISO time. */
export const parseTimestamp = (text: string): number | undefined => {
  const match = ISO_TIME.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Date.parse accepts 2026-02-30 in some engines; the calendar decides here.
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth) return undefined;
  const ms = Date.parse(text);
  return Number.isFinite(ms) ? ms : undefined;
};

export const readTranscript = (
  value: unknown,
  options: ReadTranscriptOptions = {},
): TranscriptResult => {
  const errors: string[] = [];
  const prefix = options.source === undefined ? 'toollens:' : `toollens: ${options.source}:`;
  const fail = (path: string, message: string) => {
    errors.push(`${prefix} ${path === '' ? '/' : path}: ${message}`);
  };

  if (!isRecord(value)) {
    fail('', `expected a transcript object {"turns": […]}, found ${describeValue(value)}`);
    return { ok: false, errors };
  }
  checkKeys(value, '', ['turns', 'name', 'title', 'description', 'budget', 'simulation'], fail);

  const optionalText = (key: string): string | undefined => {
    const text = own(value, key);
    if (text === undefined) return undefined;
    if (typeof text === 'string') return text;
    fail(`/${key}`, `expected a string, found ${describeValue(text)}`);
    return undefined;
  };
  const name = optionalText('name');
  const title = optionalText('title');
  const description = optionalText('description');
  const budget = own(value, 'budget');
  if (budget !== undefined && !(Number.isInteger(budget) && (budget as number) >= 1)) {
    fail('/budget', `expected a whole number of at least 1, found ${describeValue(budget)}`);
  }
  const simulation = readSimulation(own(value, 'simulation'), fail);

  const rawTurns = own(value, 'turns');
  const turns: Turn[] = [];
  // Counted before a turn is read: a transcript over the bound is refused at once.
  const size = Array.isArray(rawTurns)
    ? sizeProblem(rawTurns.length, eventCount(rawTurns), 'the transcript')
    : undefined;
  if (!Array.isArray(rawTurns)) {
    fail('/turns', `expected an array of turns, found ${describeValue(rawTurns)}`);
  } else if (size) {
    fail('/turns', size);
  } else {
    let previous: { at: string; ms: number } | undefined;
    rawTurns.forEach((rawTurn, index) => {
      const turn = readTurn(rawTurn, `/turns/${index}`, fail);
      if (!turn) return;
      const ms = parseTimestamp(turn.at) ?? Number.NaN;
      if (previous && ms < previous.ms) {
        fail(
          `/turns/${index}/at`,
          `${quote(turn.at)} is earlier than the turn before it (${quote(previous.at)}); turns must not go back in time`,
        );
      }
      previous = { at: turn.at, ms };
      turns.push(turn);
    });
  }

  if (errors.length > 0) return { ok: false, errors: errors.slice(0, MAX_ERRORS) };
  const transcript: Transcript = { name: name ?? options.name ?? 'transcript', turns };
  if (title !== undefined) transcript.title = title;
  if (description !== undefined) transcript.description = description;
  if (typeof budget === 'number') transcript.budget = budget;
  if (simulation !== undefined) transcript.simulation = simulation;
  return { ok: true, transcript };
};

/** Reads transcript JSON text; a syntax error is reported by line and column. */
export const parseTranscript = (
  text: string,
  options: ReadTranscriptOptions = {},
): TranscriptResult => {
  const parsed = parseJson(text);
  if (parsed.ok) return readTranscript(parsed.value, options);
  const { line, column, message } = parsed.issue;
  const source = options.source === undefined ? '' : ` ${options.source}:`;
  return { ok: false, errors: [`toollens:${source} line ${line}, column ${column}: ${message}`] };
};

/** The events of raw turns, counted without reading them (a malformed turn counts none). */
const eventCount = (turns: readonly unknown[]): number => {
  if (turns.length > MAX_REPLAY_TURNS) return 0;
  let events = 0;
  for (const turn of turns) {
    const list = isRecord(turn) ? own(turn, 'events') : undefined;
    if (Array.isArray(list)) events += list.length;
  }
  return events;
};

const readTurn = (value: unknown, path: string, fail: Fail): Turn | undefined => {
  if (!isRecord(value)) {
    fail(path, `expected a turn {"at", "events"}, found ${describeValue(value)}`);
    return undefined;
  }
  checkKeys(value, path, ['at', 'events', 'relevant'], fail);
  const at = own(value, 'at');
  let ok = true;
  if (typeof at !== 'string' || parseTimestamp(at) === undefined) {
    fail(
      `${path}/at`,
      `expected an ISO 8601 time with a zone, e.g. "${DEMO_EPOCH}", found ${describeValue(at)}`,
    );
    ok = false;
  }
  const rawEvents = own(value, 'events');
  if (!Array.isArray(rawEvents)) {
    fail(`${path}/events`, `expected an array of events, found ${describeValue(rawEvents)}`);
    return undefined;
  }
  const events: TranscriptEvent[] = [];
  rawEvents.forEach((rawEvent, index) => {
    const event = readEvent(rawEvent, `${path}/events/${index}`, fail);
    if (event) events.push(event);
    else ok = false;
  });
  const relevant = own(value, 'relevant');
  if (relevant !== undefined && !isStringArray(relevant)) {
    fail(`${path}/relevant`, `expected an array of tool names, found ${describeValue(relevant)}`);
    ok = false;
  }
  if (!ok || typeof at !== 'string') return undefined;
  return isStringArray(relevant) ? { at, events, relevant } : { at, events };
};

/** `{"strategy": "top1"}`: which simulated agent wrote the transcript. */
const readSimulation = (value: unknown, fail: Fail): Transcript['simulation'] => {
  if (value === undefined) return undefined;
  if (!isRecord(value)) {
    fail('/simulation', `expected {"strategy": …}, found ${describeValue(value)}`);
    return undefined;
  }
  checkKeys(value, '/simulation', ['strategy'], fail);
  const strategy = own(value, 'strategy');
  if (typeof strategy !== 'string') {
    fail('/simulation/strategy', `expected a string, found ${describeValue(strategy)}`);
    return undefined;
  }
  try {
    parseSimulateStrategy(strategy);
  } catch (error) {
    fail('/simulation/strategy', (error as Error).message.replace(/^toollens: /, ''));
    return undefined;
  }
  return { strategy };
};
