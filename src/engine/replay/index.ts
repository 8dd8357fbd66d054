/**
 * Replay: working sets over time. `replay` (a transcript against a search index) and the
 * declaration orders it compares, and in `./core` the light part: transcripts and their import
 * from agents' logs, the working-set rules and projection, activation checks, markers, limits,
 * simulation options and tool costs. Other stages and the engine's entries import the stage from
 * here (or `./core`), never a module by path (`src/test/importRules.ts`).
 */

export * from './core';
export {
  COMPARED_ORDERS,
  type ComparedOrder,
  ORDER_LABELS,
  ORDERS_MAX_TURNS,
  type OrderFigures,
  type OrderTurn,
} from './declarationOrders';
export {
  type ReplayedSearch,
  type ReplayOptions,
  type ReplayResult,
  type ReplaySummary,
  type ReplayTurn,
  replay,
} from './replay';
