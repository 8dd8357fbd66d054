import type { Catalog } from '../catalog/core';
import { ToollensError } from '../errors';
import { median } from '../eval/core';
import { memoizedCounter } from '../prompt';
import {
  type AssembledPrompt,
  assemblePrompt,
  comparePrompts,
  DEFAULT_PROVIDERS,
  DEFAULT_WORKING_SET_BUDGET,
  type DeclarationOrder,
  type ProviderCache,
  type ProviderModel,
  type Size,
  type SurfaceCost,
  surfaceCost,
} from '../prompt/core';
import { ToolIndex } from '../search';
import { charsPerFourCounter, type TokenCounter } from '../text/core';
import { compareDeclarationOrders, nextDeclared, type OrderFigures } from './declarationOrders';
import {
  type ActivationAccuracy,
  activationAccuracy,
  judgeActivation,
  type LabelledActivation,
} from './labelledActivation';
import { transcriptSizeProblem } from './limits';
import type { Transcript } from './transcript';
import { checkBudget, projectWorkingSet, type TurnProjection, turnClock } from './workingSet';
import { DEFAULT_WORKING_SET_RULE, type WorkingSetRule } from './workingSetRules';

/**
 * Replays a transcript turn by turn: the working set, the live clock, the searches, the
 * assembled prompt, its cache behaviour against the turn before, and the standing cost. Pure:
 * the same transcript and options always give the same result.
 */

export type ReplayOptions = {
  catalog: Catalog;
  /** Working-set slots. Default: the transcript's own budget, else 20. */
  budget?: number;
  /**
   * What stays loaded between turns. Default `lru` (the design's harness,
   * docs/design/working-set.md).
   */
  rule?: WorkingSetRule;
  /** Default `sorted`; the others are counterfactuals (assemble.ts). */
  order?: DeclarationOrder;
  /** The varying line first instead of last (a counterfactual). Default false. */
  varyingFirst?: boolean;
  /** Default `charsPerFourCounter`; pass `await loadTokenCounter()` for real tokens. */
  counter?: TokenCounter;
  /** Default `DEFAULT_PROVIDERS`. */
  providers?: readonly ProviderModel[];
  /** Hits reported per search event. Default 5. */
  searchHits?: number;
  /** Told after each turn (turns done, of all): the worker proves itself alive with it. */
  onTurn?: (done: number, total: number) => void;
  /**
   * Also assemble every turn under each declaration order a harness chooses between (sorted,
   * appended, inline: declarationOrders.ts) and give their cache figures as `orders`.
   */
  compareOrders?: boolean;
};

/** A search_tools call of the turn, run against the index as it is at that turn's clock. */
export type ReplayedSearch = { event: number; query: string; totalHits: number; hits: string[] };

export type ReplayTurn = TurnProjection & {
  prompt: AssembledPrompt;
  promptChars: number;
  promptTokens: number;
  /** chars/4 rounded up, beside the tokenizer's count. */
  promptTokensByChars: number;
  stablePrefixChars: number;
  stablePrefixTokens: number;
  breakSection: AssembledPrompt['sections'][number]['id'] | null;
  /** By provider id. */
  cache: Record<string, ProviderCache>;
  cost: SurfaceCost;
  searches: ReplayedSearch[];
  /** Whether the turn activated one of its labelled tools; only on a turn with labels. */
  labelled?: LabelledActivation;
};

export type ReplaySummary = {
  /** The standing surface with an empty working set at turn 1's clock: the design's "turn 1". */
  nothingActive: Size;
  /** The standing surface after turn 1's events (its first activations included). */
  turn1Standing: Size;
  /** The turn with the largest standing surface (the first such turn on a tie). */
  peakStanding: Size & { turn: number };
  everythingDeclared: Size;
  /** Median over turns 2…n of stablePrefixTokens / promptTokens (turn 1 has no turn before). */
  medianStablePrefixShare: number;
  /** Median over turns 2…n of cachedTokens / totalTokens, by provider id. */
  medianCachedShare: Record<string, number>;
  /** How many of turns 2…n have any cached tokens, by provider id. */
  cachedTurns: Record<string, number>;
  /** How many labelled turns activated a labelled tool; only when some turn has labels. */
  accuracy?: ActivationAccuracy;
};

export type ReplayResult = {
  scenario: string;
  budget: number;
  rule: WorkingSetRule;
  tokenizer: string;
  order: DeclarationOrder;
  varyingFirst: boolean;
  turns: ReplayTurn[];
  summary: ReplaySummary;
  /** The same turns under each compared declaration order, when `compareOrders` asked. */
  orders?: OrderFigures[];
};

/**
 * A transcript replayed against the catalog: each turn's working set under the rule, its prompt
 * and cost, the searches it recorded run again, and the summary of the whole.
 */
