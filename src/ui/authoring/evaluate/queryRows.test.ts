import { describe, expect, it } from 'vitest';
import type { EvalReport, QueryOutcome } from '../../../engine/core';
import { movedCounts, moveOf, rowsOf, statusCounts, statusOf } from './queryRows';

const outcome = (
  id: string,
  ranks: Record<string, number | null>,
  recall5: number,
  rr: number,
  violations: string[] = [],
): QueryOutcome => ({
  id,
  query: `query ${id}`,
  ranks,
  reciprocalRank: rr,
  ndcg10: rr,
  top: [],
  returned: 0,
  violations,
  recall: { '5': recall5 },
  length: 'short',
});

const report = (perQuery: QueryOutcome[]): EvalReport => ({
  queries: perQuery.length,
  ranker: 'seed',
  recall: {},
  mrr: 0,
  ndcg10: 0,
  byLength: {} as EvalReport['byLength'],
  unknownRelevant: [],
  mustNotViolations: 0,
  cutoff: 5,
  perQuery,
});

describe('moveOf', () => {
  it('says up when the rank number falls, down when it grows', () => {
    expect(moveOf(12, 1)).toEqual({ kind: 'up', by: 11 });
    expect(moveOf(2, 4)).toEqual({ kind: 'down', by: 2 });
    expect(moveOf(3, 3)).toEqual({ kind: 'same' });
  });

  it('says found or lost when the tool appears or disappears, and nothing without a before', () => {
    expect(moveOf(null, 7)).toEqual({ kind: 'found' });
    expect(moveOf(7, null)).toEqual({ kind: 'lost' });
    expect(moveOf(undefined, 7)).toBeUndefined();
  });
});

describe('statusOf', () => {
  it('fails on a must-not tool even when every expected tool is found', () => {
    expect(statusOf(1, ['delete_all'])).toBe('fail');
    expect(statusOf(1, [])).toBe('pass');
    expect(statusOf(0.5, [])).toBe('partial');
    expect(statusOf(0, [])).toBe('fail');
  });
});

describe('rowsOf', () => {
  const queries = [
    { id: 'a', query: 'query a', relevant: ['x'] },
    { id: 'b', query: 'query b', relevant: ['y', 'z'], grades: { y: 2, z: 1 } },
    { id: 'c', query: 'query c', relevant: ['w'] },
  ];
  const now = report([
    outcome('a', { x: 1 }, 1, 1),
    outcome('b', { y: null, z: 3 }, 0.5, 1 / 3),
    outcome('c', { w: 12 }, 0, 1 / 12),
  ]);

  it('puts failing queries first, then partial, then passing', () => {
    const rows = rowsOf(now, queries, undefined, 5);
    expect(rows.map((row) => [row.id, row.status])).toEqual([
      ['c', 'fail'],
      ['b', 'partial'],
      ['a', 'pass'],
    ]);
    expect(statusCounts(rows)).toEqual({ pass: 1, partial: 1, fail: 1 });
  });

  it('marks a mined query silver, and only that one', () => {
    const mined = queries.map((query) =>
      query.id === 'c' ? { ...query, silver: true as const } : query,
    );
    const rows = rowsOf(now, mined, undefined, 5);
    expect(rows.map((row) => [row.id, row.silver])).toEqual([
      ['c', true],
      ['b', false],
      ['a', false],
    ]);
  });

  it('lists expected tools best first with their grades', () => {
    const b = rowsOf(now, queries, undefined, 5).find((row) => row.id === 'b');
    expect(b?.expected).toEqual([
      { name: 'z', rank: 3, grade: 1, move: undefined },
      { name: 'y', rank: null, grade: 2, move: undefined },
    ]);
    expect(b?.first).toBe(3);
  });

  it('reports each query’s movement against the previous report', () => {
    const before = report([
      outcome('a', { x: 1 }, 1, 1),
      outcome('b', { y: null, z: 3 }, 0.5, 1 / 3),
      outcome('c', { w: null }, 0, 0),
    ]);
    const after = report([
      outcome('a', { x: 2 }, 1, 0.5),
      outcome('b', { y: null, z: 3 }, 0.5, 1 / 3),
      outcome('c', { w: 1 }, 1, 1),
    ]);
    const rows = rowsOf(after, queries, before, 5);
    const moves = Object.fromEntries(rows.map((row) => [row.id, row.move]));
    expect(moves).toEqual({
      a: { kind: 'down', by: 1 },
      b: { kind: 'same' },
      c: { kind: 'found' },
    });
    expect(movedCounts(rows)).toEqual({ up: 1, down: 1 });
  });

  it('counts a query whose best rank stayed but another expected tool moved (the row shows ↑3)', () => {
    const before = report([outcome('a', { x: 1, y: 6 }, 0.5, 1)]);
    const after = report([outcome('a', { x: 1, y: 3 }, 1, 1)]);
    const rows = rowsOf(after, [], before, 5);
    expect(rows[0]?.move).toEqual({ kind: 'same' });
    expect(rows[0]?.expected.map((tool) => tool.move)).toContainEqual({ kind: 'up', by: 3 });
    expect(movedCounts(rows)).toEqual({ up: 1, down: 0 });
  });
});
