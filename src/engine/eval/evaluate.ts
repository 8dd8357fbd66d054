import type { ToolIndex } from '../search/ToolIndex';
import type { Filters, Ranker } from '../search/types';
import { type Grades, ndcgAt, recallAt, reciprocalRank } from './metrics';
import type { LabelledQuery } from './querySet';

export type EvalOptions = {
  /** Cut-offs for recall; default [1, 5, 10]. */
  ks?: number[];
  ranker?: Ranker;
  filters?: Filters;
  /** The cut-off that counts for "must not return" checks and the kept top list. Default 10. */
  cutoff?: number;
};

export type QueryOutcome = {
  id: string;
  query: string;
  /** 1-based rank of each relevant tool, or null when it is not returned at all. */
  ranks: Record<string, number | null>;
  reciprocalRank: number;
  ndcg10: number;
  /** The top `cutoff` names, for comparing two runs. */
  top: string[];
  /** mustNot tools that were returned within the cut-off. */
  violations: string[];
};

export type EvalReport = {
  queries: number;
  ranker: Ranker;
  /** Mean recall@k, keyed by k. */
  recall: Record<string, number>;
  mrr: number;
  ndcg10: number;
  /** Relevant names that are not in the catalog: they count as never found. */
  unknownRelevant: string[];
  /** Queries that returned a "must not" tool within the cut-off. */
  mustNotViolations: number;
  cutoff: number;
  perQuery: QueryOutcome[];
};

const gradesOf = (query: LabelledQuery): Grades =>
  new Map(query.relevant.map((name) => [name, query.grades?.[name] ?? 1]));

const mean = (values: readonly number[]): number =>
  values.length === 0 ? 0 : values.reduce((total, value) => total + value, 0) / values.length;

/** Runs every query through the index and averages recall@k, MRR and nDCG@10. */
export const evaluate = (
  index: ToolIndex,
  queries: readonly LabelledQuery[],
  options: EvalOptions = {},
): EvalReport => {
  const ks = options.ks ?? [1, 5, 10];
  const ranker = options.ranker ?? 'seed';
  const cutoff = options.cutoff ?? 10;
  const unknown = new Set<string>();
  const recalls = new Map<number, number[]>(ks.map((k) => [k, []]));
  const perQuery: QueryOutcome[] = queries.map((query) => {
    const result = index.search({
      ...options.filters,
      query: query.query,
      ranker,
      limit: Infinity,
    });
    const ranked = result.hits.map((hit) => hit.name);
    const grades = gradesOf(query);
    for (const k of ks) recalls.get(k)?.push(recallAt(ranked, grades, k));
    const ranks: Record<string, number | null> = {};
    for (const name of query.relevant) {
      if (!index.tool(name)) unknown.add(name);
      const position = ranked.indexOf(name);
      ranks[name] = position === -1 ? null : position + 1;
    }
    const top = ranked.slice(0, cutoff);
    return {
      id: query.id,
      query: query.query,
      ranks,
      reciprocalRank: reciprocalRank(ranked, grades),
      ndcg10: ndcgAt(ranked, grades, 10),
      top,
      violations: (query.mustNot ?? []).filter((name) => top.includes(name)),
    };
  });
  return {
    queries: queries.length,
    ranker,
    recall: Object.fromEntries(ks.map((k) => [String(k), mean(recalls.get(k) ?? [])])),
    mrr: mean(perQuery.map((outcome) => outcome.reciprocalRank)),
    ndcg10: mean(perQuery.map((outcome) => outcome.ndcg10)),
    unknownRelevant: [...unknown].sort(),
    mustNotViolations: perQuery.filter((outcome) => outcome.violations.length > 0).length,
    cutoff,
    perQuery,
  };
};
