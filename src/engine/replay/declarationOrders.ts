import type { Catalog } from '../catalog/core';
import { memoizedCounter } from '../prompt';
import {
  type AssembledPrompt,
  assemblePrompt,
  comparePrompts,
  DEFAULT_PROVIDERS,
  DEFAULT_WORKING_SET_BUDGET,
  type DeclarationOrder,
  type ProviderModel,
  type SectionId,
} from '../prompt/core';
import { charsPerFourCounter, type TokenCounter } from '../text/core';
import type { Transcript } from './transcript';
import { checkBudget, projectWorkingSet, type TurnProjection } from './workingSet';
import type { WorkingSetRule } from './workingSetRules';

/**
 * The tools a harness declares each turn under a declaration order that remembers the turns
 * before (`appended`, `inline`; assemble.ts): given the list it declared last turn and the
 * working set now (most recently touched first), the list it declares now. `sorted` and
 * `recency` need no memory: the working set is declared as it is.
 */
export const nextDeclared = (
  order: DeclarationOrder,
  before: readonly string[],
  workingSet: readonly string[],
): string[] => {
  if (order === 'sorted' || order === 'recency') return [...workingSet];
  const now = new Set(workingSet);
  // The set lists the most recent first: the newly activated tools join in the order they came.
  const known = new Set(before);
  const added = [...workingSet].reverse().filter((name) => !known.has(name));
  const kept = order === 'inline' ? [...before] : before.filter((name) => now.has(name));
  return [...kept, ...added];
};

/**
 * The longest session the page compares the orders on: three more assemblies a turn double a
 * long replay (400 turns of bfcl: 6.4 s against 12.9 s), and the Timeline waits for it. The
 * CLI compares them on any session.
 */
export const ORDERS_MAX_TURNS = 50;

/** The three orders a harness author chooses between, compared on the same turns. */
export const COMPARED_ORDERS = ['sorted', 'appended', 'inline'] as const;
export type ComparedOrder = (typeof COMPARED_ORDERS)[number];

/** Each compared order as the CLI and the page name it. */
export const ORDER_LABELS: Record<ComparedOrder, string> = {
  sorted: 'sorted by name (the design)',
  appended: 'appended as activated',
  inline: 'found tools in the conversation (the Claude API)',
};

export type OrderTurn = {
  turn: number;
  promptTokens: number;
  stablePrefixTokens: number;
  breakSection: SectionId | null;
  /** Cached tokens by provider id. */
  cached: Record<string, number>;
};

export type OrderFigures = {
  order: ComparedOrder;
  /** How the CLI and the page name it (ORDER_LABELS). */
  label: string;
  turns: OrderTurn[];
  /** Σ prompt tokens over every turn: `inline` keeps what it found, so it grows. */
  promptTokens: number;
  /** Σ cached tokens over every turn, by provider id. */
  cachedTokens: Record<string, number>;
  /** Of turns 2…n, how many have any cached tokens, by provider id. */
  cachedTurns: Record<string, number>;
  /** Σ cached ÷ Σ prompt tokens over turns 2…n (turn 1 has no turn before), by provider id. */
  cachedShare: Record<string, number>;
};

export type OrderComparisonOptions = {
  catalog: Catalog;
  budget?: number;
  rule?: WorkingSetRule;
  counter?: TokenCounter;
  providers?: readonly ProviderModel[];
  /** Told after each turn of each order: a long replay's worker proves itself alive with it. */
  onTurn?: () => void;
  /** The working set's projection when the caller has it already (the replay): not made again. */
  projections?: readonly TurnProjection[];
};

/**
 * The same turns' prompts under each compared order: what each provider serves from its cache
 * when the harness sorts its declarations by name (the design), appends them in activation
 * order, or leaves found tools in the conversation (the Claude API). One projection of the
 * working set, three assemblies per turn; no search is replayed.
 */
export const compareDeclarationOrders = (
  transcript: Transcript,
  options: OrderComparisonOptions,
): OrderFigures[] => {
  const { catalog } = options;
  const budget = checkBudget(options.budget ?? transcript.budget ?? DEFAULT_WORKING_SET_BUDGET);
  const counter = memoizedCounter(options.counter ?? charsPerFourCounter);
  const providers = options.providers ?? DEFAULT_PROVIDERS;
  const projections =
    options.projections ?? projectWorkingSet(transcript, { catalog, budget, rule: options.rule });
  return COMPARED_ORDERS.map((order) => {
    let declared: string[] = [];
    let previous: AssembledPrompt | undefined;
    const turns: OrderTurn[] = [];
    for (const { turn, clock, workingSet } of projections) {
      declared = nextDeclared(order, declared, workingSet);
      const held = workingSet.length;
      const prompt = assemblePrompt({ catalog, workingSet: declared, budget, clock, order, held });
      const comparison = comparePrompts(previous, prompt, counter, providers);
      const cached: Record<string, number> = {};
      for (const { id } of providers) cached[id] = comparison.cache[id]?.cachedTokens ?? 0;
      turns.push({
        turn,
        promptTokens: comparison.promptTokens,
        stablePrefixTokens: comparison.stablePrefixTokens,
        breakSection: comparison.breakSection,
        cached,
      });
      previous = prompt;
      options.onTurn?.();
    }
    const cachedTokens: Record<string, number> = {};
    const cachedTurns: Record<string, number> = {};
    const cachedShare: Record<string, number> = {};
    const later = turns.slice(1);
    const laterTokens = later.reduce((total, turn) => total + turn.promptTokens, 0);
    for (const { id } of providers) {
      cachedTokens[id] = turns.reduce((total, turn) => total + (turn.cached[id] ?? 0), 0);
      cachedTurns[id] = later.filter((turn) => (turn.cached[id] ?? 0) > 0).length;
      const laterCached = later.reduce((total, turn) => total + (turn.cached[id] ?? 0), 0);
      cachedShare[id] = laterTokens === 0 ? 0 : laterCached / laterTokens;
    }
    const promptTokens = turns.reduce((total, turn) => total + turn.promptTokens, 0);
    const label = ORDER_LABELS[order];
    return { order, label, turns, promptTokens, cachedTokens, cachedTurns, cachedShare };
  });
};
