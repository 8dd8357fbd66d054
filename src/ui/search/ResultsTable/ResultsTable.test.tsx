import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
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

type Props = ComponentProps<typeof ResultsTable>;

const show = (shown: ToolSearchResult | HitWithExcerpt[], props: Partial<Props> = {}) =>
  render(
    <ResultsTable
      result={Array.isArray(shown) ? result(shown) : shown}
      selected={undefined}
      onSelect={() => {}}
      {...props}
    />,
  );

/** The hits' rows, header aside. */
const hitRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

/** Each hit's movement cell, as a screen reader reads it. */
const moves = () => hitRows().map((row) => within(row).getAllByRole('cell').at(-1)?.textContent);

const THREE = [
  hit('excel_reader', 0, [2, 2.69, 4.56], 'Read an Excel file'),
  hit('text_reader', 1, [1, 1, 0.21], 'Read a text file'),
  hit('pdf_reader', 2, [1, 1, 0.2], 'Read a PDF file'),
];

describe('ResultsTable', () => {
  it('says which key placed each hit below the one above it', () => {
    show(THREE);
    // text_reader: coverage 1 against 2; pdf_reader: a tie until BM25.
    expect(screen.getByTitle('below excel_reader on coverage by 1').textContent).toBe('1');
    expect(screen.getByTitle('below text_reader on BM25 by 0.01').textContent).toBe('0.20');
    expect(
      screen.getByRole('button', {
        name: 'text_reader',
        description: 'below excel_reader on coverage by 1',
      }),
    ).toBeDefined();
    expect(screen.getByRole('button', { name: 'excel_reader', description: '' })).toBeDefined();
  });

  it('renders markup in an excerpt as text and marks the matched words', () => {
    show([hit('x', 0, [1, 1, 1], '<img src=x onerror=alert(1)> reads a file')]);
    const [row] = hitRows();
    expect(row?.textContent).toContain('<img src=x onerror=alert(1)> reads a file');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getAllByRole('mark').map((mark) => mark.textContent)).toEqual(['file']);
  });

  it('says when a query had no searchable word, instead of browsing in silence', () => {
    show({
      ...result([hit('x', 0, [0, 0, 0], 'Reads a file')]),
      query: 'the of and',
      mode: 'browse',
      terms: [],
      noSearchableWord: true,
    });
    expect(
      screen.getByRole('table', {
        name: 'No searchable word in the query: browsing 1 tool in catalog order',
      }),
    ).toBeDefined();
  });

  it('marks only the words the worker marked: "profile" stays plain', () => {
    const marked = hit('x', 0, [1, 1, 1], 'A file');
    show([{ ...marked, excerpt: { ...marked.excerpt, text: 'A file profile' } }]);
    expect(screen.getAllByRole('mark').map((mark) => mark.textContent)).toEqual(['file']);
  });

  it("shows chips as typed words, with the toollens ranker's own weights", () => {
    const base = hit('merge_pdfs', 0, [2, 3, 4], 'Combine PDFs into one PDF');
    const hitUnderToollens: HitWithExcerpt = {
      ...base,
      matchedTerms: ['merg', 'pdf', 'on'],
      toollens: {
        matchedTerms: ['merg', 'pdf'],
        coverage: 2,
        argumentOnly: 0,
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
    show({
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
    });
    const [row] = hitRows();
    if (!row) throw new Error('no row');
    // toollens's own matched terms, as typed: not the stems "merg", nor the dropped "one".
    const chips = within(row).getAllByTitle(/^stem /);
    expect(chips.map((chip) => [chip.textContent, chip.title])).toEqual([
      ['merge', 'stem merg'],
      ['pdfs', 'stem pdf'],
    ]);
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toContain('2/2');
  });

  it('offers relevant / not relevant on each row, pressed as the open set marks it', async () => {
    const onMark = vi.fn();
    const onSelect = vi.fn();
    const { unmount } = show([hit('a', 0, [1, 1, 1], 'A file'), hit('b', 1, [1, 1, 1], 'B file')], {
      marks: { a: 'relevant', b: 'notRelevant' },
      markSet: 'Mine',
      onMark,
      onSelect,
    });
    const pressed = screen
      .getAllByRole('button', { name: /^Mark / })
      .map(
        (button) => `${button.getAttribute('aria-label')}=${button.getAttribute('aria-pressed')}`,
      );
    expect(pressed).toEqual([
      'Mark a relevant for "excel file"=true',
      'Mark a not relevant for "excel file"=false',
      'Mark b relevant for "excel file"=false',
      'Mark b not relevant for "excel file"=true',
    ]);
    // Pressed again, a mark is cleared; a mark is not a click on the row.
    await userEvent.click(screen.getByRole('button', { name: 'Mark a relevant for "excel file"' }));
    expect(onMark).toHaveBeenLastCalledWith('a', undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Mark b relevant for "excel file"' }));
    expect(onMark).toHaveBeenLastCalledWith('b', 'relevant');
    expect(onSelect).not.toHaveBeenCalled();
    unmount();
    // Without a callback (or when browsing) there is nothing to mark with.
    show([hit('a', 0, [1, 1, 1], 'A file')]);
    expect(screen.queryByRole('button', { name: /^Mark / })).toBeNull();
  });

  it('shows the movement cells pending until their ranks come, then the move against the other ranker', () => {
    // Pending: a quiet dot and a label, never an arrow or "new" guessed from the page's zeros.
    const { rerender } = show(THREE);
    expect(moves()).toEqual(['·movement pending', '·movement pending', '·movement pending']);
    // Filled: the seed page against bm25, which places them 3rd, 1st and not at all.
    rerender(
      <ResultsTable
        result={result(THREE)}
        movement={[
          { seed: 1, bm25: 3, toollens: 1 },
          { seed: 2, bm25: 1, toollens: 2 },
          { seed: 3, bm25: 0, toollens: 0 },
        ]}
        selected={undefined}
        onSelect={() => {}}
      />,
    );
    expect(moves()).toEqual(['↑2 against bm25', '↓1 against bm25', 'new against bm25']);
  });

  it('shows a target still building as pending, says so under the table, then its ranks', () => {
    const props = { targets: ['codex', 'claude-code'] as const };
    const { rerender } = show(THREE, {
      ...props,
      targetColumns: [
        { target: 'codex', k: 8, places: [], building: true },
        { target: 'claude-code', k: 5, places: [null, { rank: 1, tied: 1, returned: true }, null] },
      ],
    });
    const places = () =>
      screen.getAllByTestId('target-place').map((cell) => cell.dataset.pending ?? cell.textContent);
    // Codex's cells are pending, never "not returned" read off its empty places.
    expect(places()).toEqual(['true', 'not returned', 'true', '1', 'true', 'not returned']);
    const notes = screen.getByTestId('target-notes');
    expect(within(notes).getByText(/Codex is still indexing the catalog/)).toBeDefined();
    rerender(
      <ResultsTable
        result={result(THREE)}
        selected={undefined}
        onSelect={() => {}}
        {...props}
        targetColumns={[
          { target: 'codex', k: 8, places: [{ rank: 2, tied: 1, returned: true }, null, null] },
          {
            target: 'claude-code',
            k: 5,
            places: [null, { rank: 1, tied: 1, returned: true }, null],
          },
        ]}
      />,
    );
    expect(places()).toEqual([
      '2',
      'not returned',
      'not returned',
      '1',
      'not returned',
      'not returned',
    ]);
    expect(screen.queryByTestId('target-notes')).toBeNull();
  });

  it('opens a hit by its name, from the keyboard as from the row', async () => {
    const onSelect = vi.fn();
    show(THREE, { onSelect });
    screen.getByRole('button', { name: 'pdf_reader' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('pdf_reader');
    const [, textReader] = hitRows();
    if (!textReader) throw new Error('no second row');
    await userEvent.click(textReader);
    expect(onSelect).toHaveBeenLastCalledWith('text_reader');
  });

  it('says so when nothing matches', () => {
    show([]);
    expect(screen.getByText('No tool matches these terms.')).toBeDefined();
  });
});
