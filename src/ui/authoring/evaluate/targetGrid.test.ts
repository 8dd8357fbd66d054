import { describe, expect, it } from 'vitest';
import type { EvalReport } from '../../../engine/core';
import { targetGrid } from './targetGrid';

/** A report with only what the grid reads: each query's expected ranks. */
const report = (ranker: string, ranks: (number | null)[][]): EvalReport =>
  ({
    ranker,
    perQuery: ranks.map((each, at) => ({
      id: `q${at}`,
      query: `query ${at}`,
      ranks: Object.fromEntries(each.map((rank, i) => [`tool_${i}`, rank])),
    })),
  }) as unknown as EvalReport;

describe("Evaluate's query × ranker grid", () => {
  it('takes the best expected rank per query and puts the most missed first', () => {
    const own = report('toollens', [[1], [7, 2], [null], [4]]);
    const codex = report('codex', [[null], [3, null], [null], [2]]);
    const grid = targetGrid([own, codex], 5);
    expect(grid.map((row) => [row.query, row.misses])).toEqual([
      ['query 2', 2],
      ['query 0', 1],
      ['query 1', 0],
      ['query 3', 0],
    ]);
    expect(grid[1]?.cells).toEqual([
      { rank: 1, missed: false },
      { rank: null, missed: true },
    ]);
    expect(grid[2]?.cells[0]).toEqual({ rank: 2, missed: false });
  });

  it('counts a rank past k as missed', () => {
    expect(targetGrid([report('toollens', [[9]])], 5)[0]?.cells[0]).toEqual({
      rank: 9,
      missed: true,
    });
  });
});
