import { describe, expect, it } from 'vitest';
import { transcriptFixture } from '../../../test/fixtures/transcripts/fixtures';
import { MAX_SESSION_LINES } from '../limits';
import { line, sessionErrors, user } from './claudeCode.testkit';
import { importConversation } from './importConversation';

/** Claude Code session lines that are cut short, not JSON, or missing a field; the bound on lines. */

describe('malformed session lines', () => {
  const fixture = transcriptFixture('claude-code-session.jsonl').trimEnd().split('\n');

  it('names a truncated last line as cut short', () => {
    const last = fixture[fixture.length - 1] ?? '';
    const text = [...fixture.slice(0, -1), last.slice(0, 80)].join('\n');
    expect(sessionErrors(text)).toEqual([
      expect.stringMatching(
        /^toollens: session\.jsonl: line 21, column \d+: .*; the last line ends before its JSON does \(a log still being written, or cut short\)$/,
      ),
    ]);
  });

  it('names a line that is not JSON, and only that one', () => {
    const text = [...fixture.slice(0, 2), 'not json', ...fixture.slice(2)].join('\n');
    const errors = sessionErrors(text);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^toollens: session\.jsonl: line 3, column 1: /);
    expect(errors[0]).not.toMatch(/cut short/);
  });

  it('names the line and the field: a missing type, a missing message, a query that is not a string, a reference without a name', () => {
    const text = [
      user('hi'),
      line({ sessionId: 's', message: { role: 'user', content: 'x' } }),
      line({ type: 'assistant', sessionId: 's' }),
      line({
        type: 'assistant',
        sessionId: 's',
        message: {
          role: 'assistant',
          content: [{ type: 'tool_use', id: 't', name: 'ToolSearch', input: { query: 3 } }],
        },
      }),
      line({
        type: 'user',
        sessionId: 's',
        message: {
          role: 'user',
          content: [
            { type: 'tool_result', tool_use_id: 'u', content: [{ type: 'tool_reference' }] },
          ],
        },
      }),
      line({
        type: 'system',
        subtype: 'compact_boundary',
        sessionId: 's',
        compactMetadata: 'auto',
      }),
    ].join('\n');
    expect(
      importConversation(text, { format: 'claude-code', source: 'session.jsonl' }),
    ).toMatchObject({
      ok: false,
      errors: [
        'toollens: session.jsonl: line 2: type: expected "user", "assistant", "system" or "summary", found nothing',
        'toollens: session.jsonl: line 3: message: expected an Anthropic message {"role", "content"}, found nothing',
        'toollens: session.jsonl: line 4: message.content[0].input.query: expected the ToolSearch query, a string, found the number 3',
        'toollens: session.jsonl: line 5: message.content[0].content[0].tool_name: expected a tool name, found nothing',
        'toollens: session.jsonl: line 6: compactMetadata: expected an object {"trigger", "preTokens"}, found the string "auto"',
      ],
    });
  });

  it(`refuses a session of more than ${MAX_SESSION_LINES} lines with its count and the bound`, () => {
    const text = Array.from({ length: MAX_SESSION_LINES + 1 }, () => user('x')).join('\n');
    expect(importConversation(text, { source: 'big.jsonl' })).toMatchObject({
      ok: false,
      format: 'claude-code',
      errors: [
        `toollens: big.jsonl: the session has 100,001 lines; toollens reads at most 100,000`,
      ],
    });
  });
});
