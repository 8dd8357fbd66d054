import type { ToolCost } from '../../../engine/core';

/** The figures above the cost-per-tool list: what the idle tools cost this turn. */
export type ToolCostSummary = {
  tools: number;
  tokens: number;
  /** Activated and never called in the whole conversation. */
  idle: number;
  idleTokens: number;
  /** idleTokens / tokens, 0…1. */
  idleShare: number;
};

export const toolCostSummary = (costs: readonly ToolCost[]): ToolCostSummary => {
  const tokens = costs.reduce((sum, cost) => sum + cost.tokens, 0);
  const idle = costs.filter((cost) => cost.neverCalled);
  const idleTokens = idle.reduce((sum, cost) => sum + cost.tokens, 0);
  return {
    tools: costs.length,
    tokens,
    idle: idle.length,
    idleTokens,
    idleShare: tokens === 0 ? 0 : idleTokens / tokens,
  };
};

/** A share as a percentage with one decimal: small tools are a few tenths of a per cent. */
export const percentText = (share: number): string => `${(share * 100).toFixed(1)}%`;

/** How a tool was used, in words: "always declared", "never called", "called at t3, t5". */
export const usageText = (cost: ToolCost, turn: number): string => {
  if (cost.kind === 'scaffolding') return 'always declared';
  if (cost.neverCalled) return 'activated, never called';
  const before = cost.calledAt.filter((at) => at <= turn);
  const list = (turns: number[]) => turns.map((at) => `t${at}`).join(', ');
  return before.length > 0
    ? `called at ${list(before)}`
    : `not called yet (first at ${list(cost.calledAt.slice(0, 1))})`;
};
