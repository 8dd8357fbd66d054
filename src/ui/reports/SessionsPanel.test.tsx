import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ManySessionsReport, MinedReport } from '../../worker/boundary';
import SessionsPanel, { type SessionsPanelProps } from './SessionsPanel';

const none = {
  'search-streak': 0,
  'repeated-search': 0,
  'empty-search': 0,
  'search-for-loaded': 0,
  'found-never-called': 0,
  'called-before-loaded': 0,
  thrash: 0,
};

const parts: Omit<ManySessionsReport, 'records'> = {
  diagnosis: {
    sessions: [
      {
        session: 'ci',
        rule: 'session',
        failures: [
          {
            kind: 'empty-search',
            at: { session: 'ci', turn: 3, event: 1 },
            query: 'close issue',
            detail: 'ToolSearch "close issue" returned nothing',
          },
        ],
        counts: { ...none, 'empty-search': 1 },
        share: { turns: 3, discoveryTurns: 2, tokens: 1000, discoveryTokens: 250 },
      },
      {
        session: 'ops',
        rule: 'lru',
        failures: [],
        counts: none,
        share: { turns: 1, discoveryTurns: 0, tokens: 200, discoveryTokens: 0 },
      },
    ],
    counts: { ...none, 'empty-search': 1 },
    share: { turns: 4, discoveryTurns: 2, tokens: 1200, discoveryTokens: 250 },
  },
  alwaysLoad: {
    formula: 'declare t always when n_t · P_t > s_t · c_t',
    inputs: { T: 4, sessions: 2 },
    tools: [
      {
        name: 'create_issue',
        searched: 2,
        loaded: 2,
        called: 2,
        sessions: 2,
        firstNeeded: 1,
        schemaTokens: 25,
        searchedFirst: 2,
        iterationTokens: 500,
        undeclaredTurns: 4,
        saves: 1000,
        costs: 100,
        recommended: true,
      },
      {
        name: 'close_issue',
        searched: 1,
        loaded: 1,
        called: 0,
        sessions: 0,
        firstNeeded: null,
        schemaTokens: 400,
        searchedFirst: 1,
        iterationTokens: 300,
        undeclaredTurns: 9,
        saves: 300,
        costs: 1600,
        recommended: false,
      },
    ],
    whatIf: {
      before: { tokens: 3000, iterations: 7, cacheShare: 0.5, provider: 'anthropic' },
      after: { tokens: 2000, iterations: 5, cacheShare: 0.75, provider: 'anthropic' },
    },
  },
  recordedSearches: {
    groups: [
      {
        via: 'ToolSearch',
        label: 'Claude Code ToolSearch',
        target: 'claude-code',
        checked: 3,
        same: 2,
        reordered: 0,
        different: 1,
        skipped: 0,
        clientVersions: ['2.1.3'],
      },
    ],
    checks: [
      {
        at: { session: 'ci', turn: 2, event: 1 },
        via: 'ToolSearch',
        target: 'claude-code',
        query: 'github search issues',
        form: 'search',
        k: 5,
        recorded: ['search_issues', 'add_labels'],
        emulated: ['search_issues', 'list_issues'],
        verdict: 'different',
        onlyRecorded: ['add_labels'],
        onlyEmulated: ['list_issues'],
        reasons: [{ code: 'not-in-catalog', detail: 'the catalog has no "add_labels"' }],
        clientVersion: '2.1.3',
      },
    ],
    skipped: [],
  },
};

/** The worker's records: one a session, as the pipeline found it. */
const report: ManySessionsReport = {
  ...parts,
  records: parts.diagnosis.sessions.map((diagnosis) => ({
    name: diagnosis.session,
    rule: diagnosis.rule,
    ruleFrom: 'agent',
    diagnosis,
    recordedSearches: { groups: [], checks: [], skipped: [] },
    cost: { tokens: 0, iterations: 0, cacheShare: 0, provider: 'anthropic', byProvider: {} },
  })),
};

const mined: MinedReport = {
  window: 1,
  file: '[]',
  set: {
    queries: [
      {
        id: 'mined-1',
        query: 'github search issues',
        relevant: ['search_issues'],
        mined: {
          grade: 'silver',
          form: 'search',
          via: 'ToolSearch',
          from: [{ session: 'ci', turn: 2 }],
        },
      },
    ],
    selects: [{ names: ['create_issue'], from: { session: 'ci', turn: 1 } }],
    unanswered: [],
  },
};

const panel = (props: Partial<SessionsPanelProps> = {}) => {
  const all: SessionsPanelProps = {
    sessions: [
      { name: 'ci', title: 'ci', turns: 3 },
      { name: 'ops', title: 'ops', turns: 1 },
    ],
    catalogSource: 'github.json',
    report,
    reporting: false,
    reportError: undefined,
    mined: undefined,
    mining: false,
    mineError: undefined,
    window: undefined,
    importing: false,
    importErrors: [],
    onImport: vi.fn(),
    onDismissImportErrors: vi.fn(),
    onWindow: vi.fn(),
    onMine: vi.fn(),
    onRetry: vi.fn(),
    onOpen: vi.fn(),
    linkTo: (place) => `#panel=timeline&scenario=${place.session}&turn=${place.turn}`,
    ...props,
  };
  render(<SessionsPanel {...all} />);
  return all;
};

