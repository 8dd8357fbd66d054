import { DEFAULT_MAX_BYTES, overLimit, parseJson } from '../../catalog/core';
import { noun } from '../../text/core';
import { sizeProblem } from '../limits';
import { readTranscript } from '../readTranscript';
import type { Transcript, Turn } from '../transcript';
import { readAnthropic } from './anthropic';
import { type Built, buildTurns, unknownToolsNote } from './build';
import { readSessionThreads, type Thread } from './claudeCode';
import { readCodexRollout } from './codexRollout';
import { detectLogFormat } from './detect';
import { openaiChatReader } from './openaiChat';
import { readOpenaiResponses } from './openaiResponses';
import { Log, linePlace, printPlace, type Step } from './steps';
import {
  type AgentSession,
  type ConversationResult,
  DEFAULT_DISCOVERY_TOOLS,
  describeImport,
  type ImportConversationOptions,
  isAgentSession,
  LOG_FORMAT_LABELS,
  type LogFormat,
  type LogShape,
} from './types';

/**
 * A conversation's text, in any format toollens reads, as a transcript: toollens' own JSON
 * (read exactly as `parseTranscript` reads it), or an Anthropic Messages, OpenAI Chat
 * Completions or OpenAI Responses log, as one JSON document or as JSON Lines, or a Codex CLI
 * rollout. The format is detected unless forced; the result says which it was, with notes on what was assumed or
 * skipped. Errors name the place, e.g. `messages[3].content[1].input: expected an object`, or
 * the line and column of a syntax error. Pure.
 */

/** At most this many errors are returned, so a wrong file can't flood a terminal. */
const MAX_ERRORS = 100;

type Reader = (value: unknown, base: string, log: Log, steps: Step[]) => void;

const readerFor = (
  format: Exclude<LogFormat, 'toollens' | 'codex-rollout' | AgentSession>,
): Reader => {
  switch (format) {
    case 'anthropic':
      return readAnthropic;
    case 'openai-chat':
      return openaiChatReader();
    case 'openai-responses':
      return readOpenaiResponses;
  }
};

/** A syntax error of JSON that ends before it closes (jsonPosition.ts's messages). */
const CUT_SHORT = /found end of input|^unterminated string$/;

type Parsed =
  | { ok: true; shape: LogShape; values: { value: unknown; line: number }[] }
  | { ok: false; errors: string[] };

/**
 * One JSON document, else JSON Lines: when the whole text is not JSON but its first line is a
 * JSON object or array on its own, each non-blank line is one value, and an error names its line.
 */
const parseText = (text: string, prefix: string): Parsed => {
  const whole = parseJson(text);
  if (whole.ok) return { ok: true, shape: 'json', values: [{ value: whole.value, line: 1 }] };
  const lines = text.split(/\r?\n/);
  const filled = lines.flatMap((line, index) => (line.trim() === '' ? [] : [{ line, index }]));
  const first = filled[0] === undefined ? undefined : parseJson(filled[0].line);
  const jsonLines =
    filled.length >= 2 &&
    first?.ok === true &&
    typeof first.value === 'object' &&
    first.value !== null;
  if (!jsonLines) {
    const { line, column, message } = whole.issue;
    return { ok: false, errors: [`${prefix} line ${line}, column ${column}: ${message}`] };
  }
  const values: { value: unknown; line: number }[] = [];
  const errors: string[] = [];
  for (const { line, index } of filled) {
    const parsed = parseJson(line);
    if (parsed.ok) values.push({ value: parsed.value, line: index + 1 });
    else {
      const { column, message } = parsed.issue;
      // A log still being written, or cut by a crash, ends inside its last line's JSON.
      const cut =
        index === filled[filled.length - 1]?.index && CUT_SHORT.test(message)
          ? '; the last line ends before its JSON does (a log still being written, or cut short)'
          : '';
      errors.push(`${prefix} line ${index + 1}, column ${column}: ${message}${cut}`);
    }
  }
  return errors.length > 0
    ? { ok: false, errors: errors.slice(0, MAX_ERRORS) }
    : { ok: true, shape: 'jsonl', values };
};

const toolName = (name: string | undefined, fallback: string) => {
  const trimmed = name?.trim();
  return trimmed === undefined || trimmed === '' ? fallback : trimmed;
};

/**
 * The one naming rule of a session's threads: the main thread is the session's own name, its
 * n-th subagent thread (1-based, in the order they start) `<session>-subagent-<n>`. A name a
 * file, a URL and a saved list all keep as it is.
 */
export const subagentThreadName = (session: string, n: number): string =>
  `${session}-subagent-${n}`;

/**
 * An agent's log (any format the importers read, detected from its shape) as a toollens
 * transcript, with its subagent threads: the transcript, or the errors that refused the text.
 */
