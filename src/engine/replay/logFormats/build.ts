import { describeValue, own, quote } from '../../catalog/core';
import { FILTER_AXES } from '../../search/core';
import { noun } from '../../text/core';
import { argumentsProblem } from '../limits';
import type { TranscriptEvent, Turn } from '../transcript';
import { catalogNamer, clientSearch, type DiscoverEvent, resolveReferences } from './discover';
import { at, type Log, type Step } from './steps';
import type { DiscoveryToolNames } from './types';

/**
 * Steps to turns, the same for every format:
 * - a user message starts a turn (a message of tool results only does not: it is the agent's
 *   loop going on); anything before the first user message is a turn of its own;
 * - a call of the search tool is a `search` event (query and filters from its input), and its
 *   result, when the log has it, is the event's recorded `menu`;
 * - a call of the activate tool is an `activate` event (its names);
 * - a call of any other tool is a `call` event with its arguments, whether or not the catalog
 *   has the tool: the replay marks the unknown ones;
 * - a search the platform runs (a `search-call` step) is a `discover` event, and so is an
 *   ordinary call whose result references tools (a client-side search): one event with the
 *   query, what it returned and what it loaded, never a search plus an activation;
 * - assistant text is an `assistant` event;
 * - an event a reader built whole (an agent's discovery, a compaction) is kept as it is.
 * Times: a turn takes its user message's time, else the first time seen in it. A log without
 * any time gets synthetic turns a minute apart, and a note says so.
 */

/** The synthetic clock of a log without times: the demo scenarios' morning. */
export const SYNTHETIC_START = Date.UTC(2026, 0, 1, 10, 0, 0);
const MINUTE = 60_000;

type Draft = { time: number | undefined; events: TranscriptEvent[] };

export type Built = { turns: Turn[]; calls: number; mentioned: string[] };

/** An ISO time without a needless `.000`. */
export const isoTime = (ms: number): string => new Date(ms).toISOString().replace('.000Z', 'Z');

/** A filter axis: an array of strings, or one string (models often pass one). */
const readAxis = (value: unknown, place: string, log: Log): string[] | undefined => {
  if (typeof value === 'string') return value.trim() === '' ? [] : [value];
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
  log.fail(place, `expected an array of strings, found ${describeValue(value)}`);
  return undefined;
};

const searchEvent = (
  input: Record<string, unknown>,
  place: string,
  log: Log,
): TranscriptEvent | undefined => {
  const query = own(input, 'query');
  if (typeof query !== 'string') {
    log.fail(
      at(place, 'query'),
      `expected the search text, a string, found ${describeValue(query)}`,
    );
    return undefined;
  }
  const event: Extract<TranscriptEvent, { type: 'search' }> = { type: 'search', query };
  let ok = true;
  for (const axis of FILTER_AXES) {
    const value = own(input, axis);
    if (value === undefined || value === null) continue;
    const names = readAxis(value, at(place, axis), log);
    if (names === undefined) ok = false;
    else if (names.length > 0) event[axis] = names;
  }
  return ok ? event : undefined;
};

const activateEvent = (
  input: Record<string, unknown>,
  place: string,
  log: Log,
): TranscriptEvent | undefined => {
  // `names` as the protocol has it; a lone `name` (or a string for names) is read too.
  const names = own(input, 'names');
  const name = own(input, 'name');
  if (Array.isArray(names) && names.every((item) => typeof item === 'string')) {
    return { type: 'activate', names };
  }
  if (typeof names === 'string') return { type: 'activate', names: [names] };
  if (names === undefined && typeof name === 'string') return { type: 'activate', names: [name] };
  log.fail(
    at(place, 'names'),
    `expected an array of tool names, found ${describeValue(names)}${
      names === undefined && name !== undefined ? ` (and "name" is ${describeValue(name)})` : ''
    }`,
  );
  return undefined;
};

/** Every tool name the events call, activate or load, in order of first mention. */
const mentionedIn = (drafts: readonly Draft[]): string[] => {
  const mentioned = new Set<string>();
  for (const event of drafts.flatMap((draft) => draft.events)) {
    if (event.type === 'activate') for (const name of event.names) mentioned.add(name);
    if (event.type === 'call') mentioned.add(event.name);
    if (event.type === 'discover') {
      for (const name of [...event.loaded, ...(event.unknown ?? [])]) mentioned.add(name);
    }
  }
  return [...mentioned];
};

/** A call that may yet turn out to be a search: where its event is, to replace it. */
type Pending = { draft: Draft; index: number; step: Extract<Step, { kind: 'call' }> };

