import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { transcriptFixture } from '../../../test/fixtures/transcripts/fixtures';
import { MAX_LOG_LINES } from '../limits';
import type { TranscriptEvent, Turn } from '../transcript';
import { importConversation } from './importConversation';

/**
 * Codex CLI rollouts. The fixture `codex-rollout.jsonl` is written by hand from openai/codex
 * `codex-rs/protocol/src/protocol.rs` (`RolloutLine`, `RolloutItem`, `TurnContextItem`,
 * `CompactedItem`) @ edb4efee49ae9f130636fab25f2e398a931dd987 and a later stored copy,
 * `codex-rs/protocol/src/models.rs` (`ResponseItem`: `function_call` with `namespace`,
 * `tool_search_call`, `tool_search_output`), and `codex-rs/tools/src/tool_search.rs` @
 * 24e666a8b392f841a533f0228eaf1e93ed1c82cb (namespaced tools in a search's output).
 */

const CATALOG = ['create_issue', 'search_issues', 'list_issues', 'slack__post_message'];

const line = (type: string, payload: Record<string, unknown>, seconds = 0) =>
  JSON.stringify({
    timestamp: new Date(Date.UTC(2026, 2, 2, 9) + seconds * 1000).toISOString(),
    type,
    payload,
  });

const userItem = (text: string) => ({
  type: 'message',
  role: 'user',
  content: [{ type: 'input_text', text }],
});

const read = (text: string, catalogNames: readonly string[] | undefined = CATALOG) =>
  importConversation(text, { source: 'rollout.jsonl', ...(catalogNames ? { catalogNames } : {}) });

