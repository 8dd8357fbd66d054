import { describe, expect, it } from 'vitest';
import { importConversation } from './importConversation';

/**
 * OpenAI Responses' tool search items, written by hand from openai/openai-node
 * `src/resources/responses/responses.ts` (commit 5a1325ccd3a0aaced18b5030b8ae85810b3bd9e5 as
 * stored: `ResponseToolSearchCall`, `ResponseToolSearchOutputItem`, and `FunctionTool` for the
 * returned tools). The namespace form of a returned tool (`{type: "namespace", name, tools}`)
 * follows the Responses "Tool search" guide; no real session is used.
 */

const CATALOG_NAMES = ['create_issue', 'list_issues', 'read_guide'];

const read = (items: unknown[], source = 'log.json') => {
  const result = importConversation(JSON.stringify(items), {
    source,
    catalogNames: CATALOG_NAMES,
  });
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result;
};

const fn = (name: string) => ({ type: 'function', name, parameters: { type: 'object' } });

describe('OpenAI Responses tool_search items', () => {
  it('detects the format and makes a hosted search and its output one discover event', () => {
    const result = read([
      { type: 'message', role: 'user', content: 'deploy it' },
      {
        type: 'tool_search_call',
        id: 'ts_1',
        call_id: null,
        execution: 'server',
        status: 'completed',
        arguments: { query: 'deployment guide' },
      },
      {
        type: 'tool_search_output',
        id: 'tso_1',
        call_id: null,
        execution: 'server',
        status: 'completed',
        tools: [
          fn('read_guide'),
          { type: 'namespace', name: 'mcp__github', tools: [fn('create_issue'), fn('close_pr')] },
        ],
      },
      {
        type: 'function_call',
        call_id: 'c1',
        name: 'read_guide',
        arguments: '{"path":"deploy.md"}',
      },
    ]);
    expect(result.format).toBe('openai-responses');
    expect(result.transcript.turns[0]?.events).toEqual([
      { type: 'user', text: 'deploy it' },
      {
        type: 'discover',
        via: 'tool_search',
        query: 'deployment guide',
        form: 'search',
        returned: ['read_guide', 'create_issue', 'mcp__github.close_pr'],
        loaded: ['read_guide', 'create_issue'],
        unknown: ['mcp__github.close_pr'],
        execution: 'server',
      },
      { type: 'call', name: 'read_guide', args: { path: 'deploy.md' } },
    ]);
    expect(result.notes.join(' ')).not.toContain('tool_search');
  });

  it('pairs a client search with its output by call_id, and hosted ones in order', () => {
    const search = (call_id: string | null, query: string) => ({
      type: 'tool_search_call',
      call_id,
      execution: call_id === null ? 'server' : 'client',
      arguments: JSON.stringify({ query }),
    });
    const output = (call_id: string | null, names: string[]) => ({
      type: 'tool_search_output',
      call_id,
      tools: names.map(fn),
    });
    const events = read([
      { role: 'user', content: 'x' },
      search('c1', 'issues'),
      search(null, 'guide'),
      output(null, ['read_guide']),
      search(null, 'list'),
      output(null, ['list_issues']),
      output('c1', ['create_issue']),
    ]).transcript.turns[0]?.events;
    expect(events?.slice(1).map((e) => (e.type === 'discover' ? [e.query, e.loaded] : e))).toEqual([
      ['issues', ['create_issue']],
      ['guide', ['read_guide']],
      ['list', ['list_issues']],
    ]);
  });

  it('names the item and field of a malformed search item', () => {
    const result = importConversation(
      JSON.stringify([
        { role: 'user', content: 'x' },
        { type: 'tool_search_call', call_id: 3, arguments: {} },
        { type: 'tool_search_output', call_id: null, tools: 'all' },
        { type: 'tool_search_output', call_id: null, tools: [{ type: 'function' }] },
      ]),
      { source: 'bad.json' },
    );
    expect(result.ok ? [] : result.errors).toEqual([
      'toollens: bad.json: [1].call_id: expected a string or null, found the number 3',
      'toollens: bad.json: [2].tools: expected an array of tools, found the string "all"',
      'toollens: bad.json: [3].tools[0].name: expected a tool name, found nothing',
    ]);
  });
});
