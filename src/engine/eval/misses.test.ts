import { describe, expect, it } from 'vitest';
import { sampleCatalog } from '../../data/sample';
import { ToolIndex } from '../search/ToolIndex';
import { type EvalRanker, type EvalReport, evaluate, type QueryOutcome } from './evaluate';
import { evalMisses, MISS_ABOVE, missesByRanker } from './misses';

/** An outcome as evaluate writes it: the ranked names, and the relevant tools' ranks read off them. */
const outcome = (id: string, ranked: string[], relevant: string[]): QueryOutcome => ({
  id,
  query: `query ${id}`,
  ranks: Object.fromEntries(
    relevant.map((name) => [name, ranked.includes(name) ? ranked.indexOf(name) + 1 : null]),
  ),
  reciprocalRank: 0,
  ndcg10: 0,
  top: ranked.slice(0, 10),
  returned: ranked.length,
  violations: [],
  recall: {},
  length: 'short',
});

const report = (
  perQuery: QueryOutcome[],
  unknownRelevant: string[] = [],
  ranker: EvalRanker = 'toollens',
): EvalReport => ({
  queries: perQuery.length,
  ranker,
  recall: {},
  mrr: 0,
  ndcg10: 0,
  byLength: {} as EvalReport['byLength'],
  unknownRelevant,
  mustNotViolations: 0,
  cutoff: 10,
  perQuery,
});

describe('evalMisses', () => {
  it('misses nothing when the relevant tools hold the first ranks, in any order', () => {
    const both = outcome('q1', ['b', 'a', 'x'], ['a', 'b']);
    expect(evalMisses(report([both]))).toEqual({ misses: [], unknown: [] });
  });

  it('names the rank of a relevant tool below others, and the tools not labelled relevant above it', () => {
    // a is relevant and first; c is relevant at 4, under x and y (a does not count against it).
    const { misses } = evalMisses(report([outcome('q1', ['a', 'x', 'y', 'c', 'z'], ['a', 'c'])]));
    expect(misses).toEqual([
      {
        id: 'q1',
        query: 'query q1',
        tool: 'c',
        rank: 4,
        inCatalog: true,
        above: ['x', 'y'],
        aboveCount: 2,
      },
    ]);
  });

  it('names at most MISS_ABOVE tools above, and counts them all', () => {
    const ranked = ['t1', 't2', 't3', 't4', 't5', 'r'];
    const [miss] = evalMisses(report([outcome('q1', ranked, ['r'])])).misses;
    expect(miss?.above).toEqual(ranked.slice(0, MISS_ABOVE));
    expect(miss?.aboveCount).toBe(5);
  });

  it('gives a tool not returned a null rank and what the ranker returned instead', () => {
    const [miss] = evalMisses(report([outcome('q1', ['x', 'a', 'y'], ['a', 'gone'])])).misses;
    expect(miss).toMatchObject({ tool: 'gone', rank: null, inCatalog: true, above: ['x', 'y'] });
    expect(miss?.aboveCount).toBe(2);
    // A ranker that returned nothing still missed it.
    const [empty] = evalMisses(report([outcome('q2', [], ['a'])])).misses;
    expect(empty).toMatchObject({ tool: 'a', rank: null, above: [], aboveCount: 0 });
  });

  it('orders worst first: not in the catalog, not returned, then the lowest rank; ties in the set’s order', () => {
    const { misses, unknown } = evalMisses(
      report(
        [
          outcome('q1', ['x', 'a'], ['a']),
          outcome('q2', ['x', 'y', 'z', 'b'], ['b']),
          outcome('q3', ['x'], ['c']),
          outcome('q4', ['x', 'y', 'z', 'd'], ['d', 'ghost']),
          outcome('q5', ['x', 'e'], ['e', 'ghost']),
        ],
        ['ghost'],
      ),
    );
    expect(misses.map((miss) => `${miss.id}:${miss.tool}:${miss.rank}`)).toEqual([
      'q4:ghost:null',
      'q5:ghost:null',
      'q3:c:null',
      'q2:b:4',
      'q4:d:4',
      'q1:a:2',
      'q5:e:2',
    ]);
    expect(misses.filter((miss) => !miss.inCatalog).map((miss) => miss.tool)).toEqual([
      'ghost',
      'ghost',
    ]);
    expect(unknown).toEqual([{ name: 'ghost', queries: ['q4', 'q5'] }]);
  });

  it('agrees with evaluate on a real catalog: each miss at the rank evaluate gave it', () => {
    const index = new ToolIndex(sampleCatalog);
    const queries = [
      { id: 'pdf', query: 'pdf', relevant: ['pdf_reader'] },
      { id: 'text', query: 'text file', relevant: ['text_reader', 'pdf_reader'] },
      { id: 'none', query: 'weather forecast', relevant: ['excel_reader', 'no_such_tool'] },
    ];
    for (const ranker of ['toollens', 'codex'] as const) {
      const evaluated = evaluate(index, queries, { ranker });
      const { misses, unknown } = evalMisses(evaluated);
      expect(unknown).toEqual([{ name: 'no_such_tool', queries: ['none'] }]);
      expect(misses[0]).toMatchObject({ id: 'none', tool: 'no_such_tool', inCatalog: false });
      for (const miss of misses) {
        const ranks = evaluated.perQuery.find((each) => each.id === miss.id)?.ranks;
        expect(ranks?.[miss.tool], `${ranker} ${miss.id}`).toBe(miss.rank);
      }
    }
  });
});

describe('missesByRanker', () => {
  it('gives a row a relevant tool any ranker missed, with its rank under each; missed by more first', () => {
    const queries = (rankedB: string[]) => [
      outcome('q1', ['x', 'a'], ['a']),
      outcome('q2', rankedB, ['b']),
      outcome('q3', ['c'], ['c']),
    ];
    const rows = missesByRanker([
      report(queries(['b']), [], 'toollens'),
      report(queries(['y', 'z', 'b']), [], 'codex'),
    ]);
    expect(rows.map((row) => [row.id, row.tool, row.missedBy])).toEqual([
      ['q1', 'a', 2],
      ['q2', 'b', 1],
    ]);
    expect(rows[1]?.ranks).toEqual([
      { ranker: 'toollens', rank: 1, missed: false },
      { ranker: 'codex', rank: 3, missed: true },
    ]);
    expect(missesByRanker([])).toEqual([]);
  });
});
