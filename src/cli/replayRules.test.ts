import { describe, expect, it } from 'vitest';
import { tempFiles, toollens } from '../test/cliRunner';
import { transcriptFixturePath } from '../test/fixtures/transcripts/fixtures';

/** `replay --rule`: the working-set rule, proposed from the tool an imported log searches with, or chosen. */

const file = tempFiles('toollens-replay-rules-');
/** The GitHub tools the Claude Code fixture loads and calls, as a bare tool list. */
const catalog = () =>
  file(
    'github.json',
    JSON.stringify(
      ['create_issue', 'search_issues', 'add_labels', 'update_issue'].map((name) => ({
        name,
        description: `GitHub ${name.replace('_', ' ')}.`,
        parameters: { type: 'object', properties: {} },
      })),
    ),
  );
const session = transcriptFixturePath('claude-code-session.jsonl');

type Turn = { workingSet: string[]; evicted: string[] };

describe('toollens replay --rule', () => {
  it("replays a Claude Code session by its agent's rule, and says it was proposed", async () => {
    const { code, stdout } = await toollens(
      'replay',
      '--scenario',
      session,
      '--catalog',
      catalog(),
    );
    expect(code).toBe(0);
    expect(stdout).toContain(
      'working-set rule: session (kept for the session; proposed from the tool it searches with, ToolSearch; --rule overrides it; the budget does not apply)',
    );
    // The compaction at the end of turn 2 lists no carried tools (an older client): the set is
    // kept into turn 3, and diagnose says so.
    expect(stdout).toMatch(/^t3 +\S+ +add_labels search_issues create_issue /m);
  }, 30_000);

  it('says a log that never searches gets the default, not a rule of its format', async () => {
    const chat = transcriptFixturePath('openai-chat.json');
    const { code, stdout } = await toollens('replay', '--scenario', chat);
    expect(code).toBe(0);
    expect(stdout).toContain(
      'working-set rule: lru (bounded LRU; no tool search in the log, so the default; --rule overrides it)',
    );
  }, 30_000);

  it('takes --rule over the proposal, and --json carries the rule', async () => {
    const run = await toollens(
      'replay',
      '--scenario',
      session,
      '--catalog',
      catalog(),
      '--rule',
      'lru',
      '--json',
    );
    expect(run.code).toBe(0);
    const json = JSON.parse(run.stdout) as { rule: string; ruleProposed: boolean; turns: Turn[] };
    expect([json.rule, json.ruleProposed]).toEqual(['lru', false]);
    expect(json.turns[1]?.workingSet).toEqual(['add_labels', 'search_issues', 'create_issue']);
    const bad = await toollens('replay', '--scenario', session, '--rule', 'fifo');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain(
      '--rule must be one of lru, session, while-referenced, turn, got "fifo"',
    );
  }, 30_000);

  it('still takes the old name until-compaction, as while-referenced, and says so once', async () => {
    const run = await toollens(
      'replay',
      '--scenario',
      session,
      '--catalog',
      catalog(),
      '--rule',
      'until-compaction',
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      'working-set rule: while-referenced (held while referenced; chosen with --rule',
    );
    expect(run.stderr.match(/is now called while-referenced/g)).toHaveLength(1);
    // Under the Claude API's rule the compaction at the end of turn 2 drops what was loaded.
    expect(run.stdout).toMatch(/^t2 +\S+ +-create_issue /m);
  }, 30_000);
});
