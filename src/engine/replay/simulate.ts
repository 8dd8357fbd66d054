import { ToollensError } from '../errors';
import type { LabelledQuery } from '../eval/core';
import type { ToolIndex } from '../search';
import type { Ranker } from '../search/core';
import { plural } from '../text/core';
import { type SimulateStrategy, strategyName } from './simulateStrategy';
import { DEMO_EPOCH, type Transcript, type TranscriptEvent, type Turn } from './transcript';
import { checkBudget } from './workingSet';

/**
 * A simulated agent: a query set turned into a transcript, so the timeline, the prompt and the
 * standing cost can be read on any catalog and any queries, not only on the demo's scenarios.
 * Each query is one user turn. The agent searches with the query's words, activates what the
 * strategy picks and calls the first tool it activated. No model is in the loop: the agent is
 * exactly as good as search (top hits) or as the labels (relevant), which is the point of the
 * figure. Each turn carries its query's labels, so the replay judges every pick
 * (`labelledActivation.ts`). Pure and deterministic: the same queries, index and options give
 * the same transcript.
 */

export type SimulateOptions = {
  strategy: SimulateStrategy;
  /** The transcript's name; default `simulated-<strategy>`. */
  name?: string;
  title?: string;
  /** The budget the transcript asks to be replayed with; none leaves the replay's default. */
  budget?: number;
  /**
   * Turn 1's time; each later turn is one minute after the one before, so a replay is the same
   * every time. Default `DEMO_EPOCH`, the clock of the demo's live tools.
   */
  start?: string;
  /** The ranker search_tools ranks with; default the index's default (toollens). */
  ranker?: Ranker;
};

const MINUTE = 60_000;

/**
 * What the agent activates for one query: never a scaffolding tool (it is declared already, and
 * search never returns one), never a name the catalog lacks (activate_tool would refuse it), each
 * name once.
 */
const simulatedActivation = (
  query: LabelledQuery,
  index: ToolIndex,
  strategy: SimulateStrategy,
  ranker?: Ranker,
): { hits: string[]; activate: string[] } => {
  const limit = strategy.kind === 'top' ? strategy.k : 1;
  const hits = index
    .search({ query: query.query, limit, ...(ranker ? { ranker } : {}) })
    .hits.map((hit) => hit.name);
  const activatable = (name: string) => {
    const tool = index.tool(name);
    return tool !== undefined && tool.scaffolding !== true;
  };
  const picked = strategy.kind === 'top' ? hits : query.relevant;
  return { hits, activate: [...new Set(picked.filter(activatable))] };
};

export const simulateAgent = (
  queries: readonly LabelledQuery[],
  index: ToolIndex,
  options: SimulateOptions,
): Transcript => {
  const start = Date.parse(options.start ?? DEMO_EPOCH);
  if (Number.isNaN(start)) {
    throw new ToollensError(`toollens: simulate: start is not a time: ${options.start}`);
  }
  const strategy = strategyName(options.strategy);
  const turns: Turn[] = queries.map((query, position) => {
    const { activate } = simulatedActivation(query, index, options.strategy, options.ranker);
    const events: TranscriptEvent[] = [
      { type: 'user', text: query.query },
      { type: 'search', query: query.query },
    ];
    const first = activate[0];
    if (first !== undefined) {
      events.push({ type: 'activate', names: activate });
      events.push({ type: 'call', name: first });
    }
    // Whole seconds, as a person writes a transcript: `…T10:01:00Z`, not `…T10:01:00.000Z`.
    const at = new Date(start + position * MINUTE).toISOString().replace(/\.000Z$/, 'Z');
    // The labels go with the turn, so the replay can say whether the pick was right.
    const relevant = [...new Set(query.relevant)];
    return relevant.length > 0 ? { at, events, relevant } : { at, events };
  });
  return {
    name: options.name ?? `simulated-${strategy}`,
    title: options.title ?? `Simulated agent (${strategy}), ${plural(queries.length, 'query')}`,
    description: `A simulated agent: each of ${plural(queries.length, 'query')} is a turn that searches with the query, activates ${
      options.strategy.kind === 'relevant'
        ? "the query's relevant tools"
        : options.strategy.k === 1
          ? 'the top hit'
          : `the top ${plural(options.strategy.k, 'hit')}`
    } and calls the first.`,
    ...(options.budget === undefined ? {} : { budget: checkBudget(options.budget) }),
    simulation: { strategy },
    turns,
  };
};