export const importConversation = (
  text: string,
  options: ImportConversationOptions = {},
): ConversationResult => {
  const prefix = options.source === undefined ? 'toollens:' : `toollens: ${options.source}:`;
  const limit = options.maxChars ?? DEFAULT_MAX_BYTES;
  if (text.length > limit) {
    return {
      ok: false,
      errors: [
        `${prefix} the transcript is too large: ${overLimit(text.length, limit, 'characters')}; it was not read`,
      ],
    };
  }
  const parsed = parseText(text, prefix);
  if (!parsed.ok) return { ok: false, errors: parsed.errors };
  const { shape } = parsed;

  const forced = options.format !== undefined && options.format !== 'auto';
  let format: LogFormat;
  let ambiguous = false;
  if (options.format !== undefined && options.format !== 'auto') format = options.format;
  else {
    const detection = detectLogFormat(
      parsed.values.map((each) => each.value),
      shape === 'jsonl',
    );
    if (!detection.ok) return { ok: false, shape, errors: [`${prefix} ${detection.message}`] };
    format = detection.format;
    ambiguous = detection.ambiguous;
  }
  const from = { format, shape, detected: !forced };

  if (format === 'toollens') {
    if (shape === 'jsonl') {
      return {
        ok: false,
        ...from,
        errors: [
          `${prefix} a toollens transcript is one JSON document {"turns": […]}, not JSON Lines`,
        ],
      };
    }
    const result = readTranscript(parsed.values[0]?.value, {
      ...(options.name === undefined ? {} : { name: options.name }),
      ...(options.source === undefined ? {} : { source: options.source }),
    });
    return result.ok ? { ...result, ...from, notes: [] } : { ...result, ...from };
  }

  const log = new Log();
  const discovery = {
    search: toolName(options.searchTool, DEFAULT_DISCOVERY_TOOLS.search),
    activate: toolName(options.activateTool, DEFAULT_DISCOVERY_TOOLS.activate),
  };
  let built: ({ thread: Thread } & Built)[];
  if (format === 'codex-rollout') {
    // A rollout delimits its own turns and records its own discovery: it is read whole.
    const thread = { key: 'main', origin: '', steps: [] };
    built = [{ thread, ...readCodexRollout(parsed.values, log, options.catalogNames) }];
  } else {
    let read: Thread[];
    if (isAgentSession(format)) read = readSessionThreads(parsed.values, log, options.catalogNames);
    else {
      const steps: Step[] = [];
      const reader = readerFor(format);
      for (const { value, line } of parsed.values) {
        reader(value, shape === 'jsonl' ? linePlace(line) : '', log, steps);
      }
      read = [{ key: 'main', origin: '', steps }];
    }
    // A subagent's file may hold no main thread: its first thread is then the one shown.
    built = read
      .map((thread) => ({
        thread,
        ...buildTurns(thread.steps, discovery, log, options.catalogNames),
      }))
      .filter((each, index) => index === 0 || each.turns.length > 0);
    if (built.length > 1 && built[0]?.turns.length === 0) built.shift();
  }
  const turnCount = built.reduce((sum, each) => sum + each.turns.length, 0);
  if (log.errors.length === 0 && turnCount === 0) {
    log.fail('', `no user or assistant messages: the ${LOG_FORMAT_LABELS[format]} log is empty`);
  }
  for (const each of built) {
    const events = each.turns.reduce((sum, turn) => sum + turn.events.length, 0);
    const what = built.length > 1 ? `the thread of ${each.thread.origin}` : 'the log';
    const size = sizeProblem(each.turns.length, events, what);
    if (size) log.fail('', size);
  }
  const [main, ...subagents] = built;
  if (log.errors.length > 0 || main === undefined) {
    return {
      ok: false,
      ...from,
      errors: log.errors
        .slice(0, MAX_ERRORS)
        .map(({ place, message }) => `${prefix} ${printPlace(place)}${message}`),
    };
  }

  const notes: string[] = [];
  if (ambiguous) {
    notes.push(
      `Nothing in the log tells its format apart (no tool calls, no typed content), so it was read as ${LOG_FORMAT_LABELS[format]}; the text is the same in every format.`,
    );
  }
  const unknown = unknownToolsNote(
    [...new Set(built.flatMap((each) => each.mentioned))],
    options.catalogNames,
  );
  if (unknown !== undefined) notes.push(unknown);
  const name = options.name ?? 'transcript';
  const describeThread = (turns: Turn[], calls: number) =>
    `Imported from ${describeImport(from)}: ${turns.length} ${noun(turns.length, 'turn')}, ${calls} tool ${noun(calls, 'call')}.`;
  const transcript: Transcript = {
    name,
    description: describeThread(main.turns, main.calls),
    turns: main.turns,
  };
  if (subagents.length === 0) {
    notes.push(...log.notes());
    return { ok: true, ...from, transcript, notes: [...new Set(notes)] };
  }
  const threads = subagents.map(
    (each, index): Transcript => ({
      name: subagentThreadName(name, index + 1),
      title: `Subagent thread ${index + 1}, started by ${each.thread.origin}`,
      description: describeThread(each.turns, each.calls),
      turns: each.turns,
    }),
  );
  notes.push(
    `The session has ${threads.length} subagent ${noun(threads.length, 'thread')}, each kept apart as its own transcript: ${threads.map((each) => `"${each.name}" (${each.title})`).join(', ')}.`,
    ...log.notes(),
  );
  // Each thread is built alone, so a note on the clock may come once a thread.
  return { ok: true, ...from, transcript, threads, notes: [...new Set(notes)] };
};
