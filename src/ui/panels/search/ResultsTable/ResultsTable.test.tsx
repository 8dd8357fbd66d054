import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { HitWithExcerpt, ToolSearchResult } from '../../../../engine/core';
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
  excerpt: { text, mode: 'whole', cap: 300, windows: [], cut: 0 },
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

  it('says so when nothing matches', () => {
    expect(render([])).toContain('No tool matches these terms.');
  });
});
