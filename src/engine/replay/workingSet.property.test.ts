import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Catalog, makeTool } from '../catalog/types';
import { replay } from './replay';
import type { Transcript, TranscriptEvent } from './transcript';
import { projectWorkingSet } from './workingSet';
import type { WorkingSetRule } from './workingSetRules';

/**
 * The backward projection against a naive LRU simulated forward over the same events. The two
 * are written independently: if they agree on random transcripts, the newest→oldest walk is the
 * LRU that the design describes.
 */

const TOOLS = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
const SCAFFOLDING = ['s1', 's2'];
const catalog: Catalog = {
  format: 'toollens',
  ontology: { concepts: [] },
  tools: [
    ...SCAFFOLDING.map((name) =>
      makeTool({ name, scaffolding: true, description: `Scaffolding ${name}.` }),
    ),
    ...TOOLS.map((name) =>
      makeTool({ name, description: `Tool ${name} reads files.`, capabilities: [`${name}:read`] }),
    ),
  ],
};

/** Names the model might use: catalog tools, scaffolding, and one name the catalog lacks. */
const name = fc.constantFrom(...TOOLS, 's1', 'zz');
const event: fc.Arbitrary<TranscriptEvent> = fc.oneof(
  fc.record({ type: fc.constant('activate' as const), names: fc.array(name, { maxLength: 4 }) }),
  fc.record({ type: fc.constant('call' as const), name }),
  fc.record({ type: fc.constant('user' as const), text: fc.constant('next') }),
  fc.record({ type: fc.constant('search' as const), query: fc.constantFrom('a', 'reads', '') }),
);
/** The events the agents' rules tell apart: searches that load, and compactions. */
const agentEvent: fc.Arbitrary<TranscriptEvent> = fc.oneof(
  event,
  fc.array(name, { maxLength: 3 }).map(
    (loaded): TranscriptEvent => ({
      type: 'discover',
      via: 'ToolSearch',
      query: 'q',
      form: 'search',
      returned: loaded,
      loaded,
    }),
  ),
  fc.constant<TranscriptEvent>({ type: 'compact' }),
  // A Claude Code boundary that lists what it carries, and one the log shows lost a tool.
  fc
    .array(name, { maxLength: 4 })
    .map((carried): TranscriptEvent => ({ type: 'compact', carried })),
  fc
    .array(name, { maxLength: 2 })
    .map((uncarried): TranscriptEvent => ({ type: 'compact', uncarried })),
);
const transcriptOf = (events: fc.Arbitrary<TranscriptEvent>): fc.Arbitrary<Transcript> =>
  fc
    .array(fc.tuple(fc.nat({ max: 3 }), fc.array(events, { maxLength: 5 })), {
      minLength: 1,
      maxLength: 6,
    })
    .map((turns) => {
      let minute = 0;
      return {
        name: 'random',
        turns: turns.map(([gap, events]) => {
          minute += gap;
          return { at: new Date(Date.UTC(2026, 0, 1, 10, minute)).toISOString(), events };
        }),
      };
    });
const transcript = transcriptOf(event);
const agentTranscript = transcriptOf(agentEvent);
const budget = fc.integer({ min: 1, max: 6 });

/** The reference: an LRU list updated event by event, snapshot at the end of each turn. */
const forwardLru = (input: Transcript, slots: number): string[][] => {
  const known = new Set(catalog.tools.map((tool) => tool.name));
  const scaffolding = new Set(SCAFFOLDING);
  const everActivated = new Set<string>();
  let lru: string[] = []; // least recently used first
  const touch = (tool: string) => {
    lru = lru.filter((other) => other !== tool);
    lru.push(tool);
    if (lru.length > slots) lru.shift();
  };
  const snapshots: string[][] = [];
  for (const turn of input.turns) {
    for (const e of turn.events) {
      if (e.type === 'activate') {
        if (e.names.length === 0 || e.names.some((n) => !known.has(n))) continue;
        for (const n of e.names) {
          everActivated.add(n);
          if (!scaffolding.has(n)) touch(n);
        }
      }
      if (e.type === 'call' && everActivated.has(e.name) && !scaffolding.has(e.name)) {
        touch(e.name);
      }
    }
    snapshots.push([...lru].reverse());
  }
  return snapshots;
};

/**
 * The reference for the agents' rules: a list of loaded tools (most recently touched last)
 * updated event by event, never cut by a budget; a call counts only while its tool is in the
 * list. A compaction empties it (`while-referenced`); under `session` it keeps the tools the
 * boundary lists (all, when it lists none) less those it lost, and takes in the listed tools it
 * did not hold as the least recent, the first listed the most recent of them; `turn` empties
 * it at each turn's start.
 */
