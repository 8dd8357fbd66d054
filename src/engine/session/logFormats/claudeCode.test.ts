import { describe, expect, it } from 'vitest';
import { transcriptFixture } from '../../../test/fixtures/transcripts/fixtures';
import { MAX_SESSION_LINES } from '../limits';
import type { Transcript, TranscriptEvent } from '../transcript';
import { importConversation } from './importConversation';

/**
 * Claude Code session files and the Agent SDK's stream-json. The fixtures are written by hand:
 * claude-code-session.jsonl from the session line shape of the reconstruction
 * stephanoskomnenos/claude-code-clean @ 1bcfe6b7d3a06ed8248eeb617f049e945b337ba5 (ToolSearch's
 * input, tool_reference result and `{matches, query, total_deferred_tools}` output in
 * src/tools/ToolSearchTool/ToolSearchTool.ts) and /work/shared/notes/agents.md; and
 * claude-agent-sdk.jsonl from the Agent SDK's TypeScript reference (code.claude.com/docs,
 * agent-sdk/typescript: SDKSystemMessage `init`, SDKUserMessage, SDKAssistantMessage,
 * SDKCompactBoundaryMessage, SDKResultMessage).
 */

const CATALOG = ['create_issue', 'search_issues', 'add_labels', 'list_pull_requests'];

const imported = (text: string, options = {}) => {
  const result = importConversation(text, { catalogNames: CATALOG, ...options });
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result;
};

const errorsOf = (text: string) => {
  const result = importConversation(text, { source: 'session.jsonl' });
  return result.ok ? [] : result.errors;
};

/** A turn's events in brief. */
const brief = (transcript: Transcript) =>
  transcript.turns.map((turn) =>
    turn.events.map((event: TranscriptEvent) => {
      switch (event.type) {
        case 'discover':
          return `discover ${event.form} "${event.query}" → ${event.loaded.join(',')}${event.unknown ? ` unknown ${event.unknown.join(',')}` : ''}`;
        case 'call':
          return `call ${event.name}`;
        case 'compact':
          return `compact ${event.trigger} ${event.preTokens}`;
        case 'user':
        case 'assistant':
          return `${event.type}: ${event.text}`;
        default:
          return event.type;
      }
    }),
  );

const line = (value: unknown) => JSON.stringify(value);
const user = (text: string, extra = {}) =>
  line({ type: 'user', sessionId: 's', message: { role: 'user', content: text }, ...extra });