describe('the Sessions view', () => {
  it('counts failures per session and in all, each a link that opens its turn', () => {
    const { onOpen } = panel();
    const counts = screen.getByTestId('failure-counts');
    const row = within(counts).getByRole('row', { name: /Searches that found nothing/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '0', '1']);
    const failures = screen.getByRole('list', { name: 'Failures of ci' });
    const link = within(failures).getByRole('link', { name: 'Turn 3' });
    expect(link.getAttribute('href')).toBe('#panel=timeline&scenario=ci&turn=3');
    fireEvent.click(link);
    expect(onOpen).toHaveBeenCalledWith({ session: 'ci', turn: 3, event: 1 });
    expect(screen.getByTestId('discovery-share').textContent).toBe(
      'Spent discovering, in all: 50% of turns (2 of 4), 21% of tokens (250 of 1,200).',
    );
  });

  it('says how many recorded searches the emulator agrees with, each that differs one click from its turn', () => {
    const { onOpen } = panel();
    expect(screen.getByTestId('recorded-summary').textContent).toBe(
      'Claude Code ToolSearch (client 2.1.3): 2 of 3 recorded searches returned what the emulator (claude-code) returns; 1 differ.',
    );
    const differing = screen.getByRole('list', {
      name: 'Claude Code ToolSearch searches that differ',
    });
    expect(differing.textContent).toContain('recorded only: add_labels');
    expect(differing.textContent).toContain('the emulator only: list_issues');
    expect(differing.textContent).toContain('Likely: the catalog has no "add_labels"');
    const link = within(differing).getByRole('link', { name: 'ci, turn 2' });
    expect(link.getAttribute('href')).toBe('#panel=timeline&scenario=ci&turn=2');
    fireEvent.click(link);
    expect(onOpen).toHaveBeenCalledWith({ session: 'ci', turn: 2, event: 1 });
  });

  it('shows the always-load table with the formula and its inputs, and the what-if on demand', () => {
    panel();
    expect(screen.getByTestId('always-formula').textContent).toBe(
      'declare t always when n_t · P_t > s_t · c_t',
    );
    expect(screen.getByLabelText("The formula's inputs").textContent).toBe('T4sessions2');
    const table = screen.getByRole('table', { name: 'Always-load by tool' });
    const create = within(table).getByRole('row', { name: /create_issue/ });
    expect(
      within(create)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '2',
      '2',
      '2',
      '2',
      'turn 1',
      '2',
      '500',
      '25',
      '4',
      '1,000',
      '100',
      'Declare always',
    ]);
    expect(screen.queryByRole('table', { name: /What if/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Declare the recommended tools always' }));
    const whatIf = screen.getByRole('table', { name: /What if/ });
    expect(within(whatIf).getByRole('row', { name: /Model iterations/ }).textContent).toBe(
      'Model iterations75',
    );
    expect(within(whatIf).getByRole('row', { name: /cache/ }).textContent).toBe(
      'Served from the cache (anthropic)50%75%',
    );
    expect(
      screen.getByRole('button', { name: 'Declare the recommended tools always', pressed: true }),
    ).toBeTruthy();
  });

  it('mines with the window set, marks mined queries silver and lists select: apart', () => {
    const { onWindow, onMine } = panel({ mined });
    fireEvent.change(screen.getByRole('spinbutton', { name: /Window/ }), {
      target: { value: '2' },
    });
    expect(onWindow).toHaveBeenCalledWith(2);
    fireEvent.click(screen.getByRole('button', { name: 'Mine a query set' }));
    expect(onMine).toHaveBeenCalled();
    const queries = screen.getByRole('list', { name: 'Mined queries' });
    expect(within(queries).getByRole('listitem').textContent).toMatch(
      /^mined · silver “?github search issues”? → search_issues/,
    );
    expect(
      within(screen.getByRole('list', { name: 'Selections' })).getByRole('listitem').textContent,
    ).toMatch(/^select:create_issue/);
  });

  it('names each file that did not import, keeping the sessions listed', () => {
    panel({
      importErrors: [
        { source: 'bad.jsonl', errors: ['toollens: bad.jsonl: line 2, column 1: unexpected "}"'] },
      ],
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('bad.jsonl: line 2, column 1');
    expect(
      within(screen.getByRole('list', { name: 'Your sessions' })).getAllByRole('link'),
    ).toHaveLength(2);
  });

  it("lists each session with the working-set rule the worker's records replayed it by", () => {
    panel();
    const items = within(screen.getByRole('list', { name: 'Your sessions' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      'ci 3 turns · kept for the session',
      'ops 1 turn · bounded LRU',
    ]);
  });
});
