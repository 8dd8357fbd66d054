/**
 * Eval: how well a ranker finds the tools a query set labels. `evaluate`, the excerpt evaluation
 * and the peer rankers (MiniSearch, an Anthropic BM25), and in `./core` the light part: metrics,
 * report comparison, misses, query sets (JSON and CSV), name queries and a name's forms. Other
 * stages and the engine's entries import the stage from here (or `./core`), never a module by path
 * (`src/test/importRules.ts`).
 */

export * from './core';
export {
  EVAL_RANKERS,
  type EvalMetrics,
  type EvalOptions,
  type EvalRanker,
  type EvalReport,
  evaluate,
  LENGTH_BUCKETS,
  type LengthBucket,
  type QueryOutcome,
} from './evaluate';
export type { ExcerptOutcome, ExcerptSettings, ExcerptSummary } from './excerptEval';
export { isPeer, PEERS, type PeerName, peerRanking, type Ranking } from './peers';
