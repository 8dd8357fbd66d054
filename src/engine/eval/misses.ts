import type { EvalRanker, EvalReport, QueryOutcome } from './evaluate';

/**
 * The misses of an evaluation, worst first: which labelled tool each query failed to put
 * first, where it ranked, and what ranked above it. A relevant tool is missed when the ranker
 * did not return it, or returned a tool not labelled relevant above it: a query with two
 * relevant tools at ranks 1 and 2 misses nothing. A relevant name the catalog does not have is
 * a miss no ranker can mend (a label to fix), so it comes first.
 */

/** How many of the tools ranked above a miss it names, best first. */
export const MISS_ABOVE = 3;

export type Miss = {
  /** The query's id and text. */
  id: string;
  query: string;
  /** The relevant tool that was missed. */
  tool: string;
  /** Its 1-based rank; null when the ranker did not return it. */
  rank: number | null;
  /** False for a relevant name that is not in the catalog. */
  inCatalog: boolean;
  /**
   * The first MISS_ABOVE tools not labelled relevant that ranked above it, best first (when it
   * was not returned: the first the ranker returned).
   */
  above: string[];
  /** How many tools not labelled relevant ranked above it (returned, when it was not). */
  aboveCount: number;
};

/** A relevant name the catalog does not have, and the queries that name it. */
export type UnknownRelevant = { name: string; queries: string[] };

export type EvalMisses = { misses: Miss[]; unknown: UnknownRelevant[] };

/** Not in the catalog, then not returned, then the lowest rank: how bad a miss is. */
const badness = (miss: Pick<Miss, 'rank' | 'inCatalog'>): number =>
  !miss.inCatalog ? Number.POSITIVE_INFINITY : (miss.rank ?? Number.MAX_SAFE_INTEGER);

const missesOf = (outcome: QueryOutcome, unknown: ReadonlySet<string>): Miss[] => {
  const relevant = new Set(Object.keys(outcome.ranks));
  const relevantReturned = Object.values(outcome.ranks).filter((rank) => rank !== null).length;
  const others = outcome.top.filter((name) => !relevant.has(name));
  return Object.entries(outcome.ranks).flatMap(([tool, rank]): Miss[] => {
    // The relevant tools above this one, and this one, are not among the tools above it.
    const relevantAbove = Object.values(outcome.ranks).filter(
      (other) => other !== null && rank !== null && other < rank,
    ).length;
    const aboveCount =
      rank === null ? outcome.returned - relevantReturned : rank - 1 - relevantAbove;
    if (rank !== null && aboveCount === 0) return [];
    return [
      {
        id: outcome.id,
        query: outcome.query,
        tool,
        rank,
        inCatalog: !unknown.has(tool),
        above: others.slice(0, Math.min(MISS_ABOVE, aboveCount)),
        aboveCount,
      },
    ];
  });
};

/** Every miss of `report`, worst first (ties in the query set's order, then by tool name). */
export const evalMisses = (
  report: Pick<EvalReport, 'perQuery' | 'unknownRelevant'>,
): EvalMisses => {
  const unknownNames = new Set(report.unknownRelevant);
  const order = new Map(report.perQuery.map((outcome, at) => [outcome.id, at]));
  const misses = report.perQuery
    .flatMap((outcome) => missesOf(outcome, unknownNames))
    .sort(
      (a, b) =>
        badness(b) - badness(a) ||
        (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0) ||
        (a.tool < b.tool ? -1 : a.tool > b.tool ? 1 : 0),
    );
  const unknown = report.unknownRelevant.map((name) => ({
    name,
    queries: report.perQuery
      .filter((outcome) => Object.hasOwn(outcome.ranks, name))
      .map((outcome) => outcome.id),
  }));
  return { misses, unknown };
};

/** One relevant tool of one query, missed by at least one of several rankers. */
export type MissRow = {
  id: string;
  query: string;
  tool: string;
  inCatalog: boolean;
  /** Its rank under each ranker, in the reports' order; null where it was not returned. */
  ranks: { ranker: EvalRanker; rank: number | null; missed: boolean }[];
  /** How many of the rankers missed it. */
  missedBy: number;
};

/**
 * The misses of several rankers over one query set, a row a relevant tool that any of them
 * missed: missed by more rankers first, then worst (as evalMisses orders), then the set's order.
 */
export const missesByRanker = (reports: readonly EvalReport[]): MissRow[] => {
  const perRanker = reports.map((report) => ({
    report,
    byId: new Map(report.perQuery.map((outcome) => [outcome.id, outcome])),
    missed: new Set(evalMisses(report).misses.map((miss) => `${miss.id}\u0000${miss.tool}`)),
  }));
  const first = reports[0];
  if (!first) return [];
  const unknown = new Set(first.unknownRelevant);
  const rows = first.perQuery.flatMap((outcome, at) =>
    Object.keys(outcome.ranks).map((tool) => {
      const key = `${outcome.id}\u0000${tool}`;
      const ranks = perRanker.map(({ report, byId, missed }) => ({
        ranker: report.ranker,
        rank: byId.get(outcome.id)?.ranks[tool] ?? null,
        missed: missed.has(key),
      }));
      const row: MissRow = {
        id: outcome.id,
        query: outcome.query,
        tool,
        inCatalog: !unknown.has(tool),
        ranks,
        missedBy: ranks.filter((each) => each.missed).length,
      };
      const worst = Math.max(
        0,
        ...ranks
          .filter((each) => each.missed)
          .map((each) => badness({ rank: each.rank, inCatalog: row.inCatalog })),
      );
      return { row, worst, at };
    }),
  );
  return rows
    .filter(({ row }) => row.missedBy > 0)
    .sort(
      (a, b) =>
        b.row.missedBy - a.row.missedBy ||
        b.worst - a.worst ||
        a.at - b.at ||
        (a.row.tool < b.row.tool ? -1 : a.row.tool > b.row.tool ? 1 : 0),
    )
    .map(({ row }) => row);
};