describe('Codex CLI rollouts', () => {
  it('reads the fixture: turns as turn contexts open them, tool_search as one discovery, compaction', () => {
    const result = read(transcriptFixture('codex-rollout.jsonl'));
    if (!result.ok) throw new Error(result.errors.join('\n'));
    expect(result).toMatchObject({ format: 'codex-rollout', shape: 'jsonl', detected: true });
    expect(result.transcript.turns).toEqual([
      {
        at: '2026-03-02T09:00:01Z',
        events: [
          { type: 'user', text: 'Open an issue about the flaky login test.' },
          {
            type: 'discover',
            via: 'tool_search',
            query: 'create github issue',
            form: 'search',
            returned: ['create_issue', 'search_issues'],
            loaded: ['create_issue', 'search_issues'],
            limit: 8,
            execution: 'client',
          },
          {
            type: 'call',
            name: 'create_issue',
            args: { owner: 'acme', repo: 'webapp', title: 'Flaky login test' },
          },
          { type: 'assistant', text: 'Opened issue #42.' },
        ],
      },
      {
        at: '2026-03-02T09:05:00Z',
        events: [
          { type: 'user', text: 'Now list my open pull requests.' },
          { type: 'call', name: 'exec_command', args: { cmd: 'gh pr list' } },
          { type: 'compact' },
          {
            type: 'call',
            name: 'mcp__github.list_pull_requests',
            args: { owner: 'acme', repo: 'webapp', state: 'open' },
          },
          { type: 'assistant', text: 'You have two open pull requests.' },
        ],
      },
    ]);
    expect(result.notes).toEqual([
      '2 tools the log calls, activates or loads are not in the catalog: "exec_command", "mcp__github.list_pull_requests". They are kept, and the timeline marks them.',
      'Skipped what the timeline has no event for: 1 developer message, 1 context message, 1 reasoning item, 1 event message.',
    ]);
  });

  it('maps pooled and flat MCP names, and keeps and marks the names a search returns that the catalog lacks', () => {
    const result = read(
      [
        line('turn_context', { turn_id: 't' }),
        line('response_item', userItem('post it')),
        line('response_item', {
          type: 'tool_search_call',
          call_id: 's',
          execution: 'client',
          arguments: { query: 'post message' },
        }),
        line('response_item', {
          type: 'tool_search_output',
          call_id: 's',
          status: 'completed',
          execution: 'client',
          tools: [
            {
              type: 'namespace',
              name: 'mcp__slack',
              tools: [
                { type: 'function', name: 'post_message' },
                { type: 'function', name: 'archive' },
              ],
            },
            { type: 'function', name: 'view_image' },
          ],
        }),
        line('response_item', {
          type: 'function_call',
          name: 'post_message',
          namespace: 'mcp__slack',
          arguments: '{}',
          call_id: 'a',
        }),
        // Codex before namespaces: one flat name.
        line('response_item', {
          type: 'function_call',
          name: 'mcp__github__list_issues',
          arguments: '',
          call_id: 'b',
        }),
      ].join('\n'),
    );
    if (!result.ok) throw new Error(result.errors.join('\n'));
    expect(result.transcript.turns[0]?.events.slice(1)).toEqual([
      {
        type: 'discover',
        via: 'tool_search',
        query: 'post message',
        form: 'search',
        returned: ['slack__post_message', 'mcp__slack.archive', 'view_image'],
        // What the catalog lacks is kept and marked, never loaded: the replay could not hold it.
        loaded: ['slack__post_message'],
        unknown: ['mcp__slack.archive', 'view_image'],
        execution: 'client',
      },
      { type: 'call', name: 'slack__post_message', args: {} },
      { type: 'call', name: 'list_issues', args: {} },
    ]);
  });

  it('records a failed search with its status, and a rollout without turn contexts splits at user messages', () => {
    const result = read(
      [
        line('response_item', {
          type: 'message',
          role: 'assistant',
          content: [{ type: 'output_text', text: 'Ready.' }],
        }),
        line('response_item', userItem('one')),
        line('response_item', {
          type: 'tool_search_call',
          call_id: 's',
          execution: 'client',
          arguments: { query: 'x' },
        }),
        line('response_item', {
          type: 'tool_search_output',
          call_id: 's',
          status: 'failed',
          execution: 'client',
          tools: [],
        }),
        line('response_item', userItem('two'), 60),
      ].join('\n'),
    );
    if (!result.ok) throw new Error(result.errors.join('\n'));
    expect(result.transcript.turns).toEqual([
      { at: '2026-03-02T09:00:00Z', events: [{ type: 'assistant', text: 'Ready.' }] },
      {
        at: '2026-03-02T09:00:00Z',
        events: [
          { type: 'user', text: 'one' },
          {
            type: 'discover',
            via: 'tool_search',
            query: 'x',
            form: 'search',
            returned: [],
            loaded: [],
            error: 'failed',
            execution: 'client',
          },
        ],
      },
      { at: '2026-03-02T09:01:00Z', events: [{ type: 'user', text: 'two' }] },
    ]);
  });

  it('names the line of a truncated last line', () => {
    const lines = transcriptFixture('codex-rollout.jsonl').trimEnd().split('\n');
    const last = lines.pop() ?? '';
    const result = read([...lines, last.slice(0, 40)].join('\n'));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual([
      'toollens: rollout.jsonl: line 20, column 41: expected a property name in double quotes (found end of input); the last line ends before its JSON does (a log still being written, or cut short)',
    ]);
  });

  it('refuses a rollout past the bound on lines, naming the first line it did not read', () => {
    const filler = JSON.stringify({
      timestamp: '2026-03-02T09:00:00Z',
      type: 'event_msg',
      payload: {},
    });
    const lines = [
      line('response_item', userItem('hi')),
      ...Array.from({ length: MAX_LOG_LINES }, () => filler),
    ];
    const result = read(lines.join('\n'));
    expect(!result.ok && result.errors).toEqual([
      `toollens: rollout.jsonl: line ${MAX_LOG_LINES + 1}: the rollout has 200,001 lines; toollens reads at most 200,000`,
    ]);
  }, 30_000);

  it('names the line and the field of every malformed line', () => {
    const result = read(
      [
        line('turn_context', { turn_id: 't' }),
        line('response_item', {
          type: 'function_call',
          name: 'create_issue',
          arguments: '{"a":}',
          call_id: 'c',
        }),
        line('response_item', { type: 'tool_search_call', call_id: 's', arguments: { limit: 3 } }),
        line('response_item', {
          type: 'tool_search_output',
          call_id: 'nope',
          status: 'completed',
          tools: [],
        }),
        JSON.stringify({ timestamp: '2026-03-02T09:00:00Z', type: 'response_item', payload: 'hi' }),
        JSON.stringify({ timestamp: '2026-03-02T09:00:00Z', type: 7, payload: {} }),
        line('response_item', {
          type: 'function_call',
          name: 'x',
          namespace: 3,
          arguments: '{}',
          call_id: 'd',
        }),
        '[1, 2]',
      ].join('\n'),
    );
    expect(!result.ok && result.errors).toEqual([
      'toollens: rollout.jsonl: line 2: payload.arguments: not valid JSON (line 1, column 6: expected a value (found "}"))',
      'toollens: rollout.jsonl: line 3: payload.arguments.query: expected the search text, a string, found nothing',
      'toollens: rollout.jsonl: line 4: payload.call_id: expected the call_id of a tool_search_call before it, found the string "nope"',
      'toollens: rollout.jsonl: line 5: payload: expected an object, found the string "hi"',
      'toollens: rollout.jsonl: line 6: type: expected one of "session_meta", "response_item", "compacted", "turn_context", "event_msg", found the number 7',
      'toollens: rollout.jsonl: line 7: payload.namespace: expected a namespace such as "mcp__github", found the number 3',
      'toollens: rollout.jsonl: line 8: expected a rollout line {"timestamp", "type", "payload"}, found an array',
    ]);
  });
});

/** A small rollout writer: what Codex would have written for a transcript, one turn a turn context. */
const NAMESPACED: Record<string, [string, string]> = {
  create_issue: ['mcp__github', 'create_issue'],
  list_issues: ['mcp__github', 'list_issues'],
  slack__post_message: ['mcp__slack', 'post_message'],
};

