import { beforeEach, describe, expect, it } from 'vitest';
import type { FindabilityChange, Tool } from '../../engine';
import { engineApi } from '../engineApi';

/**
 * "Compare with…"'s worker calls against the engine: the loaded catalog (with its edits) against
 * another version given whole, its import errors named with their place, and the open set's
 * findability change under toollens and every agent target.
 */
const tool = (name: string, description: string, properties: string[] = []) => ({
  name,
  description,
  inputSchema: {
    type: 'object',
    properties: Object.fromEntries(properties.map((each) => [each, { type: 'string' }])),
  },
});
const TOOLS = [
  tool('create_issue', 'Open a new issue in a repository.', ['owner', 'repo', 'title']),
  tool('search_code', 'Search source code across repositories for a symbol.', ['query']),
  tool('close_issue', 'Close an issue.', ['owner', 'repo', 'number']),
];
const NEXT = JSON.stringify({
  tools: [
    tool('create_issue', 'Open a new issue in a repository.', ['owner', 'repo']),
    tool('search_code', 'Look up text in files.', ['query']),
  ],
});
const next = { kind: 'file' as const, name: 'next.json', text: NEXT };

beforeEach(async () => {
  expect((await engineApi.loadCatalogText(JSON.stringify({ tools: TOOLS }), 'tools.json')).ok).toBe(
    true,
  );
});

describe('compareCatalogs', () => {
  it('diffs the loaded catalog (old) against a file (new), and back when swapped', async () => {
    const report = await engineApi.compareCatalogs(next, 'new');
    if (!report.ok) throw new Error(report.errors.map((issue) => issue.text).join('\n'));
    expect(report.other).toEqual({ source: 'next.json', format: 'mcp', tools: 2 });
    expect(report.diff.removed).toEqual(['close_issue']);
    expect(report.diff.changed.map((each) => each.name).sort()).toEqual([
      'create_issue',
      'search_code',
    ]);
    const swapped = await engineApi.compareCatalogs(next, 'old');
    if (!swapped.ok) throw new Error('the swapped diff failed');
    expect([swapped.diff.added, swapped.diff.removed]).toEqual([['close_issue'], []]);
  });

  it("names a bad file's errors with their place, and keeps the loaded catalog", async () => {
    const bad = {
      kind: 'file' as const,
      name: 'broken.json',
      text: '{"tools": [ {"name": "a",, }',
    };
    const report = await engineApi.compareCatalogs(bad, 'new');
    expect(report.ok).toBe(false);
    if (report.ok) return;
    expect(report.source).toBe('broken.json');
    expect(report.errors[0]?.text).toContain('line 1, column 26');
    expect((await engineApi.catalogRows()).map((row) => row.name)).toEqual(
      TOOLS.map((each) => each.name),
    );
  });

  it("compares the catalog as loaded with the user's edits", async () => {
    const detail = await engineApi.toolDetail('close_issue');
    if (!detail) throw new Error('close_issue is not loaded');
    const edited: Tool = {
      name: 'close_issue',
      description: 'Close an issue, with a reason.',
      parameters: detail.parameters,
      capabilities: detail.capabilities,
      domains: detail.domains,
      entities: detail.entities,
      relationships: detail.relationships,
      concepts: [],
    };
    await engineApi.updateTool({ tool: edited });
    const report = await engineApi.compareCatalogs({ kind: 'loaded' }, 'old');
    if (!report.ok) throw new Error('the diff failed');
    expect(report.diff.changed.map((each) => [each.name, each.class])).toEqual([
      ['close_issue', 'compatible'],
    ]);
  });
});

describe('compareFindability', () => {
  const queries = [
    { id: 'open', query: 'open a new issue', relevant: ['create_issue'] },
    { id: 'symbol', query: 'search repositories for a symbol', relevant: ['search_code'] },
  ];

  it('ranks each query under one ranker a call: the rewritten tool falls, the other stays', async () => {
    const rankers = await engineApi.findabilityRankers();
    expect(rankers).toEqual(['toollens', ...(await engineApi.availableTargets())]);
    const rows: FindabilityChange[] = [];
    for (const ranker of rankers) {
      const answer = await engineApi.compareFindability(next, 'new', queries, 10, ranker);
      expect(answer.map((row) => row.ranker)).toEqual([ranker, ranker]);
      expect(answer.map((row) => row.fall)).toEqual(
        answer.map((row) => row.fall).sort((a, b) => b - a),
      );
      rows.push(...answer);
    }
    const falls = (id: string) => rows.filter((row) => row.queryId === id).map((row) => row.fall);
    expect(Math.max(...falls('symbol'))).toBeGreaterThan(0);
    expect(falls('open').every((fall) => fall === 0)).toBe(true);
  });

  it('refuses a ranker this build does not run, naming it', async () => {
    await expect(engineApi.compareFindability(next, 'new', queries, 10, 'nope')).rejects.toThrow(
      'toollens worker: compare: no ranker named "nope"',
    );
  });
});
