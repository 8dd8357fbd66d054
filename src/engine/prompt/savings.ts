import type { Size, SurfaceCost } from './surface';

/**
 * What the design saves over a whole timeline: the standing surface per turn, averaged, against
 * declaring every tool on every turn. The CLI's `replay --simulate` summary and the app's Cost
 * panel both read it from here. Light: no tokenizer, only the replay's figures.
 */
export type StandingSavings = {
  turns: number;
  /** Mean over the turns of the standing surface, rounded. */
  meanStanding: Size;
  /** Every tool declared, at turn 1's clock. */
  everythingDeclared: Size;
  /** everythingDeclared − meanStanding, per turn (never below 0). */
  savedPerTurn: Size;
  /** meanStanding.tokens / everythingDeclared.tokens (0 when nothing is declared). */
  share: number;
  /** 1 − share, never below 0: the part of everything declared the standing surface spares. */
  savedShare: number;
};

export const standingSavings = (turns: readonly { cost: SurfaceCost }[]): StandingSavings => {
  const count = turns.length;
  const mean = (pick: (size: Size) => number) =>
    count === 0 ? 0 : turns.reduce((sum, turn) => sum + pick(turn.cost.standing), 0) / count;
  const exact = { chars: mean((size) => size.chars), tokens: mean((size) => size.tokens) };
  const everythingDeclared = turns[0]?.cost.everythingDeclared ?? { chars: 0, tokens: 0 };
  const meanStanding = { chars: Math.round(exact.chars), tokens: Math.round(exact.tokens) };
  return {
    turns: count,
    meanStanding,
    everythingDeclared,
    savedPerTurn: {
      chars: Math.max(0, everythingDeclared.chars - meanStanding.chars),
      tokens: Math.max(0, everythingDeclared.tokens - meanStanding.tokens),
    },
    share: everythingDeclared.tokens === 0 ? 0 : exact.tokens / everythingDeclared.tokens,
    savedShare:
      everythingDeclared.tokens === 0
        ? 0
        : Math.max(0, 1 - exact.tokens / everythingDeclared.tokens),
  };
};

/**
 * A share as a whole percentage, `86%`, kept within 1…99 unless it is none or all exactly: a
 * share short of all never reads as 100%, and a small one never reads as 0%. The savings card
 * and `replay --simulate` write "N% fewer tool tokens" with it.
 */
export const formatShare = (share: number): string => {
  if (share <= 0) return '0%';
  if (share >= 1) return '100%';
  return `${Math.min(99, Math.max(1, Math.round(share * 100)))}%`;
};
