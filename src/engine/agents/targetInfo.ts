import { ANTHROPIC_REGEX_K } from './anthropicRegex/limit';
import { CLAUDE_CODE_DEFAULT_K } from './claudeCode/limit';
import { TOOL_SEARCH_DEFAULT_LIMIT } from './codex/limit';
import type { AgentTargetId, Exactness } from './target';

/**
 * The agents toollens emulates, each behind the one target shape (target.ts). What each is, in
 * a line, where its rules are written down, and how close it comes to the real thing.
 */
export type TargetInfo = {
  id: AgentTargetId;
  label: string;
  /** The agent and the tool it searches with. */
  title: string;
  /** Its rules and sources, under docs/. */
  doc: string;
  exactness: Exactness;
  /** How many results the agent returns by default. */
  k: number;
  /** What the agent's query is: words (keywords, names) or a pattern the model writes. */
  reads: 'keywords' | 'pattern';
};

export const TARGET_INFO: Record<AgentTargetId, TargetInfo> = {
  codex: {
    id: 'codex',
    label: 'Codex',
    title: "Codex CLI's tool_search (BM25 over the bm25 crate, 8 results)",
    doc: 'docs/agents/codex.md',
    exactness: 'source',
    k: TOOL_SEARCH_DEFAULT_LIMIT,
    reads: 'keywords',
  },
  'claude-code': {
    id: 'claude-code',
    label: 'Claude Code',
    title: "Claude Code's ToolSearch, read from a public reconstruction (5 results)",
    doc: 'docs/agents/claude-code.md',
    exactness: 'reconstruction',
    k: CLAUDE_CODE_DEFAULT_K,
    reads: 'keywords',
  },
  'anthropic-regex': {
    id: 'anthropic-regex',
    label: 'Claude API regex',
    title: "The Claude API's tool_search_tool_regex, as its documentation states it",
    doc: 'docs/agents/anthropic-regex.md',
    exactness: 'documentation',
    k: ANTHROPIC_REGEX_K,
    reads: 'pattern',
  },
};
