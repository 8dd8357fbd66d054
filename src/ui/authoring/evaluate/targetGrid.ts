import type { EvalReport } from '../../../engine/core';

/**
 * Evaluate's query × ranker grid: for each query, the best rank of its expected tools under
 * each report (toollens's first, then each target's), and how many of the reports miss it (no
 * expected tool in the top k). Worst first: the queries the most reports miss, then the order
 * of the set.
 */

type GridCell = { rank: number | null; missed: boolean };
export type GridRow = { id: string; query: string; cells: GridCell[]; misses: number };

const bestRank = (ranks: Readonly<Record<string, number | null>>): number | null => {
  const found = Object.values(ranks).filter((rank): rank is number => rank !== null);
  return found.length ? Math.min(...found) : null;
};

export const targetGrid = (reports: readonly EvalReport[], k: number): GridRow[] => {
  const [first] = reports;
  if (!first) return [];
  const rows = first.perQuery.map((outcome, at) => {
    const cells = reports.map((report): GridCell => {
      const rank = bestRank(report.perQuery[at]?.ranks ?? {});
      return { rank, missed: rank === null || rank > k };
    });
    return {
      id: outcome.id,
      query: outcome.query,
      cells,
      misses: cells.filter((cell) => cell.missed).length,
      at,
    };
  });
  return rows.sort((a, b) => b.misses - a.misses || a.at - b.at).map(({ at: _at, ...row }) => row);
};
