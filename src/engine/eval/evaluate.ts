import { askTarget, availableTargets, buildTarget } from '../agents';
import { type AgentTarget, type AgentTargetId, isAgentTarget, targetTools } from '../agents/core';
import { byName, own } from '../catalog/core';
import { ToollensError } from '../errors';
import type { ToolIndex } from '../search';
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_RANKER,
  type FieldWeights,
  type Filters,
  inScope,
  normalizeFilters,
  RANKERS,
  type Ranker,
} from '../search/core';
import { analyzeQuery } from '../text';
import {
  checkExcerptSettings,
  type ExcerptOutcome,
  type ExcerptSettings,
  type ExcerptSummary,
  excerptOutcome,
  summarizeExcerpts,
} from './excerptEval';
import {
  DEFAULT_RECALL_CUTOFFS,
  type Grades,
  mean,
  ndcgAt,
  recallAt,
  reciprocalRank,
} from './metrics';
import { isPeer, PEERS, type PeerName, peerRanking, type Ranking } from './peers';
import type { LabelledQuery } from './querySetTypes';

/**
 * toollens's own rankers, a peer method run over the same catalog (eval/peers), or an agent
 * target (engine/agents): what that agent would return.
 */
export type EvalRanker = Ranker | PeerName | AgentTargetId;

export const EVAL_RANKERS: readonly EvalRanker[] = [...RANKERS, ...PEERS, ...availableTargets()];

/** Rankers with their own fields and rules: no field weights, no excerpts. */
const isForeign = (ranker: EvalRanker): ranker is PeerName | AgentTargetId =>
  isPeer(ranker) || isAgentTarget(ranker);

export type EvalOptions = {
  /** Cut-offs for recall; default [1, 5, 10]. */
  ks?: readonly number[];
  /** Default `toollens`. */
  ranker?: EvalRanker;
  filters?: Filters;
  /** The cut-off that counts for "must not return" checks and the kept top list. Default 10. */
  cutoff?: number;
  /**
   * The MCP server the agent targets name every tool under, overriding each tool's own
   * (engine/agents/targetTools.ts).
   */
  server?: string;
  /** The server for tools that name none: the catalog's own (`catalogServer`). */
  defaultServer?: string;
  /**
   * The agent target `ranker` names, already built on the catalog's tools as `server` and
   * `defaultServer` name them (the worker keeps its targets built): asked instead of building
   * one. Not with `filters`, whose scope needs a target of its own.
   */
  target?: AgentTarget;
  /** Field weights over the index's, for toollens's own rankers; a peer ranker refuses them. */
  weights?: FieldWeights;
  /**
   * Also run each query through search_tools with these excerpt settings (a page of `cutoff`
   * hits) and measure the page: see excerptEval.ts. Off by default: it costs a page per query.
   */
  excerpt?: ExcerptSettings;
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
  /** How many tools the ranker returned (an agent target: at most its k). */
  returned: number;
  /** mustNot tools that were returned within the cut-off. */
  violations: string[];
  /** Recall at each k of the report, keyed by k. */
  recall: Record<string, number>;
  length: LengthBucket;
  /** The query's search_tools page, when the evaluation asked for excerpts. */
  excerpt?: ExcerptOutcome;
};

/**
 * Query length in distinct terms (the design's analyzer's, docs/design/search.md; the same for
 * every ranker).
 */
export type LengthBucket = 'short' | 'medium' | 'long';

/** The buckets' bounds, inclusive: 1–5, 6–20 and over 20 distinct terms. */
export const LENGTH_BUCKETS: Record<LengthBucket, { min: number; max: number; label: string }> = {
  short: { min: 0, max: 5, label: '1–5' },
  medium: { min: 6, max: 20, label: '6–20' },
  long: { min: 21, max: Number.POSITIVE_INFINITY, label: '>20' },
};

export const lengthBucket = (query: string): LengthBucket => {
  const terms = analyzeQuery(query).length;
  return terms <= LENGTH_BUCKETS.short.max
    ? 'short'
    : terms <= LENGTH_BUCKETS.medium.max
      ? 'medium'
      : 'long';
};

/** The summary metrics over a set of queries. */
export type EvalMetrics = {
  queries: number;
  /** Mean recall@k, keyed by k. */
  recall: Record<string, number>;
  mrr: number;
  ndcg10: number;
};

export type EvalReport = {
  queries: number;
  ranker: EvalRanker;
  /** Mean recall@k, keyed by k. */
  recall: Record<string, number>;
  mrr: number;
  ndcg10: number;
  /** The same metrics per query length, so a loss on long queries cannot hide in the mean. */
  byLength: Record<LengthBucket, EvalMetrics>;
  /** Relevant names that are not in the catalog: they count as never found. */
  unknownRelevant: string[];
  /** Queries that returned a "must not" tool within the cut-off. */
  mustNotViolations: number;
  cutoff: number;
  perQuery: QueryOutcome[];
  /** Field weights the run used over the index's, if any. */
  weights?: FieldWeights;
  /** The pages' summary, when the evaluation asked for excerpts. */
  excerpt?: ExcerptSummary;
};

