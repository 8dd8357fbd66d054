import { describe, expect, it } from 'vitest';
import type { Comparison, EvalReport, Finding } from '../engine';
import { tempFiles, toollens } from '../test/cliRunner';
import { lintCommand } from './commands/lint';
import { evalGate, lintGate, parseFailUnder, parseMaxWarnings, regressionGate } from './gate';
import { UsageError } from './usageError';

/** The CI gates: eval --fail-under, compare --fail-on-regression, lint --max-warnings. */

const file = tempFiles('toollens-gate-');

const tool = (name: string, description: string) => ({
  name,
  description,
  inputSchema: { type: 'object', properties: {} },
});
const TOOLS = [
  tool('create_issue', 'Open a new issue in a repository, with a title and a body.'),
  tool('list_issues', 'List the issues of a repository, filtered by state and label.'),
  tool('merge_pull_request', 'Merge a pull request: combine its branch into the base branch.'),
  tool('get_file', 'Read the contents of a file at a path in a repository.'),
];
const catalogOf = (name: string, tools: typeof TOOLS) => file(name, JSON.stringify({ tools }));
const queries = file(
  'queries.json',
  JSON.stringify([
    { id: 'open', query: 'open a new issue', relevant: ['create_issue'] },
    { id: 'combine', query: 'combine my branch', relevant: ['merge_pull_request'] },
    { id: 'read', query: 'read a file', relevant: ['get_file'] },
  ]),
);
const before = catalogOf('a.json', TOOLS);

const report = (ranker: string, ndcg10: number, recall5: number): EvalReport =>
  ({ ranker, queries: 3, ndcg10, mrr: ndcg10, recall: { '5': recall5 } }) as unknown as EvalReport;

describe('the gates, each alone', () => {
  it('reads --fail-under pairs and refuses an unknown metric, a bar outside 0..1, a metric twice', () => {
    expect(parseFailUnder('ndcg10=0.6,R5=0.8, mrr=0.5')).toEqual([
      { metric: 'ndcg10', threshold: 0.6 },
      { metric: 'r5', threshold: 0.8, k: 5 },
      { metric: 'mrr', threshold: 0.5 },
    ]);
    expect(() => parseFailUnder('map=0.5')).toThrow(UsageError);
    expect(() => parseFailUnder('ndcg10=1.5')).toThrow('the bar must be a number from 0 to 1');
    expect(() => parseFailUnder('ndcg10=')).toThrow(UsageError);
    expect(() => parseFailUnder('r5=0.5,r5=0.6')).toThrow('--fail-under names r5 twice');
    expect(() => parseFailUnder('r0=0.5')).toThrow('k of at least 1');
  });

  it('fails eval when any ranker is under any bar, naming each miss', () => {
    const bars = parseFailUnder('ndcg10=0.6,r5=0.8') ?? [];
    expect(evalGate([report('toollens', 0.7, 0.9)], bars)).toMatchObject({
      pass: true,
      summary:
        'toollens eval: pass: nDCG@10 0.700 ≥ 0.600 (toollens), R@5 0.900 ≥ 0.800 (toollens) over 3 queries',
    });
    const failed = evalGate([report('toollens', 0.7, 0.9), report('codex', 0.5, 0.9)], bars);
    expect(failed.pass).toBe(false);
    expect(failed.summary).toBe(
      'toollens eval: FAIL: 1 of 4 checks under the bar: nDCG@10 0.500 < 0.600 (codex)',
    );
    // A value at its bar passes.
    expect(evalGate([report('toollens', 0.6, 0.8)], bars).pass).toBe(true);
  });

  it('lists every query that lost rank under B, worst first, and passes when none did', () => {
    const delta = (id: string, rankA: number | null, rankB: number | null, by: number) => ({
      id,
      query: `query ${id}`,
      rankA,
      rankB,
      delta: by,
    });
    const comparison = {
      perQuery: [delta('a', 1, 2, -1), delta('b', 1, null, -10), delta('c', 3, 1, 2)],
      improved: 1,
      worsened: 2,
      unchanged: 0,
    } as unknown as Comparison;
    expect(regressionGate(comparison)).toEqual({
      pass: false,
      summary: [
        'toollens compare: FAIL: 2 queries lost rank under B (1 improved)',
        '  b "query b": #1 → not found (down 10)',
        '  a "query a": #1 → #2 (down 1)',
      ].join('\n'),
    });
    const fine = { ...comparison, perQuery: [delta('c', 3, 1, 2)], worsened: 0 } as Comparison;
    expect(regressionGate(fine).pass).toBe(true);
  });

  it('fails lint on any error, or on more warnings than allowed; notes never fail', () => {
    const finding = (severity: Finding['severity']) => ({ severity }) as Finding;
    const some = [finding('warning'), finding('warning'), finding('info')];
    expect(lintGate(some, 2)).toEqual({
      pass: true,
      summary: 'toollens lint: pass: 0 errors, 2 warnings (at most 2)',
    });
    expect(lintGate(some, 1).pass).toBe(false);
    expect(lintGate([finding('error')], 10).pass).toBe(false);
    expect(parseMaxWarnings('0')).toBe(0);
    expect(() => parseMaxWarnings('-1')).toThrow('--max-warnings must be a whole number');
    expect(() => parseMaxWarnings('two')).toThrow(UsageError);
  });
});

