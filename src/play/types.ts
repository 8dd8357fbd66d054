import type { Catalog, LabelledQuery } from '../engine/core';

/**
 * The shapes of a model run ("play"): a real model, reached through its provider's official SDK,
 * searches the author's catalog for each task of a query set and calls (or misses) the labelled
 * tool. The author's tools are never executed: each call is answered as the run says (`PlayAnswer`).
 * docs/play.md describes the modes, what is sent where, and what the tests exercise.
 */

/** Who answers: the Claude API, OpenAI's API, or any endpoint that speaks Chat Completions. */
export type PlayProvider = 'anthropic' | 'openai' | 'openai-compatible';

/**
 * How the model searches:
 * - `regex`, `bm25`: the Claude API's tool search tool (`tool_search_tool_regex_20251119`,
 *   `tool_search_tool_bm25_20251119`), the catalog's tools sent with `defer_loading: true`;
 * - `tool-search`: OpenAI Responses' hosted `tool_search`, the tools deferred in namespaces;
 * - `harness`: toollens's own `search_tools` and `activate_tool`, answered by the engine.
 */
export type PlaySearch = 'regex' | 'bm25' | 'tool-search' | 'harness';

/** The searches each provider offers, the first its default. */
export const PROVIDER_SEARCHES: Readonly<Record<PlayProvider, readonly PlaySearch[]>> = {
  anthropic: ['regex', 'bm25', 'harness'],
  openai: ['tool-search', 'harness'],
  'openai-compatible': ['harness'],
};

/**
 * What a call of an author's tool gets back: a fixed "ok", the call's own arguments echoed, or a
 * JSON value per tool (`canned`, with `ok` for a tool it does not name); the tool does not run.
 * Or, when the user turns it on for a run, the live server's answer (`live`).
 */
export type PlayAnswer =
  | { kind: 'ok' }
  | { kind: 'echo' }
  | { kind: 'canned'; results: Readonly<Record<string, unknown>> }
  /**
   * The live server's own tools, called for real: only when the user asks for it for this run,
   * told that tools have side effects (`play --call-server`).
   */
  | {
      kind: 'live';
      call: (tool: string, args: unknown) => Promise<{ text: string; isError: boolean }>;
    };

/** Limits checked before the first request. */
export type PlayLimits = {
  /** Tasks taken from the set, in its order. */
  tasks: number;
  /** Model requests a task may make before it is stopped. */
  turns: number;
  /** `max_tokens` of every request. */
  maxTokens: number;
};

export const DEFAULT_PLAY_LIMITS: PlayLimits = { tasks: 5, turns: 6, maxTokens: 1024 };

/** Hard ceilings on the limits, so a typo cannot spend a budget. */
export const MAX_PLAY_LIMITS: PlayLimits = { tasks: 200, turns: 30, maxTokens: 32_000 };

export type PlayOptions = {
  provider: PlayProvider;
  model: string;
  search: PlaySearch;
  /** Held in memory for the run; sent only in the provider's auth header. */
  apiKey: string;
  /** The provider's endpoint; default the SDK's own (required for `openai-compatible`). */
  baseUrl?: string;
  catalog: Catalog;
  /** Each query is a task: its text the user's request, its relevant tools the labels. */
  tasks: readonly LabelledQuery[];
  limits: PlayLimits;
  answer: PlayAnswer;
  /** The harness's working-set budget. Default the engine's. */
  budget?: number;
  signal?: AbortSignal;
  /** Told as the run goes: a task starts, a search or call arrives, a task ends. */
  onEvent?: (event: PlayEvent) => void;
  /** The fetch the SDKs use (tests; the browser's own by default). */
  fetch?: typeof fetch;
  /** The clock of the recorded lines. Default `Date.now`. */
  now?: () => number;
};

/** A search the model made, with what it returned (catalog names) or why it failed. */
type PlaySearchRecord = {
  via: string;
  query: string;
  returned: string[];
  error?: string;
};

/** A call of one of the author's tools, with its arguments and whether they fit the schema. */
export type PlayCallRecord = {
  tool: string;
  args: unknown;
  /** The schema's complaints; empty when the arguments are valid. */
  problems: string[];
  known: boolean;
};

export type TaskStop = 'answered' | 'turns' | 'refusal' | 'max-tokens' | 'error' | 'cancelled';

/** One task's outcome. */
export type PlayTaskOutcome = {
  id: string;
  query: string;
  relevant: string[];
  searches: PlaySearchRecord[];
  calls: PlayCallRecord[];
  /** A search returned a relevant tool; null for a typed task, which names none. */
  found: boolean | null;
  /** The model called a relevant tool; null for a typed task. */
  chosen: boolean | null;
  /**
   * Every call of a relevant tool (of any tool, for a typed task) had valid arguments; null
   * when there was none.
   */
  validArgs: boolean | null;
  stop: TaskStop;
  /** The error, key scrubbed, when `stop` is `error`. */
  error?: string;
  requests: number;
  usage: PlayUsage;
};

type PlayUsage = { input: number; output: number };

/** What the run tells as it goes (`PlayOptions.onEvent`): the page shows each as it arrives. */
export type PlayEvent =
  | { type: 'task'; index: number; id: string; query: string }
  | { type: 'request'; task: string; turn: number }
  | { type: 'search'; task: string; search: PlaySearchRecord }
  | { type: 'call'; task: string; call: PlayCallRecord }
  | { type: 'done'; outcome: PlayTaskOutcome };

/** A finished (or cancelled) run: the outcomes and the log in the provider's own format. */
export type PlayRun = {
  provider: PlayProvider;
  model: string;
  search: PlaySearch;
  tasks: PlayTaskOutcome[];
  /** The conversation as JSON Lines values, in the format the provider logs (docs/play.md). */
  log: unknown[];
  cancelled: boolean;
};
