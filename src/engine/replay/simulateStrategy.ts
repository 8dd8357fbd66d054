import { quote } from '../catalog/core';
import { ToollensError } from '../errors';

/**
 * What a simulated agent activates after each search: the top hit, the top k hits, or the
 * tools the query set labels relevant (an agent that always picks right). Light: the page
 * offers these choices without loading the index.
 */
export type SimulateStrategy = { kind: 'top'; k: number } | { kind: 'relevant' };

/** The choices the app offers, in its order. The CLI takes any `top<k>` as well. */
export const SIMULATE_STRATEGIES = ['top1', 'top3', 'relevant'] as const;

/** The largest k of `top<k>`: more would activate a page of tools per turn, not an agent's pick. */
const MAX_SIMULATE_TOP = 20;

/** Reads `top1`, `top3`, `top<k>` (1 ≤ k ≤ 20) or `relevant`; anything else is refused by name. */
export const parseSimulateStrategy = (text: string): SimulateStrategy => {
  if (text === 'relevant') return { kind: 'relevant' };
  const top = /^top([1-9][0-9]*)$/.exec(text);
  const k = top ? Number(top[1]) : Number.NaN;
  if (k >= 1 && k <= MAX_SIMULATE_TOP) return { kind: 'top', k };
  throw new ToollensError(
    `toollens: unknown simulation strategy ${quote(text)}: expected top1, top3, top<k> (k from 1 to ${MAX_SIMULATE_TOP}) or relevant`,
  );
};

export const strategyName = (strategy: SimulateStrategy): string =>
  strategy.kind === 'relevant' ? 'relevant' : `top${strategy.k}`;
