import { describeValue, isRecord, own } from '../../../catalog/core';
import type { TranscriptEvent } from '../../transcript';
import { readAnthropic } from '../anthropic';
import { CLAUDE_CODE_TOOL_SEARCH } from '../discoveryTools';
import { at, type Log, linePlace, readTime, type Step } from '../steps';
import { type Discover, discoverEvent, fillDiscover } from './discover';
import type { NameResolver } from './names';

/**
 * Claude Code's session files and the Claude Agent SDK's stream-json, line by line. The SDK's
 * shapes are its TypeScript reference (code.claude.com/docs, agent-sdk/typescript:
 * `SDKAssistantMessage`, `SDKUserMessage` with `parent_tool_use_id` and `tool_use_result`,
 * `SDKCompactBoundaryMessage`); a session file holds the same messages with camel-case keys
 * (`sessionId`, `parentUuid`, `isSidechain`, `toolUseResult`, `compactMetadata`), as the
 * project's agent notes (shared/notes/agents.md) give them; no session writer's
 * source was read for them. Every line is an object with a `type`:
 * - `user` and `assistant` wrap an Anthropic message in `message`, read as the Anthropic
 *   importer reads it; a ToolSearch call and its result become one `discover` event, and every
 *   other call's name is mapped to the catalog's;
 * - `system` with `subtype: "compact_boundary"` is a `compact` event (`compactMetadata`
 *   `{trigger, preTokens}` in a session file, `compact_metadata` `{trigger, pre_tokens}` in
 *   stream-json); other system lines, `summary`, `result` and the rest are skipped and counted.
 *   Its `preCompactDiscoveredTools` (the tools Claude Code carries across: `extractDiscoveredToolNames`
 *   in the reconstruction's `src/utils/toolSearch.ts`, stephanoskomnenos/claude-code-clean at
 *   1bcfe6b7d3a06ed8248eeb617f049e945b337ba5) is the event's `carried`, in the catalog's names;
 *   `pre_compact_discovered_tools` in stream-json is our reading of the SDK's spelling. A later
 *   call answered "No such tool available" before any search loaded its tool again names a tool
 *   the compaction did not carry: the event's `uncarried`.
 *
 * Threads: a subagent's messages are marked `isSidechain: true` in a session file and carry the
 * id of the Task tool_use that started the subagent as `parent_tool_use_id` in stream-json. A
 * sidechain line whose `parentUuid` is a sidechain line already read continues that line's
 * thread; any other sidechain line starts a thread of its own. Everything else is the main
 * thread. Threads are never interleaved: each becomes its own transcript.
 */

const MAIN_THREAD = 'main';

/** What Claude Code answers a call of a tool it does not have (a `tool_use_error`). */
const NO_SUCH_TOOL = 'No such tool available';

type Compact = Extract<TranscriptEvent, { type: 'compact' }>;

export type Thread = {
  key: string;
  /** What tells the thread apart, for its title: the Task tool_use id, or its first line. */
  origin: string;
  steps: Step[];
};

const LINE_TYPES = '"user", "assistant", "system" or "summary"';

export class SessionReader {
  readonly threads = new Map<string, Thread>();
  readonly #threadOfUuid = new Map<string, string>();
  readonly #pending = new Map<string, Discover>();
  /** The client's version an Agent SDK `init` line gave, for lines that carry none. */
  #initVersion: string | undefined;
  /** Each thread's latest compaction, the tools searches loaded before it, and since. */
  readonly #compacted = new Map<
    string,
    { event: Compact; before: Set<string>; since: Set<string> }
  >();
  /** The tools searches loaded in each thread so far. */
  readonly #loaded = new Map<string, Set<string>>();
  /** Plain calls by tool_use id: the tool, in the catalog's name. */
  readonly #calls = new Map<string, string>();

  constructor(
    readonly log: Log,
    readonly resolve: NameResolver,
  ) {
    this.threads.set(MAIN_THREAD, { key: MAIN_THREAD, origin: 'the main thread', steps: [] });
  }

