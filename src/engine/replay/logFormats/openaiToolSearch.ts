import { describeValue, isRecord, own } from '../../catalog/core';
import { askedLimit } from './discover';
import { OPENAI_TOOL_SEARCH } from './discoveryTools';
import { at, type Log, readArguments, type Step } from './steps';

/**
 * OpenAI Responses' tool search, as openai/openai-node types it
 * (`src/resources/responses/responses.ts`: `ResponseToolSearchCall` `{id, arguments, call_id:
 * string | null, execution: "server" | "client", status}` and `ResponseToolSearchOutputItem`
 * `{id, call_id, execution, status, tools: Array<Tool>}`). The tools it returns are loaded: a
 * `function` by its `name`, a `namespace`'s functions as `<namespace>.<name>` (the catalog
 * mapping reads Codex's `mcp__<server>` namespaces). A hosted search's items carry no
 * `call_id`: its output answers the latest search before it.
 */

/** The id pairing a hosted search (call_id null) with its output. */
const HOSTED = '(hosted tool_search)';

const pairId = (item: Record<string, unknown>, place: string, log: Log): string | undefined => {
  const id = own(item, 'call_id');
  if (id === undefined || id === null) return HOSTED;
  if (typeof id === 'string') return id;
  log.fail(at(place, 'call_id'), `expected a string or null, found ${describeValue(id)}`);
  return undefined;
};

export const responsesToolSearchCall = (
  item: Record<string, unknown>,
  place: string,
  log: Log,
  time: number | undefined,
): Step | undefined => {
  const id = pairId(item, place, log);
  const input = readArguments(own(item, 'arguments') ?? {}, at(place, 'arguments'), log);
  if (id === undefined || input === undefined) return undefined;
  // The hosted search's arguments are `{query}`; a client search's are the developer's own.
  const query = own(input, 'query');
  // Kept for the recorded-search check: the count asked for, and where the search ran.
  const limit = askedLimit(own(input, 'limit'));
  const execution = own(item, 'execution');
  return {
    kind: 'search-call',
    via: OPENAI_TOOL_SEARCH,
    query: typeof query === 'string' ? query : JSON.stringify(input),
    form: 'search',
    id,
    time,
    ...(limit === undefined ? {} : { limit }),
    ...(execution === 'server' || execution === 'client' ? { execution } : {}),
  };
};

/** The callable names a returned tool brings: a function's, or a namespace's functions'. */
const toolNames = (tool: unknown, place: string, log: Log): string[] => {
  if (!isRecord(tool)) {
    log.fail(place, `expected a tool object, found ${describeValue(tool)}`);
    return [];
  }
  const name = own(tool, 'name');
  const type = own(tool, 'type');
  if (type === 'namespace') {
    const inner = own(tool, 'tools');
    if (typeof name !== 'string' || !Array.isArray(inner)) {
      log.fail(place, 'expected a namespace {"name", "tools": […]}');
      return [];
    }
    return inner.flatMap((each, index) =>
      toolNames(each, at(at(place, 'tools'), index), log).map((child) => `${name}.${child}`),
    );
  }
  if (typeof name === 'string' && name.trim() !== '') return [name];
  // An MCP server or a hosted tool loads no name the catalog could hold.
  if (typeof type === 'string' && type !== 'function') return [];
  log.fail(at(place, 'name'), `expected a tool name, found ${describeValue(name)}`);
  return [];
};

export const responsesToolSearchOutput = (
  item: Record<string, unknown>,
  place: string,
  log: Log,
  time: number | undefined,
): Step | undefined => {
  const id = pairId(item, place, log);
  const tools = own(item, 'tools');
  if (!Array.isArray(tools)) {
    log.fail(at(place, 'tools'), `expected an array of tools, found ${describeValue(tools)}`);
    return undefined;
  }
  const names = tools.flatMap((tool, index) => toolNames(tool, at(at(place, 'tools'), index), log));
  return id === undefined ? undefined : { kind: 'references', id, names, time };
};
