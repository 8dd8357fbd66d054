import { describe, expect, it } from 'vitest';
import { sampleCatalog } from '../../data/sample';
import { makeTool } from '../catalog/types';
import { ToolIndex } from '../search/ToolIndex';
import { EVAL_RANKERS, evaluate, lengthBucket } from './evaluate';

const index = new ToolIndex(sampleCatalog);
const long =
  'I have a spreadsheet from our finance team that I need to look at before the meeting, ' +
  'could you open the Excel workbook and read the quarterly numbers from every sheet in it, ' +
  'then tell me the totals for each region and quarter please';
const queries = [
  { id: 'short', query: 'excel file', relevant: ['excel_reader'] },
  {
    id: 'medium',
    query: 'read the text of a plain file for me please, not a pdf',
    relevant: ['text_reader'],
  },
  { id: 'long', query: long, relevant: ['excel_reader'] },
];

describe('lengthBucket', () => {
  it('buckets by distinct terms of the spec analyzer: 1–5, 6–20, over 20', () => {
    expect(queries.map((query) => lengthBucket(query.query))).toEqual(['short', 'medium', 'long']);
    expect(lengthBucket('file file file file file file file')).toBe('short');
    expect(lengthBucket('the of')).toBe('short');
  });
});

describe('evaluate', () => {
  it('defaults to the toollens ranker', () => {
    expect(evaluate(index, queries).ranker).toBe('toollens');
  });

  it('breaks the metrics down by query length, and the buckets add up to the whole', () => {
    const report = evaluate(index, queries, { ranker: 'seed' });
    expect(Object.values(report.byLength).map((bucket) => bucket.queries)).toEqual([1, 1, 1]);
    const weighted = Object.values(report.byLength).reduce(
      (total, bucket) => total + bucket.ndcg10 * bucket.queries,
      0,
    );
    expect(weighted / 3).toBeCloseTo(report.ndcg10, 12);
    expect(report.perQuery.map((outcome) => outcome.length)).toEqual(['short', 'medium', 'long']);
  });

  it('runs every ranker and peer over the same catalog and queries', () => {
    for (const ranker of EVAL_RANKERS) {
      const report = evaluate(index, queries, { ranker });
      expect(report.ranker).toBe(ranker);
      expect(report.queries).toBe(3);
      expect(report.perQuery[0]?.top[0], ranker).toBe('excel_reader');
    }
  });

  it('restricts the peers to the filtered scope', () => {
    const report = evaluate(index, queries, {
      ranker: 'anthropic-bm25',
      filters: { capabilities: ['work-item'] },
    });
    expect(report.perQuery.flatMap((outcome) => outcome.top)).not.toContain('excel_reader');
  });
});

describe('evaluate under an agent target, with the servers that name the tools', () => {
  const catalog = {
    tools: [
      makeTool({ name: 'create_issue', description: 'Open an issue.' }),
      makeTool({
        name: 'post_message',
        description: 'Post a message.',
        origin: { server: 'slack' },
      }),
    ],
    ontology: { concepts: [] },
    format: 'mcp' as const,
  };
  const index = new ToolIndex(catalog);
  const queries = [
    { id: 'gh', query: 'github', relevant: ['create_issue'] },
    { id: 'sl', query: 'slack', relevant: ['post_message'] },
  ];
  const ranks = (options: Parameters<typeof evaluate>[2]) =>
    evaluate(index, queries, { ranker: 'claude-code', ...options }).perQuery.map((q) => q.ranks);

  it("names a tool without a server under the catalog's own, and keeps each tool's own", () => {
    // Claude Code scores the server's name as a name part: "github" finds only a github tool.
    expect(ranks({ defaultServer: 'github' })).toEqual([{ create_issue: 1 }, { post_message: 1 }]);
    expect(ranks({})).toEqual([{ create_issue: null }, { post_message: 1 }]);
  });

  it('names every tool under the server the user gives, over their own', () => {
    expect(ranks({ server: 'github', defaultServer: 'other' })).toEqual([
      { create_issue: 1 },
      { post_message: null },
    ]);
  });
});
