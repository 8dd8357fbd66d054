import { describe, expect, it } from 'vitest';
import { tempFiles, toollens } from '../test/cliRunner';

const file = tempFiles('toollens-replay-');

type Turn = {
  turn: number;
  workingSet: string[];
  evicted: string[];
  states: Record<string, string>;
  promptChars: number;
  promptTokens: number;
  stablePrefixChars: number;
  breakSection: string | null;
  reindexed: string[];
  cache: Record<string, { cachedTokens: number }>;
};

describe('toollens replay', () => {
  it("prints the spec's five-turn figure with the scenario's budget of 5", async () => {
    const { code, stdout, stderr } = await toollens(
      'replay',
      '--scenario',
      'spec-five-turns',
      '--json',
    );
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const result = JSON.parse(stdout);
    expect(result).toMatchObject({
      scenario: 'spec-five-turns',
      budget: 5,
      tokenizer: 'o200k_base (gpt-tokenizer)',
    });
    const turns: Turn[] = result.turns;
    expect(turns.map((turn) => turn.workingSet)).toEqual([
      ['read_pdf'],
      ['read_json', 'query_json', 'read_pdf'],
      ['read_pdf', 'read_json', 'query_json'],
      ['merge_pdfs', 'search_text', 'run_view', 'read_pdf', 'read_json'],
      ['generate_pdf', 'merge_pdfs', 'search_text', 'run_view', 'read_pdf'],
    ]);
    expect(turns.map((turn) => turn.evicted)).toEqual([[], [], [], ['query_json'], ['read_json']]);
    expect(turns[2]?.states.read_pdf).toBe('warm');
    expect(turns.map((turn) => turn.breakSection)).toEqual([
      'protocol',
      'declarations',
      null,
      'declarations',
      'declarations',
    ]);
    expect(turns[2]?.stablePrefixChars).toBe(turns[2]?.promptChars);
    expect(turns.map((turn) => turn.reindexed)).toEqual([
      [],
      ['run_python'],
      [],
      ['run_python'],
      [],
    ]);
    // The same turns under the three orders a harness could choose: the design's figures are
    // the replay's own, and found tools left in the conversation never break the tool block.
    type Order = {
      order: string;
      cachedTurns: Record<string, number>;
      turns: { cached: Record<string, number>; breakSection: string | null }[];
    };
    const orders: Order[] = result.orders;
    expect(orders.map((each) => each.order)).toEqual(['sorted', 'appended', 'inline']);
    expect(orders[0]?.turns.map((turn) => turn.cached.anthropic)).toEqual(
      turns.map((turn) => turn.cache.anthropic?.cachedTokens),
    );
    const inline = orders[2];
    expect(inline?.turns.slice(1).every((turn) => turn.breakSection !== 'declarations')).toBe(true);
    expect(inline?.cachedTurns.anthropic).toBeGreaterThan(orders[0]?.cachedTurns.anthropic ?? 0);
  }, 30_000);

  it('with --unsorted, t3 loses its stable prefix at the declarations', async () => {
    const sorted: Turn[] = JSON.parse(
      (await toollens('replay', '--scenario', 'spec-five-turns', '--json')).stdout,
    ).turns;
    const unsorted: Turn[] = JSON.parse(
      (await toollens('replay', '--scenario', 'spec-five-turns', '--unsorted', '--json')).stdout,
    ).turns;
    expect(unsorted[2]?.workingSet).toEqual(sorted[2]?.workingSet);
    expect(unsorted[2]?.breakSection).toBe('declarations');
    expect(unsorted[2]?.stablePrefixChars).toBeLessThan(sorted[2]?.stablePrefixChars ?? 0);
    expect(unsorted[2]?.cache.openai?.cachedTokens).toBeLessThan(
      sorted[2]?.cache.openai?.cachedTokens ?? 0,
    );
  }, 30_000);

  it("replays a transcript file in the issue's shape, with --budget", async () => {
    const path = file(
      'merge.json',
      `{"turns":[{"at":"2026-01-01T10:00:00Z","events":[
        {"type":"user","text":"merge the two reports"},
        {"type":"search","query":"merge pdf","capabilities":["document"]},
        {"type":"activate","names":["merge_pdfs"]},
        {"type":"call","name":"merge_pdfs","args":{}}]}]}`,
    );
    const { code, stdout } = await toollens(
      'replay',
      '--scenario',
      path,
      '--budget',
      '3',
      '--json',
    );
    expect(code).toBe(0);
    const result = JSON.parse(stdout);
    expect(result.scenario).toBe('merge');
    expect(result.budget).toBe(3);
    expect(result.turns[0].workingSet).toEqual(['merge_pdfs']);
    expect(result.turns[0].states).toEqual({ merge_pdfs: 'activated' });
  }, 30_000);

  it('prints the searches that loaded and the compactions, and loads what they loaded', async () => {
    const path = file(
      'discover.json',
      JSON.stringify({
        turns: [
          {
            at: '2026-01-01T10:00:00Z',
            events: [
              { type: 'user', text: 'merge the reports' },
              {
                type: 'discover',
                via: 'ToolSearch',
                query: 'select:merge_pdfs',
                form: 'select',
                returned: ['merge_pdfs'],
                loaded: ['merge_pdfs'],
                unknown: ['mcp__github__create_issue'],
              },
            ],
          },
          {
            at: '2026-01-01T10:01:00Z',
            events: [{ type: 'compact', trigger: 'auto', preTokens: 150000 }],
          },
        ],
      }),
    );
    const text = await toollens('replay', '--scenario', path);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(
      't1 event 1: ToolSearch "select:merge_pdfs" (select: names tools, no search); returned merge_pdfs; loaded merge_pdfs; not in the catalog: mcp__github__create_issue\nt2 event 0: compacted its context (auto, 150,000 tokens before)',
    );
    const json = JSON.parse((await toollens('replay', '--scenario', path, '--json')).stdout);
    expect(json.turns.map((turn: Turn) => turn.workingSet)).toEqual([
      ['merge_pdfs'],
      ['merge_pdfs'],
    ]);
    expect(json.turns[0].discoveries).toMatchObject([
      { event: 1, via: 'ToolSearch', loaded: ['merge_pdfs'] },
    ]);
    expect(json.turns[1].compactions).toEqual([
      { event: 0, type: 'compact', trigger: 'auto', preTokens: 150000 },
    ]);
  }, 30_000);

  it('names the file and the path of a bad transcript, and exits 1', async () => {
    const path = file('bad.json', '{"turns":[{"at":"yesterday","events":[]}]}');
    const { code, stdout, stderr } = await toollens('replay', '--scenario', path);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain(`toollens: ${path}: /turns/0/at: expected an ISO 8601 time`);
    const missing = await toollens('replay', '--scenario', 'no-such-scenario');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('no scenario named "no-such-scenario"');
    expect(missing.stderr).toContain('spec-five-turns');
  }, 30_000);

  it('prints a table and the cost summary without --json', async () => {
    const { code, stdout } = await toollens('replay', '--scenario', 'bug-triage');
    expect(code).toBe(0);
    expect(stdout).toContain('bug-triage · budget 20 · sorted declarations');
    expect(stdout).toContain('standing surface, turn 1:');
    expect(stdout).toContain('median cached, openai:');
  }, 30_000);
});
