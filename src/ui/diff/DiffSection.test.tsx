import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CatalogDiff, CompareReport, FindabilityChange } from '../../worker/boundary';
import DiffSection, { type DiffSectionProps } from './DiffSection';

/** A release diff as the engine shapes it: one of each thing the view draws. */
const diff: CatalogDiff = {
  added: ['archive_issue'],
  removed: ['delete_label'],
  renamed: [{ from: 'get_issue', to: 'fetch_issue', nameSimilarity: 0.5, schemaSimilarity: 1 }],
  changed: [
    {
      name: 'fetch_issue',
      renamedFrom: 'get_issue',
      schema: [],
      class: 'breaking',
    },
    {
      name: 'create_issue',
      description: [
        { kind: 'same', text: 'Create an ' },
        { kind: 'removed', text: 'issue' },
        { kind: 'added', text: 'issue or a draft' },
      ],
      schema: [
        { path: 'labels', kind: 'property-removed', class: 'breaking' },
        { path: 'draft', kind: 'property-added-optional', class: 'compatible' },
      ],
      class: 'breaking',
    },
  ],
  unchanged: 4,
  breaking: 3,
};

const report: CompareReport = {
  ok: true,
  other: { source: 'tools-next.json', format: 'mcp', tools: 7 },
  otherIs: 'new',
  diff,
};

/** As the worker's calls give them: one ranker after another, each worst first. */
const findability: FindabilityChange[] = [
  { queryId: 'q2', query: 'open issue', ranker: 'toollens', before: 2, after: 1, fall: -1 },
  {
    queryId: 'q1',
    query: 'remove a label',
    ranker: 'claude-code',
    before: 1,
    after: null,
    fall: 10,
  },
  { queryId: 'q2', query: 'open issue', ranker: 'claude-code', before: 1, after: 1, fall: 0 },
];

const props = (patch: Partial<DiffSectionProps> = {}): DiffSectionProps => ({
  choice: { source: { kind: 'file', name: 'tools-next.json', text: '[]' }, otherIs: 'new' },
  currentSource: 'tools.json',
  report,
  pending: false,
  error: undefined,
  findability,
  findabilityPending: false,
  findabilityError: undefined,
  querySet: 'Release queries',
  k: 10,
  onSwap: vi.fn(),
  onChange: vi.fn(),
  onClear: vi.fn(),
  onRetry: vi.fn(),
  ...patch,
});

