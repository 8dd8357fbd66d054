import { isSelectQuery } from '../../../agents/core';
import { describeValue, isRecord, own } from '../../../catalog/core';
import type { TranscriptEvent } from '../../transcript';
import { askedLimit } from '../discover';
import { CLAUDE_CODE_TOOL_SEARCH } from '../discoveryTools';
import { at, joinTexts, type Log } from '../steps';
import type { NameResolver } from './names';

/**
 * Claude Code's ToolSearch as one `discover` event. Read from the reconstruction
 * stephanoskomnenos/claude-code-clean @ 1bcfe6b7d3a06ed8248eeb617f049e945b337ba5,
 * src/tools/ToolSearchTool/ToolSearchTool.ts: the input is `{query, max_results}`; `select:A,B`
 * names tools, anything else is a keyword search; the result is a tool_result whose content is
 * one `{type: "tool_reference", tool_name}` block per match, or the text "No matching deferred
 * tools found"; the structured answer (`toolUseResult` in a session file, `tool_use_result` in
 * the Agent SDK's stream-json) is `{matches, query, total_deferred_tools}`. A referenced tool is
 * callable from then on, so what was returned is what was loaded.
 */

export type Discover = Extract<TranscriptEvent, { type: 'discover' }>;

/** The event of a ToolSearch call, filled in when its result comes; undefined on a bad input. */
export const discoverEvent = (
  input: Record<string, unknown>,
  place: string,
  log: Log,
): Discover | undefined => {
  const query = own(input, 'query');
  if (typeof query !== 'string') {
    log.fail(
      at(place, 'query'),
      `expected the ToolSearch query, a string, found ${describeValue(query)}`,
    );
    return undefined;
  }
  const form = isSelectQuery(query) ? 'select' : 'search';
  const event: Discover = {
    type: 'discover',
    via: CLAUDE_CODE_TOOL_SEARCH,
    query,
    form,
    returned: [],
    loaded: [],
  };
  // Kept for the recorded-search check, which cuts the emulator's answer where the call did.
  const limit = askedLimit(own(input, 'max_results'));
  if (limit !== undefined) event.limit = limit;
  return event;
};

/** The names of a result's tool_reference blocks; undefined when it has none. */
const referenced = (content: unknown, place: string, log: Log): string[] | undefined => {
  if (!Array.isArray(content)) return undefined;
  const names: string[] = [];
  content.forEach((block, index) => {
    if (!isRecord(block) || own(block, 'type') !== 'tool_reference') return;
    const name = own(block, 'tool_name');
    if (typeof name === 'string' && name !== '') names.push(name);
    else
      log.fail(
        at(at(place, index), 'tool_name'),
        `expected a tool name, found ${describeValue(name)}`,
      );
  });
  return names.length > 0 ? names : undefined;
};

/** The `matches` of ToolSearch's structured answer, when the line carries one. */
const matched = (structured: unknown, place: string, log: Log): string[] | undefined => {
  if (!isRecord(structured)) return undefined;
  const matches = own(structured, 'matches');
  if (matches === undefined) return undefined;
  if (Array.isArray(matches) && matches.every((name) => typeof name === 'string')) return matches;
  log.fail(
    at(place, 'matches'),
    `expected an array of tool names, found ${describeValue(matches)}`,
  );
  return undefined;
};

const errorText = (content: unknown): string => {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return 'error';
  const texts = content.flatMap((block) =>
    isRecord(block) && typeof own(block, 'text') === 'string' ? [own(block, 'text') as string] : [],
  );
  return joinTexts(texts) || 'error';
};

/**
 * Fills `event` from its tool_result block (at `place`) and the line's structured answer (at
 * `structuredPlace`): the references, else the matches; names mapped to the catalog's.
 */
export const fillDiscover = (
  event: Discover,
  block: Record<string, unknown>,
  place: string,
  structured: { value: unknown; place: string },
  resolve: NameResolver,
  log: Log,
): void => {
  const content = own(block, 'content');
  if (own(block, 'is_error') === true) {
    event.error = errorText(content);
    return;
  }
  const names =
    referenced(content, at(place, 'content'), log) ??
    matched(structured.value, structured.place, log) ??
    [];
  const unknown: string[] = [];
  for (const name of names) {
    const resolved = resolve(name);
    if (!resolved.known) unknown.push(name);
    else if (!event.returned.includes(resolved.name)) event.returned.push(resolved.name);
  }
  event.loaded = [...event.returned];
  if (unknown.length > 0) event.unknown = unknown;
};
