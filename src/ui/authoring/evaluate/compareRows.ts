import type { Comparison, QueryDelta } from '../../../engine/core';
import { shownChange } from './compareConfig';
import type { Move } from './queryRows';

/**
 * The Compare view's reading of a comparison: the per-query deltas in the order a reviewer
 * wants them (losses first, then wins, then the unchanged), and the biggest wins and losses
 * as the summary of what the change did. B is the change; A the baseline. A rank moved counts
 * first; among queries whose rank did not move, what the page shows of the query (an excerpt
 * cap or budget changes only that) decides.
 */

const sign = (value: number) => (value < 0 ? 0 : value > 0 ? 1 : 2);

/** Losses, then wins, then the unchanged: by rank, then by what the page shows. */
const group = (row: QueryDelta) =>
  row.delta !== 0 ? sign(row.delta) : 3 + sign(shownChange(row) ?? 0);

export const sortDeltas = (rows: readonly QueryDelta[]): QueryDelta[] =>
  [...rows].sort(
    (a, b) =>
      group(a) - group(b) ||
      Math.abs(b.delta) - Math.abs(a.delta) ||
      Math.abs(shownChange(b) ?? 0) - Math.abs(shownChange(a) ?? 0),
  );

/** The `n` biggest wins and losses of B against A: rank moves first, then pages that show more or less. */
export const wonAndLost = (
  comparison: Comparison,
  n = 5,
): { won: QueryDelta[]; lost: QueryDelta[] } => {
  const sorted = sortDeltas(comparison.perQuery);
  return {
    won: sorted.filter((row) => group(row) === 1 || group(row) === 4).slice(0, n),
    lost: sorted.filter((row) => group(row) === 0 || group(row) === 3).slice(0, n),
  };
};

/** A delta as a movement mark: B ranked the first expected tool higher (↑) or lower (↓). */
export const deltaMove = (row: QueryDelta): Move => {
  if (row.delta === 0) return { kind: 'same' };
  if (row.rankA === null) return { kind: 'found' };
  if (row.rankB === null) return { kind: 'lost' };
  return row.delta > 0 ? { kind: 'up', by: row.delta } : { kind: 'down', by: -row.delta };
};

/** A rank as the Compare view shows it: `#3`, or `—` when the tool was not returned. */
export const formatRank = (value: number | null): string => (value === null ? '—' : `#${value}`);
