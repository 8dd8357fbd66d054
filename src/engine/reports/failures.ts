import { quote } from '../catalog/core';
import type { Transcript } from '../replay/core';
import { plural } from '../text/core';
import {
  isSearch,
  placeOf,
  type SearchEvent,
  sameQueryKey,
  searchQuery,
  sessionPlaceText,
} from './events';
import type { ReplayedSession } from './replayed';
import type { Failure, FailureKind, SessionPlace } from './types';

/**
 * The discovery failures of one replayed session. Each kind is found by one function below,
 * its rule in the comment above it; `FAILURE_KINDS` lists them in the order reports show them.
 */

export const FAILURE_KINDS: readonly FailureKind[] = [
  'search-streak',
  'repeated-search',
  'empty-search',
  'search-for-loaded',
  'found-never-called',
  'called-before-loaded',
  'thrash',
];

/** Searches in a row that make a streak. */
const STREAK_LENGTH = 3;

export type FailureContext = ReplayedSession & {
  scaffolding: ReadonlySet<string>;
  catalogNames: ReadonlySet<string>;
};

type Located<E> = { event: E; turn: number; index: number; at: SessionPlace };

const eventsOf = ({ name, transcript }: { name: string; transcript: Transcript }) =>
  transcript.turns.flatMap((turn, t) =>
    turn.events.map((event, index) => ({ event, turn: t, index, at: placeOf(name, t, index) })),
  );

const searchesOf = (context: FailureContext): Located<SearchEvent>[] =>
  eventsOf(context).flatMap((each) =>
    isSearch(each.event) ? [{ ...each, event: each.event }] : [],
  );

const names = (list: readonly string[]) => list.map(quote).join(', ');

/**
 * Search streak: STREAK_LENGTH or more searches (of any form) one after another, with no direct
 * call of a tool between them; activations and messages do not break a streak. One failure per
 * streak, at its first search.
 */
const searchStreaks = (context: FailureContext): Failure[] => {
  const failures: Failure[] = [];
  let run: Located<SearchEvent>[] = [];
  const close = () => {
    const first = run[0];
    const last = run[run.length - 1];
    if (first && last && run.length >= STREAK_LENGTH) {
      const queries = run.map((each) => quote(searchQuery(each.event)));
      failures.push({
        kind: 'search-streak',
        at: first.at,
        query: searchQuery(first.event),
        detail: `${plural(run.length, 'search')} in a row without a tool call between them, ${sessionPlaceText(first.at)} to ${sessionPlaceText(last.at)}: ${queries.join(', ')}`,
      });
    }
    run = [];
  };
  for (const each of eventsOf(context)) {
    if (isSearch(each.event)) run.push({ ...each, event: each.event });
    else if (each.event.type === 'call') close();
  }
  close();
  return failures;
};

/** Repeated search: the same query (or pattern, or select:) as an earlier search of the session, after trimming and case folding. */
const repeatedSearches = (context: FailureContext): Failure[] => {
  const first = new Map<string, SessionPlace>();
  const failures: Failure[] = [];
  for (const { event, at } of searchesOf(context)) {
    const key = sameQueryKey(event.query);
    const earlier = first.get(key);
    if (earlier === undefined) first.set(key, at);
    else {
      failures.push({
        kind: 'repeated-search',
        at,
        query: searchQuery(event),
        detail: `searched ${quote(searchQuery(event))} again, as in ${sessionPlaceText(earlier)}`,
      });
    }
  }
  return failures;
};

/**
 * Empty search: an agent's search that returned nothing or failed (its error code), or a
 * search_tools call that finds nothing when run against the catalog at its turn's clock.
 */
const emptySearches = (context: FailureContext): Failure[] =>
  searchesOf(context).flatMap(({ event, turn, index, at }): Failure[] => {
    const query = searchQuery(event);
    if (event.type === 'discover') {
      if (event.error !== undefined) {
        return [
          {
            kind: 'empty-search',
            at,
            query,
            detail: `${event.via} ${quote(query)} failed: ${event.error}`,
          },
        ];
      }
      if (event.returned.length > 0 || (event.unknown?.length ?? 0) > 0) return [];
      return [
        {
          kind: 'empty-search',
          at,
          query,
          detail: `${event.via} ${quote(query)} returned nothing`,
        },
      ];
    }
    const replayed = context.result.turns[turn]?.searches.find((each) => each.event === index);
    if (replayed === undefined || replayed.totalHits > 0) return [];
    return [
      {
        kind: 'empty-search',
        at,
        query,
        detail: `search_tools ${quote(query)} finds nothing in the catalog`,
      },
    ];
  });

/**
 * Search for a tool already loaded: a search that loaded tools, every one of which was in the
 * working set already (the set the replay held at the end of the turn before, what this turn
 * loaded or activated before it, and the scaffolding).
 */
