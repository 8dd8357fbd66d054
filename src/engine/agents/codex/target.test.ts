import { describe, expect, it } from 'vitest';
import { makeTool } from '../../catalog/types';
import type { TargetTool } from '../target';
import { codexTarget } from './target';

const served = (server: string, name: string, description: string): TargetTool => ({
  tool: makeTool({ name, description }),
  server,
  mcpName: name,
});

describe('the codex target', () => {
  it('recovers a named tool from its runtime name, as tool_search.rs tests (rank 1)', () => {
    const target = codexTarget([
      served('calendar', 'list_events', 'Calendar events desktop tool'),
      served('openai_topics', 'list_topics', 'List OpenAI topics desktop tool'),
    ]);
    const answer = target.search('openai_topics list_topics');
    expect(answer.ranked[0]).toMatchObject({
      name: 'list_topics',
      agentName: 'mcp__openai_topics.list_topics',
      rank: 1,
      tied: 1,
    });
    expect(answer.returned[0]).toBe('list_topics');
    expect(target.agentName('list_events')).toBe('mcp__calendar.list_events');
  });

  it('shows equal scores as one tie group, and returns only the limit of them', () => {
    const tools = Array.from({ length: 10 }, (_, at) =>
      served('calendar', `list_events_${at}`, 'Calendar events desktop tool'),
    );
    const answer = codexTarget(tools).search('Calendar events');
    expect(answer.k).toBe(8);
    expect(answer.ranked).toHaveLength(10);
    expect(answer.ranked.every((hit) => hit.rank === 1 && hit.tied === 10)).toBe(true);
    expect(answer.returned).toHaveLength(8);
  });

  it('refuses an empty query and a zero limit with Codex’s own messages', () => {
    const target = codexTarget([served('calendar', 'create_event', 'Create events')]);
    expect(target.search('   ').refusal).toEqual({
      code: 'RespondToModel',
      message: 'query must not be empty',
    });
    expect(target.search('events', { k: 0 }).refusal?.message).toBe(
      'limit must be greater than zero',
    );
  });

  it('explains the hits within k, and a named one past it, token by token', () => {
    const tools = [
      served('github', 'create_issue', 'Create an issue in a repository'),
      served('github', 'list_issues', 'List issues in a repository'),
      served('github', 'get_me', 'Your profile'),
    ];
    const answer = codexTarget(tools).search('repository issue', {
      k: 1,
      explain: ['list_issues'],
    });
    const [first, second] = answer.ranked;
    expect(first?.why.length).toBeGreaterThan(0);
    expect(second?.why.length).toBeGreaterThan(0);
    for (const line of first?.why ?? [])
      expect(line).toMatch(/^"\w+": idf [\d.]+ × weight [\d.]+ = [\d.]+$/);
    const unexplained = codexTarget([...tools, served('github', 'x', 'repository')]).search(
      'repository',
      { k: 1 },
    );
    expect(unexplained.ranked.slice(1).every((hit) => hit.why.length === 0)).toBe(true);
  });

  it('names tools from the server’s own name, so a pooled catalog’s prefix is not doubled', () => {
    const target = codexTarget([
      {
        tool: makeTool({ name: 'bing-cn-mcp__bing_search' }),
        server: 'bing-cn-mcp',
        mcpName: 'bing_search',
      },
    ]);
    expect(target.agentName('bing-cn-mcp__bing_search')).toBe('mcp__bing_cn_mcp.bing_search');
  });
});
