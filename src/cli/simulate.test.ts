import { describe, expect, it } from 'vitest';
import { demoCatalog } from '../data/demo';
import { demoQuerySet } from '../data/querySets/demo';
import { ToolIndex } from '../engine';
import { tempFiles, toollens } from '../test/cliRunner';
import { datasetPath, hasDataset, needs } from '../test/datasets';
import {
  LABELLED_PICK_QUERIES,
  LABELLED_PICK_TOOLS,
  LABELLED_PICK_TOP1,
} from '../test/fixtures/labelledPicks';
import { spreadQueries } from './commands/replay';

const file = tempFiles('toollens-simulate-');
const FIXTURE = new URL('../test/fixtures/github-queries.json', import.meta.url).pathname;

type Simulation = {
  strategy: string;
  queries: number;
  ofQueries: number;
  turns: number;
  meanStanding: { chars: number; tokens: number };
  everythingDeclared: { chars: number; tokens: number };
  savedPerTurn: { chars: number; tokens: number };
  share: number;
};

describe('spreadQueries', () => {
  it('keeps every ⌈total/N⌉-th query, N at most, and all of them without a cap', () => {
    const queries = Array.from({ length: 25 }, (_, index) => index);
    expect(spreadQueries(queries, undefined)).toEqual(queries);
    expect(spreadQueries(queries, 30)).toEqual(queries);
    expect(spreadQueries(queries, 5)).toEqual([0, 5, 10, 15, 20]);
    expect(spreadQueries(queries, 4)).toEqual([0, 7, 14, 21]);
    // metatool: 14,729 capped to 1,473 is every 10th, the tests' devSample.
    const metatool = Array.from({ length: 14_729 }, (_, index) => index);
    expect(spreadQueries(metatool, 1473)).toEqual(metatool.filter((index) => index % 10 === 0));
  });
});

