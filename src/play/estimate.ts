import { declarationLine, scaffoldingOf, tokensByChars } from '../engine';
import type { PlayOptions } from './types';

/**
 * What a run will send, told before its first request: the most requests the limits allow, and
 * the input tokens of a task's first request (chars/4, the engine's estimate) and of the whole
 * run if every task used every turn and each request added a search's page of text. It is an
 * estimate, and says so: the real count depends on what the model does, and a provider counts
 * its own way (a deferred tool's definition is not sent to the model until a search loads it).
 */

export type PlayEstimate = {
  maxRequests: number;
  /** Input tokens of one task's first request. */
  firstRequest: number;
  /** Input tokens if every task used all its turns, each adding `growthPerTurn`. */
  upperBound: number;
  growthPerTurn: number;
};

/** What a turn adds to the conversation at most, as counted: a search's page and a call. */
const GROWTH_CHARS = 2_000;

export const estimatePlay = (options: PlayOptions): PlayEstimate => {
  const { catalog, limits, search } = options;
  const tasks = Math.min(limits.tasks, options.tasks.length);
  const alwaysDeclared =
    search === 'harness'
      ? scaffoldingOf(catalog)
      : catalog.tools.filter((tool) => tool.agentHints?.alwaysLoad === true);
  // The harness's system text: the protocol and the capability line, at most a few thousand
  // characters; a search tool's own definition is a few hundred.
  const fixed = search === 'harness' ? 3_000 : 500;
  // A declared tool as the prompt declares it: its name, description and schema as one line.
  const declared = alwaysDeclared.reduce((sum, tool) => sum + declarationLine(tool).length, 0);
  const task = Math.max(...options.tasks.slice(0, tasks).map((t) => t.query.length), 0);
  const first = tokensByChars(fixed + declared + task);
  const growth = tokensByChars(GROWTH_CHARS);
  const maxRequests = tasks * limits.turns;
  // Request i of the run carries what every earlier request added: the sum of an arithmetic
  // series, on top of the fixed part every request sends.
  const upperBound = maxRequests * first + growth * ((maxRequests * (maxRequests - 1)) / 2);
  return { maxRequests, firstRequest: first, upperBound, growthPerTurn: growth };
};
