import { quote } from '../catalog/core';
import {
  CLAUDE_API_TOOL_SEARCH,
  CLAUDE_CODE_TOOL_SEARCH,
  OPENAI_TOOL_SEARCH,
} from './logFormats/discoveryTools';
import type { Transcript } from './transcript';

/**
 * Which tools stay loaded from one turn to the next. Agents that discover tools keep what they
 * found by their own rule, and replaying a session under the wrong one misstates its prompt and
 * its failures. Each rule is named for what it does; docs/decisions/working-set-rules.md gives
 * each one's source.
 *
 * - `lru`: the design's harness (docs/design/working-set.md). The `budget` most recently activated
 *   or called tools; the least recently used falls out when the set is full.
 * - `session`: Claude Code (and the Agent SDK, which runs it). Every tool a `tool_reference`
 *   named stays callable for the rest of the session; a compaction carries the set across in
 *   its boundary's `compactMetadata.preCompactDiscoveredTools`. Exact: the reconstruction
 *   stephanoskomnenos/claude-code-clean at 1bcfe6b7d3a06ed8248eeb617f049e945b337ba5,
 *   `src/utils/toolSearch.ts` (`extractDiscoveredToolNames`: the names of every tool_reference
 *   in the messages, plus those a compact_boundary carries). A reading: a boundary without the
 *   field (a client older than the field) keeps the set, unless the log shows a tool was not
 *   carried (a later call failed "No such tool available"; the compact event's `uncarried`).
 *   A subagent's thread is its own transcript, so it starts with its own, empty set.
 * - `while-referenced`: the Claude API, and Codex. A tool is loaded while the reference that
 *   loaded it (`tool_reference`; Codex's `tool_search_output` item) is in the messages sent;
 *   a compaction, which replaces those messages, drops every one. There is no budget.
 *   Claude API: Anthropic's "Tool search tool" documentation (platform.claude.com), exact.
 *   Codex: openai/codex `codex-rs/core/src/context_manager/normalize.rs` at
 *   0803cc58789f6445cd3829bc33c6ca21fde17fac keeps `tool_search_output` items in the history
 *   (removed only as orphans), and `codex-rs/core/src/compact.rs` at
 *   e06dd0e5d5694c24968bf49b62466cdedae04aaa replaces the history by the user messages and a
 *   summary: exact for a local compaction, a reading for the remote one (its server decides).
 * - `turn`: the older reading of Codex: a selection lasts the turn it was made in. No agent's
 *   source keeps it; it stays for comparison.
 */
export type WorkingSetRule = 'lru' | 'session' | 'while-referenced' | 'turn';

/** Every working-set rule, in the order the page and the CLI list them. */
export const WORKING_SET_RULES: readonly WorkingSetRule[] = [
  'lru',
  'session',
  'while-referenced',
  'turn',
];

/** The rule a replay uses when none is given or read from the session. */
export const DEFAULT_WORKING_SET_RULE: WorkingSetRule = 'lru';

export type WorkingSetRuleInfo = {
  /** Short, for a control: "kept for the session". */
  label: string;
  /** One line: what stays loaded. */
  description: string;
  /** Which agents keep their tools this way. */
  usedBy: string;
  /** Whether the working-set budget bounds the set under this rule. */
  budgeted: boolean;
  /**
   * Names this rule had before (in links, saved views and `--rule`): they still open it, and
   * say once that it was renamed.
   */
  formerly: readonly string[];
};

