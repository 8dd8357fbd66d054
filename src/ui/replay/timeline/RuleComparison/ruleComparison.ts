import { WORKING_SET_RULE_INFO, type WorkingSetRule } from '../../../../engine/core';
import type { ReplayView } from '../../../../worker/boundary';
import { formatCount, plural } from '../../../shared/format';

/** One rule's side of the comparison at the scrubbed turn, and over the whole session. */
export type RuleSide = {
  rule: WorkingSetRule;
  /** Tools held at the scrubbed turn. */
  held: number;
  /** Evictions up to and including the scrubbed turn. */
  evictedSoFar: number;
  /** Evictions over the whole session. */
  evictedTotal: number;
  promptTokens: number;
};

export const ruleSide = (rule: WorkingSetRule, replay: ReplayView, turn: number): RuleSide => {
  const count = (turns: ReplayView['turns']) =>
    turns.reduce((sum, each) => sum + each.evicted.length, 0);
  const at = replay.turns[turn - 1];
  return {
    rule,
    held: at?.workingSet.length ?? 0,
    evictedSoFar: count(replay.turns.slice(0, turn)),
    evictedTotal: count(replay.turns),
    promptTokens: at?.promptTokens ?? 0,
  };
};

const signed = (value: number) =>
  value === 0 ? 'the same' : `${value > 0 ? '+' : '−'}${formatCount(Math.abs(value))}`;

/**
 * How the two rules differ at the scrubbed turn: tools held, evictions, and the prompt's
 * tokens, the second rule against the first.
 */
export const comparisonSummary = (first: RuleSide, second: RuleSide, turn: number): string[] => {
  const name = (side: RuleSide) => `“${WORKING_SET_RULE_INFO[side.rule].label}”`;
  return [
    `At t${turn}, ${name(first)} holds ${plural(first.held, 'tool')} and ${name(second)} ${plural(second.held, 'tool')}.`,
    `Evictions so far: ${formatCount(first.evictedSoFar)} against ${formatCount(second.evictedSoFar)} (the whole session: ${formatCount(first.evictedTotal)} against ${formatCount(second.evictedTotal)}).`,
    `Prompt at t${turn}: ${formatCount(first.promptTokens)} tokens against ${formatCount(second.promptTokens)} (${signed(second.promptTokens - first.promptTokens)}).`,
  ];
};
