import { describe, expect, it } from 'vitest';
import { transcriptFixture } from '../../../test/fixtures/transcripts/fixtures';
import { importConversation } from './importConversation';

/** OpenAI Chat Completions logs: request bodies, bare arrays, JSON Lines with responses. */

const imported = (text: string) => {
  const result = importConversation(text);
  if (!result.ok) throw new Error(result.errors.join('\n'));
  expect(result.format).toBe('openai-chat');
  return result;
};

describe('OpenAI Chat Completions', () => {
  it('reads tool_calls (arguments a JSON string) and tool results, turn by turn', () => {
    const result = imported(transcriptFixture('openai-chat.json'));
    expect(result.transcript.turns).toEqual([
      {
        at: '2026-01-01T10:00:00Z',
        events: [
          { type: 'user', text: 'Merge the two quarterly reports into one PDF.' },
          {
            type: 'search',
            query: 'merge pdf',
            capabilities: ['pdf'],
            domains: ['documents'],
            menu: '1. merge_pdfs: Merge several PDF files into one.',
          },
          { type: 'activate', names: ['merge_pdfs'] },
          { type: 'call', name: 'merge_pdfs', args: { files: ['q1.pdf', 'q2.pdf'] } },
          { type: 'assistant', text: 'Done: merged.pdf has both reports.' },
        ],
      },
      {
        at: '2026-01-01T10:01:00Z',
        events: [
          { type: 'user', text: 'Read its first page.' },
          { type: 'assistant', text: 'Reading it.' },
          // Empty arguments are no arguments.
          { type: 'call', name: 'read_pdf', args: {} },
        ],
      },
    ]);
    expect(result.notes).toEqual([
      'The log has no timestamps, so the turns are given synthetic times a minute apart from 2026-01-01T10:00:00Z.',
      'Skipped what the timeline has no event for: 1 system message, 1 image_url part.',
    ]);
  });

  it('reads JSON Lines of messages and chat.completion responses, `created` in seconds', () => {
    const result = imported(transcriptFixture('openai-chat-responses.jsonl'));
    expect(result.shape).toBe('jsonl');
    expect(result.transcript.turns.map((turn) => turn.at)).toEqual([
      '2026-01-01T10:00:00Z',
      '2026-01-01T10:01:40Z',
    ]);
    expect(result.transcript.turns[0]?.events).toEqual([
      { type: 'user', text: 'What is the weather in Oslo?' },
      { type: 'call', name: 'get_weather', args: { city: 'Oslo' } },
      { type: 'assistant', text: 'It is -3°C and snowing in Oslo.' },
    ]);
  });

  it('reads the legacy function_call and role "function"', () => {
    const result = imported(
      JSON.stringify([
        { role: 'user', content: 'find a pdf tool' },
        {
          role: 'assistant',
          content: null,
          function_call: { name: 'search_tools', arguments: '{"query":"pdf"}' },
        },
        { role: 'function', name: 'search_tools', content: '1. read_pdf' },
      ]),
    );
    expect(result.transcript.turns[0]?.events[1]).toEqual({
      type: 'search',
      query: 'pdf',
      menu: '1. read_pdf',
    });
  });

  it('names the message, the call and the field of every problem', () => {
    const result = importConversation(transcriptFixture('openai-chat-malformed.json'), {
      source: 'chat.json',
    });
    expect(!result.ok && result.errors).toEqual([
      'toollens: chat.json: [1].tool_calls[0].function.arguments: not valid JSON (line 1, column 23: expected a property name in double quotes (found end of input))',
      'toollens: chat.json: [1].tool_calls[1].function.arguments: expected a JSON object, found an array',
      'toollens: chat.json: [1].tool_calls[2].function.name: expected a tool name, found nothing',
      'toollens: chat.json: [2].tool_call_id: expected the id of a tool call, found nothing',
      'toollens: chat.json: [3].role: expected one of "system", "developer", "user", "assistant", "tool", "function", found the string "robot"',
    ]);
    expect(!result.ok && result.format).toBe('openai-chat');
  });

  it('in a request body, errors start at messages[i]', () => {
    const result = importConversation(
      JSON.stringify({
        messages: [
          { role: 'user', content: 'x' },
          { role: 'assistant', tool_calls: [{ id: 'c', type: 'function', function: 'read' }] },
        ],
      }),
    );
    expect(!result.ok && result.errors).toEqual([
      'toollens: messages[1].tool_calls[0].function: expected {"name", "arguments"}, found the string "read"',
    ]);
  });
});
