import { isRecord, own } from '../../catalog/core';
import { isRolloutLine } from './codexRollout';
import type { LogFormat } from './types';

/**
 * Which format a conversation is in, from the marks each one leaves: Anthropic's content block
 * types (`tool_use`, `tool_result`, `thinking`…), Chat Completions' `tool_calls`, `role: "tool"`
 * and `choices`, the Responses API's item types (`function_call`…), part types (`input_text`…)
 * and `input`/`output` arrays. Each mark counts one vote; the most votes win. A conversation of
 * plain text messages bears no mark: it reads the same in every format, and is read as Anthropic
 * Messages (`ambiguous` says so). A Codex rollout's lines (`{"type": "response_item", "payload"}`)
 * vote for it alone.
 */

type LogVotes = Record<Exclude<LogFormat, 'toollens'>, number>;

export type LogDetection =
  | { ok: true; format: LogFormat; ambiguous: boolean }
  | { ok: false; message: string };

const ANTHROPIC_BLOCKS = new Set([
  'tool_use',
  'tool_result',
  'thinking',
  'redacted_thinking',
  'mcp_tool_use',
  'mcp_tool_result',
  'server_tool_use',
  'web_search_tool_result',
  'tool_search_tool_result',
  'tool_reference',
  'image',
  'document',
  'search_result',
]);
const CHAT_PARTS = new Set(['image_url', 'input_audio', 'file']);
const RESPONSES_PARTS = new Set(['input_text', 'output_text', 'input_image', 'input_file']);
const RESPONSES_ITEMS = new Set([
  'function_call',
  'function_call_output',
  'reasoning',
  'mcp_call',
  'mcp_list_tools',
  'mcp_approval_request',
  'custom_tool_call',
  'custom_tool_call_output',
  'web_search_call',
  'file_search_call',
  'computer_call',
  'computer_call_output',
  'code_interpreter_call',
  'image_generation_call',
  'local_shell_call',
  'item_reference',
  'tool_search_call',
  'tool_search_output',
]);

/** Votes for one message, item or block list; whether it looked like part of a conversation. */
const voteMessage = (message: unknown, votes: LogVotes): boolean => {
  if (!isRecord(message)) return false;
  const type = own(message, 'type');
  const role = own(message, 'role');
  if (typeof type === 'string' && RESPONSES_ITEMS.has(type)) votes['openai-responses']++;
  if (role === 'tool' || role === 'function') votes['openai-chat']++;
  for (const key of ['tool_calls', 'function_call', 'tool_call_id']) {
    if (own(message, key) !== undefined) votes['openai-chat']++;
  }
  if (type === 'message' && own(message, 'stop_reason') !== undefined) votes.anthropic++;
  const content = own(message, 'content');
  if (content === null) votes['openai-chat']++;
  if (Array.isArray(content)) {
    for (const part of content) {
      const partType = isRecord(part) ? own(part, 'type') : undefined;
      if (typeof partType !== 'string') continue;
      if (ANTHROPIC_BLOCKS.has(partType)) votes.anthropic++;
      if (CHAT_PARTS.has(partType)) votes['openai-chat']++;
      if (RESPONSES_PARTS.has(partType)) votes['openai-responses']++;
    }
  }
  return role !== undefined || typeof type === 'string';
};

const voteList = (list: unknown, votes: LogVotes): boolean => {
  if (!Array.isArray(list)) return false;
  let looks = list.length === 0;
  for (const message of list) if (voteMessage(message, votes)) looks = true;
  return looks;
};

/**
 * Claude Code's session lines carry `sessionId`, `parentUuid`, `isSidechain`; the Agent SDK's
 * stream-json `session_id` and `parent_tool_use_id`. Their messages are Anthropic's, so the
 * line's Anthropic marks count for the agent instead.
 */
const AGENT_MARKS: [Exclude<LogFormat, 'toollens'>, string[]][] = [
  ['claude-code', ['sessionId', 'parentUuid', 'isSidechain']],
  ['claude-agent-sdk', ['session_id', 'parent_tool_use_id']],
];

const agentOf = (value: Record<string, unknown>): keyof LogVotes | undefined => {
  if (typeof own(value, 'type') !== 'string' || own(value, 'role') !== undefined) return undefined;
  return AGENT_MARKS.find(([, keys]) => keys.some((key) => own(value, key) !== undefined))?.[0];
};

const noVotes = (): LogVotes => ({
  anthropic: 0,
  'openai-chat': 0,
  'openai-responses': 0,
  'claude-code': 0,
  'claude-agent-sdk': 0,
  'codex-rollout': 0,
});

/** Votes for one JSON document or JSON Lines line; false when it is no conversation at all. */
const voteValue = (value: unknown, votes: LogVotes): boolean => {
  if (isRolloutLine(value)) {
    votes['codex-rollout'] += 2;
    return true;
  }
  if (Array.isArray(value)) return voteList(value, votes);
  if (!isRecord(value)) return false;
  const agent = agentOf(value);
  if (agent !== undefined) {
    const inner = noVotes();
    voteMessage(own(value, 'message'), inner);
    votes[agent] += 1 + Object.values(inner).reduce((sum, count) => sum + count, 0);
    return true;
  }
  if (own(value, 'messages') !== undefined) {
    // Anthropic takes the system prompt beside the messages; Chat Completions among them.
    if (own(value, 'system') !== undefined) votes.anthropic++;
    voteList(own(value, 'messages'), votes);
    return true;
  }
  if (own(value, 'choices') !== undefined) {
    votes['openai-chat'] += 2;
    return true;
  }
  const hasItems = own(value, 'input') !== undefined || own(value, 'output') !== undefined;
  if (hasItems && own(value, 'role') === undefined && own(value, 'type') === undefined) {
    votes['openai-responses'] += 2;
    voteList(own(value, 'input'), votes);
    voteList(own(value, 'output'), votes);
    return true;
  }
  const wrapped = own(value, 'message');
  if (own(value, 'role') === undefined && isRecord(wrapped)) return voteMessage(wrapped, votes);
  return voteMessage(value, votes);
};

/** `values` is the one parsed JSON document, or every line of JSON Lines. */
export const detectLogFormat = (values: readonly unknown[], jsonLines: boolean): LogDetection => {
  const first = values[0];
  if (!jsonLines && isRecord(first) && own(first, 'turns') !== undefined) {
    return { ok: true, format: 'toollens', ambiguous: false };
  }
  const votes = noVotes();
  let looks = false;
  for (const value of values) if (voteValue(value, votes)) looks = true;
  if (!looks) {
    return {
      ok: false,
      message:
        'not a conversation toollens can read: expected a toollens transcript {"turns": […]}, an object with "messages" (Anthropic Messages, OpenAI Chat Completions) or "input"/"output" (OpenAI Responses), an array of messages, or the JSON Lines of a Claude Code session, the Agent SDK\'s stream-json or a Codex rollout {"type", "payload"}',
    };
  }
  const ranked = (Object.entries(votes) as [keyof LogVotes, number][]).sort((a, b) => b[1] - a[1]);
  const [format, count] = ranked[0] ?? ['anthropic', 0];
  return { ok: true, format, ambiguous: count === 0 };
};
