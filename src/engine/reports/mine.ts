import type { Catalog } from '../catalog/core';
import { ToollensError } from '../errors';
import { querySetToJson } from '../eval/core';
import type { Transcript } from '../replay/core';
import { isSearch, placeOf, type SearchEvent, sameQueryKey, searchQuery } from './events';
import type { MinedQuery, MinedSet, MineOptions, Session, SessionPlace } from './types';

/**
 * The queries models type, mined from their sessions: a search becomes a query labelled by the
 * tools the session ties to it, those it returned (or another search of its run returned) and
 * the agent then called. The labels are silver: an agent's calls say what it used, not what a
 * perfect search would have returned. A search the session ties no called tool to is mined as
 * unanswered, with what the agent did next kept beside it as context, never as a label: an
 * agent that searched three times for Slack, found nothing and then called `get_me` from memory
 * did not find `get_me` with those queries.
 */

/** A call in the discovery's own turn or the next one still answers it. */
export const DEFAULT_MINE_WINDOW = 1;
export const MAX_ANSWERED_A_CALL = 8;
/** An unanswered search keeps the first few tools the agent called next: context, kept short. */
export const MAX_NEXT = 5;

/** The id of the n-th mined query (1-based): stable for the same sessions in the same order. */
const minedId = (n: number): string => `mined-${n}`;

/** A search the session ties no called tool to: no query in the set, its context kept. */
export type UnansweredSearch = SessionPlace & {
  query: string;
  via: string;
  /** What it returned as the session shows it: empty when it found nothing. */
  returned: string[];
  /**
   * The first MAX_NEXT tools (any, catalog or not) the agent called after its run of searches,
   * before it searched again or the person spoke, within the window. Context, not a label.
   */
  next: string[];
};

/** What mining gives: the set, the `select:`s kept apart, the unanswered searches in context. */
export type MinedSessions = Omit<MinedSet, 'unanswered'> & { unanswered: UnansweredSearch[] };

const checkWindow = (window: number): number => {
  if (!Number.isInteger(window) || window < 0) {
    throw new ToollensError(
      `toollens: mine: the window must be a whole number of turns ≥ 0, got ${window}`,
    );
  }
  return window;
};

/** True when `text` shows `name` as a whole name (no name character either side). */
export const showsName = (text: string, name: string): boolean => {
  const inName = (code: number) =>
    (code >= 48 && code <= 57) ||
    (code >= 65 && code <= 90) ||
    (code >= 97 && code <= 122) ||
    code === 95;
  if (name === '') return false;
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
    const before = text.charCodeAt(at - 1);
    const after = text.charCodeAt(at + name.length);
    if (!inName(before) && !inName(after)) return true;
  }
  return false;
};

/**
 * Whether a search_tools search returned `name`, as its activation shows: the design's
 * (docs/design/working-set.md) agent loads a tool from the menu with activate_tool, so an
 * activation in the search's run is the tie, unless the menu was recorded and does not show the
 * name (echoing the query, as a menu's header may, is not showing a tool).
 */
const menuShows = (event: Extract<SearchEvent, { type: 'search' }>, name: string): boolean =>
  event.menu === undefined || showsName(event.menu.split(event.query.trim()).join(' '), name);

/** A search of a session, in order, with the tools the session ties to it. */
type Asked = {
  event: SearchEvent;
  turn: number;
  index: number;
  run: Run;
  /** A keyword search or pattern with a query: what a call may answer (never a select:). */
  answerable: boolean;
  /** What the session shows it returned (for search_tools, what was activated from it). */
  returned: Set<string>;
  relevant: string[];
  has: Set<string>;
};

/**
 * Searches with no call and no message from the person between them: one need, asked again in
 * other words. A tool any of them returned labels all of them.
 */
type Run = {
  answerable: Asked[];
  searchTools: Asked[];
  /** The distinct tools called after the run, until the next search or the person's message. */
  next: { name: string; turn: number }[];
};

/**
 * The searches of a transcript, each with the tools the session ties to it, in one forward walk.
 * A call of a counted tool is tied to the latest run of searches that returned the tool before
 * the call (a later search that found it again takes it over), and labels that run's searches
 * whose turn is within `window` turns before the call, in order of first call. A call labels at
 * most MAX_ANSWERED_A_CALL searches of its run, the latest: a longer run for one tool is one
 * search retried, and the bound keeps the walk linear.
 */
