import { describeValue, isRecord, own, quote } from '../../catalog/core';
import { formatCount, plural } from '../../text/core';
import { argumentsProblem, MAX_LOG_LINES } from '../limits';
import { parseTimestamp } from '../readTranscript';
import type { TranscriptEvent, Turn } from '../transcript';
import { type Built, isoTime, SYNTHETIC_START } from './build';
import { codexNames, loggedName, outputTools } from './codexNames';
import { askedLimit } from './discover';
import { OPENAI_TOOL_SEARCH } from './discoveryTools';
import { contentText } from './openaiContent';
import { RESPONSES_CONTENT } from './openaiResponses';
import { at, type Log, linePlace, readArguments, readName } from './steps';

/**
 * Codex CLI's session files ("rollouts", `~/.codex/sessions/YYYY/MM/DD/rollout-*.jsonl`), read
 * from openai/codex:
 * - `codex-rs/protocol/src/protocol.rs` (`RolloutLine`, `RolloutItem`, `SessionMetaLine`,
 *   `CompactedItem`, `TurnContextItem`; stored version @ edb4efee49ae9f130636fab25f2e398a931dd987
 *   and a later stored copy with `turn_id` on the turn context);
 * - `codex-rs/protocol/src/models.rs` (`ResponseItem`: `message`, `function_call` with its
 *   `namespace`, `tool_search_call`, `tool_search_output`, `compaction`);
 * - `codex-rs/core/src/tools/handlers/tool_search.rs` @ 1169aaa5903f01acc5395ba63dec518115b24a5f
 *   and `codex-rs/tools/src/tool_search.rs` @ 24e666a8b392f841a533f0228eaf1e93ed1c82cb (the
 *   output's tools: functions, or namespaces holding functions).
 *
 * One JSON object a line: `{"timestamp", "type", "payload"}`, `type` one of `session_meta`,
 * `response_item`, `compacted`, `turn_context`, `event_msg`. Response items carry the
 * conversation: `message` (role `user`, `assistant`, `developer`; `input_text`/`output_text`
 * parts), `function_call` (`name`, `namespace` such as `mcp__github`, `arguments` a JSON string),
 * `custom_tool_call`, `tool_search_call` (`arguments: {query, limit}`) answered by a
 * `tool_search_output` of the same `call_id` (`status`, `tools`). Codex delimits turns itself: a
 * `turn_context` line opens each user turn (one with the same `turn_id`, or one right after a
 * compaction, re-states the turn and opens none); a rollout without them is split at user
 * messages. A `compacted` line is a compaction. Event messages repeat the items for the UI, and
 * the context Codex injects as user messages (`<environment_context>`…) is no user's: both are
 * skipped and counted.
 */

const LINE_TYPES = ['session_meta', 'response_item', 'compacted', 'turn_context', 'event_msg'];

/** Whether a parsed line looks like a rollout line (detection votes with it). */
export const isRolloutLine = (value: unknown): boolean =>
  isRecord(value) &&
  LINE_TYPES.includes(own(value, 'type') as string) &&
  isRecord(own(value, 'payload'));

/** The openings of the user-role messages Codex writes itself, not the user. */
const INJECTED = ['<environment_context>', '<user_instructions>', '# AGENTS.md instructions'];

type Discover = Extract<TranscriptEvent, { type: 'discover' }>;
type Draft = { time: number | undefined; turnId: string | undefined; events: TranscriptEvent[] };