describe('Claude Code session files', () => {
  it('reads the fixture: ToolSearch as one discover event, compaction, MCP names as the catalog has them', () => {
    const result = imported(transcriptFixture('claude-code-session.jsonl'), { name: 'ci' });
    expect([result.format, result.shape, result.detected]).toEqual(['claude-code', 'jsonl', true]);
    expect(result.transcript.turns.map((turn) => turn.at)).toEqual([
      '2026-03-02T09:00:00Z',
      '2026-03-02T09:05:00Z',
      '2026-03-02T09:20:01Z',
    ]);
    expect(brief(result.transcript)).toEqual([
      [
        'user: Open an issue for the flaky CI job on toollens.',
        "assistant: I'll load the GitHub issue tool.",
        'discover select "select:mcp__github__create_issue" → create_issue',
        'call create_issue',
        'assistant: Created issue #42.',
      ],
      [
        'user: Find similar issues and label them.',
        'discover search "github search issues label" → search_issues,add_labels',
        'call Task',
        'call add_labels',
        'call mcp__slack__post_message',
        'compact auto 167000',
      ],
      ['user: Close #17 as a duplicate.', 'discover search "close issue duplicate" → '],
    ]);
    const select = result.transcript.turns[0]?.events[2];
    expect(select).toEqual({
      type: 'discover',
      via: 'ToolSearch',
      query: 'select:mcp__github__create_issue',
      form: 'select',
      returned: ['create_issue'],
      loaded: ['create_issue'],
    });
    // The call the catalog lacks is kept as the log named it, and a note says so.
    expect(result.notes).toContainEqual(
      expect.stringMatching(
        /^2 tools the log calls or activates are not in the catalog: "Task", "mcp__slack__post_message"/,
      ),
    );
    expect(result.notes).toContainEqual(expect.stringMatching(/1 "summary" line/));
    expect(result.transcript.description).toBe(
      'Imported from Claude Code session (JSON Lines): 3 turns, 7 tool calls.',
    );
  });

  it('keeps the subagent (sidechain) thread apart as its own transcript, never interleaved', () => {
    const result = imported(transcriptFixture('claude-code-session.jsonl'), { name: 'ci' });
    const main = brief(result.transcript).flat();
    expect(main).not.toContain('call search_issues');
    expect(result.threads?.map((thread) => [thread.name, thread.title])).toEqual([
      ['ci-subagent-1', 'Subagent thread 1, started by line 12'],
    ]);
    expect(result.threads?.map(brief)).toEqual([
      [
        [
          'user: Find issues like the flaky CI job',
          'call search_issues',
          'assistant: Issue #17 is the same flake.',
        ],
      ],
    ]);
    expect(result.notes).toContainEqual(
      expect.stringMatching(
        /^The session has 1 subagent thread, each kept apart as its own transcript: "ci-subagent-1"/,
      ),
    );
  });

  it('chains sidechain lines by parentUuid: two subagents interleaved in the file stay two threads', () => {
    const side = (uuid: string, parentUuid: string | null, message: unknown) =>
      line({
        type: message === 'user' ? 'user' : 'assistant',
        sessionId: 's',
        isSidechain: true,
        uuid,
        parentUuid,
        message,
      });
    const text = [
      user('go'),
      side('a1', null, { role: 'user', content: 'task A' }),
      side('b1', null, { role: 'user', content: 'task B' }),
      side('a2', 'a1', { role: 'assistant', content: [{ type: 'text', text: 'A done' }] }),
      side('b2', 'b1', { role: 'assistant', content: [{ type: 'text', text: 'B done' }] }),
    ].join('\n');
    const result = imported(text);
    expect(result.threads?.map(brief)).toEqual([
      [['user: task A', 'assistant: A done']],
      [['user: task B', 'assistant: B done']],
    ]);
  });

  it('marks the names a search returned that the catalog lacks', () => {
    const text = [
      user('find'),
      line({
        type: 'assistant',
        sessionId: 's',
        message: {
          role: 'assistant',
          content: [{ type: 'tool_use', id: 't1', name: 'ToolSearch', input: { query: 'issues' } }],
        },
      }),
      line({
        type: 'user',
        sessionId: 's',
        message: {
          role: 'user',
          content: [
            {
              type: 'tool_result',
              tool_use_id: 't1',
              content: [
                { type: 'tool_reference', tool_name: 'mcp__github__create_issue' },
                { type: 'tool_reference', tool_name: 'mcp__jira__create_ticket' },
              ],
            },
          ],
        },
      }),
    ].join('\n');
    expect(imported(text).transcript.turns[0]?.events[1]).toEqual({
      type: 'discover',
      via: 'ToolSearch',
      query: 'issues',
      form: 'search',
      returned: ['create_issue'],
      loaded: ['create_issue'],
      unknown: ['mcp__jira__create_ticket'],
    });
    // Without a catalog every name is kept as the log gave it.
    const bare = importConversation(text);
    expect(bare.ok && bare.transcript.turns[0]?.events[1]).toMatchObject({
      loaded: ['mcp__github__create_issue', 'mcp__jira__create_ticket'],
    });
  });

  it('reads the matches of toolUseResult when the result holds no tool_reference blocks, and a failed search as its error', () => {
    const call = (id: string, query: string) =>
      line({
        type: 'assistant',
        sessionId: 's',
        message: {
          role: 'assistant',
          content: [{ type: 'tool_use', id, name: 'ToolSearch', input: { query } }],
        },
      });
    const text = [
      user('find'),
      call('t1', 'select:mcp__github__add_labels'),
      line({
        type: 'user',
        sessionId: 's',
        toolUseResult: {
          matches: ['mcp__github__add_labels'],
          query: 'x',
          total_deferred_tools: 3,
        },
        message: {
          role: 'user',
          content: [{ type: 'tool_result', tool_use_id: 't1', content: 'loaded' }],
        },
      }),
      call('t2', 'labels'),
      line({
        type: 'user',
        sessionId: 's',
        message: {
          role: 'user',
          content: [
            {
              type: 'tool_result',
              tool_use_id: 't2',
              is_error: true,
              content: 'InputValidationError: query is required',
            },
          ],
        },
      }),
    ].join('\n');
    const events = imported(text).transcript.turns[0]?.events;
    expect(events?.[1]).toMatchObject({ form: 'select', loaded: ['add_labels'] });
    expect(events?.[2]).toMatchObject({
      form: 'search',
      loaded: [],
      error: 'InputValidationError: query is required',
    });
  });
});

describe('the Agent SDK stream-json', () => {
  it('reads the fixture: threads by parent_tool_use_id, compact_metadata, results and init skipped', () => {
    const result = imported(transcriptFixture('claude-agent-sdk.jsonl'), { name: 'prs' });
    expect([result.format, result.shape]).toEqual(['claude-agent-sdk', 'jsonl']);
    expect(brief(result.transcript)).toEqual([
      [
        'user: List my open pull requests.',
        'discover search "+github pull requests" → list_pull_requests',
        'call Task',
        'compact manual 52000',
        'assistant: You have one open pull request, #7.',
      ],
    ]);
    expect(result.threads?.map((thread) => thread.title)).toEqual([
      'Subagent thread 1, started by the Task tool_use toolu_b',
    ]);
    expect(result.threads?.map(brief)).toEqual([
      [['user: Review PR 7', 'call mcp__github__get_pull_request']],
    ]);
    expect(result.notes).toContainEqual(
      expect.stringMatching(
        /^Skipped what the timeline has no event for: 1 system "init" line, 1 "result" line\.$/,
      ),
    );
  });
});

describe('malformed session lines', () => {
  const fixture = transcriptFixture('claude-code-session.jsonl').trimEnd().split('\n');

  it('names a truncated last line as cut short', () => {
    const last = fixture[fixture.length - 1] ?? '';
    const text = [...fixture.slice(0, -1), last.slice(0, 80)].join('\n');
    expect(errorsOf(text)).toEqual([
      expect.stringMatching(
        /^toollens: session\.jsonl: line 21, column \d+: .*; the last line ends before its JSON does \(a log still being written, or cut short\)$/,
      ),
    ]);
  });

  it('names a line that is not JSON, and only that one', () => {
    const text = [...fixture.slice(0, 2), 'not json', ...fixture.slice(2)].join('\n');
    const errors = errorsOf(text);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^toollens: session\.jsonl: line 3, column 1: /);
    expect(errors[0]).not.toMatch(/cut short/);
  });

  it('names the line and the field: a missing type, a missing message, a query that is not a string', () => {
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
