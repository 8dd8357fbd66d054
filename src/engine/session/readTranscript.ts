import { parseJson } from '../catalog/jsonPosition';
import { describeValue, isRecord, own, quote } from '../catalog/values';
import { FILTER_AXES } from '../search/types';
import { argumentsProblem, MAX_REPLAY_TURNS, sizeProblem } from './limits';
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
 * The fields each event type may have; the first ones listed are required. Unknown fields are
 * errors rather than ignored, because a misspelt filter (`capabilites`) would otherwise
 * silently widen a search.
 */
const EVENT_FIELDS: Record<TranscriptEvent['type'], { required: string[]; optional: string[] }> = {
  user: { required: ['text'], optional: [] },
  assistant: { required: ['text'], optional: [] },
  search: { required: ['query'], optional: [...FILTER_AXES, 'menu'] },
  activate: { required: ['names'], optional: [] },
  call: { required: ['name'], optional: ['args'] },
  discover: {
    required: ['via', 'query', 'form', 'returned', 'loaded'],
    optional: ['unknown', 'error'],
  },
  compact: { required: [], optional: ['trigger', 'preTokens'] },
};

const DISCOVER_FORMS = ['search', 'select', 'pattern'] as const;
const FORMS_LISTED = DISCOVER_FORMS.map(quote).join(', ');

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

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

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
  checkKeys(value, '', ['turns', 'name', 'title', 'description', 'budget'], fail);

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

type Fail = (path: string, message: string) => void;

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

const checkKeys = (
  object: Record<string, unknown>,
  path: string,
  allowed: readonly string[],
  fail: Fail,
) => {
  for (const key of Object.keys(object)) {
    if (!allowed.includes(key)) {
      fail(`${path}/${key}`, `unknown field; expected one of ${allowed.map(quote).join(', ')}`);
    }
  }
};

const readTurn = (value: unknown, path: string, fail: Fail): Turn | undefined => {
  if (!isRecord(value)) {
    fail(path, `expected a turn {"at", "events"}, found ${describeValue(value)}`);
    return undefined;
  }
  checkKeys(value, path, ['at', 'events'], fail);
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
  return ok && typeof at === 'string' ? { at, events } : undefined;
};

const readEvent = (value: unknown, path: string, fail: Fail): TranscriptEvent | undefined => {
  if (!isRecord(value)) {
    fail(path, `expected an event object, found ${describeValue(value)}`);
    return undefined;
  }
  const type = own(value, 'type');
  if (typeof type !== 'string' || !Object.hasOwn(EVENT_FIELDS, type)) {
    const types = Object.keys(EVENT_FIELDS).map(quote).join(', ');
    fail(`${path}/type`, `expected one of ${types}, found ${describeValue(type)}`);
    return undefined;
  }
  const fields = EVENT_FIELDS[type as TranscriptEvent['type']];
  // A half-valid event is never returned: any problem in it drops the whole event.
  let failed = false;
  const local: Fail = (where, message) => {
    failed = true;
    fail(where, message);
  };
  checkKeys(value, path, ['type', ...fields.required, ...fields.optional], local);
  const event = buildEvent(type as TranscriptEvent['type'], value, path, local);
  return failed ? undefined : event;
};

const buildEvent = (
  type: TranscriptEvent['type'],
  value: Record<string, unknown>,
  path: string,
  fail: Fail,
): TranscriptEvent => {
  const text = (key: string, allowEmpty = true): string => {
    const field = own(value, key);
    if (typeof field === 'string' && (allowEmpty || field.trim() !== '')) return field;
    const wanted = allowEmpty ? 'a string' : 'a non-empty string';
    fail(`${path}/${key}`, `expected ${wanted}, found ${describeValue(field)}`);
    return '';
  };
  const names = (key: string): string[] => {
    const field = own(value, key);
    if (isStringArray(field)) return field;
    fail(`${path}/${key}`, `expected an array of strings, found ${describeValue(field)}`);
    return [];
  };
  switch (type) {
    case 'user':
    case 'assistant':
      return { type, text: text('text') };
    case 'activate':
      return { type, names: names('names') };
    case 'call': {
      const event: TranscriptEvent = { type, name: text('name', false) };
      const args = own(value, 'args');
      if (args !== undefined) {
        const deep = isRecord(args) ? argumentsProblem(args) : undefined;
        if (deep) fail(`${path}/args`, deep);
        else if (isRecord(args)) event.args = args;
        else fail(`${path}/args`, `expected an object, found ${describeValue(args)}`);
      }
      return event;
    }
    case 'search': {
      const event: TranscriptEvent = { type, query: text('query') };
      for (const axis of FILTER_AXES) {
        if (own(value, axis) !== undefined) event[axis] = names(axis);
      }
      const menu = own(value, 'menu');
      if (menu !== undefined) event.menu = text('menu');
      return event;
    }
    case 'discover': {
      const form = own(value, 'form');
      if (!DISCOVER_FORMS.some((each) => each === form))
        fail(`${path}/form`, `expected one of ${FORMS_LISTED}, found ${describeValue(form)}`);
      const event: TranscriptEvent = {
        type,
        via: text('via', false),
        query: text('query'),
        form: form as (typeof DISCOVER_FORMS)[number],
        returned: names('returned'),
        loaded: names('loaded'),
      };
      if (own(value, 'unknown') !== undefined) event.unknown = names('unknown');
      if (own(value, 'error') !== undefined) event.error = text('error');
      return event;
    }
    case 'compact': {
      const event: TranscriptEvent = { type };
      if (own(value, 'trigger') !== undefined) event.trigger = text('trigger');
      const preTokens = own(value, 'preTokens');
      if (typeof preTokens === 'number' && Number.isSafeInteger(preTokens) && preTokens >= 0)
        event.preTokens = preTokens;
      else if (preTokens !== undefined)
        fail(`${path}/preTokens`, `expected a count of tokens, found ${describeValue(preTokens)}`);
      return event;
    }
  }
};