const searchesForLoaded = (context: FailureContext): Failure[] => {
  const failures: Failure[] = [];
  context.transcript.turns.forEach((turn, t) => {
    const held = new Set([
      ...context.scaffolding,
      ...(context.result.turns[t - 1]?.workingSet ?? []),
    ]);
    turn.events.forEach((event, index) => {
      if (event.type === 'discover' && event.loaded.length > 0) {
        if (event.loaded.every((name) => held.has(name))) {
          failures.push({
            kind: 'search-for-loaded',
            at: placeOf(context.name, t, index),
            query: searchQuery(event),
            tools: [...event.loaded],
            detail: `${event.via} ${quote(searchQuery(event))} loaded ${names(event.loaded)}, already loaded`,
          });
        }
        for (const name of event.loaded) held.add(name);
      }
      if (event.type === 'activate') for (const name of event.names) held.add(name);
    });
  });
  return failures;
};

/** Accepted direct calls by name: a call the replay rejected (never loaded) is no use. */
const calledTools = (context: FailureContext): Set<string> => {
  const called = new Set<string>();
  context.transcript.turns.forEach((turn, t) => {
    const rejected = new Set(context.result.turns[t]?.rejected.map((each) => each.event));
    turn.events.forEach((event, index) => {
      if (event.type === 'call' && !rejected.has(index)) called.add(event.name);
    });
  });
  return called;
};

/**
 * Found or loaded but never called: a tool a search returned or loaded, or an activation loaded,
 * that the session never called (scaffolding aside). One failure per tool, where it first came.
 */
const foundNeverCalled = (context: FailureContext): Failure[] => {
  const called = calledTools(context);
  const first = new Map<string, { at: SessionPlace; how: string }>();
  for (const { event, at } of eventsOf(context)) {
    const came =
      event.type === 'discover'
        ? [...event.returned, ...event.loaded]
        : event.type === 'activate'
          ? event.names
          : [];
    const how =
      event.type === 'discover' ? `${event.via} ${quote(searchQuery(event))}` : 'activate_tool';
    for (const name of came) {
      if (!first.has(name) && !called.has(name) && !context.scaffolding.has(name)) {
        first.set(name, { at, how });
      }
    }
  }
  return [...first].map(([name, { at, how }]) => ({
    kind: 'found-never-called',
    at,
    tools: [name],
    detail: `${quote(name)} came from ${how} in ${sessionPlaceText(at)} and was never called`,
  }));
};

/**
 * Called before loaded: a direct call of a catalog tool that the replay rejected because no
 * search or activation had loaded it, or because the session's working-set rule had dropped it
 * (a compaction, the end of its turn); a call of a name the catalog lacks is not counted. The
 * detail is the replay's own reason.
 */
const calledBeforeLoaded = (context: FailureContext): Failure[] => {
  const { catalogNames } = context;
  return context.result.turns.flatMap((turn, t) =>
    turn.rejected.flatMap(({ event: index, error }): Failure[] => {
      const event = context.transcript.turns[t]?.events[index];
      if (event?.type !== 'call' || !catalogNames.has(event.name)) return [];
      const at = placeOf(context.name, t, index);
      const why = error.replace(/^toollens: /, '').replace(/; it takes no slot$/, '');
      return [
        {
          kind: 'called-before-loaded',
          at,
          tools: [event.name],
          detail: `${sessionPlaceText(at)}: ${why}`,
        },
      ];
    }),
  );
};

/**
 * Thrash: a tool loaded again after the working set evicted it (the projection's `evicted`),
 * at the event of the turn that loaded it again.
 */
const thrash = (context: FailureContext): Failure[] => {
  const evicted = new Map<string, number>();
  const failures: Failure[] = [];
  context.result.turns.forEach((turn, t) => {
    for (const name of turn.workingSet) {
      const out = evicted.get(name);
      if (turn.states[name] !== 'activated' || out === undefined) continue;
      const events = context.transcript.turns[t]?.events ?? [];
      const index = events.findIndex(
        (event) =>
          (event.type === 'discover' && event.loaded.includes(name)) ||
          (event.type === 'activate' && event.names.includes(name)),
      );
      const at = placeOf(context.name, t, index < 0 ? undefined : index);
      failures.push({
        kind: 'thrash',
        at,
        tools: [name],
        detail: `${quote(name)} loaded again in ${sessionPlaceText(at)} after it was evicted in turn ${out}`,
      });
      evicted.delete(name);
    }
    for (const name of turn.evicted) evicted.set(name, turn.turn);
  });
  return failures;
};

const FINDERS: Record<FailureKind, (context: FailureContext) => Failure[]> = {
  'search-streak': searchStreaks,
  'repeated-search': repeatedSearches,
  'empty-search': emptySearches,
  'search-for-loaded': searchesForLoaded,
  'found-never-called': foundNeverCalled,
  'called-before-loaded': calledBeforeLoaded,
  thrash,
};

/** Every failure of the session, in the order of FAILURE_KINDS, each kind in session order. */
export const findFailures = (context: FailureContext): Failure[] =>
  FAILURE_KINDS.flatMap((kind) => FINDERS[kind](context));
