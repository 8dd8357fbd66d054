import { describe, expect, it } from 'vitest';
import { isToollensError } from '../../errors';
import { codexNamespace } from './names';
import {
  type CodexSearchEntry,
  CodexToolSearch,
  coalesceByNamespace,
  codexSearchEntry,
  TOOL_SEARCH_DEFAULT_LIMIT,
} from './toolSearch';

/**
 * Codex's `tool_search.rs` tests (openai/codex `codex-rs/core/src/tools/handlers/tool_search.rs` @
 * 01b752dc250fd2cf226cc4bfba91ea392b1b6342) that concern ranking and output, on the same
 * fixtures: the test helper `tool_info(server, tool, prefix)` is an MCP tool in `mcp__<server>`
 * described "<prefix> desktop tool". The cache test has nothing to rank and is not reproduced.
 */
const entry = (
  server: string,
  name: string,
  prefix: string,
  properties: Record<string, unknown> = {},
): CodexSearchEntry =>
  codexSearchEntry({
    serverName: server,
    callableNamespace: codexNamespace(server),
    callableName: name,
    pluginDisplayNames: [],
    tool: { name, description: `${prefix} desktop tool`, inputSchema: { properties } },
  });

/** The canonical names Codex's tests print: namespace.name, in output order. */
const canonicalNames = (result: ReturnType<CodexToolSearch['search']>) =>
  result.namespaces.flatMap((group) => group.tools.map((tool) => `${group.namespace}.${tool}`));

describe("Codex's tool_search tests", () => {
  it('mixed_search_results_coalesce_mcp_namespaces: a later hit joins its namespace', () => {
    const hits = [
      { namespace: 'mcp__calendar', name: 'create_event' },
      { namespace: 'codex_app', name: 'automation_update' },
      { namespace: 'mcp__calendar', name: 'list_events' },
    ];
    expect(coalesceByNamespace(hits)).toEqual([
      { namespace: 'mcp__calendar', tools: ['create_event', 'list_events'] },
      { namespace: 'codex_app', tools: ['automation_update'] },
    ]);
  });

  it('debug_search_returns_current_tool_search_output_and_truncation_metadata', () => {
    const entries = Array.from({ length: 10 }, (_, n) =>
      entry('calendar', `list_events_${n}`, 'Calendar events'),
    );
    const result = new CodexToolSearch(entries).search('Calendar events', 8);
    expect(result.matching).toBe(10);
    expect(result.limit).toBe(8);
    expect(result.truncated).toBe(true);
    expect(result.namespaces).toHaveLength(1);
    expect(canonicalNames(result)).toHaveLength(8);
    // All ten score the same: which eight Codex returns is arbitrary, and the result says so.
    expect(result.groups).toHaveLength(1);
    expect(result.groups[0]).toMatchObject({ rank: 1, returned: 8 });
    expect(result.groups[0]?.ids).toHaveLength(10);
    expect(result.orderFixed).toBe(false);
  });

  it('debug_search_recovers_named_tool_with_runtime_query', () => {
    const search = new CodexToolSearch([
      entry('calendar', 'list_events', 'Calendar events'),
      entry('openai_topics', 'list_topics', 'List OpenAI topics'),
    ]);
    const result = search.search('openai_topics list_topics', 8);
    expect(result.groups[0]).toMatchObject({ rank: 1, ids: [1] });
    expect(canonicalNames(result)[0]).toBe('mcp__openai_topics.list_topics');
  });

  it('debug_search_exposes_searchable_text_without_tool_arguments_or_results', () => {
    const search = new CodexToolSearch([
      entry('secrets', 'lookup', 'Lookup metadata', { api_token: { type: 'string' } }),
    ]);
    const first = search.search('api_token').groups[0]?.ids[0] ?? -1;
    expect(search.entries[first]?.searchText).toContain('api_token');
  });
});

describe("the handler's rules", () => {
  const search = new CodexToolSearch([entry('calendar', 'create_event', 'Create events')]);

  it('returns at most 8 tools when no limit is given', () => {
    expect(TOOL_SEARCH_DEFAULT_LIMIT).toBe(8);
    const many = new CodexToolSearch(
      Array.from({ length: 12 }, (_, n) => entry('s', `tool_${n}`, `widget number ${n}`)),
    );
    expect(many.search('widget').limit).toBe(8);
    expect(canonicalNames(many.search('widget'))).toHaveLength(8);
  });

  it('refuses an empty query and a zero limit, naming the value', () => {
    const refusal = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return isToollensError(error) ? error.message : 'not a refusal';
      }
      return 'no error';
    };
    expect(refusal(() => search.search(' \t'))).toBe(
      'codex tool_search: query must not be empty (got " \\t")',
    );
    expect(refusal(() => search.search('event', 0))).toBe(
      'codex tool_search: limit must be greater than zero (got 0)',
    );
  });

  it('trims the query and finds nothing in an empty catalog', () => {
    expect(search.search('  create  ').query).toBe('create');
    expect(new CodexToolSearch([]).search('create')).toMatchObject({ matching: 0, groups: [] });
  });
});
