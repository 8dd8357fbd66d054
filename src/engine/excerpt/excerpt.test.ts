import { describe, expect, it } from 'vitest';
import { SPREADSHEET_DESCRIPTION } from '../../test/fixtures';
import { type Catalog, makeTool } from '../catalog/types';
import { termWeight } from '../search/rank';
import { searchTools } from '../search/searchTools';
import { ToolIndex } from '../search/ToolIndex';
import { clusterMatches } from './clusters';
import { coverClusters } from './cover';
import { buildExcerpt } from './excerpt';
import { excerptMatches } from './matches';
import { echoedQuery, renderMenu } from './menu';
import { waterFill } from './page';
import { MENU_QUERY_CHARS } from './types';

const SPREADSHEET = SPREADSHEET_DESCRIPTION;

/** The design's weights: among three readers, excel is in one, file in all three. */
const EXCEL_FILE = [
  { stem: 'excel', weight: termWeight(3, 1) },
  { stem: 'file', weight: termWeight(3, 3) },
];

describe('matches of a word typed in mixed case', () => {
  const github = { stem: 'github', parts: ['git', 'hub'] };

  it('marks the word where the text writes it whole, and no part inside it', () => {
    expect(excerptMatches('Open GitHub issues', [github])).toEqual([
      { stem: 'github', start: 5, end: 11 },
    ]);
    expect(excerptMatches('Open GitHub issues', [{ stem: 'github' }])).toHaveLength(1);
  });

  it('marks its parts, under its stem, only where the text holds all of them', () => {
    expect(excerptMatches('push to the git hub', [github])).toEqual([
      { stem: 'github', start: 12, end: 15 },
      { stem: 'github', start: 16, end: 19 },
    ]);
    expect(excerptMatches('a git repository', [github])).toEqual([]);
  });
});

describe('the excerpt lens on the spec figure ("excel file")', () => {
  const excerpt = buildExcerpt(SPREADSHEET, EXCEL_FILE, 300);
  const [fileWindow, excelWindow] = excerpt.windows;
  const fileHits = excerptMatches(SPREADSHEET, [{ stem: 'file' }]);

  it('is written like the figure', () => {
    expect(SPREADSHEET.length).toBeGreaterThan(400);
    expect(SPREADSHEET.length).toBeLessThan(460);
    expect(fileHits.map((hit) => hit.start).every((start) => start < 60)).toBe(true);
    expect(fileHits).toHaveLength(3);
    expect(SPREADSHEET.indexOf('Excel') - 56).toBeGreaterThan(200);
  });

  it('keeps two windows: one with all three "file" hits, one with "Excel"', () => {
    expect(excerpt.mode).toBe('lens');
    expect(excerpt.windows).toHaveLength(2);
    expect(fileWindow?.terms).toEqual(['file']);
    for (const hit of fileHits) {
      expect(hit.start).toBeGreaterThanOrEqual(fileWindow?.core.start ?? Number.NaN);
      expect(hit.end).toBeLessThanOrEqual(fileWindow?.core.end ?? Number.NaN);
    }
    expect(excelWindow?.terms).toEqual(['excel']);
  });

  it('gives the rare term the wider window, in proportion to the weights', () => {
    expect(excelWindow?.chars).toBeGreaterThan(fileWindow?.chars ?? Number.POSITIVE_INFINITY);
    // Beyond the equal floor, the characters follow w(excel) / w(file) = 1.69.
    const ratio = (excelWindow?.share ?? 0) / (fileWindow?.share ?? 1);
    expect(ratio).toBeCloseTo(termWeight(3, 1), 1);
    expect(fileWindow?.floor).toBe(excelWindow?.floor);
  });

  it('renders at most 300 characters, windows joined with " … "', () => {
    expect(excerpt.text.length).toBeLessThanOrEqual(300);
    expect(excerpt.text.length).toBeGreaterThan(260);
    expect(excerpt.text).toContain(' … ');
    expect(excerpt.text).toContain('Excel');
    expect(excerpt.text.endsWith('…')).toBe(true);
    expect(excerpt.cut).toBe(
      SPREADSHEET.length - (fileWindow?.chars ?? 0) - (excelWindow?.chars ?? 0),
    );
  });
});

