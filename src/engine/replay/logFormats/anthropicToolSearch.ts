import { describeValue, isRecord, own, quote } from '../../catalog/core';
import { CLAUDE_API_TOOL_SEARCH } from './discoveryTools';
import { at, type Log, readName, readString, type Step } from './steps';

/**
 * The Claude API's own tool search in a Messages log, as the SDK types it
 * (anthropics/anthropic-sdk-typescript `src/resources/beta/messages/messages.ts`:
 * `BetaServerToolUseBlock`, `BetaToolSearchToolResultBlock`, `BetaToolSearchToolResultError`,
 * `BetaToolSearchToolSearchResultBlock`, `BetaToolReferenceBlock`): a `server_tool_use` block
 * named `tool_search_tool_regex` (input `{pattern}`) or `tool_search_tool_bm25` (input
 * `{query}`), answered by a `tool_search_tool_result` whose `content` is
 * `{type: "tool_search_tool_search_result", tool_references: [{type: "tool_reference",
 * tool_name}]}` or `{type: "tool_search_tool_result_error", error_code, error_message}`.
 */

export const isToolSearch = (name: unknown): name is string =>
  typeof name === 'string' && Object.hasOwn(CLAUDE_API_TOOL_SEARCH, name);

export const claudeToolSearchCall = (
  block: Record<string, unknown>,
  place: string,
  log: Log,
  time: number | undefined,
): Step | undefined => {
  const via = own(block, 'name') as string;
  const { key, form } = CLAUDE_API_TOOL_SEARCH[via] ?? { key: 'query', form: 'search' };
  const id = own(block, 'id');
  if (id !== undefined && typeof id !== 'string') {
    log.fail(at(place, 'id'), `expected a string, found ${describeValue(id)}`);
    return undefined;
  }
  const input = own(block, 'input');
  if (!isRecord(input)) {
    log.fail(at(place, 'input'), `expected an object, found ${describeValue(input)}`);
    return undefined;
  }
  const query = readString(input, key, at(place, 'input'), log, `the ${via} ${key}, a string`);
  if (query === undefined) return undefined;
  return { kind: 'search-call', via, query, form, ...(id ? { id } : {}), time };
};

const RESULT_TYPES = ['tool_search_tool_search_result', 'tool_search_tool_result_error'];

export const claudeToolSearchResult = (
  block: Record<string, unknown>,
  place: string,
  log: Log,
  time: number | undefined,
): Step | undefined => {
  const id = readString(block, 'tool_use_id', place, log, 'the id of a server_tool_use');
  const content = own(block, 'content');
  const contentPlace = at(place, 'content');
  const type = isRecord(content) ? own(content, 'type') : undefined;
  if (!isRecord(content) || typeof type !== 'string' || !RESULT_TYPES.includes(type)) {
    const types = RESULT_TYPES.map(quote).join(' or ');
    log.fail(
      isRecord(content) ? at(contentPlace, 'type') : contentPlace,
      `expected a ${types} object, found ${describeValue(isRecord(content) ? type : content)}`,
    );
    return undefined;
  }
  if (type === 'tool_search_tool_result_error') {
    const code = readString(content, 'error_code', contentPlace, log, 'an error code');
    if (id === undefined || code === undefined) return undefined;
    return { kind: 'references', id, names: [], error: code, time };
  }
  const references = own(content, 'tool_references');
  const listPlace = at(contentPlace, 'tool_references');
  if (!Array.isArray(references)) {
    log.fail(
      listPlace,
      `expected an array of tool_reference blocks, found ${describeValue(references)}`,
    );
    return undefined;
  }
  const names: string[] = [];
  references.forEach((reference, index) => {
    if (!isRecord(reference)) {
      log.fail(
        at(listPlace, index),
        `expected a tool_reference block, found ${describeValue(reference)}`,
      );
      return;
    }
    const name = readName(reference, 'tool_name', at(listPlace, index), log);
    if (name !== undefined) names.push(name);
  });
  return id === undefined ? undefined : { kind: 'references', id, names, time };
};