export const readCodexRollout = (
  lines: readonly { value: unknown; line: number }[],
  log: Log,
  catalogNames: readonly string[] | undefined,
): Built => {
  const names = codexNames(catalogNames);
  const drafts: Draft[] = [];
  const searches = new Map<string, Discover>();
  const mentioned = new Set<string>();
  let calls = 0;
  // Whether Codex delimits this rollout's turns, and whether the last line was a compaction.
  const delimited = lines.some(
    ({ value }) => isRecord(value) && own(value, 'type') === 'turn_context',
  );
  let afterCompaction = false;
  const current = (time: number | undefined): Draft => {
    let draft = drafts[drafts.length - 1];
    if (!draft) {
      draft = { time, turnId: undefined, events: [] };
      drafts.push(draft);
    }
    draft.time ??= time;
    return draft;
  };

  const readItem = (item: Record<string, unknown>, place: string, time: number | undefined) => {
    const type = own(item, 'type');
    switch (type) {
      case 'message': {
        const role = own(item, 'role');
        const text = contentText(
          own(item, 'content'),
          at(place, 'content'),
          log,
          RESPONSES_CONTENT,
        );
        if (text === undefined) return;
        if (role === 'user') {
          if (INJECTED.some((opening) => text.trimStart().startsWith(opening))) {
            log.skip('context message');
            return;
          }
          // Without turn contexts a user message opens a turn, as in the API logs.
          const draft = current(time);
          if (!delimited && draft.events.length > 0) {
            drafts.push({ time, turnId: undefined, events: [{ type: 'user', text }] });
          } else draft.events.push({ type: 'user', text });
        } else if (role === 'assistant') {
          if (text.trim() !== '') current(time).events.push({ type: 'assistant', text });
        } else if (role === 'developer' || role === 'system') log.skip(`${role} message`);
        else
          log.fail(
            at(place, 'role'),
            `expected "user", "assistant" or "developer", found ${describeValue(role)}`,
          );
        return;
      }
      case 'function_call':
      case 'custom_tool_call': {
        const name = readName(item, 'name', place, log);
        const namespace = own(item, 'namespace');
        if (namespace !== undefined && typeof namespace !== 'string') {
          log.fail(
            at(place, 'namespace'),
            `expected a namespace such as "mcp__github", found ${describeValue(namespace)}`,
          );
          return;
        }
        const argsPlace = at(place, type === 'function_call' ? 'arguments' : 'input');
        const input = own(item, 'input');
        let args: Record<string, unknown> | undefined;
        if (type === 'function_call') args = readArguments(own(item, 'arguments'), argsPlace, log);
        else if (typeof input === 'string') args = { input };
        else
          log.fail(argsPlace, `expected the tool's input, a string, found ${describeValue(input)}`);
        if (name === undefined || args === undefined) return;
        const deep = argumentsProblem(args);
        if (deep) return log.fail(argsPlace, deep);
        const called = names.find(namespace, name) ?? loggedName(namespace, name);
        calls++;
        mentioned.add(called);
        current(time).events.push({ type: 'call', name: called, args });
        return;
      }
      case 'tool_search_call': {
        const args = own(item, 'arguments');
        const query = isRecord(args) ? own(args, 'query') : undefined;
        if (typeof query !== 'string') {
          log.fail(
            at(at(place, 'arguments'), 'query'),
            `expected the search text, a string, found ${describeValue(query)}`,
          );
          return;
        }
        const event: Discover = {
          type: 'discover',
          via: OPENAI_TOOL_SEARCH,
          query,
          form: 'search',
          returned: [],
          loaded: [],
        };
        // Kept for the recorded-search check: the count asked for, where the search ran.
        const limit = askedLimit(own(args as Record<string, unknown>, 'limit'));
        if (limit !== undefined) event.limit = limit;
        const execution = own(item, 'execution');
        if (execution === 'server' || execution === 'client') event.execution = execution;
        const id = own(item, 'call_id');
        if (typeof id === 'string') searches.set(id, event);
        calls++;
        current(time).events.push(event);
        return;
      }
      case 'tool_search_output': {
        const id = own(item, 'call_id');
        const search = typeof id === 'string' ? searches.get(id) : undefined;
        if (search === undefined) {
          log.fail(
            at(place, 'call_id'),
            `expected the call_id of a tool_search_call before it, found ${describeValue(id)}`,
          );
          return;
        }
        const tools = outputTools(own(item, 'tools'), at(place, 'tools'), log, names);
        if (tools === undefined) return;
        search.returned = tools.found;
        // Codex loads every tool a search returns, for the turn; the catalog's tools only.
        const lacking = new Set(tools.unknown);
        search.loaded = [...new Set(tools.found.filter((name) => !lacking.has(name)))];
        if (tools.unknown.length > 0) search.unknown = tools.unknown;
        const status = own(item, 'status');
        if (typeof status === 'string' && status !== 'completed') search.error = status;
        return;
      }
      case 'function_call_output':
      case 'custom_tool_call_output':
        return;
      default:
        if (typeof type === 'string') log.skip(`${type} item`);
        else
          log.fail(
            at(place, 'type'),
            `expected an item type such as "message" or "function_call", found ${describeValue(type)}`,
          );
    }
  };

  for (const [index, { value, line }] of lines.entries()) {
    const place = linePlace(line);
    if (index >= MAX_LOG_LINES) {
      log.fail(
        place,
        `the rollout has ${plural(lines.length, 'line')}; toollens reads at most ${formatCount(MAX_LOG_LINES)}`,
      );
      break;
    }
    if (!isRecord(value)) {
      log.fail(
        place,
        `expected a rollout line {"timestamp", "type", "payload"}, found ${describeValue(value)}`,
      );
      continue;
    }
    const type = own(value, 'type');
    const payload = own(value, 'payload');
    if (typeof type !== 'string' || !LINE_TYPES.includes(type)) {
      if (typeof type === 'string') log.skip(`${type} line`);
      else
        log.fail(
          at(place, 'type'),
          `expected one of ${LINE_TYPES.map(quote).join(', ')}, found ${describeValue(type)}`,
        );
      continue;
    }
    if (!isRecord(payload)) {
      log.fail(at(place, 'payload'), `expected an object, found ${describeValue(payload)}`);
      continue;
    }
    const stamp = own(value, 'timestamp');
    const time = typeof stamp === 'string' ? parseTimestamp(stamp) : undefined;
    if (time === undefined) log.badTime(at(place, 'timestamp'));
    if (type === 'turn_context') {
      const turnId = own(payload, 'turn_id');
      const id = typeof turnId === 'string' ? turnId : undefined;
      const last = drafts[drafts.length - 1];
      const restated =
        last !== undefined && (id === undefined ? afterCompaction : id === last.turnId);
      if (!restated) drafts.push({ time, turnId: id, events: [] });
      afterCompaction = false;
    } else if (type === 'compacted') {
      current(time).events.push({ type: 'compact' });
      afterCompaction = true;
    } else if (type === 'response_item') {
      afterCompaction = false;
      readItem(payload, at(place, 'payload'), time);
    } else if (type === 'event_msg') log.skip('event message');
  }
  return { turns: clock(drafts), calls, mentioned: [...mentioned] };
};

/** Turns that hold events, each at its first line's time, never going back. */
const clock = (drafts: readonly Draft[]): Turn[] => {
  let previous = drafts.find((draft) => draft.time !== undefined)?.time ?? SYNTHETIC_START;
  return drafts
    .filter((draft) => draft.events.length > 0)
    .map((draft) => {
      previous = Math.max(previous, draft.time ?? previous);
      return { at: isoTime(previous), events: draft.events };
    });
};