const answeredSearches = (
  transcript: Transcript,
  window: number,
  counts: (name: string) => boolean,
): Asked[] => {
  const asked: Asked[] = [];
  /** The latest run that returned the name, and the run its calls already labelled. */
  const latestRun = new Map<string, Run>();
  const labelled = new Map<string, Run>();
  let open: Run | undefined;
  /** The run whose `next` the calls after it fill, until a search or the person ends it. */
  let collecting: Run | undefined;
  const returns = (search: Asked, names: readonly string[]) => {
    for (const name of names) {
      if (search.returned.has(name)) continue;
      search.returned.add(name);
      latestRun.set(name, search.run);
    }
  };
  const called = (name: string, turn: number) => {
    const run = latestRun.get(name);
    if (run === undefined || labelled.get(name) === run) return;
    labelled.set(name, run);
    const searches = run.answerable;
    for (let i = searches.length - 1, seen = 0; i >= 0 && seen < MAX_ANSWERED_A_CALL; i--, seen++) {
      const search = searches[i];
      if (search === undefined || search.turn < turn - window) break;
      if (search.has.has(name)) continue;
      search.has.add(name);
      search.relevant.push(name);
    }
  };
  transcript.turns.forEach((turn, t) => {
    turn.events.forEach((event, index) => {
      if (isSearch(event)) {
        collecting = undefined;
        open ??= { answerable: [], searchTools: [], next: [] };
        const select = event.type === 'discover' && event.form === 'select';
        const answerable = !select && searchQuery(event) !== '';
        const search: Asked = {
          event,
          turn: t,
          index,
          run: open,
          answerable,
          returned: new Set(),
          relevant: [],
          has: new Set(),
        };
        asked.push(search);
        if (answerable) open.answerable.push(search);
        if (event.type === 'search') open.searchTools.push(search);
        // A select: names its tools rather than finding them: it ties none to the run.
        else if (!select) returns(search, [...event.returned, ...event.loaded]);
      } else if (event.type === 'activate') {
        for (const search of open?.searchTools ?? []) {
          if (search.event.type !== 'search') continue;
          const menu = search.event;
          returns(
            search,
            event.names.filter((name) => menuShows(menu, name)),
          );
        }
      } else if (event.type === 'call') {
        if (open !== undefined) collecting = open;
        open = undefined;
        if (counts(event.name)) called(event.name, t);
        const next = collecting?.next;
        if (next && next.length < MAX_NEXT && !next.some((each) => each.name === event.name)) {
          next.push({ name: event.name, turn: t });
        }
      } else if (event.type === 'user') {
        open = undefined;
        collecting = undefined;
      }
    });
  });
  return asked;
};

const unansweredOf = (session: string, asked: Asked, window: number): UnansweredSearch => ({
  ...placeOf(session, asked.turn, asked.index),
  query: searchQuery(asked.event),
  via: asked.event.type === 'discover' ? asked.event.via : 'search_tools',
  returned:
    asked.event.type === 'discover' ? [...new Set(asked.event.returned)] : [...asked.returned],
  next: asked.run.next.filter((each) => each.turn <= asked.turn + window).map((each) => each.name),
});

export const mineQuerySet = (
  sessions: readonly Session[],
  options: MineOptions = {},
): MinedSessions => {
  const window = checkWindow(options.window ?? DEFAULT_MINE_WINDOW);
  const catalog: Catalog | undefined = options.catalog;
  const inCatalog =
    catalog && new Set(catalog.tools.filter((t) => !t.scaffolding).map((t) => t.name));
  const counts = (name: string) => inCatalog === undefined || inCatalog.has(name);
  const byKey = new Map<string, MinedQuery>();
  const toolsOf = new Map<string, Set<string>>();
  const selects: MinedSessions['selects'] = [];
  const unanswered: UnansweredSearch[] = [];
  for (const { name, transcript } of sessions) {
    for (const asked of answeredSearches(transcript, window, counts)) {
      const { event, relevant } = asked;
      const from = placeOf(name, asked.turn, asked.index);
      if (event.type === 'discover' && event.form === 'select') {
        selects.push({ names: [...event.returned], from });
        continue;
      }
      if (relevant.length === 0) {
        unanswered.push(unansweredOf(name, asked, window));
        continue;
      }
      const query = searchQuery(event);
      const key = sameQueryKey(query);
      const known = byKey.get(key);
      const tools = toolsOf.get(key);
      if (known && tools) {
        for (const tool of relevant) {
          if (tools.has(tool)) continue;
          tools.add(tool);
          known.relevant.push(tool);
        }
        known.mined.from.push(from);
        continue;
      }
      toolsOf.set(key, new Set(relevant));
      byKey.set(key, {
        id: minedId(byKey.size + 1),
        query,
        relevant,
        silver: true,
        mined: {
          grade: 'silver',
          form: event.type === 'discover' && event.form === 'pattern' ? 'pattern' : 'search',
          via: event.type === 'discover' ? event.via : 'search_tools',
          from: [from],
        },
      });
    }
  }
  return { queries: [...byKey.values()], selects, unanswered };
};

/**
 * The mined set as a query set file: the writer's own JSON, each query with its `mined` marks
 * beside the fields `readQuerySet` reads (it keeps `silver` and ignores the rest of the marks, so
 * the file opens like any set). Unanswered searches are left out: a query with no relevant tool
 * would score 0 in eval rather than be skipped, so they stay in the report, never in the set.
 */
export const minedSetToJson = (set: Pick<MinedSet, 'queries'>): string => {
  const written = JSON.parse(querySetToJson(set.queries)) as Record<string, unknown>[];
  return JSON.stringify(
    written.map((query, index) => ({ ...query, mined: set.queries[index]?.mined })),
    null,
    2,
  );
};
