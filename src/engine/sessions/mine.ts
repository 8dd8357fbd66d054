import type { Catalog } from '../catalog/types';
import { ToollensError } from '../errors';
import { querySetToJson } from '../eval/querySet';
import type { Transcript } from '../session/transcript';
import { isSearch, placeOf, type SearchEvent, sameQueryKey, searchQuery } from './events';
import type { MinedQuery, MinedSet, MineOptions, Session, SessionPlace } from './types';

/**
 * The queries models type, mined from their sessions: each search an agent ran becomes a query
 * labelled by the tools it then called. The labels are silver: an agent's calls say what it
 * used, not what a perfect search would have returned.
 */

/** A call in the discovery's own turn or the next one still answers it. */
export const DEFAULT_MINE_WINDOW = 1;
export const MAX_ANSWERED_A_CALL = 8;

/** The id of the n-th mined query (1-based): stable for the same sessions in the same order. */
export const minedId = (n: number): string => `mined-${n}`;

const checkWindow = (window: number): number => {
  if (!Number.isInteger(window) || window < 0) {
    throw new ToollensError(
      `toollens: mine: the window must be a whole number of turns ≥ 0, got ${window}`,
    );
  }
  return window;
};

/** A search of a session, in order, with the tools its answering calls gave it. */
type Asked = {
  event: SearchEvent;
  turn: number;
  index: number;
  /** A keyword search or pattern with a query: what a call may answer (never a select:). */
  answerable: boolean;
  relevant: string[];
  has: Set<string>;
};

/**
 * The searches of a transcript, each with the tools that answer it: the catalog's tools called
 * after it, in its turn or the next `window` turns, in order of first call. Two rules keep a
 * call with the search it answers:
 * - a tool the session already had (loaded or called before the search) answers it only when
 *   the search returned it again: the agent was not searching for a tool it already held;
 * - a tool a later search found (returned or loaded it, or the activation after a later
 *   search_tools named it) answers that later search instead.
 * A call answers at most MAX_ANSWERED_A_CALL searches, the latest it can: a longer run of
 * searches for one tool is one search retried, and the bound keeps the walk linear.
 */
const answeredSearches = (
  transcript: Transcript,
  window: number,
  counts: (name: string) => boolean,
): Asked[] => {
  const asked: Asked[] = [];
  /** The first search (by position in `asked`) that a later call of the name may answer. */
  const lastFind = new Map<string, number>();
  /** From this search on, the session had the name. */
  const hadFrom = new Map<string, number>();
  const returnedBy = new Map<string, number[]>();
  const turnStarts: number[] = [];
  let lastSearchTools: number | undefined;
  const had = (name: string) => {
    if (!hadFrom.has(name)) hadFrom.set(name, asked.length);
  };
  const found = (name: string, at: number) =>
    lastFind.set(name, Math.max(at, lastFind.get(name) ?? 0));
  const answer = (search: Asked | undefined, name: string): boolean => {
    if (search === undefined || search.has.has(name)) return false;
    search.has.add(name);
    search.relevant.push(name);
    return true;
  };
  const called = (name: string, turn: number) => {
    const lo = Math.max(lastFind.get(name) ?? 0, turnStarts[Math.max(0, turn - window)] ?? 0);
    const hi = Math.min(asked.length, hadFrom.get(name) ?? asked.length);
    // Searches before the session had the tool; then searches that returned it again.
    for (let at = hi - 1, seen = 0; at >= lo && seen < MAX_ANSWERED_A_CALL; at--, seen++) {
      const search = asked[at];
      if (search?.answerable && !answer(search, name)) break;
    }
    const again = returnedBy.get(name) ?? [];
    for (let i = again.length - 1, seen = 0; i >= 0 && seen < MAX_ANSWERED_A_CALL; i--, seen++) {
      const at = again[i] ?? -1;
      if (at < lo || !answer(asked[at], name)) break;
    }
  };
  transcript.turns.forEach((turn, t) => {
    turnStarts[t] = asked.length;
    turn.events.forEach((event, index) => {
      if (isSearch(event)) {
        const at = asked.length;
        const select = event.type === 'discover' && event.form === 'select';
        const answerable = !select && searchQuery(event) !== '';
        asked.push({ event, turn: t, index, answerable, relevant: [], has: new Set() });
        if (event.type === 'search') lastSearchTools = at;
        if (event.type === 'discover') {
          for (const name of [...event.returned, ...event.loaded]) found(name, at);
          if (answerable) {
            for (const name of new Set(event.returned)) {
              const list = returnedBy.get(name) ?? [];
              list.push(at);
              returnedBy.set(name, list);
            }
          }
          for (const name of event.loaded) had(name);
        }
      } else if (event.type === 'activate') {
        for (const name of event.names) {
          if (lastSearchTools !== undefined) found(name, lastSearchTools);
          had(name);
        }
      } else if (event.type === 'call') {
        if (counts(event.name)) called(event.name, t);
        had(event.name);
      }
    });
  });
  return asked;
};

export const mineQuerySet = (sessions: readonly Session[], options: MineOptions = {}): MinedSet => {
  const window = checkWindow(options.window ?? DEFAULT_MINE_WINDOW);
  const catalog: Catalog | undefined = options.catalog;
  const inCatalog =
    catalog && new Set(catalog.tools.filter((t) => !t.scaffolding).map((t) => t.name));
  const counts = (name: string) => inCatalog === undefined || inCatalog.has(name);
  const byKey = new Map<string, MinedQuery>();
  const toolsOf = new Map<string, Set<string>>();
  const selects: MinedSet['selects'] = [];
  const unanswered: SessionPlace[] = [];
  for (const { name, transcript } of sessions) {
    for (const asked of answeredSearches(transcript, window, counts)) {
      const { event, relevant } = asked;
      const from = placeOf(name, asked.turn, asked.index);
      if (event.type === 'discover' && event.form === 'select') {
        selects.push({ names: [...event.returned], from });
        continue;
      }
      if (relevant.length === 0) {
        unanswered.push(from);
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
 * the file opens like any set).
 */
export const minedSetToJson = (set: Pick<MinedSet, 'queries'>): string => {
  const written = JSON.parse(querySetToJson(set.queries)) as Record<string, unknown>[];
  return JSON.stringify(
    written.map((query, index) => ({ ...query, mined: set.queries[index]?.mined })),
    null,
    2,
  );
};