export const WORKING_SET_RULE_INFO: Record<WorkingSetRule, WorkingSetRuleInfo> = {
  lru: {
    label: 'bounded LRU',
    description:
      'The budget most recently activated or called tools; the least recently used falls out when the set is full.',
    usedBy: "the spec's harness (toollens transcripts)",
    budgeted: true,
    formerly: [],
  },
  session: {
    label: 'kept for the session',
    description:
      'Every tool a search loaded stays for the rest of the session; a compaction carries the set across (preCompactDiscoveredTools); no budget.',
    usedBy: 'Claude Code, the Claude Agent SDK',
    budgeted: false,
    formerly: [],
  },
  'while-referenced': {
    label: 'held while referenced',
    description:
      'A tool stays while the reference that loaded it is in the messages sent; a compaction drops them all; no budget.',
    usedBy: 'the Claude API tool search, Codex CLI and OpenAI Responses tool_search',
    budgeted: false,
    formerly: ['until-compaction'],
  },
  turn: {
    label: 'selections last the turn',
    description:
      'What was loaded is in the set for the turn it was loaded in only; the next turn starts empty; no budget.',
    usedBy: 'no agent (an older reading of Codex, kept for comparison)',
    budgeted: false,
    formerly: [],
  },
};

export const isWorkingSetRule = (value: unknown): value is WorkingSetRule =>
  typeof value === 'string' && (WORKING_SET_RULES as readonly string[]).includes(value);

/** The discovery tools each agent logs, by the rule its agent keeps found tools by. */
const RULE_BY_DISCOVERY_TOOL: Record<string, WorkingSetRule> = {
  [CLAUDE_CODE_TOOL_SEARCH]: 'session',
  ...Object.fromEntries(
    Object.keys(CLAUDE_API_TOOL_SEARCH).map((name) => [name, 'while-referenced']),
  ),
  [OPENAI_TOOL_SEARCH]: 'while-referenced',
};

/** The tool a transcript's first discovery went through, or undefined when it never searched. */
export const discoveryTool = (transcript: Transcript): string | undefined => {
  for (const turn of transcript.turns) {
    for (const event of turn.events) if (event.type === 'discover') return event.via;
  }
  return undefined;
};

/**
 * The rule of the agent that searches with `tool`: Claude Code's ToolSearch keeps its tools for
 * the session; the Claude API's tool search and OpenAI's and Codex's tool_search hold them while
 * referenced. No search, or a discovery tool of its own name, keeps `lru`.
 */
export const ruleOfSearchTool = (tool: string | undefined): WorkingSetRule =>
  tool !== undefined && Object.hasOwn(RULE_BY_DISCOVERY_TOOL, tool)
    ? (RULE_BY_DISCOVERY_TOOL[tool] ?? 'lru')
    : 'lru';

/**
 * Where an imported log's proposed rule comes from, in words, for the CLI and the Timeline:
 * the tool it searched with, since that names the agent, or the default when it never searched.
 */
export const proposedRuleSource = (tool: string | undefined): string =>
  tool === undefined
    ? 'no tool search in the log, so the default'
    : `proposed from the tool it searches with, ${tool}`;

/**
 * How a rule had dropped a tool: the turn ended (`turn`), a compaction dropped every reference
 * (`while-referenced`), a compaction did not carry it (`session`, the boundary's list lacked
 * it), or the log shows the agent no longer had it (a call failed "No such tool available").
 */
export type Gone = 'turn-ended' | 'compacted' | 'not-carried' | 'no-such-tool';

/** Why a direct call was rejected under a rule that had already dropped its tool. */
export const goneUnderRule = (
  rule: Exclude<WorkingSetRule, 'lru'>,
  name: string,
  loadedTurn: number,
  goneTurn: number,
  how: Gone,
): string => {
  const label = WORKING_SET_RULE_INFO[rule].label;
  const gone = {
    'turn-ended': `it was gone by turn ${goneTurn}`,
    compacted: `the compaction in turn ${goneTurn} dropped it`,
    'not-carried': `the compaction in turn ${goneTurn} did not carry it`,
    'no-such-tool': `the compaction in turn ${goneTurn} lost it (the agent answered "No such tool available")`,
  }[how];
  return `toollens: direct call to ${quote(name)}, loaded in turn ${loadedTurn}; under the rule '${label}' ${gone}; it takes no slot`;
};
