import { describe, expect, it } from 'vitest';
import { type Catalog, makeTool } from '../../catalog/types';
import { replay } from '../replay';
import { importConversation } from './importConversation';

/**
 * The Claude API's tool search and a client-side search in Anthropic Messages logs. The blocks
 * are written by hand from anthropics/anthropic-sdk-typescript
 * `src/resources/beta/messages/messages.ts` (commit 5afe64399d97f3cf3e62ab56ebed5ee757debf43 as
 * stored: `BetaServerToolUseBlock`, `BetaToolSearchToolResultBlock`,
 * `BetaToolSearchToolResultError`, `BetaToolSearchToolSearchResultBlock`,
 * `BetaToolReferenceBlock`), and the `tool_reference` content of a client tool's result from the
 * same file's `BetaToolResultBlockParam`. No real session is used.
 */

const CATALOG_NAMES = ['create_issue', 'list_issues', 'read_pdf'];

const serverSearch = (references: unknown) => [
  { role: 'user', content: 'open an issue for the crash' },
  {
    role: 'assistant',
    content: [
      { type: 'text', text: 'Let me find the issue tools.' },
      {
        type: 'server_tool_use',
        id: 'srvtoolu_01',
        name: 'tool_search_tool_regex',
        input: { pattern: '(?i)issue' },
      },
      { type: 'tool_search_tool_result', tool_use_id: 'srvtoolu_01', content: references },
      { type: 'tool_use', id: 'toolu_01', name: 'create_issue', input: { title: 'Crash' } },
    ],
  },
];

const found = (...names: string[]) => ({
  type: 'tool_search_tool_search_result',
  tool_references: names.map((tool_name) => ({ type: 'tool_reference', tool_name })),
});

/** `null`: no catalog is known. */
const read = (messages: unknown, catalogNames: string[] | null = CATALOG_NAMES) => {
  const result = importConversation(JSON.stringify({ messages }), {
    format: 'anthropic',
    source: 'log.json',
    ...(catalogNames ? { catalogNames } : {}),
  });
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result;
};

const errorsOf = (text: string, source: string) => {
  const result = importConversation(text, { source });
  return result.ok ? [] : result.errors;
};

