import { describe, expect, it } from 'vitest';
import { transcriptFixture } from '../../../test/fixtures/transcripts/fixtures';
import { importConversation } from './importConversation';

/** OpenAI Responses logs: input and output item arrays, bare item arrays, JSON Lines. */

const imported = (text: string) => {
  const result = importConversation(text);
  if (!result.ok) throw new Error(result.errors.join('\n'));
  expect(result.format).toBe('openai-responses');
  return result;
};

describe('OpenAI Responses', () => {
  it('reads messages, function calls and their outputs from input then output', () => {
    const result = imported(transcriptFixture('openai-responses.json'));
    // The response's created_at (seconds) is the time of its items.
    expect(result.transcript.turns).toEqual([
      {
        at: '2026-01-01T10:00:00Z',
        events: [
          { type: 'user', text: 'Merge the two quarterly reports into one PDF.' },
          {
            type: 'search',
            query: 'merge pdf',
            entities: ['pdf'],
            menu: '1. merge_pdfs: Merge several PDF files into one.',
          },
          { type: 'activate', names: ['merge_pdfs'] },
          { type: 'call', name: 'merge_pdfs', args: { files: ['q1.pdf', 'q2.pdf'] } },
          { type: 'assistant', text: 'Done: merged.pdf.' },
        ],
      },
      {
        at: '2026-01-01T10:00:00Z',
        events: [
          { type: 'user', text: 'Read its first page.' },
          { type: 'call', name: 'read_pdf', args: { path: 'merged.pdf', pages: '1' } },
        ],
      },
    ]);
    expect(result.notes).toEqual([
      'Skipped what the timeline has no event for: 1 developer message, 1 reasoning item, 1 web_search_call item.',
    ]);
  });

  it('reads a string input, a bare item array, and JSON Lines of items', () => {
    const request = imported(
      JSON.stringify({
        input: 'list my repositories',
        output: [
          {
            type: 'function_call',
            call_id: 'c',
            name: 'search_repositories',
            arguments: '{"query":"user:me"}',
          },
        ],
      }),
    );
    expect(request.transcript.turns[0]?.events).toEqual([
      { type: 'user', text: 'list my repositories' },
      { type: 'call', name: 'search_repositories', args: { query: 'user:me' } },
    ]);
    const items = [
      { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'hi' }] },
      { type: 'function_call', call_id: 'a', name: 'activate_tool', arguments: '{"name":"x"}' },
      { type: 'function_call_output', call_id: 'a', output: 'ok' },
    ];
    const bare = imported(JSON.stringify(items));
    const lines = imported(items.map((item) => JSON.stringify(item)).join('\n'));
    expect(lines.shape).toBe('jsonl');
    for (const result of [bare, lines]) {
      expect(result.transcript.turns[0]?.events).toEqual([
        { type: 'user', text: 'hi' },
        // A lone `name` is read as one name.
        { type: 'activate', names: ['x'] },
      ]);
    }
  });

  it('reads an mcp_call as a call with its output', () => {
    const result = imported(
      JSON.stringify({
        output: [
          {
            type: 'mcp_call',
            id: 'mcp_1',
            server_label: 'tools',
            name: 'search_tools',
            arguments: '{"query":"issues"}',
            output: '1. list_issues',
          },
        ],
      }),
    );
    expect(result.transcript.turns[0]?.events).toEqual([
      { type: 'search', query: 'issues', menu: '1. list_issues' },
    ]);
  });

  it('names the item and the field of every problem', () => {
    const result = importConversation(transcriptFixture('openai-responses-malformed.json'), {
      source: 'resp.json',
    });
    expect(!result.ok && result.errors).toEqual([
      'toollens: resp.json: input[1].arguments: not valid JSON (line 1, column 24: expected a property name in double quotes (found "}"); JSON does not allow a trailing comma)',
      'toollens: resp.json: input[2].call_id: expected the call_id of a function_call, found nothing',
      'toollens: resp.json: input[3].content[0].text: expected a string, found nothing',
      'toollens: resp.json: input[4]: expected an item {"type", …}, found the number 42',
      'toollens: resp.json: output: expected an array of items, found an object with keys "type"',
    ]);
  });
});