  #thread(value: Record<string, unknown>, line: number): Thread {
    const parentTool = own(value, 'parent_tool_use_id');
    const uuid = own(value, 'uuid');
    let key = MAIN_THREAD;
    let origin = '';
    if (typeof parentTool === 'string' && parentTool !== '') {
      key = `task:${parentTool}`;
      origin = `the Task tool_use ${parentTool}`;
    } else if (own(value, 'isSidechain') === true) {
      const parent = own(value, 'parentUuid');
      const continued = typeof parent === 'string' ? this.#threadOfUuid.get(parent) : undefined;
      key = continued ?? `line:${line}`;
      origin = `line ${line}`;
      if (typeof uuid === 'string') this.#threadOfUuid.set(uuid, key);
    }
    let thread = this.threads.get(key);
    if (!thread) {
      thread = { key, origin, steps: [] };
      this.threads.set(key, thread);
    }
    return thread;
  }

  read(value: unknown, line: number): void {
    const base = linePlace(line);
    if (!isRecord(value)) {
      this.log.fail(base, `expected a session line {"type", …}, found ${describeValue(value)}`);
      return;
    }
    const type = own(value, 'type');
    if (typeof type !== 'string') {
      this.log.fail(at(base, 'type'), `expected ${LINE_TYPES}, found ${describeValue(type)}`);
      return;
    }
    if (type === 'system') {
      this.#system(value, base, line);
      return;
    }
    if (type !== 'user' && type !== 'assistant') {
      this.log.skip(`"${type}" line`);
      return;
    }
    if (!isRecord(own(value, 'message'))) {
      this.log.fail(
        at(base, 'message'),
        `expected an Anthropic message {"role", "content"}, found ${describeValue(own(value, 'message'))}`,
      );
      return;
    }
    const read: Step[] = [];
    readAnthropic(value, base, this.log, read);
    const thread = this.#thread(value, line);
    for (const step of read) {
      const kept = this.#step(step, value, base, thread.key);
      if (kept) thread.steps.push(kept);
    }
  }

  #step(
    step: Step,
    value: Record<string, unknown>,
    base: string,
    thread: string,
  ): Step | undefined {
    if (step.kind === 'call') {
      if (step.name === CLAUDE_CODE_TOOL_SEARCH) {
        const event = discoverEvent(step.input, step.place, this.log);
        if (!event) return undefined;
        // A session file gives every line its client's `version`; stream-json, its init line.
        const version = own(value, 'version');
        const clientVersion =
          typeof version === 'string' && version !== '' ? version : this.#initVersion;
        if (clientVersion !== undefined) event.clientVersion = clientVersion;
        if (step.id !== undefined) this.#pending.set(step.id, event);
        return { kind: 'event', event, call: true, time: step.time };
      }
      const name = this.resolve(step.name).name;
      if (step.id !== undefined) this.#calls.set(step.id, name);
      return { ...step, name };
    }
    // The Anthropic reader gives a result of tool_reference blocks as a `references` step.
    if (step.kind === 'result' || step.kind === 'references') {
      const event = this.#pending.get(step.id);
      if (!event) {
        if (step.kind === 'result') this.#noSuchTool(step.id, step.text, thread);
        return step;
      }
      this.#pending.delete(step.id);
      const found = resultBlock(value, step.id);
      if (found) {
        const structuredKey =
          own(value, 'toolUseResult') === undefined ? 'tool_use_result' : 'toolUseResult';
        fillDiscover(
          event,
          found.block,
          found.place(base),
          { value: own(value, structuredKey), place: at(base, structuredKey) },
          this.resolve,
          this.log,
        );
      }
      const loaded = this.#loaded.get(thread) ?? new Set<string>();
      this.#loaded.set(thread, loaded);
      for (const name of event.loaded) {
        loaded.add(name);
        this.#compacted.get(thread)?.since.add(name);
      }
      return undefined;
    }
    return step;
  }

  /** A call after a compaction that the agent answered "No such tool available". */
  #noSuchTool(id: string, text: string, thread: string): void {
    const name = this.#calls.get(id);
    const last = this.#compacted.get(thread);
    if (name === undefined || last === undefined || !text.includes(NO_SUCH_TOOL)) return;
    // A tool never loaded before the compaction was not the compaction's to carry.
    if (!last.before.has(name) || last.since.has(name)) return;
    if (last.event.uncarried?.includes(name)) return;
    last.event.uncarried = [...(last.event.uncarried ?? []), name];
  }

  #system(value: Record<string, unknown>, base: string, line: number): void {
    const subtype = own(value, 'subtype');
    const initVersion = own(value, 'claude_code_version');
    if (subtype === 'init' && typeof initVersion === 'string' && initVersion !== '') {
      this.#initVersion = initVersion;
    }
    if (subtype !== 'compact_boundary') {
      this.log.skip(typeof subtype === 'string' ? `system "${subtype}" line` : 'system line');
      return;
    }
    const key =
      own(value, 'compactMetadata') === undefined ? 'compact_metadata' : 'compactMetadata';
    const meta = own(value, key);
    const event: Compact = { type: 'compact' };
    if (isRecord(meta)) {
      const trigger = own(meta, 'trigger');
      const pre = own(meta, 'preTokens') ?? own(meta, 'pre_tokens');
      if (typeof trigger === 'string') event.trigger = trigger;
      if (typeof pre === 'number' && Number.isFinite(pre) && pre >= 0) event.preTokens = pre;
      const carriedKey =
        own(meta, 'preCompactDiscoveredTools') === undefined
          ? 'pre_compact_discovered_tools'
          : 'preCompactDiscoveredTools';
      const carried = own(meta, carriedKey);
      if (Array.isArray(carried) && carried.every((name) => typeof name === 'string')) {
        event.carried = carried.map((name) => this.resolve(name).name);
      } else if (carried !== undefined) {
        this.log.fail(
          at(at(base, key), carriedKey),
          `expected an array of tool names, found ${describeValue(carried)}`,
        );
      }
    } else if (meta !== undefined) {
      this.log.fail(
        at(base, key),
        `expected an object {"trigger", "preTokens"}, found ${describeValue(meta)}`,
      );
    }
    const thread = this.#thread(value, line);
    const before = new Set(this.#loaded.get(thread.key));
    this.#compacted.set(thread.key, { event, before, since: new Set() });
    thread.steps.push({ kind: 'event', event, call: false, time: readTime(value, base, this.log) });
  }
}

/** The tool_result block answering `id` in a line's message, and its place. */
const resultBlock = (value: Record<string, unknown>, id: string) => {
  const message = own(value, 'message');
  const content = isRecord(message) ? own(message, 'content') : undefined;
  if (!Array.isArray(content)) return undefined;
  const index = content.findIndex(
    (block) =>
      isRecord(block) && own(block, 'type') === 'tool_result' && own(block, 'tool_use_id') === id,
  );
  const block = content[index];
  if (!isRecord(block)) return undefined;
  return { block, place: (base: string) => at(at(at(base, 'message'), 'content'), index) };
};
