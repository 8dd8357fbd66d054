import type { Tool } from '../catalog/core';

/**
 * An agent target: how one agent that toollens emulates (Codex CLI, Claude Code, the Claude
 * API) would search a catalog. Every emulation answers in this one shape, so the page, the CLI,
 * eval and lint compare targets without knowing any one's rules. Each emulation's module header
 * names its source and says what is exact and what is a reading.
 */

export const AGENT_TARGETS = ['codex', 'claude-code', 'anthropic-regex'] as const;
export type AgentTargetId = (typeof AGENT_TARGETS)[number];

export const isAgentTarget = (value: string): value is AgentTargetId =>
  (AGENT_TARGETS as readonly string[]).includes(value);

/** How close an emulation is to the system it stands for. */
export type Exactness =
  /** Reproduces public source code, with that source's own tests. */
  | 'source'
  /** Reads a third-party reconstruction of unpublished source. */
  | 'reconstruction'
  /** Follows the system's documentation only. */
  | 'documentation';

/**
 * A catalog's tool as an agent sees it: the tool, the MCP server it is served by, and its name
 * as that server lists it (a pooled catalog may prefix its names with the server's: see
 * targetTools.ts). An agent names the tool from `server` and `mcpName`.
 */
export type TargetTool = { tool: Tool; server: string; mcpName: string };

/**
 * What changed in a catalog's target tools since a target was built over them, so the target
 * re-indexes the changed tools alone (AgentTarget.update) and answers afterwards exactly as one
 * built afresh. A tool is unchanged while its object, its server and its name as the server
 * lists it are the same: a catalog's tools are never changed in place (an edit replaces the
 * tool), so identity is what tells. A rename is the old name removed and the new one added at
 * its place.
 */
export type TargetToolsChange = {
  /**
   * Every tool now, in catalog order. A tool that did not change is the object the target
   * already holds, so a target finds it by identity.
   */
  tools: readonly TargetTool[];
  /** The tools gone, as the target holds them: removed, renamed, or replaced by a new version. */
  removed: readonly TargetTool[];
  /** The tools new or changed, each with its place in `tools`. */
  added: readonly { tool: TargetTool; position: number }[];
  /**
   * Whether a tool that did not change has a new place in `tools` (a tool before it was removed
   * or added). Without it, the kept tools' places are as they were, and a target's work is
   * proportional to the change.
   */
  moved: boolean;
};

/** One tool's place in an agent's answer. */
export type TargetHit = {
  /** The catalog's name. */
  name: string;
  /** The name the agent gives the tool (e.g. `mcp__github__create_issue`). */
  agentName: string;
  /** 1-based; tools the agent leaves in no defined order share the best rank of their group. */
  rank: number;
  /** How many tools share this rank (1 when the order is fixed). */
  tied: number;
  /** The agent's own score, when it has one (BM25, the keyword points); absent for a match. */
  score?: number;
  /**
   * The score in the agent's own terms, one line a part (`"create": exact name part +12`): for
   * the hits within `k` and those named in `TargetSearchOptions.explain`; empty for the rest (explaining
   * every hit of a large catalog costs more than ranking it).
   */
  why: string[];
};

/**
 * What a target that reads a pattern ran for a query: the query as typed (a pattern given as
 * one, or a query with regex syntax) or toollens's reading of its words as one pattern.
 */
export type QueryReading = {
  /** The pattern run. */
  pattern: string;
  as: 'typed' | 'words';
  /** The regex syntax that made a typed query a pattern, and where (code points); absent when given as one. */
  syntax?: { text: string; at: number; what: string };
};

export type TargetAnswer = {
  target: AgentTargetId;
  /** The query as the agent reads it (trimmed, for example). */
  query: string;
  /** For a target that reads a pattern, asked a query: the pattern run and why that one. */
  asked?: QueryReading;
  /** How many results the agent returns for this query. */
  k: number;
  /** The query form the agent recognised: `keywords`, `select`, `exact-name`, `regex`, … */
  form: string;
  /** Every tool the agent scores or matches, best first; those ranked past `k` are not returned. */
  ranked: TargetHit[];
  /** Names (catalog names) the agent returns, in its order. */
  returned: string[];
  /**
   * The agent's refusal of the query, in its own terms (`code` as the agent names it). `by`
   * says who refuses: the agent as its source or documentation states (absent means the
   * agent), or toollens, which cannot emulate the query exactly and will not guess.
   */
  refusal?: { code: string; message: string; by?: 'agent' | 'toollens' };
  /** Tools the agent declares without searching (Claude Code's alwaysLoad), catalog names. */
  alwaysDeclared: string[];
  /** Names a query asked for by name that the agent has no tool for (Claude Code's `select:`). */
  missing?: string[];
};

export type TargetSearchOptions = {
  /** Results to return; the target's default when absent. */
  k?: number;
  /** Catalog names whose `why` to give even when they rank past `k`. */
  explain?: readonly string[];
};

export interface AgentTarget {
  readonly id: AgentTargetId;
  /** The default result count, as the agent's source or documentation gives it. */
  readonly k: number;
  readonly exactness: Exactness;
  /** The name the agent gives a catalog tool, or undefined if the catalog has no such tool. */
  agentName(name: string): string | undefined;
  /** The agent's answer to a query typed into its tool search, over the target's tools. */
  search(query: string, options?: TargetSearchOptions): TargetAnswer;
  /**
   * Brings the target to `change.tools`, re-indexing the changed tools alone and updating what
   * every tool's score shares (document count, lengths, term frequencies) in place: afterwards
   * it answers every query exactly as a target built on `change.tools` would. `change.tools`
   * is read during the call and not kept: a build in steps extends one list in place.
   */
  update(change: TargetToolsChange): void;
}

/** Builds a target over a catalog's tools (once; then `update` keeps it up to date). */
export type TargetBuilder = (tools: readonly TargetTool[]) => AgentTarget;
