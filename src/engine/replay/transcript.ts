import type { Filters } from '../search/core';

/**
 * A conversation as the working set sees it. The working set is never stored: it is a
 * projection of these events, so replaying a transcript always gives the same set.
 */
export type TranscriptEvent =
  | { type: 'user'; text: string }
  | { type: 'assistant'; text: string }
  /** A search_tools call. `menu` is the text it returned, when recorded. */
  | ({ type: 'search'; query: string; menu?: string } & Filters)
  /** An activate_tool call: later names in one call count as more recently touched. */
  | { type: 'activate'; names: string[] }
  /** A direct call of a declared tool; it keeps the tool warm. */
  | { type: 'call'; name: string; args?: Record<string, unknown> }
  /**
   * A search that loads (Claude Code's ToolSearch, the Claude API's tool search, OpenAI's and
   * Codex's tool_search): the query or pattern as the agent sent it, what it returned, and what
   * became callable. Names are the catalog's; `unknown` keeps, as the log gave them, names the
   * catalog lacks.
   */
  | {
      type: 'discover';
      /** The discovery tool as the log names it: `ToolSearch`, `tool_search_tool_regex`, … */
      via: string;
      query: string;
      /** `select`: Claude Code's `select:a,b`, which names tools rather than searching. */
      form: 'search' | 'select' | 'pattern';
      returned: string[];
      loaded: string[];
      unknown?: string[];
      /** The agent's error for the search (`error_code`), when it failed. */
      error?: string;
      /**
       * How many results the call asked for, when it said (ToolSearch's `max_results`,
       * `tool_search`'s `limit`): the count the agent's answer was cut to.
       */
      limit?: number;
      /** The agent client's version the log gives for the call (Claude Code's `version`). */
      clientVersion?: string;
      /** Where an OpenAI `tool_search` ran, when the log says: OpenAI's servers or the client. */
      execution?: 'server' | 'client';
    }
  /**
   * The agent compacted its context. What stays loaded across it is the rule's business
   * (workingSetRules.ts); the log may say what the agent carried across.
   */
  | {
      type: 'compact';
      trigger?: string;
      preTokens?: number;
      /**
       * The tools the agent carried across, catalog names (Claude Code's
       * `compactMetadata.preCompactDiscoveredTools`); absent when the log does not say.
       */
      carried?: string[];
      /**
       * Tools the log shows were not carried: after the compaction, a call of each failed with
       * "No such tool available" before any search loaded it again.
       */
      uncarried?: string[];
    };

/**
 * The demo's clock: turn 1 of the built-in scenarios, a simulated agent's first turn, and the
 * moment the demo sandbox's live tools are first read at.
 */
export const DEMO_EPOCH = '2026-01-01T10:00:00Z';

export type Turn = {
  /** ISO 8601 timestamp: the clock that live descriptions are read at. */
  at: string;
  events: TranscriptEvent[];
  /**
   * The tools this turn's request needs, as a labelled query set names them: the replay judges
   * the turn's activation by them (`labelledActivation.ts`). A simulated agent writes them.
   */
  relevant?: string[];
};

export type Transcript = {
  /** A short id, e.g. `spec-five-turns`. */
  name: string;
  title?: string;
  description?: string;
  /** The working-set budget the scenario is meant to be replayed with (default 20). */
  budget?: number;
  /** Written by a simulated agent: the strategy that chose its activations. */
  simulation?: { strategy: string };
  turns: Turn[];
};

/** Every tool name a transcript activates, loads by a search, or calls, in order of first mention. */
export const mentionedTools = (transcript: Transcript): string[] => {
  const names = new Set<string>();
  for (const turn of transcript.turns) {
    for (const event of turn.events) {
      if (event.type === 'activate') for (const name of event.names) names.add(name);
      if (event.type === 'discover') for (const name of event.loaded) names.add(name);
      if (event.type === 'call') names.add(event.name);
    }
  }
  return [...names];
};
