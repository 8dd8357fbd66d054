import { describe, expect, it } from 'vitest';
import { buildExcerpt, termWeight } from '../engine';
import { tempFiles, toollens } from '../test/cliRunner';
import { SPREADSHEET_DESCRIPTION } from '../test/fixtures';

const file = tempFiles('toollens-cli-');
const readers = file(
  'readers.json',
  JSON.stringify([
    { name: 'excel_reader', description: 'Read an Excel file', parameters: { type: 'object' } },
    { name: 'text_reader', description: 'Read a text file', parameters: { type: 'object' } },
    { name: 'pdf_reader', description: 'Read a PDF file', parameters: { type: 'object' } },
  ]),
);

describe('toollens search', () => {
  it('prints the spec worked example as JSON', async () => {
    const { code, stdout } = await toollens(
      'search',
      '--catalog',
      readers,
      '--query',
      'Excel file',
      '--json',
    );
    expect(code).toBe(0);
    const result = JSON.parse(stdout);
    expect(result.scope.n).toBe(3);
    expect(
      result.terms.map((t: { stem: string; weight: number }) => [t.stem, t.weight.toFixed(2)]),
    ).toEqual([
      ['excel', '1.69'],
      ['file', '1.00'],
    ]);
    expect(result.hits.map((h: { name: string }) => h.name)).toEqual([
      'excel_reader',
      'text_reader',
      'pdf_reader',
    ]);
    expect(result.hits[0].coverage).toBe(2);
    expect(result.hits[0].weightSum.toFixed(2)).toBe('2.69');
  }, 20_000);

  it('explains every hit with --explain --json: parts that add up to the score', async () => {
    const { code, stdout } = await toollens(
      'search',
      '--catalog',
      'demo',
      '--query',
      'list work items',
      '--explain',
      '--json',
    );
    expect(code).toBe(0);
    const result = JSON.parse(stdout);
    expect(result.explanations).toHaveLength(result.hits.length);
    expect(result.explanations[0].name).toBe('list_work_items');
    expect(result.explanations[0].toollens.name.value).toBe(1);
    expect(result.explanations[1].below).toMatchObject({
      name: 'list_work_items',
      key: 'nameMatch',
    });
    for (const [i, hit] of result.explanations.entries()) {
      const sum = hit.toollens.terms.reduce(
        (total: number, term: { contribution: number }) => total + term.contribution,
        0,
      );
      expect(Math.abs(sum - result.hits[i].toollens.bm25f)).toBeLessThan(1e-9);
    }
  }, 20_000);

  it('prints the explain tree as text with --explain', async () => {
    const { code, stdout } = await toollens(
      'search',
      '--catalog',
      'demo',
      '--query',
      'merge pdf',
      '--limit',
      '2',
      '--explain',
    );
    expect(code).toBe(0);
    expect(stdout).toContain('#1 merge_pdfs  (toollens: coverage 2');
    expect(stdout).toMatch(/below merge_pdfs on /);
    expect(stdout).toMatch(/BM25F [\d.]+ \(k1 1\.2, b 0\.75, N 169\)/);
    expect(stdout).not.toContain('search_tools,');
  }, 20_000);

  it('names the file, line and column of a JSON syntax error and exits 1', async () => {
    const bad = file('bad.json', '[\n  {"name": "a",, }\n]');
    const { code, stderr, stdout } = await toollens('search', '--catalog', bad, '--query', 'x');
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain(`${bad}: line 2, column 16`);
  }, 20_000);

  it('rejects an unknown command and a bad --limit with usage and exit 2', async () => {
    expect((await toollens('frobnicate')).code).toBe(2);
    const { code, stderr } = await toollens(
      'search',
      '--catalog',
      readers,
      '--query',
      'x',
      '--limit',
      '0',
    );
    expect(code).toBe(2);
    expect(stderr).toContain('--limit must be a whole number');
  }, 20_000);
});

describe('toollens search: the excerpt lens', () => {
  it('prints the spec figure excerpt, windows and page for "excel file"', async () => {
    const sheets = file(
      'sheets.json',
      JSON.stringify([
        { name: 'spreadsheet_reader', description: SPREADSHEET_DESCRIPTION, parameters: {} },
        { name: 'text_reader', description: 'Read a text file', parameters: {} },
        { name: 'pdf_reader', description: 'Read a PDF file', parameters: {} },
      ]),
    );
    const { code, stdout } = await toollens(
      'search',
      '--catalog',
      sheets,
      '--query',
      'excel file',
      '--excerpt-cap',
      '300',
      '--json',
    );
    expect(code).toBe(0);
    const result = JSON.parse(stdout);
    const [top] = result.hits;
    expect(top.name).toBe('spreadsheet_reader');
    const expected = buildExcerpt(
      SPREADSHEET_DESCRIPTION,
      [
        { stem: 'excel', weight: termWeight(3, 1) },
        { stem: 'file', weight: termWeight(3, 3) },
      ],
      300,
    );
    expect(top.excerpt).toEqual(expected);
    const [fileWindow, excelWindow] = top.excerpt.windows;
    expect(excelWindow.chars).toBeGreaterThan(fileWindow.chars);
    expect(top.excerpt.text.length).toBeLessThanOrEqual(300);
    expect(result.page.shares.map((share: { share: number }) => share.share)).toEqual([
      300, 16, 15,
    ]);
    expect(result.menu.text).toContain('activate_tool');
  }, 20_000);
});

describe('toollens stats and eval', () => {
  it('prints catalog stats as JSON', async () => {
    const { code, stdout } = await toollens('stats', '--catalog', readers, '--json');
    expect(code).toBe(0);
    const stats = JSON.parse(stdout);
    expect(stats.tools).toBe(3);
    expect(stats.schemaChars).toBe(3 * JSON.stringify({ type: 'object' }).length);
  }, 20_000);

  it('evaluates a query set', async () => {
    const queries = file(
      'queries.json',
      JSON.stringify([
        { id: 'q1', query: 'excel spreadsheet', relevant: ['excel_reader'] },
        { id: 'q2', query: 'pdf', relevant: ['pdf_reader'] },
        { id: 'q3', query: 'text file', relevant: ['text_reader', 'pdf_reader'] },
      ]),
    );
    const { code, stdout } = await toollens(
      'eval',
      '--catalog',
      readers,
      '--queries',
      queries,
      '--json',
    );
    expect(code).toBe(0);
    const report = JSON.parse(stdout);
    expect(report.queries).toBe(3);
    // q3 ranks text_reader 1st and pdf_reader 3rd: recall@1 = (1 + 1 + 1/2) / 3.
    expect(report.recall['1']).toBeCloseTo(2.5 / 3, 10);
    expect(report.mrr).toBe(1);
  }, 20_000);

  it('prints an empty length bucket as having no queries, not as 0.000 scores', async () => {
    // Every query is short: the 6–20 and >20 buckets have none.
    const queries = file(
      'short.json',
      JSON.stringify([{ id: 'q1', query: 'pdf', relevant: ['pdf_reader'] }]),
    );
    const { code, stdout } = await toollens('eval', '--catalog', readers, '--queries', queries);
    expect(code).toBe(0);
    const rows = stdout.split('\n');
    const row = (label: string) => rows.find((line) => line.trimStart().startsWith(label)) ?? '';
    expect(row('1–5')).toContain('1.000');
    for (const label of ['6–20', '>20']) {
      expect(row(label)).toMatch(/\b0\b/);
      expect(row(label)).not.toContain('0.000');
      expect(row(label)).toContain('—');
    }
  }, 20_000);
});