describe('clusters and cover', () => {
  it('splits a cluster whose span would pass the cap', () => {
    // "file" every 30 characters over 300: within the gap, but no core may span over 120.
    const text = Array.from({ length: 10 }, () => 'file'.padEnd(30, '.')).join('');
    const matches = excerptMatches(text, [{ stem: 'file' }]);
    const clusters = clusterMatches(matches, new Map([['file', 1]]), 36, 120);
    expect(clusters.length).toBeGreaterThan(1);
    for (const cluster of clusters) expect(cluster.end - cluster.start).toBeLessThanOrEqual(120);
    expect(clusters.flatMap((c) => c.matches)).toHaveLength(10);
  });

  it('merges hits at most 36 characters apart and separates hits further apart', () => {
    // Gaps of 36 ("file", a space, 34 letters, a space) and 37 characters between the hits.
    const text = `file ${'x'.repeat(34)} file ${'y'.repeat(35)} file`;
    const clusters = clusterMatches(excerptMatches(text, [{ stem: 'file' }]), new Map(), 36, 120);
    expect(clusters.map((c) => c.matches.length)).toEqual([2, 1]);
  });

  it('drops a window that explains no new term', () => {
    const text = `Read a file. ${'Lorem ipsum dolor sit amet. '.repeat(4)}Write the file back as Excel.`;
    const weights = new Map([
      ['file', 1],
      ['excel', 1.69],
    ]);
    const clusters = clusterMatches(
      excerptMatches(
        text,
        [...weights.keys()].map((stem) => ({ stem })),
      ),
      weights,
      36,
      120,
    );
    expect(clusters).toHaveLength(2);
    const kept = coverClusters(clusters, weights);
    // The second window has both terms, so the first adds nothing.
    expect(kept).toHaveLength(1);
    expect(kept[0]?.terms).toEqual(['file', 'excel']);
  });

  it('under a cap smaller than the one cluster, shows its heaviest run rather than the opening', () => {
    // All four hits are within 36 characters of each other: one 55-character cluster, and a
    // 40-character cap. The rare pair ("already", "defined") fits; the opening shows only "label".
    const text = 'Attach an existing label to a work item. The label must already be defined.';
    const terms = [
      { stem: 'label', weight: 2.1 },
      { stem: 'alreadi', weight: 2.5 },
      { stem: 'defin', weight: 2.1 },
    ];
    const excerpt = buildExcerpt(text, terms, 40);
    expect(excerpt.mode).toBe('lens');
    expect(excerpt.text.length).toBeLessThanOrEqual(40);
    expect(excerpt.text).toContain('already be defined');
    expect(excerpt.windows.flatMap((window) => window.terms)).toEqual(['alreadi', 'defin']);
  });
});

