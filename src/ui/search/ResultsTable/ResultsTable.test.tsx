import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { HitWithExcerpt, ToolSearchResult } from '../../../engine/core';
import { ResultsTable } from './ResultsTable';

const hit = (
  name: string,
  order: number,
  keys: [number, number, number],
  text: string,
): HitWithExcerpt => ({
  name,
  order,
  matchedTerms: ['file'],
  coverage: keys[0],
  weightSum: keys[1],
  bm25: keys[2],
  fields: {},
  ranks: { seed: order + 1, bm25: order + 1, toollens: order + 1 },
  // The worker's marks: where its analyzer found "file" in the excerpt.
  excerpt: {
    text,
    mode: 'whole',
    cap: 300,
    windows: [],
    cut: 0,
    marks: text.includes('file')
      ? [{ stem: 'file', start: text.indexOf('file'), end: text.indexOf('file') + 4 }]
      : [],
  },
});

const result = (hits: HitWithExcerpt[]): ToolSearchResult => ({
  query: 'excel file',
  mode: 'query',
  ranker: 'seed',
  scope: { n: 3, total: 3, filters: {} },
  alwaysDeclared: [],
  terms: [
    { term: 'excel', stem: 'excel', df: 1, weight: 1.69 },
    { term: 'file', stem: 'file', df: 3, weight: 1 },
  ],
  totalHits: hits.length,
  hits,
  page: { budget: 1500, cap: 300, shares: [] },
  menu: { text: '', chars: 0 },
});

const render = (hits: HitWithExcerpt[]) =>
  renderToStaticMarkup(
    <ResultsTable result={result(hits)} selected={undefined} onSelect={() => {}} />,
  );

