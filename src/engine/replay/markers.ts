import type { Catalog } from '../catalog/core';
import { FILTER_AXES } from '../search/core';
import { wrongToolMessage } from './labelledActivation';
import type { ReplayTurn } from './replay';
import type { Transcript } from './transcript';

/**
 * Thrash and waste in a replayed conversation: the patterns that say the working set is too
 * small, or that the model searched or loaded without using what it found.
 */
export type MarkerKind =
  /** Evicted, then activated again within a few turns: the budget is too small for the task. */
  | 'thrash'
  /** The same search (query and filters) asked again. */
  | 'repeated-search'
  /** The top hit of a search, never activated in the whole conversation. */
  | 'found-never-activated'
  /** Called without ever being activated: the harness would have had no declaration for it. */
  | 'called-never-activated'
  /**
   * Called or activated by a name the catalog does not have (an imported log often holds some):
   * the event is kept, changes nothing, and is marked here rather than passed over.
   */
  | 'not-in-catalog'
  /**
   * A labelled turn that activated none of its labelled tools (`labelledActivation.ts`): the
   * agent loaded something, or nothing, but not what the request needed.
   */
  | 'wrong-tool';

export type Marker = {
  kind: MarkerKind;
  /** 1-based turn where it shows. */
  turn: number;
  /** Index of the event within the turn, when one event is to blame. */
  event?: number;
  tool?: string;
  message: string;
};

export type MarkerOptions = {
  catalog: Catalog;
  /** A re-activation within this many turns of the eviction counts as thrash. Default 3. */
  thrashWindow?: number;
};

const searchKey = (event: Record<string, unknown>): string =>
  JSON.stringify(
    ['query', ...FILTER_AXES].map((key) => {
      const value = event[key];
      if (typeof value === 'string') return value.trim().toLowerCase().replace(/\s+/g, ' ');
      return Array.isArray(value) ? [...value].sort() : [];
    }),
  );

export const findMarkers = (
  transcript: Transcript,
  turns: readonly ReplayTurn[],
  options: MarkerOptions,
): Marker[] => {
  const window = options.thrashWindow ?? 3;
  const scaffolding = new Set(
    options.catalog.tools.filter((t) => t.scaffolding).map((t) => t.name),
  );
  const known = new Set(options.catalog.tools.map((t) => t.name));
  const markers: Marker[] = [];
  const evictedAt = new Map<string, number>();
  const searches = new Map<string, number>();
  const activated = new Set<string>();
  const found = new Map<string, number>();

  transcript.turns.forEach((turn, index) => {
    const number = index + 1;
    const replayed = turns[index];
    const rejected = new Set(replayed?.rejected.map((r) => r.event) ?? []);
    for (const name of replayed?.evicted ?? []) evictedAt.set(name, number);
    turn.events.forEach((event, position) => {
      const unknown = (name: string, message: string) =>
        markers.push({
          kind: 'not-in-catalog',
          turn: number,
          event: position,
          tool: name,
          message,
        });
      if (event.type === 'activate') {
        for (const name of new Set(event.names)) {
          if (known.has(name)) continue;
          unknown(
            name,
            `${name} is not in the catalog, so this activation was refused and loaded nothing.`,
          );
        }
      }
      if (event.type === 'discover') {
        for (const name of new Set(event.unknown ?? [])) {
          unknown(
            name,
            `${name} is not in the catalog: ${event.via} made it callable, but the replay cannot declare it.`,
          );
        }
      }
      // A rejected activation changed nothing; a rejected call is itself the waste to mark.
      if (rejected.has(position) && event.type !== 'call') return;
      if (event.type === 'search') {
        const key = searchKey(event);
        const first = searches.get(key);
        if (first !== undefined) {
          markers.push({
            kind: 'repeated-search',
            turn: number,
            event: position,
            message: `"${event.query}" was already searched at t${first}.`,
          });
        } else searches.set(key, number);
        // Only the top hit: every menu lists several tools, and most are rightly passed over.
        const top = replayed?.searches.find((s) => s.event === position)?.hits[0];
        if (top !== undefined && !found.has(top)) found.set(top, number);
      }
      if (event.type === 'activate' || event.type === 'discover') {
        for (const name of event.type === 'activate' ? event.names : event.loaded) {
          const evicted = evictedAt.get(name);
          if (evicted !== undefined && number - evicted <= window) {
            markers.push({
              kind: 'thrash',
              turn: number,
              event: position,
              tool: name,
              message: `${name} was evicted at t${evicted} and activated again ${number - evicted} turn(s) later.`,
            });
          }
          activated.add(name);
        }
      }
      if (event.type === 'call' && !known.has(event.name)) {
        unknown(
          event.name,
          `${event.name} is not in the catalog: no declaration could have carried this call, so it changed nothing.`,
        );
      } else if (
        event.type === 'call' &&
        !scaffolding.has(event.name) &&
        !activated.has(event.name)
      ) {
        markers.push({
          kind: 'called-never-activated',
          turn: number,
          event: position,
          tool: event.name,
          message: `${event.name} was called but never activated, so it was never declared.`,
        });
      }
    });
  });

  turns.forEach((replayed, index) => {
    const labelled = replayed.labelled;
    if (!labelled || labelled.right) return;
    const events = transcript.turns[index]?.events ?? [];
    const at = events.findIndex((event) => event.type === 'activate' || event.type === 'discover');
    markers.push({
      kind: 'wrong-tool',
      turn: replayed.turn,
      ...(at === -1 ? {} : { event: at }),
      ...(labelled.activated[0] === undefined ? {} : { tool: labelled.activated[0] }),
      message: wrongToolMessage(labelled),
    });
  });

  for (const [name, turn] of found) {
    if (activated.has(name) || scaffolding.has(name)) continue;
    markers.push({
      kind: 'found-never-activated',
      turn,
      tool: name,
      message: `${name} topped a search at t${turn} and was never activated.`,
    });
  }
  return markers.sort((a, b) => a.turn - b.turn || (a.event ?? -1) - (b.event ?? -1));
};