describe('rendering', () => {
  it('shows a description whole when it fits, and the opening when nothing matched', () => {
    expect(buildExcerpt('Read a file.', EXCEL_FILE, 300)).toMatchObject({
      text: 'Read a file.',
      mode: 'whole',
      cut: 0,
    });
    const opening = buildExcerpt(SPREADSHEET, [], 100);
    expect(opening.mode).toBe('opening');
    expect(opening.text.length).toBeLessThanOrEqual(100);
    expect(opening.text.startsWith('Read a spreadsheet file')).toBe(true);
    expect(opening.text.endsWith('…')).toBe(true);
  });

  it('never cuts an emoji in half', () => {
    const text = `${'😀'.repeat(80)} Excel ${'🎉'.repeat(80)}`;
    for (const cap of [20, 21, 22, 23, 40, 41]) {
      const excerpt = buildExcerpt(text, [{ stem: 'excel', weight: 1 }], cap);
      expect(excerpt.text.length).toBeLessThanOrEqual(cap);
      expect(excerpt.text).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
      expect(excerpt.text).not.toMatch(/(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    }
  });
});

describe('searchTools: prefixes and the page', () => {
  const catalog: Catalog = {
    format: 'toollens',
    ontology: { concepts: [{ id: 'label', label: 'Label', glossary: 'A colored tag on items.' }] },
    tools: [
      makeTool({
        name: 'archive_work_item',
        description: 'Hide a finished item from boards and views. It stays searchable.',
        capabilities: ['work-item:archive'],
      }),
      makeTool({ name: 'define_label', description: 'Create a label.', concepts: ['label'] }),
      makeTool({
        name: 'close_sprint',
        description: 'End a sprint.',
        capabilities: ['sprint:close'],
      }),
    ],
  };
  const index = new ToolIndex(catalog);

  it('prefixes a name-only hit with the name instead of pretending the description matched', () => {
    const [hit] = searchTools(index, { query: 'archive' }).hits;
    expect(hit?.excerpt.prefix).toBe('Tool name: archive work item');
    expect(hit?.excerpt.text).toBe(
      'Tool name: archive work item — Hide a finished item from boards and views. It stays searchable.',
    );
  });

  it('prefixes a capability-only and a glossary-only hit with their field', () => {
    expect(searchTools(index, { query: 'close' }).hits[0]?.excerpt.prefix).toBe(
      'Tool name: close sprint',
    );
    expect(searchTools(index, { query: 'colored' }).hits[0]?.excerpt.prefix).toBe(
      'Glossary: Label (colored)',
    );
    const capability = new ToolIndex({
      ...catalog,
      tools: [
        makeTool({ name: 'finish', description: 'Ends it.', capabilities: ['sprint:close'] }),
      ],
    });
    expect(searchTools(capability, { query: 'sprint' }).hits[0]?.excerpt.prefix).toBe(
      'Capability: sprint:close',
    );
  });

  it('prefixes an argument-only hit (toollens) with the argument and its description', () => {
    const pdf = new ToolIndex({
      format: 'toollens',
      ontology: { concepts: [] },
      tools: [
        makeTool({
          name: 'read_pdf',
          description: 'Extract the text of a PDF page by page.',
          parameters: {
            type: 'object',
            properties: {
              file: { type: 'string', description: 'The PDF.' },
              password: { type: 'string', description: 'For encrypted PDFs.' },
              pages: {
                type: 'object',
                properties: {
                  secret: { type: 'string', description: `A password ${'x '.repeat(80)}` },
                },
              },
            },
          },
        }),
      ],
    });
    const [hit] = searchTools(pdf, { query: 'password' }).hits;
    // Both arguments that say "password", the long description cut with an ellipsis.
    expect(hit?.excerpt.prefix).toMatch(
      /^Arguments: password \(For encrypted PDFs\.\); secret \(A password x x .*…\)$/,
    );
    expect(hit?.excerpt.prefix?.length).toBeLessThan(140);
    expect(hit?.excerpt.text.startsWith(`${hit?.excerpt.prefix} — Extract the text`)).toBe(true);
    // The design's rankers do not read arguments: no hit, so no prefix to explain one.
    expect(searchTools(pdf, { query: 'password', ranker: 'seed' }).hits).toEqual([]);
    // A term also in the description needs no argument named.
    expect(searchTools(pdf, { query: 'pdf' }).hits[0]?.excerpt.prefix).toBeUndefined();
  });

  it("builds windows with the shown ranker's weights: toollens's own w(t) under toollens", () => {
    const long = `${'Filler words about nothing in particular. '.repeat(12)}Merge the file here.`;
    const files = new ToolIndex({
      format: 'toollens',
      ontology: { concepts: [] },
      tools: [
        makeTool({ name: 'merge_it', description: long }),
        // "file" only in an argument: toollens counts it in df (five fields), the design does not.
        makeTool({
          name: 'other',
          description: 'Something else.',
          parameters: { type: 'object', properties: { file: { type: 'string' } } },
        }),
      ],
    });
    const toollens = searchTools(files, { query: 'merge file', excerptCap: 80 });
    const own = new Map(toollens.toollens?.terms.map((t) => [t.stem, t.weight]));
    const spec = new Map(toollens.terms.map((t) => [t.stem, t.weight]));
    expect(own.get('file')).not.toBeCloseTo(spec.get('file') ?? 0, 3);
    const window = toollens.hits.find((h) => h.name === 'merge_it')?.excerpt.windows[0];
    expect(window?.terms).toEqual(['merg', 'file']);
    expect(window?.weight).toBeCloseTo((own.get('merg') ?? 0) + (own.get('file') ?? 0), 9);
    const seed = searchTools(files, { query: 'merge file', ranker: 'seed', excerptCap: 80 });
    const seedWindow = seed.hits.find((h) => h.name === 'merge_it')?.excerpt.windows[0];
    expect(seedWindow?.weight).toBeCloseTo((spec.get('merg') ?? 0) + (spec.get('file') ?? 0), 9);
  });

  it('caps the query the menu echoes, with an ellipsis', () => {
    const query = `archive ${'x'.repeat(120_000)}`;
    const result = searchTools(index, { query });
    expect(result.menu.text.length).toBeLessThan(5_000);
    const echoed = result.menu.text.split('\n')[0]?.match(/for "(.*)" among/)?.[1] ?? '';
    expect(echoed.length).toBe(MENU_QUERY_CHARS);
    expect(echoed.endsWith('…')).toBe(true);
    expect(echoedQuery('  a short query ')).toBe('a short query');
  });

  it('says when a query had no searchable word instead of browsing in silence', () => {
    for (const query of ['the of and', '🚀🚀', '?!']) {
      const result = searchTools(index, { query });
      expect(result.mode).toBe('browse');
      expect(result.noSearchableWord).toBe(true);
      expect(result.menu.text).toMatch(/^No searchable word in ".*"\. Browsing/);
    }
    const blank = searchTools(index, { query: '', capabilities: ['work-item'] });
    expect(blank.mode).toBe('browse');
    expect(blank).not.toHaveProperty('noSearchableWord');
    expect(searchTools(index, { query: 'archive' })).not.toHaveProperty('noSearchableWord');
  });

  it('renders a menu that declares nothing and asks for activate_tool', () => {
    const result = searchTools(index, { query: 'archive' });
    expect(result.menu.text).toContain('- archive_work_item [work-item:archive]');
    expect(result.menu.text).toContain('activate_tool');
    expect(result.menu.chars).toBe(result.menu.text.length);
  });

  it("agrees the menu's count with its noun, and keeps the rest of the line", () => {
    const header = (totalHits: number, scope: number, mode: 'query' | 'browse' = 'query') =>
      renderMenu([], { query: 'merge pdf', mode, totalHits, scope }).text.split('\n')[0];
    expect(header(1, 169)).toBe('Found 1 tool for "merge pdf" among 169 in scope (showing 0).');
    expect(header(3, 1169)).toBe('Found 3 tools for "merge pdf" among 1169 in scope (showing 0).');
    expect(header(0, 1, 'browse')).toBe('Browsing 1 tool in scope (showing 0).');
    expect(header(0, 2, 'browse')).toBe('Browsing 2 tools in scope (showing 0).');
  });
});

describe('waterFill', () => {
  it('gives a lone entry the whole page', () => {
    expect(waterFill(600, [2_000]).map((s) => s.share)).toEqual([600]);
  });

  it('lets a terse entry donate its slack to the long ones', () => {
    const shares = waterFill(600, [2_000, 14, 2_000, 2_000, 2_000]);
    expect(shares.map((s) => s.equal)).toEqual([120, 120, 120, 120, 120]);
    expect(shares[1]).toMatchObject({ share: 14, donated: 106, received: 0 });
    // 586 characters left for four entries: 146 or 147 each, the page spent exactly.
    for (const i of [0, 2, 3, 4]) expect([146, 147]).toContain(shares[i]?.share);
    expect(shares.reduce((total, s) => total + s.share, 0)).toBe(600);
  });

  it('shows the lone result more than each of five', () => {
    const lone = searchTools(new ToolIndex(longCatalog(1)), {
      query: 'excel',
      excerptCap: 600,
      pageBudget: 600,
    });
    const five = searchTools(new ToolIndex(longCatalog(5)), {
      query: 'excel',
      excerptCap: 600,
      pageBudget: 600,
    });
    expect(lone.hits[0]?.excerpt.text.length).toBeGreaterThan(550);
    const lengths = five.hits.map((hit) => hit.excerpt.text.length);
    expect(lengths).toHaveLength(5);
    expect(Math.max(...lengths)).toBeLessThanOrEqual(147);
    expect(Math.max(...lengths)).toBeGreaterThan(120);
  });
});

const longCatalog = (count: number): Catalog => ({
  format: 'toollens',
  ontology: { concepts: [] },
  tools: Array.from({ length: count }, (_, i) =>
    makeTool({
      name: `reader_${i}`,
      description: i === 1 ? 'Excel lookup.' : `${SPREADSHEET} ${SPREADSHEET}`,
    }),
  ),
});
