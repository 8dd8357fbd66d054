import type { ReplayView } from '../../worker/boundary';

/**
 * Why a turn's tool declarations stopped matching the turn before's, read from the replay's
 * working sets: the first place where the two declared lists differ. Under name-sorted
 * declarations a newly activated tool takes its place by name (every declaration that sorts
 * after it moves), an evicted one leaves a gap; declared by last use, a touched tool moves to
 * the front. The lists are the ones assemble.ts declares (`declaredTools`), without the
 * scaffolding, which comes first and never changes.
 */

export type BreakCause = {
  turn: number;
  kind: 'activated' | 'evicted' | 'moved';
  tool: string;
  order: 'sorted' | 'recency';
};

// Code-unit order, as the engine sorts the declarations (assemble.ts `byName`).
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export const breakCause = (
  replay: ReplayView | undefined,
  turn: number,
): BreakCause | undefined => {
  const now = replay?.turns[turn - 1];
  const before = replay?.turns[turn - 2];
  if (!replay || !now || !before || now.breakSection !== 'declarations') return undefined;
  const { order } = replay;
  if (order !== 'sorted' && order !== 'recency') return undefined;
  const list = (names: readonly string[]) =>
    order === 'sorted' ? [...names].sort(byName) : [...names];
  const [was, is] = [list(before.workingSet), list(now.workingSet)];
  for (let i = 0; i < Math.max(was.length, is.length); i++) {
    const [a, b] = [was[i], is[i]];
    if (a === b) continue;
    if (b !== undefined && !was.includes(b)) return { turn, kind: 'activated', tool: b, order };
    if (a !== undefined && !is.includes(a)) return { turn, kind: 'evicted', tool: a, order };
    return { turn, kind: 'moved', tool: b ?? a ?? '', order };
  }
  return undefined;
};

/** The cause as a sentence: `t5 activated generate_pdf: every declaration that sorts after it is re-sent`. */
export const causeText = (cause: BreakCause): string => {
  const at = `t${cause.turn}`;
  if (cause.kind === 'activated')
    return cause.order === 'sorted'
      ? `${at} activated ${cause.tool}: every declaration that sorts after it is re-sent`
      : `${at} activated ${cause.tool}: it is declared first, so every declaration is re-sent`;
  if (cause.kind === 'evicted')
    return `${at} evicted ${cause.tool}: every declaration after its place is re-sent`;
  return `${at} touched ${cause.tool}: declared by last use, it moved, and every declaration after its old place is re-sent`;
};

/** Turns 2…n whose prompt `provider` serves nothing of from its cache, each with its cause. */
export const missedTurns = (replay: ReplayView | undefined, provider: string) =>
  (replay?.turns ?? [])
    .slice(1)
    .filter((turn) => (turn.cache[provider]?.cachedTokens ?? 0) === 0)
    .map((turn) => ({
      turn: turn.turn,
      cause: breakCause(replay, turn.turn),
      underMinimum: turn.cache[provider]?.underMinimum ?? false,
    }));
