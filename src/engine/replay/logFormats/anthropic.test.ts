import { describe, expect, it } from 'vitest';
import { transcriptFixture } from '../../../test/fixtures/transcripts/fixtures';
import { readTranscript } from '../readTranscript';
import type { Transcript, TranscriptEvent } from '../transcript';
import { importConversation } from './importConversation';

/** Anthropic Messages logs: request bodies, bare arrays, JSON Lines of messages and responses. */

const imported = (text: string, options = {}) => {
  const result = importConversation(text, { format: 'anthropic', ...options });
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result;
};

const errorsOf = (text: string, source = 'log.json') => {
  const result = importConversation(text, { source });
  return result.ok ? [] : result.errors;
};

/** A turn's events in brief: `search merge pdf`, `activate a,b`, `call x`, `discover v q → a`, `user: …`. */
const brief = (transcript: Transcript) =>
  transcript.turns.map((turn) =>
    turn.events.map((event: TranscriptEvent) => {
      switch (event.type) {
        case 'search':
          return `search ${event.query}`;
        case 'activate':
          return `activate ${event.names.join(',')}`;
        case 'call':
          return `call ${event.name}`;
        case 'discover':
          return `discover ${event.via} ${event.query} → ${event.loaded.join(',')}`;
        case 'compact':
          return 'compact';
        default:
          return `${event.type}: ${event.text}`;
      }
    }),
  );

