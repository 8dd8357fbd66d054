import { scenarios } from '../../data/scenarios';
import type {
  ActivationResult,
  AgentTarget,
  AssembledPrompt,
  ConversationResult,
  LogReading,
  PromptDiff,
  ReadSession,
  ReadSessionOptions,
  Session,
  SessionFileText,
  SessionInput,
  SessionRecordView,
  Transcript,
} from '../../engine';
import {
  diffPrompts,
  findMarkers,
  importConversation,
  loadTokenCounter,
  memoizedCounter,
  minedSetToJson,
  mineQuerySet,
  ORDERS_MAX_TURNS,
  parseSimulateStrategy,
  readSessionFile,
  recordedSearchTargets,
  recordSessions,
  recordView,
  replay,
  reportRecords,
  sessionRules,
  simulateAgent,
  toolCosts,
  validateActivation,
} from '../../engine';
import type {
  ManySessionsReport,
  MinedReport,
  ReplayRequest,
  ReplayView,
  SimulateRequest,
} from '../boundary';
import { builtTargets } from './keptTargets';
import { currentCatalog, requireLoaded } from './state';

/**
 * The worker's session API, for the Timeline, Prompt and Sessions views: a session file read by
 * the engine's session pipeline, one session replayed turn by turn as the view asks, and many
 * sessions' records (the pipeline's, each replayed once on the loaded catalog with every live
 * edit, by its agent's rule) with what they add up to. Loaded with its first call (engineApi's
 * `deferred`).
 */

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

  /**
   * The records of the saved sessions (each thread naming its main one, so a thread runs by its
   * session's rule), the failures over all, the always-load table with its what-if, and every
   * recorded search asked again of the agent target that emulates its agent.
   */
  async sessionsReport(
    sessions: readonly SessionInput[],
    budget?: number,
  ): Promise<ManySessionsReport> {
    const { records, catalog, options } = await recordsOf(sessions, budget);
    return { ...reportRecords(records, catalog, options), records: records.map(recordView) };
  },

  /**
   * One thread's record, as the Sessions view's are made: the Timeline reads the recorded
   * searches of the thread it shows from it, each asked again of its agent's emulator.
   * `session` is every thread of its session, itself included: only read to pick its rule as
   * the Sessions view does (a subagent thread that searches nothing runs by its parent's), and
   * only `thread` is replayed.
   */
  async sessionRecord(
    thread: SessionInput,
    session: readonly SessionInput[] = [thread],
  ): Promise<SessionRecordView> {
    const others = session.filter((each) => each.name !== thread.name);
    const [rule] = sessionRules([thread, ...others]);
    const [record] = (await recordsOf([{ ...thread, ...(rule ? { rule } : {}) }])).records;
    if (!record) throw new Error(`toollens: no record of ${thread.name}`);
    return recordView(record);
  },

  /**
   * The queries the sessions' models typed, each labelled by the tools called within `window`
   * turns after it (the engine's default when undefined), with the set as a query set file
   * (its queries marked mined and silver).
   */
  mineSessions(sessions: readonly Session[], window?: number): MinedReport {
    const catalog = currentCatalog();
    const set = mineQuerySet(sessions, window === undefined ? { catalog } : { window, catalog });
    return { set, window, file: minedSetToJson(set) };
  },
};

/** The targets the worker keeps over the loaded catalog for the sessions' agents, built if not yet. */
const keptTargets = async (sessions: readonly Session[]) => {
  const kept = await builtTargets(recordedSearchTargets(sessions), undefined);
  return { targets: (id: AgentTarget['id']) => kept.get(id) as AgentTarget };
};

/** The sessions' records on the loaded catalog with its live edits, by the engine's pipeline. */
const recordsOf = async (sessions: readonly SessionInput[], budget?: number) => {
  const catalog = currentCatalog();
  const options = {
    counter: memoizedCounter(await loadTokenCounter()),
    ...(budget === undefined ? {} : { budget }),
  };
  const records = recordSessions(sessions, catalog, {
    ...options,
    recorded: await keptTargets(sessions),
  });
  return { records, catalog, options };
};
