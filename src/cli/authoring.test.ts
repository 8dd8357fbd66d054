import { describe, expect, it } from 'vitest';
import { tempFiles, toollens } from '../test/cliRunner';

const file = tempFiles('toollens-authoring-');

describe('toollens lint', () => {
  it('reports findings with fixes as JSON, and derives tags on request', async () => {
    const catalog = file(
      'mcp.json',
      JSON.stringify({
        tools: [
          { name: 'get_weather', description: 'Weather.', inputSchema: { type: 'object' } },
          {
            name: 'bad name',
            description: 'Look up the forecast for a city by name.',
            inputSchema: { type: 'object' },
          },
        ],
      }),
    );
    const { code, stdout } = await toollens('lint', '--catalog', catalog, '--json');
    expect(code).toBe(0);
    const { findings } = JSON.parse(stdout);
    const rules = findings.map((f: { rule: string; tools: string[] }) => [f.rule, f.tools[0]]);
    expect(rules).toContainEqual(['invalid-name', 'bad name']);
    expect(rules).toContainEqual(['thin-description', 'get_weather']);
    for (const finding of findings) expect(finding.fix.length).toBeGreaterThan(10);
  }, 20_000);
});

describe('toollens compare', () => {
  it('compares two rankers on a CSV query set', async () => {
    const catalog = file(
      'readers.json',
      JSON.stringify([
        { name: 'excel_reader', description: 'Read an Excel file', parameters: { type: 'object' } },
        { name: 'text_reader', description: 'Read a text file', parameters: { type: 'object' } },
        { name: 'pdf_reader', description: 'Read a PDF file', parameters: { type: 'object' } },
      ]),
    );
    const queries = file(
      'q.csv',
      'query,tool\nexcel file,excel_reader\n"pdf, please",pdf_reader\n',
    );
    const { code, stdout } = await toollens(
      'compare',
      '--catalog',
      catalog,
      '--queries',
      queries,
      '--ranker',
      'seed',
      '--ranker-b',
      'bm25',
      '--json',
    );
    expect(code).toBe(0);
    const comparison = JSON.parse(stdout);
    expect(comparison.perQuery).toHaveLength(2);
    expect(comparison.improved + comparison.worsened + comparison.unchanged).toBe(2);
    expect(comparison.meanJaccard).toBeGreaterThan(0);
  }, 20_000);

  it('compares field weights and excerpt caps on the demo query set', async () => {
    const { code, stdout } = await toollens(
      'compare',
      '--catalog',
      'demo',
      '--queries',
      'demo',
      '--ranker',
      'toollens',
      '--weights-b',
      'description=0',
      '--excerpt-cap-b',
      '20',
      '--json',
    );
    expect(code).toBe(0);
    const comparison = JSON.parse(stdout);
    expect(comparison.b).toBe('demo · toollens · description=0');
    expect(comparison.perQuery).toHaveLength(74);
    // Leaving the descriptions out loses queries; a 20-character cap shows less of each.
    expect(comparison.worsened).toBeGreaterThan(comparison.improved);
    expect(comparison.excerpt.a.cap).toBe(300);
    expect(comparison.excerpt.b.cap).toBe(20);
    expect(comparison.excerpt.b.meanPageChars).toBeLessThan(comparison.excerpt.a.meanPageChars);
    expect(comparison.excerpt.lessShown).toBeGreaterThan(comparison.excerpt.moreShown);
  }, 20_000);

  it("compares under one ranker when none is given: B takes A's, and A is the default toollens", async () => {
    const { code, stdout } = await toollens(
      'compare',
      '--catalog',
      'sample',
      '--queries',
      'demo',
      '--json',
    );
    expect(code).toBe(0);
    const comparison = JSON.parse(stdout);
    expect(comparison.a).toBe('sample · toollens');
    expect(comparison.b).toBe('sample · toollens');
    expect(comparison.worsened + comparison.improved).toBe(0);
  }, 20_000);

  it('says which field weight is wrong', async () => {
    const bad = await toollens(
      'compare',
      '--catalog',
      'sample',
      '--queries',
      'demo',
      '--weights-b',
      'title=2',
    );
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--weights-b: unknown field "title"');
    const negative = await toollens(
      'eval',
      '--catalog',
      'sample',
      '--queries',
      'demo',
      '--weights',
      'name=-1',
    );
    expect(negative.stderr).toContain('the weight of name must be a number ≥ 0, got "-1"');
    const peer = await toollens(
      'eval',
      '--catalog',
      'sample',
      '--queries',
      'demo',
      '--ranker',
      'minisearch',
      '--weights',
      'name=1',
    );
    expect(peer.code).toBe(1);
    expect(peer.stderr.trim()).toBe(
      'toollens: minisearch is a peer ranker with its own fields; field weights apply to toollens, seed and bm25',
    );
  }, 20_000);

  it('names the row of a bad CSV query set', async () => {
    const queries = file('bad.csv', 'query,tool,grade\nexcel,excel_reader,lots\n');
    const { code, stderr } = await toollens('compare', '--catalog', 'sample', '--queries', queries);
    expect(code).toBe(1);
    expect(stderr).toContain('CSV row 2: grade must be a number');
  }, 20_000);
});
