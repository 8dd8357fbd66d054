import type { Catalog } from '../catalog/core';
import { scaffoldingOf } from '../prompt/core';
import type { Transcript, TranscriptEvent } from '../replay/core';
import { isDiscoveryCall } from './events';
import type { Session } from './types';

/**
 * The sessions as they would have run with `always` declared from the first turn: the tools are
 * scaffolding in a copy of the catalog (declared every turn, taking no slot), and the discovery
 * calls that only loaded them are gone, with the model iterations they cost.
 */

const within = (names: readonly string[], always: ReadonlySet<string>) =>
  names.length > 0 && names.every((name) => always.has(name));

/**
 * A discovery call spared: a search that loaded only always-declared tools, an activation of
 * only such tools, and a search_tools whose next discovery call of the turn is such an
 * activation (the search that found what it activated).
 */
const sparedEvents = (events: readonly TranscriptEvent[], always: ReadonlySet<string>) => {
  const spared = new Set<number>();
  events.forEach((event, index) => {
    if (event.type === 'discover' && within(event.loaded, always)) spared.add(index);
    if (event.type === 'activate' && within(event.names, always)) spared.add(index);
  });
  events.forEach((event, index) => {
    if (event.type !== 'search') return;
    const next = events.findIndex((other, at) => at > index && isDiscoveryCall(other));
    if (next >= 0 && events[next]?.type === 'activate' && spared.has(next)) spared.add(index);
  });
  return spared;
};

export const withoutDiscoveryOf = (
  transcript: Transcript,
  always: ReadonlySet<string>,
): Transcript => ({
  ...transcript,
  turns: transcript.turns.map((turn) => {
    const spared = sparedEvents(turn.events, always);
    return { ...turn, events: turn.events.filter((_, index) => !spared.has(index)) };
  }),
});

/**
 * The catalog with `always` as scaffolding. A catalog that marks no scaffolding of its own is
 * declared with the harness's search_tools and activate_tool (scaffoldingOf): marking some of
 * its tools would stop that, so the harness's two are added as tools of the copy and stay
 * declared, as they did before (the capability line then counts two tools more).
 */
export const alwaysDeclaredCatalog = (catalog: Catalog, always: ReadonlySet<string>): Catalog => {
  const harness = catalog.tools.some((tool) => tool.scaffolding) ? [] : scaffoldingOf(catalog);
  return {
    ...catalog,
    tools: [
      ...catalog.tools.map((tool) =>
        always.has(tool.name) && !tool.scaffolding ? { ...tool, scaffolding: true } : tool,
      ),
      ...(always.size > 0 ? harness : []),
    ],
  };
};

export const declaredAlways = (
  sessions: readonly Session[],
  catalog: Catalog,
  always: ReadonlySet<string>,
): { session: Session; catalog: Catalog }[] => {
  const copy = alwaysDeclaredCatalog(catalog, always);
  return sessions.map((session) => ({
    session: { ...session, transcript: withoutDiscoveryOf(session.transcript, always) },
    catalog: copy,
  }));
};