const forwardRule = (input: Transcript, rule: Exclude<WorkingSetRule, 'lru'>): string[][] => {
  const known = new Set(catalog.tools.map((tool) => tool.name));
  const scaffolding = new Set(SCAFFOLDING);
  let held: string[] = [];
  const touch = (tool: string) => {
    held = [...held.filter((other) => other !== tool), tool];
  };
  const load = (names: string[]) => {
    if (names.length === 0 || names.some((n) => !known.has(n))) return;
    for (const n of names) if (!scaffolding.has(n)) touch(n);
  };
  const snapshots: string[][] = [];
  input.turns.forEach((turn, index) => {
    if (rule === 'turn' && index > 0) held = [];
    for (const e of turn.events) {
      if (e.type === 'activate') load(e.names);
      if (e.type === 'discover') load(e.loaded);
      if (e.type === 'compact' && rule === 'while-referenced') held = [];
      if (e.type === 'compact' && rule === 'session') {
        const lost = e.uncarried ?? [];
        const listed = e.carried;
        const kept = held.filter((n) => (listed?.includes(n) ?? true) && !lost.includes(n));
        const fresh = [...new Set(listed ?? [])].filter(
          (n) => known.has(n) && !scaffolding.has(n) && !lost.includes(n) && !held.includes(n),
        );
        held = [...fresh.reverse(), ...kept];
      }
      if (e.type === 'call' && held.includes(e.name)) touch(e.name);
    }
    snapshots.push([...held].reverse());
  });
  return snapshots;
};

describe('working-set projection (properties)', () => {
  it('never exceeds the budget and holds only activatable catalog tools', () => {
    fc.assert(
      fc.property(transcript, budget, (input, slots) => {
        for (const turn of projectWorkingSet(input, { catalog, budget: slots })) {
          expect(turn.workingSet.length).toBeLessThanOrEqual(slots);
          expect(new Set(turn.workingSet).size).toBe(turn.workingSet.length);
          for (const tool of turn.workingSet) expect(TOOLS).toContain(tool);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('equals a naive LRU simulated forward over the same events', () => {
    fc.assert(
      fc.property(transcript, budget, (input, slots) => {
        const projected = projectWorkingSet(input, { catalog, budget: slots });
        const reference = forwardLru(input, slots);
        expect(projected.map((turn) => turn.workingSet)).toEqual(reference);
        reference.forEach((set, index) => {
          const before = reference[index - 1] ?? [];
          expect(projected[index]?.evicted).toEqual(before.filter((n) => !set.includes(n)));
        });
      }),
      { numRuns: 500 },
    );
  });

  it('replays deterministically', () => {
    fc.assert(
      fc.property(
        transcript,
        budget,
        fc.constantFrom('sorted' as const, 'recency' as const),
        fc.boolean(),
        (input, slots, order, varyingFirst) => {
          const options = { catalog, budget: slots, order, varyingFirst };
          expect(replay(input, options)).toEqual(replay(input, options));
        },
      ),
      { numRuns: 40 },
    );
  });

  it.each(['session', 'while-referenced', 'turn'] as const)(
    'under %s, equals the naive rule simulated forward',
    (rule) => {
      fc.assert(
        fc.property(agentTranscript, budget, (input, slots) => {
          const projected = projectWorkingSet(input, { catalog, budget: slots, rule });
          const reference = forwardRule(input, rule);
          expect(projected.map((turn) => turn.workingSet)).toEqual(reference);
          reference.forEach((set, index) => {
            const before = reference[index - 1] ?? [];
            expect(projected[index]?.evicted).toEqual(before.filter((n) => !set.includes(n)));
          });
        }),
        { numRuns: 400 },
      );
    },
  );

  it('under lru, a compaction changes nothing and a search loads as an activation', () => {
    fc.assert(
      fc.property(agentTranscript, budget, (input, slots) => {
        const asActivations: Transcript = {
          ...input,
          turns: input.turns.map((turn) => ({
            ...turn,
            events: turn.events.flatMap((e): TranscriptEvent[] =>
              e.type === 'compact'
                ? []
                : e.type === 'discover'
                  ? e.loaded.length === 0
                    ? []
                    : [{ type: 'activate', names: e.loaded }]
                  : [e],
            ),
          })),
        };
        const sets = (t: Transcript) =>
          projectWorkingSet(t, { catalog, budget: slots, rule: 'lru' }).map((x) => x.workingSet);
        expect(sets(input)).toEqual(forwardLru(asActivations, slots));
      }),
      { numRuns: 300 },
    );
  });
});