describe('toollens replay --simulate', () => {
  it('replays a simulated agent over the demo set with a summary of the standing surface', async () => {
    const { code, stdout, stderr } = await toollens(
      'replay',
      '--simulate',
      'top1',
      '--queries',
      'demo',
      '--budget',
      '6',
      '--limit-queries',
      '10',
      '--json',
    );
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const result = JSON.parse(stdout);
    expect(result.scenario).toBe('simulated-top1-demo');
    expect(result.budget).toBe(6);
    const turns: {
      workingSet: string[];
      rejected: unknown[];
      cost: { standing: { tokens: number } };
    }[] = result.turns;
    expect(turns).toHaveLength(10);
    expect(turns.flatMap((turn) => turn.rejected)).toEqual([]);
    // Each turn activates its query's first hit: the set holds the distinct ones, at most 6.
    const index = new ToolIndex(demoCatalog);
    const seen = new Set<string>();
    const sizes = spreadQueries(demoQuerySet, 10).map((query) => {
      const first = index.search({ query: query.query, limit: 1 }).hits[0]?.name;
      if (first) seen.add(first);
      return Math.min(seen.size, 6);
    });
    expect(turns.map((turn) => turn.workingSet.length)).toEqual(sizes);
    expect(sizes.at(-1)).toBe(6);
    const simulation: Simulation = result.simulation;
    expect(simulation).toMatchObject({
      strategy: 'top1',
      queries: 10,
      ofQueries: demoQuerySet.length,
      turns: 10,
      everythingDeclared: result.summary.everythingDeclared,
    });
    const mean = turns.reduce((sum, turn) => sum + turn.cost.standing.tokens, 0) / 10;
    expect(simulation.meanStanding.tokens).toBe(Math.round(mean));
    expect(simulation.share).toBeCloseTo(mean / simulation.everythingDeclared.tokens, 6);
  });

  it('prints the per-turn table and the mean against everything declared as text', async () => {
    const { code, stdout } = await toollens(
      'replay',
      '--simulate',
      'relevant',
      '--queries',
      'demo',
      '--limit-queries',
      '3',
    );
    expect(code).toBe(0);
    expect(stdout).toContain('simulated-relevant-demo · budget 20 · sorted declarations');
    expect(stdout).toMatch(/simulated agent: relevant, 3 of \d+ queries/);
    expect(stdout).toMatch(
      /mean standing surface per turn: [\d,]+ chars, [\d,]+ tokens, \d+% of everything declared \(30,037 tokens\)/,
    );
  });

  describe('judged by the labels', () => {
    const catalog = file(
      'files.json',
      JSON.stringify({
        tools: LABELLED_PICK_TOOLS.map((tool) => ({ ...tool, inputSchema: {} })),
      }),
    );
    const queries = file('files.queries.json', JSON.stringify(LABELLED_PICK_QUERIES));
    const simulate = async (strategy: string, ...more: string[]) =>
      await toollens(
        'replay',
        '--simulate',
        strategy,
        '--catalog',
        catalog,
        '--queries',
        queries,
        ...more,
      );

    it('says beside the saving how many turns found the right tool, and marks the wrong one', async () => {
      const { code, stdout } = await simulate('top1');
      expect(code).toBe(0);
      const lines = stdout.trimEnd().split('\n');
      const header = lines.find((line) => line.startsWith('turn '));
      expect(header).toMatch(/^turn\s+at\s+labelled\s+working set/);
      expect(lines.find((line) => line.startsWith('t1 '))).toMatch(
        /^t1\s+10:00:00\s+wrong\s+\+read_file/,
      );
      expect(lines.find((line) => line.startsWith('t2 '))).toMatch(
        /^t2\s+10:01:00\s+right\s+\+merge_pdf/,
      );
      expect(lines.find((line) => line.startsWith('t3 '))).toMatch(/^t3\s+10:02:00\s+\+write_file/);
      expect(stdout).toContain(
        'labelled turns: the right tool on 1 of 2 labelled turns; wrong at t1',
      );
      expect(stdout).toContain(
        't1 wrong tool: Activated read_file; the labelled tool is write_file.',
      );
      expect(lines.at(-1)).toMatch(
        /^\d+% fewer tool tokens than declaring every tool · the right tool on 1 of 2 labelled turns$/,
      );
    });

    it("says the same in --json: each turn's verdict and the count beside the savings", async () => {
      const { code, stdout } = await simulate('top1', '--json');
      expect(code).toBe(0);
      const result = JSON.parse(stdout);
      const { verdicts, accuracy } = LABELLED_PICK_TOP1;
      expect(result.turns.map((turn: { labelled?: unknown }) => turn.labelled)).toEqual(verdicts);
      expect(result.summary.accuracy).toEqual(accuracy);
      expect(result.simulation.accuracy).toEqual(accuracy);
      // Three tools declare less than the harness's own scaffolding: nothing is saved, never less.
      expect(result.simulation.share).toBeGreaterThan(1);
      expect(result.simulation.savedShare).toBe(0);
    });

    it('with the relevant strategy, says the count holds by construction rather than as a result', async () => {
      const { code, stdout } = await simulate('relevant');
      expect(code).toBe(0);
      expect(stdout.trimEnd().split('\n').at(-1)).toMatch(
        /^\d+% fewer tool tokens than declaring every tool · the labelled tools on 2 of 2 labelled turns, by construction: the relevant strategy activates each query’s labelled tools, so this run measures the cost of an agent that always picks right, not how well search finds them$/,
      );
      expect(
        JSON.parse((await simulate('relevant', '--json')).stdout).simulation.accuracy,
      ).toMatchObject({
        rightTurns: 2,
        byConstruction: true,
      });
    });

    it('judges a labelled transcript file replayed as a scenario the same way', async () => {
      const written = JSON.parse((await simulate('top1', '--json')).stdout);
      expect(written.scenario).toMatch(/^simulated-top1-/);
      const transcript = file(
        'labelled.json',
        JSON.stringify({
          turns: [
            {
              at: '2026-01-01T10:00:00Z',
              relevant: ['write_file'],
              events: [{ type: 'activate', names: ['read_file'] }],
            },
          ],
        }),
      );
      const { code, stdout } = await toollens(
        'replay',
        '--scenario',
        transcript,
        '--catalog',
        catalog,
      );
      expect(code).toBe(0);
      expect(stdout).toContain('labelled turns: the right tool on 0 of 1 turn; wrong at t1');
    });
  });

  it('refuses a bad strategy, a missing query set and --scenario beside it', async () => {
    const bad = await toollens('replay', '--simulate', 'top0', '--queries', 'demo');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('unknown simulation strategy "top0"');
    const missing = await toollens('replay', '--simulate', 'top1');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--queries is required');
    const both = await toollens(
      'replay',
      '--simulate',
      'top1',
      '--queries',
      'demo',
      '--scenario',
      'x',
    );
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('give --scenario or --simulate, not both');
    const broken = await toollens(
      'replay',
      '--simulate',
      'top1',
      '--queries',
      file('q.json', '[{}]'),
    );
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain('q.json');
  }, 30_000);

  it('refuses more queries than the replay bound before reading the catalog, naming the flag', async () => {
    const queries = Array.from({ length: 2_001 }, (_, i) => ({
      id: `q${i}`,
      query: `merge pdf ${i}`,
      relevant: ['merge_pdfs'],
    }));
    const many = file('many.json', JSON.stringify(queries));
    const { code, stderr } = await toollens('replay', '--simulate', 'top1', '--queries', many);
    expect(stderr).toBe(
      `toollens: the simulated agent over ${many} has 2,001 turns; toollens replays at most 2,000; it makes one turn a query, and --limit-queries 2000 keeps an even spread of them\n`,
    );
    expect(code).toBe(1);
  }, 30_000);

  it.skipIf(!hasDataset('github-mcp-server'))(
    needs(
      'github-mcp-server',
      'on the GitHub MCP tools, activates catalog tools only and declares the harness scaffolding',
    ),
    async () => {
      const { code, stdout } = await toollens(
        'replay',
        '--simulate',
        'top3',
        '--catalog',
        datasetPath('github-mcp-server', 'tools.json'),
        '--queries',
        FIXTURE,
        '--json',
      );
      expect(code).toBe(0);
      const result = JSON.parse(stdout);
      expect(result.turns).toHaveLength(10);
      expect(result.turns.flatMap((turn: { rejected: unknown[] }) => turn.rejected)).toEqual([]);
      // search_tools and activate_tool stand in every turn: the harness scaffolding is declared.
      const first = result.turns[0].cost;
      expect(first.scaffolding.tokens).toBeGreaterThan(200);
      expect(result.summary.nothingActive.tokens).toBeGreaterThan(
        first.capabilityLine.tokens + first.scaffolding.tokens,
      );
      expect(result.turns[0].cost.scaffolding.tokens).toBeGreaterThan(250);
      expect(result.simulation.share).toBeGreaterThan(0);
      expect(result.simulation.share).toBeLessThan(0.5);
    },
    30_000,
  );
});