describe('the gates through the CLI', () => {
  it('lint --max-warnings: the report whole, then the verdict; exit 1 past the bar', async () => {
    const lint = (max: string) =>
      lintCommand({
        command: 'lint',
        rest: [],
        values: { catalog: 'sample', 'max-warnings': max },
      });
    const counts = (await lintCommand({
      command: 'lint',
      rest: [],
      values: { catalog: 'sample' },
    })) as string;
    const warnings = Number(/(\d+) warnings/.exec(counts)?.[1]);
    expect(warnings).toBeGreaterThan(0);
    const over = await lint(String(warnings - 1));
    expect(over).toEqual({
      text: expect.stringMatching(
        new RegExp(
          `toollens lint: FAIL: 0 errors, ${warnings} warnings \\(at most ${warnings - 1}\\)$`,
        ),
      ),
      exitCode: 1,
    });
    expect(await lint(String(warnings))).toEqual(expect.stringMatching(/toollens lint: pass:/));
  });

  it('compare --fail-on-regression: exit 1 on a description edit that loses a query, 0 on one that does not', async () => {
    // The edit cuts the words "combine … branch" from merge_pull_request: its query loses it.
    const lost = catalogOf(
      'lost.json',
      TOOLS.map((each) =>
        each.name === 'merge_pull_request' ? tool(each.name, 'Merge a pull request.') : each,
      ),
    );
    const kept = catalogOf(
      'kept.json',
      TOOLS.map((each) =>
        each.name === 'get_file'
          ? tool(each.name, `${each.description} Large files are cut.`)
          : each,
      ),
    );
    const run = async (b: string) =>
      await toollens(
        'compare',
        '--catalog',
        before,
        '--catalog-b',
        b,
        '--queries',
        queries,
        '--fail-on-regression',
      );
    const failing = await run(lost);
    expect(failing.code).toBe(1);
    expect(failing.stdout).toMatch(/toollens compare: FAIL: 1 query lost rank under B/);
    expect(failing.stdout).toContain('  combine "combine my branch": #1 → not found (down 10)');
    const passing = await run(kept);
    expect(passing.stdout).toMatch(/toollens compare: pass: no query lost rank under B/);
    expect(passing.code).toBe(0);
  });

  it('eval --fail-under exits 1 under the bar with the report still printed, 0 at it, and --json carries the gate', async () => {
    // One query no tool's words answer: MRR is 2/3 at best.
    const hard = file(
      'hard.json',
      JSON.stringify([
        { id: 'open', query: 'open a new issue', relevant: ['create_issue'] },
        { id: 'merge', query: 'merge the pull request', relevant: ['merge_pull_request'] },
        { id: 'deploy', query: 'deploy to production', relevant: ['get_file'] },
      ]),
    );
    const evalWith = async (...extra: string[]) =>
      await toollens('eval', '--catalog', before, '--queries', hard, ...extra);
    const under = await evalWith('--fail-under', 'mrr=0.9');
    expect(under.code).toBe(1);
    expect(under.stdout).toContain('recall@1');
    expect(under.stdout).toMatch(
      /toollens eval: FAIL: 1 of 1 check under the bar: MRR 0\.\d{3} < 0\.900 \(toollens\)$/m,
    );
    const json = await evalWith('--fail-under', 'mrr=0.5,r2=0.5', '--json');
    expect(json.code).toBe(0);
    const parsed = JSON.parse(json.stdout);
    // r2 is measured because the bar names it, beside the default ks.
    expect(parsed.recall['2']).toBeGreaterThanOrEqual(0.5);
    expect(parsed.gate).toMatchObject({
      pass: true,
      checks: [
        { metric: 'MRR', threshold: 0.5, pass: true },
        { metric: 'R@2', threshold: 0.5, pass: true },
      ],
    });
  });
});