describe('ResultsTable', () => {
  it('marks the key that placed each hit below the one above it', () => {
    const html = render([
      hit('excel_reader', 0, [2, 2.69, 4.56], 'Read an Excel file'),
      hit('text_reader', 1, [1, 1, 0.21], 'Read a text file'),
      hit('pdf_reader', 2, [1, 1, 0.2], 'Read a PDF file'),
    ]);
    const decisive = [...html.matchAll(/data-testid="decisive-key"[^>]*>([^<]+)</g)].map(
      (m) => m[1],
    );
    // text_reader: coverage 1 against 2; pdf_reader: a tie until BM25.
    expect(decisive).toEqual(['1', '0.20']);
    expect(html).toContain('title="below excel_reader on coverage by 1"');
  });

  it('renders markup in an excerpt as text and marks the matched words', () => {
    const html = render([hit('x', 0, [1, 1, 1], '<img src=x onerror=alert(1)> reads a file')]);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; reads a ');
    expect(html).not.toContain('<img');
    expect(html).toMatch(/<mark [^>]*>file<\/mark>/);
  });

  it('says when a query had no searchable word, instead of browsing in silence', () => {
    const browsing: ToolSearchResult = {
      ...result([hit('x', 0, [0, 0, 0], 'Reads a file')]),
      query: 'the of and',
      mode: 'browse',
      terms: [],
      noSearchableWord: true,
    };
    const html = renderToStaticMarkup(
      <ResultsTable result={browsing} selected={undefined} onSelect={() => {}} />,
    );
    expect(html).toContain('No searchable word in the query: browsing 1 tool in catalog order');
  });

  it('marks only the words the worker marked: "profile" stays plain', () => {
    const marked = hit('x', 0, [1, 1, 1], 'A file');
    const withLookAlike = { ...marked, excerpt: { ...marked.excerpt, text: 'A file profile' } };
    const html = render([withLookAlike]);
    expect(html.match(/<mark /g)).toHaveLength(1);
    expect(html).toContain('>file</mark> profile');
  });

  it("shows chips as typed words, with the toollens ranker's own weights", () => {
    const base = hit('merge_pdfs', 0, [2, 3, 4], 'Combine PDFs into one PDF');
    const hitUnderToollens: HitWithExcerpt = {
      ...base,
      matchedTerms: ['merg', 'pdf', 'on'],
      toollens: {
        matchedTerms: ['merg', 'pdf'],
        coverage: 2,
        of: 2,
        nameMatch: 1,
        weightSum: 5.5,
        share: 1,
        bm25f: 9,
        score: 9,
        fields: {},
        argumentTerms: [],
        droppedMatches: [],
        notes: [],
      },
    };
    const underToollens: ToolSearchResult = {
      ...result([hitUnderToollens]),
      query: 'merge pdfs one',
      ranker: 'toollens',
      terms: [
        { term: 'merge', stem: 'merg', df: 3, weight: 1.1 },
        { term: 'pdfs', stem: 'pdf', df: 9, weight: 1.2 },
        { term: 'one', stem: 'on', df: 54, weight: 1.3 },
      ],
      toollens: {
        mode: 'keyword',
        terms: [
          { term: 'merge', stem: 'merg', df: 2, weight: 3.5, idf: 3 },
          { term: 'pdfs', stem: 'pdf', df: 8, weight: 2, idf: 2 },
        ],
        dropped: [],
        keptAll: false,
        params: {} as never,
        notes: [],
      },
    };
    const html = renderToStaticMarkup(
      <ResultsTable result={underToollens} selected={undefined} onSelect={() => {}} />,
    );
    const chips = [...html.matchAll(/data-testid="term-chip"[^>]*>([^<]+)</g)].map((m) => m[1]);
    // toollens's own matched terms, as typed: not the stems "merg", nor the dropped "one".
    expect(chips).toEqual(['merge', 'pdfs']);
    expect(html).toContain('title="stem merg"');
    expect(html).toContain('2/2');
  });

  it('offers relevant / not relevant on each row, pressed as the open set marks it', () => {
    const html = renderToStaticMarkup(
      <ResultsTable
        result={result([hit('a', 0, [1, 1, 1], 'A file'), hit('b', 1, [1, 1, 1], 'B file')])}
        selected={undefined}
        onSelect={() => {}}
        marks={{ a: 'relevant', b: 'notRelevant' }}
        markSet="Mine"
        onMark={() => {}}
      />,
    );
    const pressed = [...html.matchAll(/data-testid="(mark-[a-z-]+)" aria-pressed="(true|false)"/g)];
    expect(pressed.map((m) => `${m[1]}=${m[2]}`)).toEqual([
      'mark-relevant=true',
      'mark-not-relevant=false',
      'mark-relevant=false',
      'mark-not-relevant=true',
    ]);
    expect(html).toContain('aria-label="Mark a relevant for &quot;excel file&quot;"');
    // Without a callback (or when browsing) there is nothing to mark with.
    expect(render([hit('a', 0, [1, 1, 1], 'A file')])).not.toContain('mark-relevant');
  });

  it('shows the movement cells pending until their ranks come, then the move against the other ranker', () => {
    const hits = [
      hit('excel_reader', 0, [2, 2.69, 4.56], 'Read an Excel file'),
      hit('text_reader', 1, [1, 1, 0.21], 'Read a text file'),
      hit('pdf_reader', 2, [1, 1, 0.2], 'Read a PDF file'),
    ];
    const moves = (html: string) =>
      [...html.matchAll(/data-testid="hit-move"[^>]*>(.*?)<\/span><\/td>/g)].map((m) =>
        (m[1] ?? '').replace(/<[^>]+>/g, ''),
      );
    // Pending: a quiet dot and a label, never an arrow or "new" guessed from the page's zeros.
    const pending = render(hits);
    expect(moves(pending)).toEqual(['·movement pending', '·movement pending', '·movement pending']);
    // Filled: the seed page against bm25, which places them 3rd, 1st and not at all.
    const filled = renderToStaticMarkup(
      <ResultsTable
        result={result(hits)}
        movement={[
          { seed: 1, bm25: 3, toollens: 1 },
          { seed: 2, bm25: 1, toollens: 2 },
          { seed: 3, bm25: 0, toollens: 0 },
        ]}
        selected={undefined}
        onSelect={() => {}}
      />,
    );
    expect(moves(filled)).toEqual(['↑2 against bm25', '↓1 against bm25', 'new against bm25']);
  });

  it('says so when nothing matches', () => {
    expect(render([])).toContain('No tool matches these terms.');
  });
});
