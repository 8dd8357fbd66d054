import { scenarios } from '../../data/scenarios';
import type {
  ActivationResult,
  AssembledPrompt,
  ConversationResult,
  LogReading,
  PromptDiff,
  ReadSession,
  ReadSessionOptions,
  SessionFileText,
  Transcript,
} from '../../engine';
import {
  diffPrompts,
  findMarkers,
  importConversation,
  loadTokenCounter,
  memoizedCounter,
  ORDERS_MAX_TURNS,
  parseSimulateStrategy,
  readSessionFile,
  replay,
  simulateAgent,
  toolCosts,
  validateActivation,
} from '../../engine';
import type { ReplayRequest, ReplayView, SimulateRequest } from '../boundary';
import { currentCatalog, requireLoaded } from './state';

/** How often a long replay tells the page it is alive (the page waits 10 s by default). */
const ALIVE_EVERY_MS = 1_000;

/** The loaded catalog's names, when there is one: without, the notes just list no unknown tools. */
const loadedNames = (): { catalogNames?: string[] } => {
  try {
    return { catalogNames: currentCatalog().tools.map((tool) => tool.name) };
  } catch {
    return {};
  }
};

export const sessionApi = {
  /** The demo scenarios, the design's five-turn example (docs/design/working-set.md) first. */
  scenarios(): Transcript[] {
    return [...scenarios];
  },

  /**
   * Reads a transcript (a file, a written transcript): toollens' own JSON, or an Anthropic
   * Messages, OpenAI Chat Completions or OpenAI Responses log, JSON or JSON Lines, detected
   * unless `reading` forces a format. A syntax error gives its line and column, and every error
   * names `source` after `toollens:`. The loaded catalog's names, when there is one, let the
   * notes list the tools the log names that it lacks.
   */
  parseTranscript(
    text: string,
    name: string,
    source: string,
    reading: LogReading = {},
  ): ConversationResult {
    return importConversation(text, { name, source, ...reading, ...loadedNames() });
  },

  /**
   * Reads a session file by the session pipeline: its threads named (the session numbered
   * until it and its threads take no name in `options.taken`) and each with its agent's
   * working-set rule. The loaded catalog's names, when there is one, map the log's names.
   */
  readSession(file: SessionFileText, options: ReadSessionOptions = {}): ReadSession {
    return readSessionFile(file, { ...options, ...loadedNames() });
  },

  /** What activate_tool would answer: accepted, or an error with the nearest names. */
  validateActivation(names: string[]): ActivationResult {
    return validateActivation(
      names,
      currentCatalog().tools.map((tool) => tool.name),
    );
  },

  /** Every turn of a transcript: working set, prompt, cache, cost, and thrash/waste markers. */
  async replay(request: ReplayRequest, alive?: () => void): Promise<ReplayView> {
    const catalog = currentCatalog();
    // Memoised here too: each turn's cost per tool counts the same declaration lines again.
    const counter = memoizedCounter(await loadTokenCounter());
    let told = Date.now();
    const result = replay(request.transcript, {
      catalog,
      counter,
      // The Prompt panel and the tour's finale set the design against the other orders, on
      // sessions short enough that the Timeline does not wait for them.
      compareOrders: request.transcript.turns.length <= ORDERS_MAX_TURNS,
      // A message to the page costs a little: once a second is enough to keep its deadline.
      ...(alive
        ? {
            onTurn: () => {
              if (Date.now() - told < ALIVE_EVERY_MS) return;
              told = Date.now();
              alive();
            },
          }
        : {}),
      ...(request.budget === undefined ? {} : { budget: request.budget }),
      ...(request.rule === undefined ? {} : { rule: request.rule }),
      ...(request.order === undefined ? {} : { order: request.order }),
      ...(request.varyingFirst === undefined ? {} : { varyingFirst: request.varyingFirst }),
      ...(request.providers === undefined ? {} : { providers: request.providers }),
    });
    return {
      ...result,
      markers: findMarkers(request.transcript, result.turns, { catalog }),
      ordersMaxTurns: ORDERS_MAX_TURNS,
      toolCosts: toolCosts(request.transcript, result.turns, counter),
    };
  },

  /**
   * A simulated agent's transcript of a query set, searched on the loaded index (with every live
   * edit), so what it activates is what search_tools would offer here and now.
   */
  simulate(request: SimulateRequest): Transcript {
    return simulateAgent(request.queries, requireLoaded().index, {
      strategy: parseSimulateStrategy(request.strategy),
      name: request.name,
      ...(request.title === undefined ? {} : { title: request.title }),
      ...(request.budget === undefined ? {} : { budget: request.budget }),
    });
  },

  /** A diff of two assembled prompts (from a replay), tagged by section. */
  diffPrompts(
    before: AssembledPrompt,
    after: AssembledPrompt,
    granularity?: 'lines' | 'words',
  ): PromptDiff {
    return diffPrompts(before, after, granularity);
  },
};