export const buildTurns = (
  steps: readonly Step[],
  discovery: DiscoveryToolNames,
  log: Log,
  catalogNames?: readonly string[],
): Built => {
  const drafts: Draft[] = [];
  const searches = new Map<string, Extract<TranscriptEvent, { type: 'search' }>>();
  const platformSearches = new Map<string, DiscoverEvent>();
  const pendingCalls = new Map<string, Pending>();
  const namer = catalogNames === undefined ? undefined : catalogNamer(catalogNames);
  let calls = 0;
  const current = (time: number | undefined): Draft => {
    let draft = drafts[drafts.length - 1];
    if (!draft) {
      draft = { time, events: [] };
      drafts.push(draft);
    }
    draft.time ??= time;
    return draft;
  };

  for (const step of steps) {
    switch (step.kind) {
      case 'user':
        drafts.push({ time: step.time, events: [{ type: 'user', text: step.text }] });
        break;
      case 'assistant': {
        const draft = current(step.time);
        if (step.text.trim() === '') break;
        // Text split over blocks of one reply reads as one message.
        const last = draft.events[draft.events.length - 1];
        if (last?.type === 'assistant') last.text = `${last.text}\n\n${step.text}`;
        else draft.events.push({ type: 'assistant', text: step.text });
        break;
      }
      case 'call': {
        const draft = current(step.time);
        calls++;
        let event: TranscriptEvent | undefined;
        if (step.name === discovery.search) {
          event = searchEvent(step.input, step.place, log);
          if (event?.type === 'search' && step.id !== undefined) searches.set(step.id, event);
        } else if (step.name === discovery.activate) {
          event = activateEvent(step.input, step.place, log);
        } else {
          const deep = argumentsProblem(step.input);
          if (deep) log.fail(step.place, deep);
          else event = { type: 'call', name: step.name, args: step.input };
          if (event && step.id !== undefined) {
            pendingCalls.set(step.id, { draft, index: draft.events.length, step });
          }
        }
        if (event) draft.events.push(event);
        break;
      }
      case 'search-call': {
        const draft = current(step.time);
        calls++;
        // What it returned comes with its result; a search without one loaded nothing.
        const event: DiscoverEvent = {
          type: 'discover',
          via: step.via,
          query: step.query,
          form: step.form,
          returned: [],
          loaded: [],
          ...(step.limit === undefined ? {} : { limit: step.limit }),
          ...(step.execution === undefined ? {} : { execution: step.execution }),
        };
        if (step.id !== undefined) platformSearches.set(step.id, event);
        draft.events.push(event);
        break;
      }
      case 'references': {
        current(step.time);
        const found = resolveReferences(step.names, namer);
        const error = step.error === undefined ? {} : { error: step.error };
        const platform = platformSearches.get(step.id);
        const pending = pendingCalls.get(step.id);
        if (platform) {
          Object.assign(platform, found, error);
          // Answered: a later answer under the same id (a hosted search's) is another search's.
          platformSearches.delete(step.id);
        } else if (pending) {
          pending.draft.events[pending.index] = {
            type: 'discover',
            via: pending.step.name,
            ...clientSearch(pending.step.input),
            ...found,
            ...error,
          };
        }
        break;
      }
      case 'event':
        if (step.call) calls++;
        current(step.time).events.push(step.event);
        break;
      case 'result': {
        current(step.time);
        const search = searches.get(step.id);
        if (search && step.text.trim() !== '') search.menu = step.text;
        break;
      }
    }
  }
  return { turns: clock(drafts, log), calls, mentioned: mentionedIn(drafts) };
};

/** Gives every turn a time that never goes back: the log's where it has one. */
const clock = (drafts: readonly Draft[], log: Log): Turn[] => {
  const known = drafts.filter((draft) => draft.time !== undefined);
  if (known.length === 0) {
    if (drafts.length > 0) {
      log.note(
        `The log has no timestamps, so the turns are given synthetic times a minute apart from ${isoTime(SYNTHETIC_START)}.`,
      );
    }
    return drafts.map((draft, index) => ({
      at: isoTime(SYNTHETIC_START + index * MINUTE),
      events: draft.events,
    }));
  }
  let previous = known[0]?.time ?? SYNTHETIC_START;
  let untimed = 0;
  let raised = 0;
  const turns = drafts.map((draft) => {
    let time = draft.time;
    if (time === undefined) {
      untimed++;
      time = previous;
    } else if (time < previous) {
      raised++;
      time = previous;
    }
    previous = time;
    return { at: isoTime(time), events: draft.events };
  });
  if (untimed > 0) {
    log.note(
      `${untimed} ${noun(untimed, 'turn')} of ${drafts.length} had no timestamp and take the time of the turn before.`,
    );
  }
  if (raised > 0) {
    log.note(
      `${raised} ${noun(raised, 'turn')} had a time earlier than the turn before and take that turn's time, since turns never go back in time.`,
    );
  }
  return turns;
};

/** A note on the tools the log names that the catalog lacks, when the catalog is known. */
export const unknownToolsNote = (
  mentioned: readonly string[],
  catalogNames: readonly string[] | undefined,
): string | undefined => {
  if (catalogNames === undefined) return undefined;
  const known = new Set(catalogNames);
  const unknown = mentioned.filter((name) => !known.has(name));
  if (unknown.length === 0) return undefined;
  const listed = unknown.slice(0, 8).map(quote).join(', ');
  const more = unknown.length > 8 ? ` and ${unknown.length - 8} more` : '';
  return `${unknown.length} ${noun(unknown.length, 'tool')} the log calls, activates or loads ${unknown.length === 1 ? 'is' : 'are'} not in the catalog: ${listed}${more}. They are kept, and the timeline marks them.`;
};
