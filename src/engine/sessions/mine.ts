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

/** A search event with its place, and the tools the session had before it. */
type Asked = { event: SearchEvent; turn: number; index: number; had: ReadonlySet<string> };

/**
 * The tools that answer a search: the catalog's tools called after it, in its turn or the next
 * `window` turns, in order of first call. A tool the session already had (loaded or called
 * before the search) answers it only when the search returned it again: the agent was not
 * searching for a tool it already held. A tool a later search found (it returned or loaded it,
 * or the activation after a search_tools named it) answers that later search instead.
 */
const answers = (
  transcript: Transcript,
  asked: Asked,
  window: number,
  counts: (name: string) => boolean,
): string[] => {
  const found = new Set(asked.event.type === 'discover' ? asked.event.returned : []);
  const claimed = new Set<string>();
  let searchedAgain = false;
  const called: string[] = [];
  const last = Math.min(transcript.turns.length - 1, asked.turn + window);
  for (let t = asked.turn; t <= last; t++) {
    const events = transcript.turns[t]?.events ?? [];
    events.forEach((event, index) => {
      if (t === asked.turn && index <= asked.index) return;
      if (event.type === 'search') searchedAgain = true;
      if (event.type === 'discover')
        for (const name of [...event.returned, ...event.loaded]) claimed.add(name);
      if (event.type === 'activate' && searchedAgain)
        for (const name of event.names) claimed.add(name);
      if (event.type !== 'call' || !counts(event.name) || called.includes(event.name)) return;
      if (claimed.has(event.name)) return;
      if (asked.had.has(event.name) && !found.has(event.name)) return;
      called.push(event.name);
    });
  }
  return called;
};

/** Every search of a transcript, with the tools held before it. */
const searchesOf = (transcript: Transcript): Asked[] => {
  const had = new Set<string>();
  const asked: Asked[] = [];
  transcript.turns.forEach((turn, t) => {
    turn.events.forEach((event, index) => {
      if (isSearch(event)) asked.push({ event, turn: t, index, had: new Set(had) });
      if (event.type === 'discover') for (const name of event.loaded) had.add(name);
      if (event.type === 'activate') for (const name of event.names) had.add(name);
      if (event.type === 'call') had.add(event.name);
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
  const selects: MinedSet['selects'] = [];
  const unanswered: SessionPlace[] = [];
  for (const { name, transcript } of sessions) {
    for (const asked of searchesOf(transcript)) {
      const { event } = asked;
      const from = placeOf(name, asked.turn, asked.index);
      if (event.type === 'discover' && event.form === 'select') {
        selects.push({ names: [...event.returned], from });
        continue;
      }
      const query = searchQuery(event);
      const relevant = query === '' ? [] : answers(transcript, asked, window, counts);
      if (relevant.length === 0) {
        unanswered.push(from);
        continue;
      }
      const key = sameQueryKey(query);
      const known = byKey.get(key);
      if (known) {
        for (const tool of relevant) if (!known.relevant.includes(tool)) known.relevant.push(tool);
        known.mined.from.push(from);
        continue;
      }
      byKey.set(key, {
        id: minedId(byKey.size + 1),
        query,
        relevant,
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
 * beside the fields `readQuerySet` reads (it ignores the marks, so the file opens like any set).
 */
export const minedSetToJson = (set: Pick<MinedSet, 'queries'>): string => {
  const written = JSON.parse(querySetToJson(set.queries)) as Record<string, unknown>[];
  return JSON.stringify(
    written.map((query, index) => ({ ...query, mined: set.queries[index]?.mined })),
    null,
    2,
  );
};
