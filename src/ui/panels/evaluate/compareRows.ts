import type { Comparison, QueryDelta } from '../../../engine';
import type { Move } from './queryRows';

/**
 * The Compare view's reading of a comparison: the per-query deltas in the order a reviewer
 * wants them (losses first, then wins, then the unchanged), and the biggest wins and losses
 * as the summary of what the change did. B is the change; A the baseline.
 */

const group = (delta: number) => (delta < 0 ? 0 : delta > 0 ? 1 : 2);

export const sortDeltas = (rows: readonly QueryDelta[]): QueryDelta[] =>
  [...rows].sort(
    (a, b) => group(a.delta) - group(b.delta) || Math.abs(b.delta) - Math.abs(a.delta),
  );

/** The `n` biggest wins and losses of B against A. */
export const wonAndLost = (
  comparison: Comparison,
  n = 5,
): { won: QueryDelta[]; lost: QueryDelta[] } => ({
  won: comparison.perQuery
    .filter((row) => row.delta > 0)
    .sort((a, b) => b.delta - a.delta)
    .slice(0, n),
  lost: comparison.perQuery
    .filter((row) => row.delta < 0)
    .sort((a, b) => a.delta - b.delta)
    .slice(0, n),
});

/** A delta as a movement mark: B ranked the first expected tool higher (↑) or lower (↓). */
export const deltaMove = (row: QueryDelta): Move => {
  if (row.delta === 0) return { kind: 'same' };
  if (row.rankA === null) return { kind: 'found' };
  if (row.rankB === null) return { kind: 'lost' };
  return row.delta > 0 ? { kind: 'up', by: row.delta } : { kind: 'down', by: -row.delta };
};
