import type { ReplayTurn, Size } from '../../../engine/core';
import type { CacheEstimate } from '../prompt/providerCache';

/**
 * The cost chart's rows: one per turn, the standing surface in its four parts (tokens from the
 * real tokenizer), everything declared for comparison, and each provider's cached share. The
 * characters go along so the tooltip can show chars/4 beside the tokens.
 */

export const PARTS = ['capabilityLine', 'scaffolding', 'workingSet', 'varyingLine'] as const;
export type Part = (typeof PARTS)[number];

export const PART_LABELS: Record<Part | 'everythingDeclared', string> = {
  capabilityLine: 'capability line',
  scaffolding: 'scaffolding',
  workingSet: 'working set',
  varyingLine: 'varying line',
  everythingDeclared: 'everything declared',
};

export type CostBar = {
  /** `t1`, `t2`…: the x axis. */
  label: string;
  turn: number;
  standing: number;
  everythingDeclared: number;
  /** Characters of each part, for chars/4 on hover. */
  chars: Record<Part | 'everythingDeclared' | 'standing', number>;
} & Record<Part, number> &
  /** `cached:<provider id>`: the cached share of the prompt, 0…100 (percent). */
  Record<`cached:${string}`, number>;

export const costBars = (
  turns: readonly ReplayTurn[],
  caches: readonly (readonly CacheEstimate[])[],
): CostBar[] =>
  turns.map((turn, index) => {
    const cost = turn.cost;
    const size = (part: Part): Size => cost[part];
    const bar = {
      label: `t${turn.turn}`,
      turn: turn.turn,
      standing: cost.standing.tokens,
      everythingDeclared: cost.everythingDeclared.tokens,
      chars: {
        capabilityLine: cost.capabilityLine.chars,
        scaffolding: cost.scaffolding.chars,
        workingSet: cost.workingSet.chars,
        varyingLine: cost.varyingLine.chars,
        everythingDeclared: cost.everythingDeclared.chars,
        standing: cost.standing.chars,
      },
    } as CostBar;
    for (const part of PARTS) bar[part] = size(part).tokens;
    for (const cache of caches[index] ?? []) {
      bar[`cached:${cache.id}`] = Math.round(cache.share * 1000) / 10;
    }
    return bar;
  });
