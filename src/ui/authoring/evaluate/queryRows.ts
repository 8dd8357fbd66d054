import { type EvalReport, type LabelledQuery, own, type QueryOutcome } from '../../../engine/core';

/**
 * The Evaluate panel's table as data: one row per query, worst first, with the rank of each
 * expected tool and how it moved since the report before (the last edit, undo or redo).
 */

/** A rank's movement: `up` by N places, `found` (was not returned), `lost` (no longer is). */
export type Move =
  | { kind: 'up' | 'down'; by: number }
  | { kind: 'found' | 'lost' | 'same' }
  | undefined;

type ExpectedRank = {
  name: string;
  /** 1-based, or null when the ranker does not return the tool at all. */
  rank: number | null;
  grade: number;
  move: Move;
};

/** How a query fares at the cut-off k. */
export type Status = 'pass' | 'partial' | 'fail';

export type QueryRow = {
  id: string;
  query: string;
  /** The expected tools, best ranked first. */
  expected: ExpectedRank[];
  /** The best rank of any expected tool. */
  first: number | null;
  /** The movement of `first`: the figure MRR follows. */
  move: Move;
  status: Status;
  recallAtK: number;
  reciprocalRank: number;
  ndcg10: number;
  /** Must-not tools returned within k. */
  violations: string[];
  /** Its labels came from what an agent did (a mined query), not from a person. */
  silver: boolean;
};

export const moveOf = (before: number | null | undefined, after: number | null): Move => {
  if (before === undefined) return undefined;
  if (before === after) return { kind: 'same' };
  if (before === null) return { kind: 'found' };
  if (after === null) return { kind: 'lost' };
  return before > after ? { kind: 'up', by: before - after } : { kind: 'down', by: after - before };
};

const best = (ranks: readonly (number | null)[]): number | null => {
  const found = ranks.filter((rank): rank is number => rank !== null);
  return found.length === 0 ? null : Math.min(...found);
};

/** Every expected tool within k and no must-not tool: pass; some: partial; none: fail. */
export const statusOf = (recallAtK: number, violations: readonly string[]): Status =>
  violations.length > 0 || recallAtK === 0 ? 'fail' : recallAtK >= 1 ? 'pass' : 'partial';

const rowOf = (
  outcome: QueryOutcome,
  query: LabelledQuery | undefined,
  previous: QueryOutcome | undefined,
  k: number,
): QueryRow => {
  const expected = Object.entries(outcome.ranks)
    .map(([name, rank]) => ({
      name,
      rank,
      grade: (query?.grades && own(query.grades, name)) ?? 1,
      move: previous ? moveOf(own(previous.ranks, name) ?? null, rank) : undefined,
    }))
    .sort((a, b) => (a.rank ?? Number.POSITIVE_INFINITY) - (b.rank ?? Number.POSITIVE_INFINITY));
  const first = best(expected.map((tool) => tool.rank));
  const recallAtK = outcome.recall[String(k)] ?? 0;
  return {
    id: outcome.id,
    query: outcome.query,
    expected,
    first,
    move: previous ? moveOf(best(Object.values(previous.ranks)), first) : undefined,
    status: statusOf(recallAtK, outcome.violations),
    recallAtK,
    reciprocalRank: outcome.reciprocalRank,
    ndcg10: outcome.ndcg10,
    violations: outcome.violations,
    silver: query?.silver === true,
  };
};

const STATUS_ORDER: Record<Status, number> = { fail: 0, partial: 1, pass: 2 };

/** Worst first: failing, then partial, then passing; within each, the lowest MRR and nDCG. */
const byWorst = (a: QueryRow, b: QueryRow): number =>
  STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
  a.recallAtK - b.recallAtK ||
  a.reciprocalRank - b.reciprocalRank ||
  a.ndcg10 - b.ndcg10;

export const rowsOf = (
  report: EvalReport,
  queries: readonly LabelledQuery[],
  previous: EvalReport | undefined,
  k: number,
): QueryRow[] => {
  const byId = new Map(queries.map((query) => [query.id, query]));
  const before = new Map(previous?.perQuery.map((outcome) => [outcome.id, outcome]));
  return report.perQuery
    .map((outcome) => rowOf(outcome, byId.get(outcome.id), before.get(outcome.id), k))
    .sort(byWorst);
};

/** How many queries pass, are partial or fail. */
export const statusCounts = (rows: readonly QueryRow[]): Record<Status, number> => {
  const counts: Record<Status, number> = { pass: 0, partial: 0, fail: 0 };
  for (const row of rows) counts[row.status]++;
  return counts;
};

const isUp = (move: Move) => move?.kind === 'up' || move?.kind === 'found';
const isDown = (move: Move) => move?.kind === 'down' || move?.kind === 'lost';

/**
 * Queries that moved: how many show a rise and how many a fall, on their best rank or on any
 * expected tool's (every ↑ or ↓ in a row is counted, so the summary never says ↑0 beside a row
 * that shows ↑3). A query with both counts in both.
 */
export const movedCounts = (rows: readonly QueryRow[]): { up: number; down: number } => {
  const moves = (row: QueryRow) => [row.move, ...row.expected.map((tool) => tool.move)];
  return {
    up: rows.filter((row) => moves(row).some(isUp)).length,
    down: rows.filter((row) => moves(row).some(isDown)).length,
  };
};