export const replay = (transcript: Transcript, options: ReplayOptions): ReplayResult => {
  // A transcript saved before the bound existed, or built by a caller, is held to it too.
  const size = transcriptSizeProblem(transcript);
  if (size) throw new ToollensError(`toollens: ${size}`, 'invalid');
  const { catalog } = options;
  const budget = checkBudget(options.budget ?? transcript.budget ?? DEFAULT_WORKING_SET_BUDGET);
  const rule = options.rule ?? DEFAULT_WORKING_SET_RULE;
  const order = options.order ?? 'sorted';
  const varyingFirst = options.varyingFirst ?? false;
  const counter = memoizedCounter(options.counter ?? charsPerFourCounter);
  const providers = options.providers ?? DEFAULT_PROVIDERS;
  const projections = projectWorkingSet(transcript, { catalog, budget, rule });
  // The index lives through the replay so that setClock re-indexes live descriptions in place,
  // exactly as the harness would between turns.
  const index = new ToolIndex(catalog, {
    clock: transcript.turns.length > 0 ? turnClock(transcript, 0) : 0,
  });

  const turns: ReplayTurn[] = [];
  let previous: AssembledPrompt | undefined;
  let declared: string[] = [];
  for (const projection of projections) {
    const { clock, workingSet } = projection;
    const reindexed = index.setClock(clock);
    const written = transcript.turns[projection.turn - 1];
    const events = written?.events ?? [];
    const searches: ReplayedSearch[] = [];
    events.forEach((event, position) => {
      if (event.type !== 'search') return;
      const { query, capabilities, domains, entities, relationships } = event;
      const result = index.search({
        query,
        capabilities,
        domains,
        entities,
        relationships,
        limit: options.searchHits ?? 5,
      });
      searches.push({
        event: position,
        query: event.query,
        totalHits: result.totalHits,
        hits: result.hits.map((hit) => hit.name),
      });
    });
    declared = nextDeclared(order, declared, workingSet);
    const prompt = assemblePrompt({
      catalog,
      workingSet: declared,
      budget,
      clock,
      order,
      varyingFirst,
      held: workingSet.length,
    });
    const comparison = comparePrompts(previous, prompt, counter, providers);
    const labelled = written && judgeActivation(written, projection.rejected);
    turns.push({
      ...projection,
      reindexed,
      prompt,
      promptChars: comparison.promptChars,
      promptTokens: comparison.promptTokens,
      promptTokensByChars: charsPerFourCounter.count(prompt.text),
      stablePrefixChars: comparison.stablePrefixChars,
      stablePrefixTokens: comparison.stablePrefixTokens,
      breakSection: comparison.breakSection,
      cache: comparison.cache,
      cost: surfaceCost({ catalog, workingSet, budget, clock, counter }),
      searches,
      ...(labelled ? { labelled } : {}),
    });
    previous = prompt;
    options.onTurn?.(turns.length, projections.length);
  }
  return {
    scenario: transcript.name,
    budget,
    rule,
    tokenizer: counter.name,
    order,
    varyingFirst,
    turns,
    summary: {
      nothingActive: surfaceCost({
        catalog,
        workingSet: [],
        budget,
        clock: projections[0]?.clock ?? 0,
        counter,
      }).standing,
      ...summarize(turns, providers),
      ...accuracyOf(turns, transcript),
    },
    ...(options.compareOrders
      ? {
          orders: compareDeclarationOrders(transcript, {
            catalog,
            budget,
            rule,
            counter,
            providers,
            projections,
            // The orders are assembled after the turns: the same signs of life go on.
            onTurn: () => options.onTurn?.(turns.length, projections.length),
          }),
        }
      : {}),
  };
};

const accuracyOf = (turns: readonly ReplayTurn[], transcript: Transcript) => {
  const accuracy = activationAccuracy(turns, transcript);
  return accuracy ? { accuracy } : {};
};

const summarize = (turns: readonly ReplayTurn[], providers: readonly ProviderModel[]) => {
  const zero = { chars: 0, tokens: 0 };
  let peak = { turn: 0, ...zero };
  for (const turn of turns) {
    if (turn.cost.standing.chars > peak.chars) peak = { turn: turn.turn, ...turn.cost.standing };
  }
  const later = turns.slice(1);
  const share = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);
  const medianCachedShare: Record<string, number> = {};
  const cachedTurns: Record<string, number> = {};
  for (const { id } of providers) {
    cachedTurns[id] = later.filter((turn) => (turn.cache[id]?.cachedTokens ?? 0) > 0).length;
    medianCachedShare[id] = median(
      later.map((turn) =>
        share(turn.cache[id]?.cachedTokens ?? 0, turn.cache[id]?.totalTokens ?? 0),
      ),
    );
  }
  return {
    turn1Standing: turns[0]?.cost.standing ?? zero,
    peakStanding: peak,
    everythingDeclared: turns[0]?.cost.everythingDeclared ?? zero,
    medianStablePrefixShare: median(
      later.map((turn) => share(turn.stablePrefixTokens, turn.promptTokens)),
    ),
    medianCachedShare,
    cachedTurns,
  };
};
