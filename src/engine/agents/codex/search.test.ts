import { describe, expect, it } from 'vitest';
import { Bm25SearchEngine, tieGroups } from './search';

/**
 * The `bm25` crate's search tests that need no recipe file (Michael-JB/bm25 `src/search.rs` @
 * 149e2b59d0442a9c96c983fc543e0b0de48a691c); insert, update and remove are the scorer's
 * (scorer.test.ts). Then the tie groups that stand for Codex's arbitrary order.
 */
const ids = (engine: Bm25SearchEngine, query: string, limit?: number) =>
  engine.search(query, limit).groups.flatMap((group) => group.ids.slice(0, group.returned));

describe("the bm25 crate's search tests", () => {
  const corpus = ['space station', 'bacon and avocado sandwich'];

  it('search_returns_relevant_documents', () => {
    const engine = new Bm25SearchEngine(corpus);
    const found = engine.search('sandwich with bacon', 5);
    expect(ids(engine, 'sandwich with bacon', 5)).toEqual([1]);
    expect(found.groups[0]?.score).toBeGreaterThan(0);
  });

  it('search_does_not_return_unrelated_documents', () => {
    expect(ids(new Bm25SearchEngine(corpus), 'maths and computer science', 5)).toEqual([]);
  });

  it('handles_empty_input', () => {
    expect(ids(new Bm25SearchEngine(['']), 'bacon sandwich', 5)).toEqual([]);
  });

  it('handles_empty_search', () => {
    expect(ids(new Bm25SearchEngine(['pencil and paper']), '', 5)).toEqual([]);
  });

  it('it_ranks_shorter_documents_higher', () => {
    const engine = new Bm25SearchEngine([
      'Correct horse battery staple bacon bacon bacon',
      'Correct horse battery staple',
    ]);
    const { groups } = engine.search('staple', 2);
    expect(groups.map((group) => group.ids)).toEqual([[1], [0]]);
    expect(groups[0]?.score).toBeGreaterThan(groups[1]?.score ?? 0);
  });

  it('it_matches_common_unicode_equivalents (étude, with English stop words and stemmer)', () => {
    const engine = new Bm25SearchEngine(['étude']);
    expect(engine.search('etude')).toEqual(engine.search('étude'));
    expect(engine.search('etude').matching).toBe(1);
  });
});

describe('ties', () => {
  it('groups equal scores, ranks each group by the places above it, and cuts at the limit', () => {
    const scored = [
      { id: 4, score: 3 },
      { id: 0, score: 2 },
      { id: 1, score: 2 },
      { id: 2, score: 2 },
      { id: 3, score: 1 },
    ];
    expect(tieGroups(scored, 3)).toEqual([
      { score: 3, rank: 1, ids: [4], returned: 1 },
      { score: 2, rank: 2, ids: [0, 1, 2], returned: 2 },
    ]);
    expect(tieGroups(scored)).toHaveLength(3);
  });

  it('returns ten equal documents as one group of which the limit takes eight', () => {
    const engine = new Bm25SearchEngine(
      Array.from({ length: 10 }, (_, n) => `list_events_${n} Calendar events`),
    );
    const found = engine.search('Calendar events', 8);
    expect(found.matching).toBe(10);
    expect(found.returned).toBe(8);
    expect(found.groups).toHaveLength(1);
    expect(found.groups[0]).toMatchObject({ rank: 1, returned: 8 });
    expect(found.groups[0]?.ids).toHaveLength(10);
  });
});