describe('Anthropic Messages', () => {
  it('reads the six-turn GitHub conversation: a user message starts each turn', () => {
    const result = importConversation(transcriptFixture('github-triage.anthropic.json'), {
      name: 'github-triage',
    });
    expect(result.ok && [result.format, result.shape, result.detected]).toEqual([
      'anthropic',
      'json',
      true,
    ]);
    if (!result.ok) return;
    const { transcript } = result;
    expect(transcript.turns).toHaveLength(6);
    expect(transcript.turns.map((turn) => turn.at)).toEqual([
      '2026-01-01T10:00:00Z',
      '2026-01-01T10:01:00Z',
      '2026-01-01T10:02:00Z',
      '2026-01-01T10:03:00Z',
      '2026-01-01T10:04:00Z',
      '2026-01-01T10:05:00Z',
    ]);
    const events = brief(transcript);
    expect(events[0]).toEqual([
      'user: Find the most starred TypeScript MCP server repositories on GitHub.',
      "assistant: I'll look for a tool that searches GitHub repositories.",
      'search search repositories by stars and language',
      'activate search_repositories',
      'call search_repositories',
      expect.stringMatching(/^assistant: The most starred/),
    ]);
    // The call to a tool the catalog lacks, and the activation of an unknown name, are kept.
    expect(events[4]).toContain('call run_shell_command');
    expect(events[5]?.slice(1, 4)).toEqual([
      'activate get_pull_request',
      'activate pull_request_read',
      'call pull_request_read',
    ]);
    expect(result.notes).toContainEqual(
      expect.stringMatching(/^The log has no timestamps, so the turns are given synthetic times/),
    );
    expect(transcript.description).toBe(
      'Imported from Anthropic Messages: 6 turns, 15 tool calls.',
    );
    // What comes out is a transcript toollens' own reader accepts as it is.
    expect(readTranscript(JSON.parse(JSON.stringify(transcript)))).toEqual({
      ok: true,
      transcript,
    });
  });

  it("keeps a search's query, filters and recorded menu, and a call's arguments", () => {
    const { transcript } = imported(transcriptFixture('github-triage.anthropic.json'));
    const [first] = transcript.turns;
    expect(first?.events[2]).toEqual({
      type: 'search',
      query: 'search repositories by stars and language',
      menu: expect.stringContaining('1. search_repositories: Find GitHub repositories'),
    });
    expect(first?.events[4]).toEqual({
      type: 'call',
      name: 'search_repositories',
      args: { query: 'mcp server language:TypeScript', sort: 'stars', order: 'desc', perPage: 3 },
    });
  });

  it('reads JSON Lines of messages, API responses and wrapped lines, with their timestamps', () => {
    const result = imported(transcriptFixture('anthropic-lines.jsonl'));
    expect(result.shape).toBe('jsonl');
    expect(result.transcript.turns.map((turn) => turn.at)).toEqual([
      '2026-03-02T09:15:00Z',
      '2026-03-02T09:21:30.250Z',
    ]);
    expect(brief(result.transcript)).toEqual([
      [
        'user: Merge the two quarterly reports into one PDF.',
        'assistant: Let me find a PDF tool.',
        'search merge pdf',
        'activate merge_pdfs',
        'call merge_pdfs',
        'assistant: Done: h1.pdf has both reports.',
      ],
      ['user: Now read the first page back to me.', 'activate read_pdf', 'call read_pdf'],
    ]);
    expect(result.transcript.turns[0]?.events[2]).toEqual({
      type: 'search',
      query: 'merge pdf',
      capabilities: ['pdf'],
      menu: '1. merge_pdfs: Merge several PDF files into one.',
    });
    expect(result.notes).toEqual([
      'Skipped what the timeline has no event for: 1 thinking block, 1 "summary" entry.',
    ]);
  });

  it('reads a bare array, string content, and a lone API response', () => {
    const bare = imported(
      JSON.stringify([
        { role: 'user', content: 'hi' },
        { role: 'assistant', content: 'hello' },
      ]),
    );
    expect(brief(bare.transcript)).toEqual([['user: hi', 'assistant: hello']]);
    const response = imported(
      JSON.stringify({
        id: 'msg_1',
        type: 'message',
        role: 'assistant',
        content: [{ type: 'tool_use', id: 't', name: 'read_pdf', input: { path: 'a.pdf' } }],
        stop_reason: 'tool_use',
      }),
    );
    // Before any user message: a turn of its own.
    expect(brief(response.transcript)).toEqual([['call read_pdf']]);
  });

  it('a user message of tool results only goes on with the turn; one with text starts one', () => {
    const { transcript } = imported(
      JSON.stringify({
        messages: [
          { role: 'user', content: 'one' },
          {
            role: 'assistant',
            content: [{ type: 'tool_use', id: 'a', name: 'read_pdf', input: {} }],
          },
          { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'a', content: 'ok' }] },
          {
            role: 'assistant',
            content: [{ type: 'tool_use', id: 'b', name: 'read_json', input: {} }],
          },
          {
            role: 'user',
            content: [
              { type: 'tool_result', tool_use_id: 'b', content: 'ok' },
              { type: 'text', text: 'two' },
            ],
          },
        ],
      }),
    );
    expect(brief(transcript)).toEqual([
      ['user: one', 'call read_pdf', 'call read_json'],
      ['user: two'],
    ]);
  });

  it('names the message, the block and the field of every problem', () => {
    expect(errorsOf(transcriptFixture('anthropic-malformed.json'), 'bad.json')).toEqual([
      'toollens: bad.json: messages[3].content[1].input: expected an object, found the string "owner=github"',
      'toollens: bad.json: messages[4].role: expected "user" or "assistant", found the string "model"',
      'toollens: bad.json: messages[5].content[0].name: expected a tool name, found nothing',
      'toollens: bad.json: messages[5].content[1].type: expected a block type such as "text" or "tool_use", found nothing',
    ]);
  });

  it('names the line and column of a JSON Lines syntax error', () => {
    expect(errorsOf(transcriptFixture('anthropic-malformed.jsonl'), 'bad.jsonl')).toEqual([
      'toollens: bad.jsonl: line 3, column 99: expected a property name in double quotes (found "}"); JSON does not allow a trailing comma',
    ]);
  });

  it('names the line and field of a bad discovery call in JSON Lines', () => {
    const lines = [
      { role: 'user', content: 'find' },
      {
        role: 'assistant',
        content: [{ type: 'tool_use', id: 'x', name: 'search_tools', input: { q: 'pdf' } }],
      },
      {
        role: 'assistant',
        content: [{ type: 'tool_use', id: 'y', name: 'activate_tool', input: { names: 3 } }],
      },
    ];
    expect(errorsOf(lines.map((line) => JSON.stringify(line)).join('\n'), 'a.jsonl')).toEqual([
      'toollens: a.jsonl: line 2: content[0].input.query: expected the search text, a string, found nothing',
      'toollens: a.jsonl: line 3: content[0].input.names: expected an array of tool names, found the number 3',
    ]);
  });
});
