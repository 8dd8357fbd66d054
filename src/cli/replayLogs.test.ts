import { describe, expect, it } from 'vitest';
import { tempFiles, toollens, toollensWith } from '../test/cliRunner';
import { transcriptFixturePath } from '../test/fixtures/transcripts/fixtures';
import { deepAnthropicLog, longAnthropicLog } from '../test/hostileLogs';

/** `replay --scenario` reads agents' logs: the format is detected or forced, and said on stderr. */

const file = tempFiles('toollens-replay-logs-');

type Turn = { workingSet: string[]; rejected: { event: number; error: string }[] };

describe('toollens replay of a log file', () => {
  it('loads what the Claude API tool search found, its MCP names mapped to the catalog', async () => {
    // Blocks as anthropics/anthropic-sdk-typescript src/resources/beta/messages/messages.ts
    // types them (BetaServerToolUseBlock, BetaToolSearchToolResultBlock); written by hand.
    const path = file(
      'search.json',
      JSON.stringify({
        messages: [
          { role: 'user', content: 'merge the two reports' },
          {
            role: 'assistant',
            content: [
              {
                type: 'server_tool_use',
                id: 'srvtoolu_1',
                name: 'tool_search_tool_bm25',
                input: { query: 'merge pdf' },
              },
              {
                type: 'tool_search_tool_result',
                tool_use_id: 'srvtoolu_1',
                content: {
                  type: 'tool_search_tool_search_result',
                  tool_references: [
                    { type: 'tool_reference', tool_name: 'mcp__docs__merge_pdfs' },
                    { type: 'tool_reference', tool_name: 'mcp__docs__shred_pdfs' },
                  ],
                },
              },
              { type: 'tool_use', id: 'toolu_1', name: 'merge_pdfs', input: {} },
            ],
          },
        ],
      }),
    );
    const { code, stdout, stderr } = await toollens('replay', '--scenario', path);
    expect(code).toBe(0);
    expect(stderr).toContain(
      '1 tool the log calls, activates or loads is not in the catalog: "mcp__docs__shred_pdfs".',
    );
    expect(stdout).toContain(
      't1 event 1: tool_search_tool_bm25 "merge pdf"; returned merge_pdfs, mcp__docs__shred_pdfs; loaded merge_pdfs; not in the catalog: mcp__docs__shred_pdfs',
    );
    expect(stdout).toMatch(/^t1 +\S+ +\+merge_pdfs /m);
  }, 30_000);

  it('replays JSON Lines of an Anthropic log, and says how it was read', async () => {
    const path = transcriptFixturePath('anthropic-lines.jsonl');
    const { code, stdout, stderr } = await toollens('replay', '--scenario', path, '--json');
    expect(code).toBe(0);
    expect(stderr).toBe(
      [
        `toollens: ${path}: detected as Anthropic Messages (JSON Lines)`,
        `toollens: ${path}: Skipped what the timeline has no event for: 1 thinking block, 1 "summary" entry.`,
        '',
      ].join('\n'),
    );
    const result = JSON.parse(stdout);
    expect(result.scenario).toBe('anthropic-lines');
    expect(result.turns.map((turn: Turn & { at: string }) => [turn.at, turn.workingSet])).toEqual([
      ['2026-03-02T09:15:00Z', ['merge_pdfs']],
      ['2026-03-02T09:21:30.250Z', ['read_pdf', 'merge_pdfs']],
    ]);
  }, 30_000);

  it("maps a Codex rollout's namespaced MCP names to the catalog's tools", async () => {
    const tool = (name: string) => ({
      name,
      description: `${name} on GitHub.`,
      inputSchema: { type: 'object' },
    });
    const catalog = file(
      'github.json',
      JSON.stringify({ tools: [tool('create_issue'), tool('list_pull_requests')] }),
    );
    const path = transcriptFixturePath('codex-rollout.jsonl');
    const { code, stdout, stderr } = await toollens(
      'replay',
      '--scenario',
      path,
      '--catalog',
      catalog,
      '--json',
    );
    expect(code).toBe(0);
    expect(stderr).toContain(
      `toollens: ${path}: 1 tool the log calls, activates or loads is not in the catalog: "exec_command".`,
    );
    const result = JSON.parse(stdout);
    expect(result.turns.map((turn: Turn) => turn.rejected.map(({ error }) => error))).toEqual([
      // The first turn's search loaded create_issue (the catalog lacks search_issues): its call is fine.
      [],
      [
        'toollens: direct call to unknown tool "exec_command"',
        'toollens: direct call to "list_pull_requests", which was never activated; it takes no slot',
      ],
    ]);
  }, 30_000);

  it('reads the discovery tools under --search-tool and --activate-tool, and forces a format', async () => {
    const log = file(
      'chat.json',
      JSON.stringify([
        { role: 'user', content: 'merge' },
        {
          role: 'assistant',
          content: null,
          tool_calls: [
            {
              id: 'a',
              type: 'function',
              function: { name: 'load_tools', arguments: '{"names":["merge_pdfs"]}' },
            },
            { id: 'b', type: 'function', function: { name: 'teleport', arguments: '{}' } },
          ],
        },
      ]),
    );
    const { code, stdout, stderr } = await toollens(
      'replay',
      '--scenario',
      log,
      '--activate-tool',
      'load_tools',
      '--search-tool',
      'find_tools',
      '--log-format',
      'openai-chat',
      '--json',
    );
    expect(code).toBe(0);
    expect(stderr.split('\n')[0]).toBe(`toollens: ${log}: read as OpenAI Chat Completions`);
    const [turn]: Turn[] = JSON.parse(stdout).turns;
    expect(turn?.workingSet).toEqual(['merge_pdfs']);
    // The call to a tool the catalog lacks is kept, and refused.
    expect(turn?.rejected).toEqual([
      { event: 2, error: 'toollens: direct call to unknown tool "teleport"' },
    ]);
  }, 30_000);

  it('names the place of a problem, and refuses an unknown --log-format', async () => {
    const bad = await toollens(
      'replay',
      '--scenario',
      transcriptFixturePath('anthropic-malformed.json'),
    );
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain(
      'anthropic-malformed.json: messages[3].content[1].input: expected an object, found the string "owner=github"',
    );
    const usage = await toollens(
      'replay',
      '--scenario',
      'spec-five-turns',
      '--log-format',
      'gemini',
    );
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain(
      '--log-format must be one of auto, toollens, anthropic, openai-chat, openai-responses, claude-code, claude-agent-sdk, codex-rollout, got "gemini"',
    );
  }, 30_000);
});

describe('toollens replay: hostile logs end at once, exit 1', () => {
  it('refuses a 100,000-turn log with the count and the bound, in a small heap', () => {
    const big = file('big.json', longAnthropicLog(100_000));
    // 100,000 turns ran the CLI out of memory at 4 GB after 8 minutes; in 512 MB it must answer.
    // A process of its own: only a process can have a heap limit of its own.
    const { code, stderr } = toollensWith(
      { timeoutMs: 60_000, maxHeapMb: 512 },
      'replay',
      '--scenario',
      big,
    );
    expect(stderr).toContain(
      `toollens: ${big}: the log has 100,000 turns; toollens replays at most 2,000`,
    );
    expect(code).toBe(1);
  }, 90_000);

  it('refuses a log whose call nests 10,000 levels deep, naming the place', async () => {
    const deep = file('deep.json', deepAnthropicLog(10_000));
    const { code, stderr } = await toollens('replay', '--scenario', deep);
    expect(stderr).toContain(
      `toollens: ${deep}: messages[1].content[0].input: nests more than 64 levels deep`,
    );
    expect(code).toBe(1);
  }, 30_000);
});
