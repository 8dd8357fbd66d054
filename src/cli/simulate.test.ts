import { describe, expect, it } from 'vitest';
import { demoCatalog } from '../data/demo';
import { demoQuerySet } from '../data/querySets/demo';
import { ToolIndex } from '../engine';
import { tempFiles, toollens } from '../test/cliRunner';
import { datasetPath, hasDataset, needs } from '../test/datasets';
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
  it('replays a simulated agent over the demo set with a summary of the standing surface', () => {
    const { code, stdout, stderr } = toollens(
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

  it('prints the per-turn table and the mean against everything declared as text', () => {
    const { code, stdout } = toollens(
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

  it('refuses a bad strategy, a missing query set and --scenario beside it', () => {
    const bad = toollens('replay', '--simulate', 'top0', '--queries', 'demo');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('unknown simulation strategy "top0"');
    const missing = toollens('replay', '--simulate', 'top1');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--queries is required');
    const both = toollens('replay', '--simulate', 'top1', '--queries', 'demo', '--scenario', 'x');
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('give --scenario or --simulate, not both');
    const broken = toollens('replay', '--simulate', 'top1', '--queries', file('q.json', '[{}]'));
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain('q.json');
  }, 30_000);

  it('refuses more queries than the replay bound before reading the catalog, naming the flag', () => {
    const queries = Array.from({ length: 2_001 }, (_, i) => ({
      id: `q${i}`,
      query: `merge pdf ${i}`,
      relevant: ['merge_pdfs'],
    }));
    const many = file('many.json', JSON.stringify(queries));
    const { code, stderr } = toollens('replay', '--simulate', 'top1', '--queries', many);
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
    () => {
      const { code, stdout } = toollens(
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
