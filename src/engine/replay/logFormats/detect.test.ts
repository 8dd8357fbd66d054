import { describe, expect, it } from 'vitest';
import { transcriptFixture } from '../../../test/fixtures/transcripts/fixtures';
import { detectLogFormat } from './detect';
import { importConversation } from './importConversation';

/** Format detection: each format's marks, and what happens when there are none. */

const detected = (value: unknown) => {
  const result = detectLogFormat([value], false);
  return result.ok ? result.format : result.message;
};

describe('detectLogFormat', () => {
  it.each([
    ['toollens.json', 'toollens', 'json'],
    ['github-triage.anthropic.json', 'anthropic', 'json'],
    ['anthropic-lines.jsonl', 'anthropic', 'jsonl'],
    ['anthropic-malformed.json', 'anthropic', 'json'],
    ['openai-chat.json', 'openai-chat', 'json'],
    ['openai-chat-responses.jsonl', 'openai-chat', 'jsonl'],
    ['openai-chat-malformed.json', 'openai-chat', 'json'],
    ['openai-responses.json', 'openai-responses', 'json'],
    ['openai-responses-malformed.json', 'openai-responses', 'json'],
    ['claude-code-session.jsonl', 'claude-code', 'jsonl'],
    ['claude-agent-sdk.jsonl', 'claude-agent-sdk', 'jsonl'],
  ])('%s is %s (%s)', (file, format, shape) => {
    const result = importConversation(transcriptFixture(file));
    expect([result.format, result.shape]).toEqual([format, shape]);
    if (result.ok) expect(result.detected).toBe(true);
  });

  it('tells the formats apart by their marks', () => {
    expect(detected({ messages: [{ role: 'tool', tool_call_id: 'a', content: 'x' }] })).toBe(
      'openai-chat',
    );
    expect(detected([{ role: 'user', content: [{ type: 'tool_result', tool_use_id: 'a' }] }])).toBe(
      'anthropic',
    );
    expect(detected([{ role: 'user', content: [{ type: 'input_text', text: 'hi' }] }])).toBe(
      'openai-responses',
    );
    expect(detected({ output: [] })).toBe('openai-responses');
    expect(detected({ choices: [{ message: { role: 'assistant', content: 'hi' } }] })).toBe(
      'openai-chat',
    );
    // Anthropic takes its system prompt beside the messages.
    expect(detected({ system: 'be brief', messages: [{ role: 'user', content: 'hi' }] })).toBe(
      'anthropic',
    );
  });

  it('reads plain text messages as Anthropic, and says the format was a guess', () => {
    const result = importConversation(JSON.stringify([{ role: 'user', content: 'hi' }]));
    expect(result.ok && result.format).toBe('anthropic');
    expect(result.ok && result.notes[0]).toMatch(/^Nothing in the log tells its format apart/);
  });

  it('refuses what is no conversation, saying what it expected', () => {
    const result = importConversation('{"tools": []}', { source: 'catalog.json' });
    expect(!result.ok && result.errors).toEqual([
      expect.stringMatching(
        /^toollens: catalog\.json: not a conversation toollens can read: expected a toollens transcript \{"turns": \[…\]\}, an object with "messages"/,
      ),
    ]);
    expect(detected(42)).toMatch(/^not a conversation/);
  });
});
