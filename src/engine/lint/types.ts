import type { AgentTargetId } from '../agents/core';

/** The lint report's shapes: its rules, their severities, a finding, the options. */
export type Severity = 'error' | 'warning' | 'info';

export type LintRule =
  | 'invalid-name'
  | 'duplicate-name'
  | 'invalid-schema'
  | 'untyped-parameter'
  | 'undocumented-parameter'
  | 'thin-description'
  | 'heavy-schema'
  | 'competing-pair'
  | 'lost-under-target'
  | 'description-cut'
  | 'name-renamed'
  | 'name-over-pattern-limit'
  | 'line-coverage';

export type Finding = {
  rule: LintRule;
  severity: Severity;
  tools: string[];
  /** The agent target whose rule this is, for findings under one agent. */
  agent?: AgentTargetId;
  message: string;
  fix: string;
};

export type LintOptions = {
  /** Descriptions shorter than this many characters are thin. Default 40. */
  minDescriptionChars?: number;
  /** Schemas longer than this many characters (JSON) are heavy. Default 2,500. */
  maxSchemaChars?: number;
  /** Terms per tool compared for overlap. Default 5. */
  topTerms?: number;
  /** Shared top terms (Jaccard) at which two tools compete. Default 0.6. */
  overlap?: number;
  /** Above this many tools the name-query check (one search per tool) is skipped. Default 3,000. */
  maxNameQueries?: number;
  /**
   * Agents whose caps on what the model sees are checked (agentLimits.ts: Claude Code's
   * description cut, Codex's names, the API regex pattern length). Default every agent.
   */
  limits?: readonly AgentTargetId[];
  /** Agent targets to check each tool's name words under (targetRules.ts). Default none. */
  targets?: readonly AgentTargetId[];
  /** The MCP server the agent targets put in tool names. */
  server?: string;
  /**
   * The capability line's budget in characters: the catalog's (`lineBudget`) when not given, else
   * the line's default.
   */
  lineBudget?: number;
  /** The share of tools the capability line must cover (lineCoverage.ts). Default 0.5; 0 is off. */
  minLineCoverage?: number;
};