describe('the Claude API tool search in a Messages log', () => {
  it('makes a server_tool_use and its result one discover event, with the names mapped', () => {
    const result = read(
      serverSearch(found('create_issue', 'mcp__github__list_issues', 'mcp__jira__make_ticket')),
    );
    expect(result.transcript.turns[0]?.events).toEqual([
      { type: 'user', text: 'open an issue for the crash' },
      { type: 'assistant', text: 'Let me find the issue tools.' },
      {
        type: 'discover',
        via: 'tool_search_tool_regex',
        query: '(?i)issue',
        form: 'pattern',
        returned: ['create_issue', 'list_issues', 'mcp__jira__make_ticket'],
        loaded: ['create_issue', 'list_issues'],
        unknown: ['mcp__jira__make_ticket'],
      },
      { type: 'call', name: 'create_issue', args: { title: 'Crash' } },
    ]);
    // Nothing of the search is skipped any more.
    expect(result.notes.join(' ')).not.toContain('server_tool_use');
    expect(result.notes).toContain(
      '1 tool the log calls, activates or loads is not in the catalog: "mcp__jira__make_ticket". They are kept, and the timeline marks them.',
    );
  });

  it('reads a bm25 query as a search, and a failed search as an error that loaded nothing', () => {
    const [user, assistant] = serverSearch({
      type: 'tool_search_tool_result_error',
      error_code: 'invalid_tool_input',
      error_message: null,
    });
    const content = (assistant as { content: Record<string, unknown>[] }).content;
    content[1] = { ...content[1], name: 'tool_search_tool_bm25', input: { query: 'open issue' } };
    const events = read([user, { role: 'assistant', content: content.slice(0, 3) }]).transcript
      .turns[0]?.events;
    expect(events?.[2]).toEqual({
      type: 'discover',
      via: 'tool_search_tool_bm25',
      query: 'open issue',
      form: 'search',
      returned: [],
      loaded: [],
      error: 'invalid_tool_input',
    });
  });

  it('takes every name as loaded when no catalog is known', () => {
    const events = read(serverSearch(found('mcp__github__list_issues')), null).transcript.turns[0]
      ?.events;
    expect(events?.[2]).toMatchObject({ loaded: ['mcp__github__list_issues'] });
  });

  it('loads what the search found into the replayed working set', () => {
    const catalog: Catalog = {
      format: 'toollens',
      ontology: { concepts: [] },
      tools: CATALOG_NAMES.map((name) => makeTool({ name, description: `${name}.` })),
    };
    const { transcript } = read(serverSearch(found('create_issue', 'list_issues')));
    const [turn] = replay(transcript, { catalog }).turns;
    expect(turn?.workingSet).toEqual(['create_issue', 'list_issues']);
    expect(turn?.rejected).toEqual([]);
  });

  it('names the line and field of a malformed search result in JSON Lines', () => {
    const lines = [
      { role: 'user', content: 'find' },
      {
        role: 'assistant',
        content: [
          { type: 'server_tool_use', id: 's1', name: 'tool_search_tool_regex', input: {} },
          { type: 'tool_search_tool_result', tool_use_id: 's1', content: { type: 'weird' } },
          {
            type: 'tool_search_tool_result',
            tool_use_id: 's1',
            content: { type: 'tool_search_tool_search_result', tool_references: [{}] },
          },
          {
            type: 'tool_search_tool_result',
            tool_use_id: 's1',
            content: { type: 'tool_search_tool_result_error' },
          },
        ],
      },
    ];
    expect(errorsOf(lines.map((line) => JSON.stringify(line)).join('\n'), 'a.jsonl')).toEqual([
      'toollens: a.jsonl: line 2: content[0].input.pattern: expected the tool_search_tool_regex pattern, a string, found nothing',
      'toollens: a.jsonl: line 2: content[1].content.type: expected a "tool_search_tool_search_result" or "tool_search_tool_result_error" object, found the string "weird"',
      'toollens: a.jsonl: line 2: content[2].content.tool_references[0].tool_name: expected a tool name, found nothing',
      'toollens: a.jsonl: line 2: content[3].content.error_code: expected an error code, found nothing',
    ]);
  });
});

describe('a client-side search in a Messages log', () => {
  it('makes a tool whose result holds tool_reference blocks one discover event', () => {
    const result = read([
      { role: 'user', content: 'file it' },
      {
        role: 'assistant',
        content: [
          {
            type: 'tool_use',
            id: 'toolu_01',
            name: 'ToolSearch',
            input: { query: 'select:mcp__github__create_issue', max_results: 5 },
          },
        ],
      },
      {
        role: 'user',
        content: [
          {
            type: 'tool_result',
            tool_use_id: 'toolu_01',
            content: [{ type: 'tool_reference', tool_name: 'mcp__github__create_issue' }],
          },
        ],
      },
      {
        role: 'assistant',
        content: [{ type: 'tool_use', id: 'toolu_02', name: 'create_issue', input: {} }],
      },
    ]);
    expect(result.transcript.turns.map((turn) => turn.events)).toEqual([
      [
        { type: 'user', text: 'file it' },
        {
          type: 'discover',
          via: 'ToolSearch',
          query: 'select:mcp__github__create_issue',
          form: 'select',
          returned: ['create_issue'],
          loaded: ['create_issue'],
        },
        { type: 'call', name: 'create_issue', args: {} },
      ],
    ]);
    // The search tool is not a tool the catalog lacks: it is the agent's own.
    expect(result.notes.join(' ')).not.toContain('not in the catalog');
  });

  it('keeps an ordinary tool result, with no references, a call', () => {
    const events = read([
      { role: 'user', content: 'x' },
      {
        role: 'assistant',
        content: [{ type: 'tool_use', id: 't', name: 'read_pdf', input: {} }],
      },
      { role: 'user', content: [{ type: 'tool_result', tool_use_id: 't', content: 'text' }] },
    ]).transcript.turns[0]?.events;
    expect(events?.[1]).toEqual({ type: 'call', name: 'read_pdf', args: {} });
  });
});
