import { quote } from '../catalog/values';
import {
  CLAUDE_API_TOOL_SEARCH,
  CLAUDE_CODE_TOOL_SEARCH,
  OPENAI_TOOL_SEARCH,
} from './logFormats/discoveryTools';
import type { LogFormat } from './logFormats/types';
import type { Transcript } from './transcript';

/**
 * Which tools stay loaded from one turn to the next. Agents that discover tools keep what they
 * found by their own rule, and replaying a session under the wrong one misstates its prompt:
 *
 * - `lru`: the spec's harness. The `budget` most recently activated or called tools; the least
 *   recently used falls out when the set is full.
 * - `until-compaction`: Claude Code and the Claude API. A `tool_reference` stays loaded for the
 *   rest of the conversation; a compaction drops every one. There is no budget.
 *   Source: Anthropic's "Tool search tool" documentation (platform.claude.com), and Claude
 *   Code's ToolSearch in the public reconstruction stephanoskomnenos/claude-code-clean
 *   (`src/tools/ToolSearchTool/ToolSearchTool.ts`): exact for the API's documentation, a
 *   reading for Claude Code, whose source is not published.
 * - `turn`: Codex CLI. What a search selected is loaded for the turn it was found in; the next
 *   turn starts empty. There is no budget.
 *   Source: openai/codex at commit 00b17c2659c96ab3d0ae8de723b4ce2d686850b1,
 *   `codex-rs/core/tests/suite/search_tool.rs` and `codex-rs/core/src/tools/handlers/tool_search.rs`.
 *   Exact there: `tool_search` returns the found tools as a `tool_search_output` item; the later
 *   requests of the same turn never list them in `tools` and "rely on tool_search_output
 *   history"; the tool's description must no longer promise them for "the remainder of the
 *   current session/thread" (the older, session-wide selection, `merge_mcp_tool_selection`).
 *   A reading: that a selection is gone by the next user turn. The tests read cover one turn
 *   only, and a `tool_search_output` item stays in the history, so a model may still see the
 *   schemas later; `until-compaction` is the other reading, and the comparison shows both.
 */
export type WorkingSetRule = 'lru' | 'until-compaction' | 'turn';

export const WORKING_SET_RULES: readonly WorkingSetRule[] = ['lru', 'until-compaction', 'turn'];

export const DEFAULT_WORKING_SET_RULE: WorkingSetRule = 'lru';

export type WorkingSetRuleInfo = {
  /** Short, for a control: "selections last the turn". */
  label: string;
  /** One line: what stays loaded. */
  description: string;
  /** Which agents keep their tools this way. */
  usedBy: string;
  /** Whether the working-set budget bounds the set under this rule. */
  budgeted: boolean;
};

export const WORKING_SET_RULE_INFO: Record<WorkingSetRule, WorkingSetRuleInfo> = {
  lru: {
    label: 'bounded LRU',
    description:
      'The budget most recently activated or called tools; the least recently used falls out when the set is full.',
    usedBy: "the spec's harness (toollens transcripts)",
    budgeted: true,
  },
  'until-compaction': {
    label: 'references persist until compaction',
    description:
      'Every tool a search or activation loaded stays until the agent compacts its context, which drops them all; no budget.',
    usedBy: 'Claude Code, the Claude Agent SDK, the Claude API tool search',
    budgeted: false,
  },
  turn: {
    label: 'selections last the turn',
    description:
      'What was loaded is in the set for the turn it was loaded in only; the next turn starts empty; no budget.',
    usedBy: 'Codex CLI, OpenAI Responses tool_search (a reading of the Codex source)',
    budgeted: false,
  },
};

export const isWorkingSetRule = (value: unknown): value is WorkingSetRule =>
  typeof value === 'string' && (WORKING_SET_RULES as readonly string[]).includes(value);

const hasDiscovery = (transcript: Transcript): boolean =>
  transcript.turns.some((turn) => turn.events.some((event) => event.type === 'discover'));

/**
 * The importer's proposal: the rule of the agent whose log this is. A log without a search that
 * loads (no `discover` event) was replayed with the spec's harness in mind, so it keeps `lru`.
 */
export const proposedRule = (format: LogFormat, transcript: Transcript): WorkingSetRule => {
  if (!hasDiscovery(transcript)) return 'lru';
  switch (format) {
    case 'claude-code':
    case 'claude-agent-sdk':
    case 'anthropic':
      return 'until-compaction';
    case 'codex-rollout':
    case 'openai-responses':
      return 'turn';
    default:
      return 'lru';
  }
};

/** The discovery tools each agent logs, by the rule its agent keeps found tools by. */
const RULE_BY_DISCOVERY_TOOL: Record<string, WorkingSetRule> = {
  [CLAUDE_CODE_TOOL_SEARCH]: 'until-compaction',
  ...Object.fromEntries(
    Object.keys(CLAUDE_API_TOOL_SEARCH).map((name) => [name, 'until-compaction']),
  ),
  [OPENAI_TOOL_SEARCH]: 'turn',
};

/**
 * The rule of a transcript whose log format is no longer known (a saved session): its first
 * discovery's tool names the agent (Claude Code's ToolSearch and the Claude API's tool search
 * keep references until compaction; OpenAI's and Codex's tool_search, the turn). A transcript
 * without one, or with a discovery tool of its own name, keeps `lru`.
 */
export const ruleFromDiscovery = (transcript: Transcript): WorkingSetRule => {
  for (const turn of transcript.turns) {
    for (const event of turn.events) {
      if (event.type !== 'discover') continue;
      return Object.hasOwn(RULE_BY_DISCOVERY_TOOL, event.via)
        ? (RULE_BY_DISCOVERY_TOOL[event.via] ?? 'lru')
        : 'lru';
    }
  }
  return 'lru';
};

/** Why a direct call was rejected under a rule that had already dropped its tool. */
export const goneUnderRule = (
  rule: Exclude<WorkingSetRule, 'lru'>,
  name: string,
  loadedTurn: number,
  goneTurn: number,
): string => {
  const label = WORKING_SET_RULE_INFO[rule].label;
  const gone =
    rule === 'turn'
      ? `it was gone by turn ${goneTurn}`
      : `the compaction in turn ${goneTurn} dropped it`;
  return `toollens: direct call to ${quote(name)}, loaded in turn ${loadedTurn}; under the rule '${label}' ${gone}; it takes no slot`;
};
