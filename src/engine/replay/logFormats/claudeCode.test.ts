import { describe, expect, it } from 'vitest';
import { transcriptFixture } from '../../../test/fixtures/transcripts/fixtures';
import { brief, imported, line, user } from './claudeCode.testkit';
import { importConversation } from './importConversation';

/**
 * Claude Code session files and the Agent SDK's stream-json. The fixtures are written by hand:
 * claude-code-session.jsonl takes ToolSearch's input, tool_reference result and
 * `{matches, query, total_deferred_tools}` output from the reconstruction
 * stephanoskomnenos/claude-code-clean @ 1bcfe6b7d3a06ed8248eeb617f049e945b337ba5,
 * src/tools/ToolSearchTool/ToolSearchTool.ts, and the line keys (`uuid`, `parentUuid`,
 * `sessionId`, `isSidechain`, `toolUseResult`, `compactMetadata`) from shared/notes/agents.md;
 * claude-agent-sdk.jsonl from the Agent SDK's TypeScript reference (code.claude.com/docs,
 * agent-sdk/typescript: SDKSystemMessage `init`, SDKUserMessage, SDKAssistantMessage,
 * SDKCompactBoundaryMessage, SDKResultMessage).
 */

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
      clientVersion: '2.1.0',
    });
    // The call the catalog lacks is kept as the log named it, and a note says so.
    expect(result.notes).toContainEqual(
      expect.stringMatching(
        /^2 tools the log calls, activates or loads are not in the catalog: "Task", "mcp__slack__post_message"/,
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
