import { describeValue, isRecord, own, quote } from '../../catalog/core';
import { type ContentDialect, contentText } from './openaiContent';
import { at, type Log, readArguments, readName, readString, readTime, type Step } from './steps';

/**
 * OpenAI Chat Completions: `{messages: [...]}` (a request body), a bare array of messages, one
 * message, or one response (`{choices: [{message}], created}`). An assistant message calls tools
 * with `tool_calls: [{id, type: "function", function: {name, arguments}}]`, `arguments` a JSON
 * string; a `role: "tool"` message answers one by `tool_call_id`. The older `function_call` and
 * `role: "function"` read the same. System and developer messages are skipped and counted.
 */

const ROLES = ['system', 'developer', 'user', 'assistant', 'tool', 'function'];

const CHAT_CONTENT: ContentDialect = {
  textTypes: new Set(['text']),
  stringParts: true,
  example: 'text',
};

/** `{name, arguments}` at `place`: a call step, or errors naming the fields. */
const readFunction = (
  fn: unknown,
  place: string,
  log: Log,
  time: number | undefined,
  id: string | undefined,
): Step | undefined => {
  if (!isRecord(fn)) {
    log.fail(place, `expected {"name", "arguments"}, found ${describeValue(fn)}`);
    return undefined;
  }
  const name = readName(fn, 'name', place, log);
  const argsPlace = at(place, 'arguments');
  const input = readArguments(own(fn, 'arguments'), argsPlace, log);
  if (name === undefined || input === undefined) return undefined;
  return { kind: 'call', name, input, place: argsPlace, time, ...(id ? { id } : {}) };
};

const readToolCall = (value: unknown, place: string, log: Log, time: number | undefined) => {
  if (!isRecord(value)) {
    log.fail(
      place,
      `expected a tool call {"id", "type", "function"}, found ${describeValue(value)}`,
    );
    return undefined;
  }
  const type = own(value, 'type');
  if (type !== undefined && type !== 'function') {
    log.skip(`${typeof type === 'string' ? type : 'untyped'} tool call`);
    return undefined;
  }
  const id = own(value, 'id');
  if (id !== undefined && typeof id !== 'string') {
    log.fail(at(place, 'id'), `expected a string, found ${describeValue(id)}`);
    return undefined;
  }
  return readFunction(own(value, 'function'), at(place, 'function'), log, time, id);
};

/** Legacy `function_call` ids: `role: "function"` answers the latest call of its name. */
type Pending = Map<string, string>;

const readMessage = (
  value: unknown,
  place: string,
  log: Log,
  steps: Step[],
  pending: Pending,
  inherited?: number,
) => {
  if (!isRecord(value)) {
    log.fail(place, `expected a message {"role", "content"}, found ${describeValue(value)}`);
    return;
  }
  const time = readTime(value, place, log) ?? inherited;
  const role = own(value, 'role');
  if (typeof role !== 'string' || !ROLES.includes(role)) {
    log.fail(
      at(place, 'role'),
      `expected one of ${ROLES.map(quote).join(', ')}, found ${describeValue(role)}`,
    );
    return;
  }
  const content = contentText(own(value, 'content'), at(place, 'content'), log, CHAT_CONTENT);
  switch (role) {
    case 'system':
    case 'developer':
      log.skip(`${role} message`);
      return;
    case 'user':
      if (content !== undefined) steps.push({ kind: 'user', text: content, time });
      return;
    case 'assistant': {
      if (content !== undefined && content !== '') {
        steps.push({ kind: 'assistant', text: content, time });
      }
      const calls = own(value, 'tool_calls');
      const callsPlace = at(place, 'tool_calls');
      if (Array.isArray(calls)) {
        calls.forEach((call, index) => {
          const step = readToolCall(call, at(callsPlace, index), log, time);
          if (step) steps.push(step);
        });
      } else if (calls !== undefined && calls !== null) {
        log.fail(callsPlace, `expected an array of tool calls, found ${describeValue(calls)}`);
      }
      const legacy = own(value, 'function_call');
      if (legacy !== undefined && legacy !== null) {
        const id = at(place, 'function_call');
        const step = readFunction(legacy, id, log, time, id);
        if (step?.kind === 'call') {
          pending.set(step.name, id);
          steps.push(step);
        }
      }
      return;
    }
    case 'tool': {
      const id = readString(value, 'tool_call_id', place, log, 'the id of a tool call');
      if (id !== undefined && content !== undefined) {
        steps.push({ kind: 'result', id, text: content, time });
      }
      return;
    }
    case 'function': {
      const name = own(value, 'name');
      const id = typeof name === 'string' ? pending.get(name) : undefined;
      if (id !== undefined && content !== undefined) {
        steps.push({ kind: 'result', id, text: content, time });
      }
      return;
    }
  }
};

/** Reads one JSON document, or one line of JSON Lines (`base` is then `line N:`). */
export const openaiChatReader = () => {
  const pending: Pending = new Map();
  const list = (value: unknown[], place: string, log: Log, steps: Step[], time?: number) => {
    value.forEach((message, index) => {
      readMessage(message, at(place, index), log, steps, pending, time);
    });
  };
  return (value: unknown, base: string, log: Log, steps: Step[]): void => {
    if (Array.isArray(value)) {
      list(value, base, log, steps);
      return;
    }
    if (isRecord(value)) {
      const messages = own(value, 'messages');
      if (messages !== undefined) {
        if (Array.isArray(messages)) list(messages, at(base, 'messages'), log, steps);
        else {
          log.fail(
            at(base, 'messages'),
            `expected an array of messages, found ${describeValue(messages)}`,
          );
        }
        return;
      }
      const choices = own(value, 'choices');
      if (choices !== undefined) {
        // A response: its first choice is the reply the conversation went on with.
        const place = at(at(base, 'choices'), 0);
        const choice = Array.isArray(choices) ? choices[0] : undefined;
        if (!isRecord(choice)) {
          log.fail(place, `expected a choice {"message"}, found ${describeValue(choice)}`);
          return;
        }
        const time = readTime(value, base, log);
        readMessage(own(choice, 'message'), at(place, 'message'), log, steps, pending, time);
        return;
      }
    }
    readMessage(value, base, log, steps, pending);
  };
};