const writeRollout = (turns: readonly Turn[]): string => {
  const lines: string[] = [
    line('session_meta', {
      id: 'session',
      cwd: '/w',
      originator: 'codex_cli_rs',
      cli_version: '0.60.0',
    }),
  ];
  let call = 0;
  turns.forEach((turn, index) => {
    const seconds = (Date.parse(turn.at) - Date.UTC(2026, 2, 2, 9)) / 1000;
    const at = (type: string, payload: Record<string, unknown>) =>
      lines.push(line(type, payload, seconds));
    at('turn_context', { turn_id: `turn-${index}`, cwd: '/w', model: 'gpt-5-codex' });
    for (const event of turn.events) {
      const id = `call_${call++}`;
      if (event.type === 'user') at('response_item', userItem(event.text));
      if (event.type === 'assistant') {
        at('response_item', {
          type: 'message',
          role: 'assistant',
          content: [{ type: 'output_text', text: event.text }],
        });
      }
      if (event.type === 'call') {
        const [namespace, name] = NAMESPACED[event.name] ?? [undefined, event.name];
        at('response_item', {
          type: 'function_call',
          name,
          ...(namespace ? { namespace } : {}),
          arguments: JSON.stringify(event.args),
          call_id: id,
        });
        at('response_item', { type: 'function_call_output', call_id: id, output: 'ok' });
      }
      if (event.type === 'discover') {
        at('response_item', {
          type: 'tool_search_call',
          call_id: id,
          ...(event.execution === undefined ? {} : { execution: event.execution }),
          status: 'completed',
          arguments: {
            query: event.query,
            ...(event.limit === undefined ? {} : { limit: event.limit }),
          },
        });
        const tools = event.returned.map((returned) => {
          const [namespace, name] = NAMESPACED[returned] ?? [undefined, returned];
          return namespace
            ? {
                type: 'namespace',
                name: namespace,
                description: '',
                tools: [{ type: 'function', name }],
              }
            : { type: 'function', name };
        });
        at('response_item', {
          type: 'tool_search_output',
          call_id: id,
          execution: 'client',
          status: event.error ?? 'completed',
          tools,
        });
      }
      if (event.type === 'compact') {
        at('compacted', { message: 'summary' });
        at('turn_context', { turn_id: `turn-${index}`, cwd: '/w', model: 'gpt-5-codex' });
      }
    }
    at('event_msg', { type: 'task_complete' });
  });
  return lines.join('\n');
};

const text = fc
  .string({ minLength: 1, maxLength: 12 })
  .filter((value) => value.trim() !== '' && !value.startsWith('<') && !value.startsWith('#'));
const known = fc.constantFrom(
  'create_issue',
  'list_issues',
  'slack__post_message',
  'search_issues',
);
const event: fc.Arbitrary<TranscriptEvent> = fc.oneof(
  text.map((value) => ({ type: 'assistant' as const, text: value })),
  fc.record({
    type: fc.constant('call' as const),
    name: known,
    args: fc.dictionary(fc.stringMatching(/^[a-z]{1,4}$/), fc.integer()),
  }),
  fc
    .record({
      query: text,
      returned: fc.uniqueArray(known, { maxLength: 3 }),
      failed: fc.boolean(),
      limit: fc.option(fc.integer({ min: 1, max: 20 }), { nil: undefined }),
      execution: fc.option(fc.constantFrom('server' as const, 'client' as const), {
        nil: undefined,
      }),
    })
    .map(({ query, returned, failed, limit, execution }) => ({
      type: 'discover' as const,
      via: 'tool_search',
      query,
      form: 'search' as const,
      returned,
      loaded: [...returned],
      ...(failed ? { error: 'failed' } : {}),
      ...(limit === undefined ? {} : { limit }),
      ...(execution === undefined ? {} : { execution }),
    })),
  fc.constant({ type: 'compact' as const }),
);
const turns = fc
  .array(fc.tuple(text, fc.array(event, { maxLength: 5 }), fc.integer({ min: 0, max: 3_600 })), {
    minLength: 1,
    maxLength: 6,
  })
  .map((drafts) => {
    let seconds = 0;
    return drafts.map(([user, events, gap]): Turn => {
      seconds += gap;
      return {
        at: new Date(Date.UTC(2026, 2, 2, 9) + seconds * 1000).toISOString().replace('.000Z', 'Z'),
        events: [{ type: 'user', text: user }, ...events],
      };
    });
  });

describe('a rollout written from a transcript', () => {
  it('reads back to it', () => {
    fc.assert(
      fc.property(turns, (input) => {
        const result = read(writeRollout(input));
        if (!result.ok) throw new Error(result.errors.join('\n'));
        expect(result.format).toBe('codex-rollout');
        expect(result.transcript.turns).toEqual(input);
      }),
      { numRuns: 150 },
    );
  });
});
