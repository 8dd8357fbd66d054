import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readQuerySet } from '../eval/querySet';
import type { Transcript, TranscriptEvent } from '../replay/transcript';
import { MAX_ANSWERED_A_CALL, MAX_NEXT, minedSetToJson, mineQuerySet } from './mine';
import { session, testCatalog } from './sessions.testkit';

/**
 * mineQuerySet's one forward walk against a brute-force model of its rule, written apart: for
 * every search, find its run by scanning both ways, gather what the run returned, and scan every
 * later call. With fewer searches than MAX_ANSWERED_A_CALL the bound never bites, so they agree.
 */

const TOOLS = ['a', 'b', 'c', 'd'];
const catalog = testCatalog(TOOLS, ['Bash']);
const name = fc.constantFrom(...TOOLS);
const names = fc.uniqueArray(name, { maxLength: 3 });
const event: fc.Arbitrary<TranscriptEvent> = fc.oneof(
  fc.record({ type: fc.constant('call' as const), name: fc.constantFrom(...TOOLS, 'Bash', 'x') }),
  fc.record({
    type: fc.constant('activate' as const),
    names: fc.uniqueArray(name, { minLength: 1, maxLength: 2 }),
  }),
  fc
    .tuple(
      fc.constantFrom('find a', 'Find A', 'b', ' '),
      fc.option(fc.constantFrom('- a\n- b', 'Found 0 tools for "b".', '1. c: Does c.', 'ab'), {
        nil: undefined,
      }),
    )
    .map(
      ([query, menu]): TranscriptEvent =>
        menu === undefined ? { type: 'search', query } : { type: 'search', query, menu },
    ),
  fc.tuple(fc.constantFrom('x', 'y', ' X ', 'select:a'), names, names).map(
    ([query, returned, extra]): TranscriptEvent => ({
      type: 'discover',
      via: 'ToolSearch',
      query,
      form: query.startsWith('select:') ? 'select' : 'search',
      returned,
      loaded: [...new Set([...returned, ...extra])],
    }),
  ),
  fc.constant<TranscriptEvent>({ type: 'user', text: 'next' }),
  fc.constant<TranscriptEvent>({ type: 'assistant', text: 'trying' }),
);
const turns = fc.array(fc.array(event, { maxLength: 6 }), { minLength: 1, maxLength: 4 });

type Expected = {
  labels: string[];
  returned: string[];
  next: string[];
  query: string;
  via: string;
};

const isSearch = (e: TranscriptEvent) => e.type === 'search' || e.type === 'discover';
const isSelect = (e: TranscriptEvent) => e.type === 'discover' && e.form === 'select';
const endsRun = (e: TranscriptEvent) => e.type === 'call' || e.type === 'user';
const shows = (text: string, tool: string) =>
  new RegExp(`(^|[^A-Za-z0-9_])${tool}($|[^A-Za-z0-9_])`).test(text);

