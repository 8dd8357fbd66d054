import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readQuerySet } from '../eval/querySet';
import type { Transcript, TranscriptEvent } from '../session/transcript';
import { MAX_ANSWERED_A_CALL, minedSetToJson, mineQuerySet } from './mine';
import { session } from './sessions.testkit';

/**
 * mineQuerySet's one forward walk against a naive reading of its rules written independently:
 * for every search, scan every later event of the window and apply the rules as the docs state
 * them. With fewer searches than MAX_ANSWERED_A_CALL the bound never bites, so the two agree.
 */

const TOOLS = ['a', 'b', 'c', 'd'];
const name = fc.constantFrom(...TOOLS);
const names = fc.uniqueArray(name, { maxLength: 3 });
const event: fc.Arbitrary<TranscriptEvent> = fc.oneof(
  fc.record({ type: fc.constant('call' as const), name }),
  fc.record({
    type: fc.constant('activate' as const),
    names: fc.uniqueArray(name, { minLength: 1, maxLength: 2 }),
  }),
  fc.record({
    type: fc.constant('search' as const),
    query: fc.constantFrom('find a', 'Find A', 'b'),
  }),
  fc.tuple(fc.constantFrom('x', 'y', ' X ', 'select:a'), names, names).map(
    ([query, returned, extra]): TranscriptEvent => ({
      type: 'discover',
      via: 'ToolSearch',
      query,
      form: query.startsWith('select:') ? 'select' : 'search',
      returned,
      loaded: [...new Set([...returned, ...extra])].filter((n) => returned.includes(n)),
    }),
  ),
);
const turns = fc.array(fc.array(event, { maxLength: 5 }), { minLength: 1, maxLength: 4 });

const isSearch = (e: TranscriptEvent) => e.type === 'search' || e.type === 'discover';

/** The rules read literally, one search at a time. */
const naive = (transcript: Transcript, window: number): Map<string, string[]> => {
  const flat = transcript.turns.flatMap((turn, t) => turn.events.map((e, i) => ({ e, t, i })));
  const result = new Map<string, string[]>();
  flat.forEach(({ e, t, i }, at) => {
    if (!isSearch(e) || (e.type === 'discover' && e.form === 'select') || !('query' in e)) return;
    const had = new Set<string>();
    for (const { e: before } of flat.slice(0, at)) {
      if (before.type === 'discover') for (const n of before.loaded) had.add(n);
      if (before.type === 'activate') for (const n of before.names) had.add(n);
      if (before.type === 'call') had.add(before.name);
    }
    const returned = e.type === 'discover' ? e.returned : [];
    const relevant: string[] = [];
    flat.slice(at + 1).forEach(({ e: later, t: lt }, offset) => {
      if (lt > t + window || later.type !== 'call' || relevant.includes(later.name)) return;
      const between = flat.slice(at + 1, at + 1 + offset).map((x) => x.e);
      const foundLater = between.some(
        (b, k) =>
          (b.type === 'discover' && [...b.returned, ...b.loaded].includes(later.name)) ||
          (b.type === 'activate' &&
            b.names.includes(later.name) &&
            between.slice(0, k).some((s) => s.type === 'search')),
      );
      if (foundLater) return;
      if (had.has(later.name) && !returned.includes(later.name)) return;
      relevant.push(later.name);
    });
    if (relevant.length > 0) result.set(`t${t + 1}e${i}`, relevant);
  });
  return result;
};

describe('mineQuerySet on random sessions', () => {
  it('labels each search as the rules read literally do', () => {
    fc.assert(
      fc.property(turns, fc.integer({ min: 0, max: 2 }), (events, window) => {
        const one = session('s', ...events);
        const searches = events.flat().filter(isSearch).length;
        fc.pre(searches < MAX_ANSWERED_A_CALL);
        const expected = naive(one.transcript, window);
        const mined = mineQuerySet([one], { window });
        const got = new Map<string, string[]>();
        for (const query of mined.queries) {
          for (const from of query.mined.from) got.set(`t${from.turn}e${from.event}`, []);
        }
        // Merged queries unite their tools, so compare each search's tools as a subset.
        expect([...got.keys()].sort()).toEqual([...expected.keys()].sort());
        for (const query of mined.queries) {
          const union = new Set(
            query.mined.from.flatMap((f) => expected.get(`t${f.turn}e${f.event}`) ?? []),
          );
          expect(new Set(query.relevant)).toEqual(union);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('writes sets that readQuerySet reads back to the same queries', () => {
    fc.assert(
      fc.property(fc.array(turns, { minLength: 1, maxLength: 3 }), (many) => {
        const mined = mineQuerySet(many.map((events, n) => session(`s${n}`, ...events)));
        const plain = mined.queries.map(({ id, query, relevant }) => ({
          id,
          query,
          relevant,
          silver: true,
        }));
        expect(readQuerySet(JSON.parse(minedSetToJson(mined)))).toEqual({
          ok: true,
          queries: plain,
        });
        expect(mined.queries.map((q) => q.id)).toEqual(plain.map((_, i) => `mined-${i + 1}`));
      }),
      { numRuns: 100 },
    );
  });
});
