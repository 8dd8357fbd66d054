import { describeValue, isRecord, own, quote } from '../../catalog/core';
import { type ContentDialect, contentText } from './openaiContent';
import { responsesToolSearchCall, responsesToolSearchOutput } from './openaiToolSearch';
import { at, type Log, readArguments, readName, readString, readTime, type Step } from './steps';

/**
 * OpenAI Responses: item arrays, as a request's `input` (a string is one user message) and a
 * response's `output` (its `created_at` is the time of its items), both in one object, a bare
 * array of items, or one item. Items: `{type: "message", role, content}` (the type may be left
 * out), `{type: "function_call", name, arguments, call_id}` and `{type:
 * "function_call_output", call_id, output}`; `mcp_call` (a call and its output in one item) and
 * `custom_tool_call` read too, and a `tool_search_call` with its `tool_search_output` is a search
 * that loads. Reasoning and other hosted tools (web search, file search…) are skipped and
 * counted.
 */

const ROLES = ['user', 'assistant', 'system', 'developer'];

export const RESPONSES_CONTENT: ContentDialect = {
  textTypes: new Set(['input_text', 'output_text', 'text']),
  stringParts: false,
  example: 'input_text',
};

const readMessage = (
  item: Record<string, unknown>,
  place: string,
  log: Log,
  steps: Step[],
  time: number | undefined,
) => {
  const role = own(item, 'role');
  if (typeof role !== 'string' || !ROLES.includes(role)) {
    log.fail(
      at(place, 'role'),
      `expected one of ${ROLES.map(quote).join(', ')}, found ${describeValue(role)}`,
    );
    return;
  }
  const text = contentText(own(item, 'content'), at(place, 'content'), log, RESPONSES_CONTENT);
  if (role === 'system' || role === 'developer') log.skip(`${role} message`);
  else if (text !== undefined) steps.push({ kind: role as 'user' | 'assistant', text, time });
};

/** A call item's id for its output: `call_id`, else (mcp_call) its own `id`. */
const callId = (
  item: Record<string, unknown>,
  key: string,
  place: string,
  log: Log,
): string | undefined | null => {
  const id = own(item, key);
  if (id === undefined || typeof id === 'string') return id;
  log.fail(at(place, key), `expected a string, found ${describeValue(id)}`);
  return null;
};

const readItem = (
  item: unknown,
  place: string,
  log: Log,
  steps: Step[],
  inherited: number | undefined,
) => {
  if (!isRecord(item)) {
    log.fail(place, `expected an item {"type", …}, found ${describeValue(item)}`);
    return;
  }
  const time = readTime(item, place, log) ?? inherited;
  const type = own(item, 'type');
  if (type === 'message' || (type === undefined && own(item, 'role') !== undefined)) {
    readMessage(item, place, log, steps, time);
    return;
  }
  switch (type) {
    case 'function_call':
    case 'mcp_call': {
      const name = readName(item, 'name', place, log);
      const argsPlace = at(place, 'arguments');
      const input = readArguments(own(item, 'arguments'), argsPlace, log);
      const id = callId(item, type === 'mcp_call' ? 'id' : 'call_id', place, log);
      if (name === undefined || input === undefined || id === null) return;
      steps.push({ kind: 'call', name, input, place: argsPlace, time, ...(id ? { id } : {}) });
      const output = own(item, 'output');
      if (type === 'mcp_call' && id && typeof output === 'string') {
        steps.push({ kind: 'result', id, text: output, time });
      }
      return;
    }
    case 'custom_tool_call': {
      const name = readName(item, 'name', place, log);
      const input = readString(item, 'input', place, log);
      const id = callId(item, 'call_id', place, log);
      if (name === undefined || input === undefined || id === null) return;
      const call: Step = { kind: 'call', name, input: { input }, place: at(place, 'input'), time };
      steps.push(id ? { ...call, id } : call);
      return;
    }
    case 'function_call_output':
    case 'custom_tool_call_output': {
      const id = readString(item, 'call_id', place, log, 'the call_id of a function_call');
      const text = contentText(own(item, 'output'), at(place, 'output'), log, RESPONSES_CONTENT);
      if (id !== undefined && text !== undefined) steps.push({ kind: 'result', id, text, time });
      return;
    }
    case 'tool_search_call': {
      const step = responsesToolSearchCall(item, place, log, time);
      if (step) steps.push(step);
      return;
    }
    case 'tool_search_output': {
      const step = responsesToolSearchOutput(item, place, log, time);
      if (step) steps.push(step);
      return;
    }
    default:
      if (typeof type === 'string') log.skip(`${type} item`);
      else {
        log.fail(
          at(place, 'type'),
          `expected an item type such as "message" or "function_call", found ${describeValue(type)}`,
        );
      }
  }
};

const readItems = (
  value: unknown,
  place: string,
  log: Log,
  steps: Step[],
  time: number | undefined,
) => {
  if (!Array.isArray(value)) {
    log.fail(place, `expected an array of items, found ${describeValue(value)}`);
    return;
  }
  value.forEach((item, index) => {
    readItem(item, at(place, index), log, steps, time);
  });
};

/** Reads one JSON document, or one line of JSON Lines (`base` is then `line N:`). */
export const readOpenaiResponses = (
  value: unknown,
  base: string,
  log: Log,
  steps: Step[],
): void => {
  if (Array.isArray(value)) {
    readItems(value, base, log, steps, undefined);
    return;
  }
  // A request or a response holds items; an item has a type (or, a message, a role).
  if (isRecord(value) && own(value, 'role') === undefined && own(value, 'type') === undefined) {
    const input = own(value, 'input');
    const output = own(value, 'output');
    if (input !== undefined || output !== undefined) {
      const time = readTime(value, base, log);
      if (typeof input === 'string') steps.push({ kind: 'user', text: input, time });
      else if (input !== undefined) readItems(input, at(base, 'input'), log, steps, time);
      if (output !== undefined) readItems(output, at(base, 'output'), log, steps, time);
      return;
    }
  }
  readItem(value, base, log, steps, undefined);
};