/** The rule read literally, one search at a time, over the flat list of events. */
const model = (transcript: Transcript, window: number): Map<string, Expected> => {
  const flat = transcript.turns.flatMap((turn, t) => turn.events.map((e, i) => ({ e, t, i })));
  const runEnd = (at: number) => {
    let end = at;
    while (end < flat.length && !endsRun(flat[end]?.e as TranscriptEvent)) end++;
    return end;
  };
  const runStart = (at: number) => {
    let start = at;
    while (start > 0 && !endsRun(flat[start - 1]?.e as TranscriptEvent)) start--;
    return start;
  };
  /** What the search at `at` returned, as the session shows it, in order. */
  const returnedBy = (at: number): string[] => {
    const e = flat[at]?.e as TranscriptEvent;
    if (e.type === 'discover') return isSelect(e) ? [] : [...new Set([...e.returned, ...e.loaded])];
    if (e.type !== 'search') return [];
    const menu = e.menu?.split(e.query.trim()).join(' ');
    const out: string[] = [];
    for (const { e: later } of flat.slice(at + 1, runEnd(at))) {
      if (later.type !== 'activate') continue;
      for (const n of later.names) if (menu === undefined || shows(menu, n)) out.push(n);
    }
    return [...new Set(out)];
  };
  const result = new Map<string, Expected>();
  flat.forEach(({ e, t, i }, at) => {
    if (!isSearch(e) || isSelect(e) || !('query' in e)) return;
    const start = runStart(at);
    const end = runEnd(at);
    const pool = new Set<string>();
    for (let s = start; s < end; s++) for (const n of returnedBy(s)) pool.add(n);
    const labels: string[] = [];
    for (let c = end; c < flat.length; c++) {
      const later = flat[c];
      if (later?.e.type !== 'call' || later.t > t + window || e.query.trim() === '') continue;
      const tool = later.e.name;
      if (!pool.has(tool) || !TOOLS.includes(tool) || labels.includes(tool)) continue;
      const takenOver = flat
        .slice(end, c)
        .some((b, k) => isSearch(b.e) && returnedBy(end + k).includes(tool));
      if (!takenOver) labels.push(tool);
    }
    const next: string[] = [];
    for (let c = end; c < flat.length; c++) {
      const later = flat[c];
      if (later === undefined || isSearch(later.e) || later.e.type === 'user') break;
      if (later.e.type === 'call' && later.t <= t + window && !next.includes(later.e.name))
        next.push(later.e.name);
    }
    const returned = e.type === 'discover' ? [...new Set(e.returned)] : returnedBy(at);
    result.set(`t${t + 1}e${i}`, {
      labels,
      returned,
      next: next.slice(0, MAX_NEXT),
      query: e.query.trim(),
      via: e.type === 'discover' ? e.via : 'search_tools',
    });
  });
  return result;
};

describe('mineQuerySet on random sessions', () => {
  it('labels and leaves unanswered each search as the brute-force model of the rule does', () => {
    fc.assert(
      fc.property(turns, fc.integer({ min: 0, max: 2 }), (events, window) => {
        const one = session('s', ...events);
        fc.pre(events.flat().filter(isSearch).length < MAX_ANSWERED_A_CALL);
        const expected = model(one.transcript, window);
        const mined = mineQuerySet([one], { window, catalog });
        const labelled = [...expected].filter(([, each]) => each.labels.length > 0);
        const got = mined.queries.flatMap((query) =>
          query.mined.from.map((f) => `t${f.turn}e${f.event}`),
        );
        expect(got.sort()).toEqual(labelled.map(([key]) => key).sort());
        for (const query of mined.queries) {
          const each = query.mined.from.map((f) => expected.get(`t${f.turn}e${f.event}`));
          // Merged queries unite their tools in order of first appearance.
          expect(query.relevant).toEqual([...new Set(each.flatMap((x) => x?.labels ?? []))]);
        }
        expect(mined.unanswered).toEqual(
          [...expected]
            .filter(([, each]) => each.labels.length === 0)
            .map(([key, { query, via, returned, next }]) => {
              const [, turn, at] = /^t(\d+)e(\d+)$/.exec(key) ?? [];
              return {
                session: 's',
                turn: Number(turn),
                event: Number(at),
                query,
                via,
                returned,
                next,
              };
            }),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('writes sets that readQuerySet reads back to the same queries, unanswered searches left out', () => {
    fc.assert(
      fc.property(fc.array(turns, { minLength: 1, maxLength: 3 }), (many) => {
        const mined = mineQuerySet(many.map((events, n) => session(`s${n}`, ...events)));
        const plain = mined.queries.map(({ id, query, relevant }) => ({
          id,
          query,
          relevant,
          silver: true,
        }));
        const read = readQuerySet(JSON.parse(minedSetToJson(mined)));
        expect(read).toEqual({ ok: true, queries: plain });
        // No query in the file lacks a label: eval never scores an unanswered search.
        expect(read.ok && read.queries.every((query) => query.relevant.length > 0)).toBe(true);
        expect(mined.queries.map((q) => q.id)).toEqual(plain.map((_, i) => `mined-${i + 1}`));
      }),
      { numRuns: 100 },
    );
  });
});
