import type { EvalReport, QueryOutcome } from './evaluate';
import type { ExcerptOutcome, ExcerptSummary } from './excerptEval';
import { mean } from './metrics';

/**
 * Two runs of the same query set side by side (two rankers, two boost settings, two versions
 * of a catalog): what moved, how much the top lists overlap, and what the change won and lost.
 */

/** Persistence of rank-biased overlap: 0.9 weighs the top 10 at about 86%. */
const RBO_P = 0.9;

/** |A ∩ B| / |A ∪ B| of two top lists; 1 when both are empty. */
export const jaccard = (a: readonly string[], b: readonly string[]): number => {
  const union = new Set([...a, ...b]);
  if (union.size === 0) return 1;
  const inB = new Set(b);
  return a.filter((name) => inB.has(name)).length / union.size;
};

/**
 * Rank-biased overlap (Webber, Moffat and Zobel 2010), extrapolated to the shorter list's depth:
 * agreement at the top counts more than agreement further down. 1 for identical lists.
 */
export const rankBiasedOverlap = (
  a: readonly string[],
  b: readonly string[],
  p = RBO_P,
): number => {
  const depth = Math.min(a.length, b.length);
  if (depth === 0) return a.length === b.length ? 1 : 0;
  const seenA = new Set<string>();
  const seenB = new Set<string>();
  let overlap = 0;
  let sum = 0;
  for (let d = 1; d <= depth; d++) {
    const x = a[d - 1] ?? '';
    const y = b[d - 1] ?? '';
    if (x === y) overlap++;
    else {
      if (seenB.has(x)) overlap++;
      if (seenA.has(y)) overlap++;
    }
    seenA.add(x);
    seenB.add(y);
    sum += (overlap / d) * p ** d;
  }
  return (overlap / depth) * p ** depth + ((1 - p) / p) * sum;
};

/** The best (lowest) rank of any relevant tool, or null when none was returned. */
const firstRelevant = (outcome: QueryOutcome): number | null => {
  const ranks = Object.values(outcome.ranks).filter((rank): rank is number => rank !== null);
  return ranks.length === 0 ? null : Math.min(...ranks);
};

export type QueryDelta = {
  id: string;
  query: string;
  rankA: number | null;
  rankB: number | null;
  /** rankA − rankB: positive when B ranks the first relevant tool higher. Unranked counts as the cut-off + 1. */
  delta: number;
  jaccard: number;
  rbo: number;
  /** Both pages, when both runs measured excerpts. */
  excerpt?: { a: ExcerptOutcome; b: ExcerptOutcome };
};

/** Two runs' pages: their summaries, and on how many queries B's rows showed more or less. */
export type ExcerptComparison = {
  a: ExcerptSummary;
  b: ExcerptSummary;
  /** Queries whose expected tools' rows show more of the query under B than under A. */
  moreShown: number;
  lessShown: number;
};

export type Comparison = {
  perQuery: QueryDelta[];
  improved: number;
  worsened: number;
  unchanged: number;
  meanJaccard: number;
  meanRbo: number;
  /** B − A for each summary metric. */
  metrics: { recall: Record<string, number>; mrr: number; ndcg10: number };
  /** Present when both runs measured excerpts (EvalOptions.excerpt). */
  excerpt?: ExcerptComparison;
};

/** Shown share, with "not on the page" below any share, so losing the page counts as less. */
const shownOrder = (outcome: ExcerptOutcome): number => outcome.shown ?? -1;

/** Two evaluation reports of one query set, query by query: what moved, and the metrics' deltas. */
export const compareReports = (a: EvalReport, b: EvalReport): Comparison => {
  const byId = new Map(b.perQuery.map((outcome) => [outcome.id, outcome]));
  const miss = Math.max(a.cutoff, b.cutoff) + 1;
  const perQuery = a.perQuery.flatMap((left): QueryDelta[] => {
    const right = byId.get(left.id);
    if (!right) return [];
    const rankA = firstRelevant(left);
    const rankB = firstRelevant(right);
    return [
      {
        id: left.id,
        query: left.query,
        rankA,
        rankB,
        delta: (rankA ?? miss) - (rankB ?? miss),
        jaccard: jaccard(left.top, right.top),
        rbo: rankBiasedOverlap(left.top, right.top),
        ...(left.excerpt && right.excerpt
          ? { excerpt: { a: left.excerpt, b: right.excerpt } }
          : {}),
      },
    ];
  });
  const pages = perQuery.flatMap((q) => (q.excerpt ? [q.excerpt] : []));
  return {
    perQuery,
    improved: perQuery.filter((q) => q.delta > 0).length,
    worsened: perQuery.filter((q) => q.delta < 0).length,
    unchanged: perQuery.filter((q) => q.delta === 0).length,
    meanJaccard: mean(perQuery.map((q) => q.jaccard)),
    meanRbo: mean(perQuery.map((q) => q.rbo)),
    metrics: {
      recall: Object.fromEntries(
        Object.keys(a.recall).map((k) => [k, (b.recall[k] ?? 0) - (a.recall[k] ?? 0)]),
      ),
      mrr: b.mrr - a.mrr,
      ndcg10: b.ndcg10 - a.ndcg10,
    },
    ...(a.excerpt && b.excerpt
      ? {
          excerpt: {
            a: a.excerpt,
            b: b.excerpt,
            moreShown: pages.filter((page) => shownOrder(page.b) > shownOrder(page.a)).length,
            lessShown: pages.filter((page) => shownOrder(page.b) < shownOrder(page.a)).length,
          },
        }
      : {}),
  };
};
