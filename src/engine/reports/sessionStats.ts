import type { WorkingSetRule } from '../replay/core';
import type { Session } from './types';

/**
 * What a session holds, counted from its transcript alone (no catalog, no replay): the figures
 * `toollens stats --sessions` prints beside a catalog's, to see at a glance what an imported log
 * gave before diagnosing it.
 */
export type SessionStats = {
  session: string;
  rule?: WorkingSetRule;
  turns: number;
  userMessages: number;
  /** The agent's searches that load (`discover`), by form, and those that failed. */
  discoveries: { search: number; select: number; pattern: number; failed: number };
  /** The design's own search_tools calls and activations (docs/design/README.md). */
  searches: number;
  activations: number;
  /** Distinct tools any discovery or activation loaded. */
  toolsLoaded: number;
  calls: number;
  /** Distinct tools called. */
  toolsCalled: number;
  /** Names the log gave that the catalog it was read against lacks. */
  unknownTools: number;
  compactions: number;
};

export const sessionStats = ({ name, transcript, rule }: Session): SessionStats => {
  const discoveries = { search: 0, select: 0, pattern: 0, failed: 0 };
  const loaded = new Set<string>();
  const called = new Set<string>();
  const unknown = new Set<string>();
  const stats = { userMessages: 0, searches: 0, activations: 0, calls: 0, compactions: 0 };
  for (const turn of transcript.turns) {
    for (const event of turn.events) {
      switch (event.type) {
        case 'user':
          stats.userMessages++;
          break;
        case 'discover':
          discoveries[event.form]++;
          if (event.error !== undefined) discoveries.failed++;
          for (const each of event.loaded) loaded.add(each);
          for (const each of event.unknown ?? []) unknown.add(each);
          break;
        case 'search':
          stats.searches++;
          break;
        case 'activate':
          stats.activations++;
          for (const each of event.names) loaded.add(each);
          break;
        case 'call':
          stats.calls++;
          called.add(event.name);
          break;
        case 'compact':
          stats.compactions++;
          break;
        default:
          break;
      }
    }
  }
  return {
    session: name,
    ...(rule === undefined ? {} : { rule }),
    turns: transcript.turns.length,
    ...stats,
    discoveries,
    toolsLoaded: loaded.size,
    toolsCalled: called.size,
    unknownTools: unknown.size,
  };
};