const gradesOf = (query: LabelledQuery): Grades =>
  new Map(query.relevant.map((name) => [name, (query.grades && own(query.grades, name)) ?? 1]));

/** The ranked names for a query under `ranker`, restricted to the filters' scope. */
const rankingOf = (
  index: ToolIndex,
  ranker: EvalRanker,
  { filters, weights, server, defaultServer, target: built }: EvalOptions,
): Ranking => {
  if (built) {
    if (built.id !== ranker || filters !== undefined)
      throw new ToollensError(
        `toollens: a built ${built.id} target ranks the whole catalog under ${built.id}; it cannot stand for ${ranker}${filters === undefined ? '' : ' with filters'}`,
      );
    return (query) => askTarget(built, query).returned;
  }
  if (!isForeign(ranker)) {
    return (query) =>
      index.rankedNames({ ...filters, query, ranker, ...(weights ? { weights } : {}) });
  }
  const normalized = normalizeFilters(filters ?? {});
  const tools = index.tools.filter((tool) => inScope(tool, normalized));
  if (isPeer(ranker)) return peerRanking(ranker, tools);
  // An agent returns its own k, no more: a tool past it is not found, whatever its score.
  const catalog = { tools, ...(defaultServer === undefined ? {} : { server: defaultServer }) };
  const target = buildTarget(ranker, targetTools(catalog, server));
  // A target that reads a pattern gets the query or its words as one, as everywhere (askTarget).
  return (query) => askTarget(target, query).returned;
};

const summarize = (outcomes: readonly QueryOutcome[], ks: readonly number[]): EvalMetrics => ({
  queries: outcomes.length,
  recall: Object.fromEntries(
    ks.map((k) => [String(k), mean(outcomes.map((outcome) => outcome.recall[String(k)] ?? 0))]),
  ),
  mrr: mean(outcomes.map((outcome) => outcome.reciprocalRank)),
  ndcg10: mean(outcomes.map((outcome) => outcome.ndcg10)),
});

/** Runs every query through the ranker and averages recall@k, MRR and nDCG@10. */
export const evaluate = (
  index: ToolIndex,
  queries: readonly LabelledQuery[],
  options: EvalOptions = {},
): EvalReport => {
  const ks = options.ks ?? DEFAULT_RECALL_CUTOFFS;
  const ranker = options.ranker ?? DEFAULT_RANKER;
  const cutoff = options.cutoff ?? DEFAULT_PAGE_SIZE;
  const { weights, excerpt } = options;
  if (excerpt) checkExcerptSettings(excerpt);
  const kind = isPeer(ranker) ? 'a peer ranker' : 'an agent target';
  if (weights && isForeign(ranker)) {
    throw new ToollensError(
      `toollens: ${ranker} is ${kind} with its own fields; field weights apply to toollens, seed and bm25`,
    );
  }
  if (excerpt && isForeign(ranker)) {
    throw new ToollensError(
      `toollens: ${ranker} is ${kind}; excerpts are measured for toollens's own`,
    );
  }
  const rank = rankingOf(index, ranker, options);
  const unknown = new Set<string>();
  const perQuery: QueryOutcome[] = queries.map((query) => {
    const ranked = rank(query.query);
    const grades = gradesOf(query);
    const ranks = byName<number | null>();
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
      returned: ranked.length,
      violations: (query.mustNot ?? []).filter((name) => top.includes(name)),
      recall: Object.fromEntries(ks.map((k) => [String(k), recallAt(ranked, grades, k)])),
      length: lengthBucket(query.query),
      ...(excerpt && !isForeign(ranker)
        ? {
            excerpt: excerptOutcome(index, query, {
              ...options.filters,
              ranker,
              limit: cutoff,
              ...(weights ? { weights } : {}),
              ...(excerpt.cap !== undefined ? { excerptCap: excerpt.cap } : {}),
              ...(excerpt.pageBudget !== undefined ? { pageBudget: excerpt.pageBudget } : {}),
            }),
          }
        : {}),
    };
  });
  const overall = summarize(perQuery, ks);
  const buckets = Object.keys(LENGTH_BUCKETS) as LengthBucket[];
  return {
    queries: queries.length,
    ranker,
    recall: overall.recall,
    mrr: overall.mrr,
    ndcg10: overall.ndcg10,
    byLength: Object.fromEntries(
      buckets.map((bucket) => [
        bucket,
        summarize(
          perQuery.filter((outcome) => outcome.length === bucket),
          ks,
        ),
      ]),
    ) as Record<LengthBucket, EvalMetrics>,
    unknownRelevant: [...unknown].sort(),
    mustNotViolations: perQuery.filter((outcome) => outcome.violations.length > 0).length,
    cutoff,
    perQuery,
    ...(weights ? { weights } : {}),
    ...(excerpt
      ? {
          excerpt: summarizeExcerpts(
            excerpt,
            perQuery.flatMap((outcome) => (outcome.excerpt ? [outcome.excerpt] : [])),
          ),
        }
      : {}),
  };
};