describe('DiffSection', () => {
  it('names both versions, old first, and shows every count', () => {
    render(<DiffSection {...props()} />);
    const section = screen.getByRole('region', { name: 'Release diff' });
    expect(within(section).getByTestId('diff-sides').textContent).toBe(
      'old tools.json → new tools-next.json',
    );
    const counts = within(section).getByLabelText('Release diff counts');
    const read = (term: string) =>
      within(counts).getByText(term).closest('div')?.querySelector('dd')?.textContent;
    expect([
      read('added'),
      read('removed'),
      read('renamed'),
      read('changed'),
      read('breaking'),
      read('unchanged'),
    ]).toEqual(['1', '1', '1', '2', '3', '4']);
  });

  it('lists the removed, renamed and added tools', () => {
    render(<DiffSection {...props()} />);
    expect(
      within(screen.getByRole('list', { name: 'Removed' })).getByText('delete_label'),
    ).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Renamed' }).textContent).toContain(
      'get_issue → fetch_issue',
    );
    expect(
      within(screen.getByRole('list', { name: 'Added' })).getByText('archive_issue'),
    ).toBeTruthy();
  });

  it("marks each schema change breaking or compatible and draws the description's word diff", () => {
    render(<DiffSection {...props()} />);
    const tool = screen.getByRole('article', { name: /create_issue/ });
    const changes = within(tool)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(changes).toEqual([
      'breaking labels: property removed',
      'compatible draft: optional property added',
    ]);
    expect(tool.querySelector('del')?.textContent).toBe('issue');
    expect(tool.querySelector('ins')?.textContent).toBe('issue or a draft');
    expect(
      screen.getByRole('article', { name: /fetch_issue renamed from get_issue/ }),
    ).toBeTruthy();
  });

  it('tables the findability change worst fall first, a lost tool as past k', () => {
    render(<DiffSection {...props()} />);
    const cells = () =>
      within(screen.getByRole('table'))
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        );
    expect(cells()).toEqual([
      ['remove a label', 'claude-code', '#1', 'not in top 10', 'fell 10'],
      ['open issue', 'claude-code', '#1', '#1', 'same'],
      ['open issue', 'toollens', '#2', '#1', 'rose 1'],
    ]);
    expect(screen.getByRole('columnheader', { name: /change/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    fireEvent.click(screen.getByRole('button', { name: /^query/ }));
    expect(cells().map((row) => row[0])).toEqual(['open issue', 'open issue', 'remove a label']);
  });

  it('asks for a query set when none is open', () => {
    render(<DiffSection {...props({ querySet: undefined, findability: undefined })} />);
    expect(screen.getByText(/Open a query set in Evaluate/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows the other file's import errors with their place and says the catalog is unchanged", () => {
    const bad: CompareReport = {
      ok: false,
      source: 'broken.json',
      errors: [
        {
          message: 'Unexpected token',
          path: '',
          line: 3,
          column: 7,
          text: 'broken.json:3:7: Unexpected token',
        } as never,
      ],
    };
    render(<DiffSection {...props({ report: bad })} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('broken.json:3:7: Unexpected token');
    expect(alert.textContent).toContain('The loaded catalog (tools.json) is unchanged.');
    expect(screen.queryByLabelText('Release diff counts')).toBeNull();
  });

  it("draws the other file's names and words as text, never as markup", () => {
    const payload = '<img src=x onerror="window.hit=1">';
    const hostile: CompareReport = {
      ...report,
      other: { ...report.other, source: `${payload}.json` },
      diff: {
        ...diff,
        added: [`add_${payload}`],
        changed: [
          {
            name: `tool_${payload}`,
            description: [{ kind: 'added', text: payload }],
            schema: [{ path: payload, kind: 'property-removed', class: 'breaking' }],
            class: 'breaking',
          },
        ],
      },
    };
    const { container } = render(<DiffSection {...props({ report: hostile })} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('list', { name: 'Added' }).textContent).toBe(`add_${payload}`);
    expect(screen.getByTestId('diff-sides').textContent).toContain(`${payload}.json`);
  });

  it('draws a bounded part of a wholesale change and says how much is left out', () => {
    const names = Array.from({ length: 1000 }, (_, i) => `tool_${i}`);
    const wholesale: CompareReport = {
      ...report,
      diff: {
        ...diff,
        added: names,
        changed: names.map((name) => ({ name, schema: [], class: 'compatible' as const })),
        renameSearch: 'same-words',
      },
    };
    render(<DiffSection {...props({ report: wholesale, findability: [] })} />);
    expect(
      within(screen.getByRole('list', { name: 'Added' })).getAllByRole('listitem'),
    ).toHaveLength(500);
    expect(screen.getAllByRole('article')).toHaveLength(200);
    expect(screen.getByText('… and 500 more added tools.')).toBeTruthy();
    expect(screen.getByText('… and 800 more changed tools.')).toBeTruthy();
    expect(screen.getByTestId('rename-search').textContent).toContain('same words');
  });

  it('swaps, changes and stops from its buttons', () => {
    const given = props();
    render(<DiffSection {...given} />);
    fireEvent.click(screen.getByRole('button', { name: 'Swap old and new' }));
    fireEvent.click(screen.getByRole('button', { name: 'Compare with another…' }));
    fireEvent.click(screen.getByRole('button', { name: 'Stop comparing' }));
    expect(
      [given.onSwap, given.onChange, given.onClear].map((f) => vi.mocked(f).mock.calls.length),
    ).toEqual([1, 1, 1]);
  });
});
