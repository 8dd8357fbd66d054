import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Catalog, makeTool } from '../catalog/types';
import { replay } from './replay';
import type { Transcript, TranscriptEvent } from './transcript';
import { projectWorkingSet } from './workingSet';

/**
 * The backward projection against a naive LRU simulated forward over the same events. The two
 * are written independently: if they agree on random transcripts, the newest→oldest walk is the
 * LRU that the spec describes.
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
const transcript: fc.Arbitrary<Transcript> = fc
  .array(fc.tuple(fc.nat({ max: 3 }), fc.array(event, { maxLength: 5 })), {
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
});
