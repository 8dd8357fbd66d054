import { own } from '../catalog/core';
import { ToollensError } from '../errors';
import type { AssembledPrompt } from '../prompt/core';
import { plural, type TokenCounter } from '../text/core';
import type { ReplayTurn } from './replay';
import type { Transcript } from './transcript';

/**
 * What each declared tool costs in one turn's prompt: its declaration line's tokens and share of
 * the declarations, largest first, and whether the model ever used it. A tool activated and never
 * called paid its declaration every turn it was held for nothing: the waste a prompt-caching
 * view cannot show, because it prices sections, not tools.
 */

export type ToolCost = {
  name: string;
  chars: number;
  tokens: number;
  /** tokens / the sum over this turn's declared tools, 0…1. */
  share: number;
  /** `scaffolding` is always declared; `activated` is in the working set. */
  kind: 'scaffolding' | 'activated';
  /** Turns (1-based) with an accepted direct call of this tool, in the whole conversation. */
  calledAt: number[];
  /** Activated, and not called once in the whole conversation. */
  neverCalled: boolean;
};

/** Turns with an accepted call of each tool: a rejected call (never declared) is no use of it. */
export const callTurns = (
  transcript: Transcript,
  turns: readonly Pick<ReplayTurn, 'rejected'>[],
): Map<string, number[]> => {
  const calls = new Map<string, number[]>();
  transcript.turns.forEach((turn, index) => {
    const rejected = new Set(turns[index]?.rejected.map((each) => each.event) ?? []);
    turn.events.forEach((event, position) => {
      if (event.type !== 'call' || rejected.has(position)) return;
      const at = calls.get(event.name) ?? [];
      if (at.at(-1) !== index + 1) at.push(index + 1);
      calls.set(event.name, at);
    });
  });
  return calls;
};

/**
 * Each declared tool's declaration line, in `prompt.declared` order. The declarations section
 * holds one line per declared tool (JSON lines: a newline inside a description is escaped), so
 * each line is exactly what that tool adds to the prompt.
 */
export const declarationLines = (prompt: Pick<AssembledPrompt, 'declared' | 'sections'>) => {
  const { declared, sections } = prompt;
  const text = sections.find((section) => section.id === 'declarations')?.text ?? '';
  const lines = declared.length === 0 ? [] : text.split('\n');
  if (lines.length !== declared.length) {
    throw new ToollensError(
      `toollens: the declarations hold ${plural(lines.length, 'line')} for ${plural(declared.length, 'declared tool')}`,
    );
  }
  return lines;
};

/** Each declared tool of `turn`, largest first (then by name). */
export const turnToolCosts = (
  turn: Pick<ReplayTurn, 'prompt' | 'states'>,
  calls: ReadonlyMap<string, number[]>,
  counter: TokenCounter,
): ToolCost[] => {
  const lines = declarationLines(turn.prompt);
  const sized = turn.prompt.declared.map((name, at) => {
    const line = lines[at] ?? '';
    return { name, chars: line.length, tokens: counter.count(line) };
  });
  const total = sized.reduce((sum, each) => sum + each.tokens, 0);
  return sized
    .map((each): ToolCost => {
      const kind = own(turn.states, each.name) === undefined ? 'scaffolding' : 'activated';
      const calledAt = calls.get(each.name) ?? [];
      return {
        ...each,
        share: total === 0 ? 0 : each.tokens / total,
        kind,
        calledAt,
        neverCalled: kind === 'activated' && calledAt.length === 0,
      };
    })
    .sort((a, b) => b.tokens - a.tokens || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
};

/** `turnToolCosts` for every turn of a replay. */
export const toolCosts = (
  transcript: Transcript,
  turns: readonly ReplayTurn[],
  counter: TokenCounter,
): ToolCost[][] => {
  const calls = callTurns(transcript, turns);
  return turns.map((turn) => turnToolCosts(turn, calls, counter));
};
