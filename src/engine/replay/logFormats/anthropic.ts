import { describeValue, isRecord, own } from '../../catalog/core';
import { claudeToolSearchCall, claudeToolSearchResult, isToolSearch } from './anthropicToolSearch';
import { at, joinTexts, type Log, readName, readString, readTime, type Step } from './steps';

/**
 * Anthropic Messages: `{messages: [{role, content}]}` (a request body, `system` and the rest
 * ignored), a bare array of messages, one message, or one API response (`{type: "message",
 * role: "assistant", content}`). `content` is a string or an array of blocks: `text`,
 * `tool_use {id, name, input}`, `tool_result {tool_use_id, content}`; the MCP connector's
 * `mcp_tool_use` and `mcp_tool_result` read the same. The Claude API's tool search
 * (`server_tool_use` of a tool_search tool, then its `tool_search_tool_result`) and a tool
 * result holding `tool_reference` blocks (a client-side search) become searches that load.
 * Other blocks (thinking, images, other server tools) are skipped and counted. A line of a JSON
 * Lines log may also wrap its message as `{message: {role, content}, timestamp}`, as agent
 * harnesses write them.
 */

const CALL_BLOCKS = new Set(['tool_use', 'mcp_tool_use']);
const RESULT_BLOCKS = new Set(['tool_result', 'mcp_tool_result', 'tool_search_tool_result']);

/**
 * A tool result's text: a string, or the text blocks of an array; and the tools its
 * `tool_reference` blocks name (a client-side search's answer, which loads them).
 */
const resultContent = (
  content: unknown,
  place: string,
  log: Log,
): { text: string; references: string[] } => {
  const references: string[] = [];
  if (content === undefined || content === null) return { text: '', references };
  if (typeof content === 'string') return { text: content, references };
  if (!Array.isArray(content)) {
    log.fail(
      place,
      `expected a string or an array of content blocks, found ${describeValue(content)}`,
    );
    return { text: '', references };
  }
  const texts: string[] = [];
  content.forEach((block, index) => {
    if (!isRecord(block)) {
      log.fail(at(place, index), `expected a content block, found ${describeValue(block)}`);
      return;
    }
    const type = own(block, 'type');
    const text = own(block, 'text');
    if (type === 'text' && typeof text === 'string') texts.push(text);
    if (type === 'tool_reference') {
      const name = readName(block, 'tool_name', at(place, index), log);
      if (name !== undefined) references.push(name);
    }
  });
  return { text: joinTexts(texts), references };
};

/** The id of a tool_use, when it has one (a log without ids still reads; menus need them). */
const optionalId = (
  block: Record<string, unknown>,
  key: string,
  place: string,
  log: Log,
): string | undefined => {
  const id = own(block, key);
  if (id === undefined || typeof id === 'string') return id;
  log.fail(at(place, key), `expected a string, found ${describeValue(id)}`);
  return undefined;
};

const readMessage = (
  value: unknown,
  place: string,
  log: Log,
  steps: Step[],
  inherited?: number,
) => {
  if (!isRecord(value)) {
    log.fail(place, `expected a message {"role", "content"}, found ${describeValue(value)}`);
    return;
  }
  const time = readTime(value, place, log) ?? inherited;
  const role = own(value, 'role');
  if (role === 'system') {
    log.skip('system message');
    return;
  }
  if (role !== 'user' && role !== 'assistant') {
    log.fail(at(place, 'role'), `expected "user" or "assistant", found ${describeValue(role)}`);
    return;
  }
  const content = own(value, 'content');
  const contentPlace = at(place, 'content');
  if (typeof content === 'string') {
    steps.push({ kind: role, text: content, time });
    return;
  }
  if (!Array.isArray(content)) {
    log.fail(
      contentPlace,
      `expected a string or an array of content blocks, found ${describeValue(content)}`,
    );
    return;
  }
  const texts: string[] = [];
  // A user message of tool results alone is the agent's loop going on, not a new turn.
  let startsTurn = content.length === 0;
  content.forEach((block, index) => {
    const blockPlace = at(contentPlace, index);
    if (!isRecord(block)) {
      log.fail(blockPlace, `expected a content block {"type", …}, found ${describeValue(block)}`);
      return;
    }
    const type = own(block, 'type');
    if (typeof type !== 'string') {
      log.fail(
        at(blockPlace, 'type'),
        `expected a block type such as "text" or "tool_use", found ${describeValue(type)}`,
      );
      return;
    }
    if (!RESULT_BLOCKS.has(type)) startsTurn = true;
    if (type === 'text') {
      const text = readString(block, 'text', blockPlace, log);
      if (text === undefined) return;
      if (role === 'user') texts.push(text);
      else steps.push({ kind: 'assistant', text, time });
    } else if (CALL_BLOCKS.has(type)) {
      const name = readName(block, 'name', blockPlace, log);
      const id = optionalId(block, 'id', blockPlace, log);
      const input = own(block, 'input');
      const inputPlace = at(blockPlace, 'input');
      if (!isRecord(input))
        log.fail(inputPlace, `expected an object, found ${describeValue(input)}`);
      else if (name !== undefined) {
        steps.push({ kind: 'call', name, input, place: inputPlace, time, ...(id ? { id } : {}) });
      }
    } else if (type === 'server_tool_use' && isToolSearch(own(block, 'name'))) {
      const step = claudeToolSearchCall(block, blockPlace, log, time);
      if (step) steps.push(step);
    } else if (type === 'tool_search_tool_result') {
      const step = claudeToolSearchResult(block, blockPlace, log, time);
      if (step) steps.push(step);
    } else if (RESULT_BLOCKS.has(type)) {
      const id = readString(block, 'tool_use_id', blockPlace, log, 'the id of a tool_use');
      const { text, references } = resultContent(
        own(block, 'content'),
        at(blockPlace, 'content'),
        log,
      );
      if (id === undefined) return;
      if (references.length > 0) steps.push({ kind: 'references', id, names: references, time });
      else steps.push({ kind: 'result', id, text, time });
    } else {
      log.skip(`${type} block`);
    }
  });
  if (role === 'user' && startsTurn) steps.push({ kind: 'user', text: joinTexts(texts), time });
};

const readMessages = (value: unknown, place: string, log: Log, steps: Step[]) => {
  if (!Array.isArray(value)) {
    log.fail(place, `expected an array of messages, found ${describeValue(value)}`);
    return;
  }
  value.forEach((message, index) => {
    readMessage(message, at(place, index), log, steps);
  });
};

/** Reads one JSON document, or one line of JSON Lines (`base` is then `line N:`). */
export const readAnthropic = (value: unknown, base: string, log: Log, steps: Step[]): void => {
  if (Array.isArray(value)) {
    value.forEach((message, index) => {
      readMessage(message, at(base, index), log, steps);
    });
    return;
  }
  if (isRecord(value)) {
    if (own(value, 'messages') !== undefined) {
      readMessages(own(value, 'messages'), at(base, 'messages'), log, steps);
      return;
    }
    const wrapped = own(value, 'message');
    if (own(value, 'role') === undefined && isRecord(wrapped)) {
      readMessage(wrapped, at(base, 'message'), log, steps, readTime(value, base, log));
      return;
    }
    // A harness's log line that holds no message (a summary, a status) is skipped and counted.
    const type = own(value, 'type');
    if (own(value, 'role') === undefined && wrapped === undefined && typeof type === 'string') {
      log.skip(`"${type}" entry`);
      return;
    }
  }
  readMessage(value, base, log, steps);
};
