import { describe, expect, it } from 'vitest';
import { replay } from '../replay/replay';
import { diagnoseSessions } from './diagnose';
import { FAILURE_KINDS } from './failures';
import { activate, call, found, say, search, session, testCatalog } from './sessions.testkit';
import type { FailureKind, Session } from './types';

const catalog = testCatalog(
  ['create_issue', 'add_label', 'list_repos', 'merge_pr', 'get_file'],
  ['ToolSearch'],
);

const failuresOf = (kind: FailureKind, sessions: Session[], budget?: number) =>
  diagnoseSessions(sessions, {
    catalog,
    ...(budget === undefined ? {} : { budget }),
  }).sessions.flatMap((each) => each.failures.filter((failure) => failure.kind === kind));

describe('diagnoseSessions', () => {
  it('finds a streak of three searches without a call, and none when a call breaks it', () => {
    const streak = session(
      'a',
      [say('go'), found('issues', ['create_issue']), found('labels', ['add_label'])],
      [found('repos', ['list_repos']), call('list_repos')],
    );
    expect(failuresOf('search-streak', [streak])).toEqual([
      {
        kind: 'search-streak',
        at: { session: 'a', turn: 1, event: 1 },
        query: 'issues',
        detail:
          '3 searches in a row without a tool call between them, turn 1, event 1 to turn 2, event 0: "issues", "labels", "repos"',
      },
    ]);
    const broken = session('b', [
      found('issues', ['create_issue']),
      call('create_issue'),
      found('labels', ['add_label']),
      found('repos', ['list_repos']),
    ]);
    expect(failuresOf('search-streak', [broken])).toEqual([]);
  });

  it('finds a repeated search after trimming and case folding, naming the first', () => {
    const failures = failuresOf('repeated-search', [
      session(
        'a',
        [found('list repos', ['list_repos']), call('list_repos')],
        [found(' List Repos', ['list_repos'])],
      ),
    ]);
    expect(failures).toEqual([
      {
        kind: 'repeated-search',
        at: { session: 'a', turn: 2, event: 0 },
        query: 'List Repos',
        detail: 'searched "List Repos" again, as in turn 1, event 0',
      },
    ]);
  });

  it('finds searches that returned nothing, failed, or find nothing in the catalog', () => {
    const failures = failuresOf('empty-search', [
      session(
        'a',
        [found('wiki', [])],
        [
          found('[bad', [], {
            via: 'tool_search_tool_regex',
            form: 'pattern',
            error: 'invalid_pattern',
          }),
        ],
        [search('zzzqqq')],
        [search('create issue')],
      ),
    ]);
    expect(failures.map((each) => [each.at.turn, each.detail])).toEqual([
      [1, 'ToolSearch "wiki" returned nothing'],
      [2, 'tool_search_tool_regex "[bad" failed: invalid_pattern'],
      [3, 'search_tools "zzzqqq" finds nothing in the catalog'],
    ]);
  });

  it('finds a search that only loaded what the working set held', () => {
    const failures = failuresOf('search-for-loaded', [
      session(
        'a',
        [found('labels', ['add_label']), call('add_label')],
        [found('add label', ['add_label']), found('issue', ['create_issue'])],
      ),
    ]);
    expect(failures).toEqual([
      {
        kind: 'search-for-loaded',
        at: { session: 'a', turn: 2, event: 0 },
        query: 'add label',
        tools: ['add_label'],
        detail: 'ToolSearch "add label" loaded "add_label", already loaded',
      },
    ]);
  });

  it('finds each tool found or loaded and never called, once, where it first came', () => {
    const failures = failuresOf('found-never-called', [
      session(
        'a',
        [
          found('issue', ['create_issue'], { returned: ['create_issue', 'add_label'] }),
          call('create_issue'),
        ],
        [activate('merge_pr'), found('select:add_label', ['add_label'])],
      ),
    ]);
    expect(failures.map((each) => [each.tools, each.at, each.detail])).toEqual([
      [
        ['add_label'],
        { session: 'a', turn: 1, event: 0 },
        '"add_label" came from ToolSearch "issue" in turn 1, event 0 and was never called',
      ],
      [
        ['merge_pr'],
        { session: 'a', turn: 2, event: 0 },
        '"merge_pr" came from activate_tool in turn 2, event 0 and was never called',
      ],
    ]);
  });

  it('finds a catalog tool called before anything loaded it, not a name the catalog lacks', () => {
    const failures = failuresOf('called-before-loaded', [
      session('a', [
        call('merge_pr'),
        call('mcp__elsewhere__thing'),
        found('merge', ['merge_pr']),
        call('merge_pr'),
      ]),
    ]);
    expect(failures).toEqual([
      {
        kind: 'called-before-loaded',
        at: { session: 'a', turn: 1, event: 0 },
        tools: ['merge_pr'],
        detail: 'turn 1, event 0: direct call to "merge_pr", which was never activated',
      },
    ]);
  });

  it("names the session's rule when its rule had dropped the tool a call needed", () => {
    const twoTurns = session(
      'a',
      [found('merge', ['merge_pr']), call('merge_pr')],
      [call('merge_pr')],
    );
    const failures =
      diagnoseSessions([{ ...twoTurns, rule: 'turn' }], { catalog }).sessions[0]?.failures ?? [];
    expect(failures.filter((each) => each.kind === 'called-before-loaded')).toEqual([
      {
        kind: 'called-before-loaded',
        at: { session: 'a', turn: 2, event: 0 },
        tools: ['merge_pr'],
        detail:
          'turn 2, event 0: direct call to "merge_pr", loaded in turn 1; under the rule \'selections last the turn\' it was gone by turn 2',
      },
    ]);
    // The same session under the LRU keeps the tool: no failure.
    const lru = diagnoseSessions([{ ...twoTurns, rule: 'lru' }], { catalog });
    expect(lru.counts['called-before-loaded']).toBe(0);
  });

  it('finds a tool loaded again after the working set evicted it', () => {
    const thrashing = session(
      'a',
      [found('issue', ['create_issue']), call('create_issue')],
      [found('label', ['add_label']), call('add_label')],
      [say('again'), found('issue', ['create_issue']), call('create_issue')],
    );
    expect(failuresOf('thrash', [thrashing], 1)).toEqual([
      {
        kind: 'thrash',
        at: { session: 'a', turn: 3, event: 1 },
        tools: ['create_issue'],
        detail: '"create_issue" loaded again in turn 3, event 1 after it was evicted in turn 2',
      },
    ]);
    expect(failuresOf('thrash', [thrashing], 5)).toEqual([]);
  });

  it('counts every kind per session and in all, zeros included', () => {
    const sessions = [
      session('a', [found('wiki', [])], [found('wiki', [])]),
      session('b', [found('wiki', [])]),
    ];
    const diagnosis = diagnoseSessions(sessions, { catalog });
    expect(Object.keys(diagnosis.counts)).toEqual([...FAILURE_KINDS]);
    expect(diagnosis.sessions.map((each) => each.counts['empty-search'])).toEqual([2, 1]);
    expect(diagnosis.counts).toMatchObject({ 'empty-search': 3, 'repeated-search': 1, thrash: 0 });
  });

  it("gives the turns and tokens spent discovering: a turn's prompt once per discovery call", () => {
    const a = session(
      'a',
      [say('go'), search('issue'), activate('create_issue'), call('create_issue')],
      [call('create_issue')],
    );
    const { share } = diagnoseSessions([a], { catalog }).sessions[0] ?? {};
    const [t1, t2] = replay(a.transcript, { catalog }).turns.map((turn) => turn.promptTokens);
    expect(share).toEqual({
      turns: 2,
      discoveryTurns: 1,
      tokens: (t1 ?? 0) * 3 + (t2 ?? 0),
      discoveryTokens: (t1 ?? 0) * 2,
    });
    expect(t1).toBeGreaterThan(0);
  });

  it('names the session when its replay is refused', () => {
    expect(() => diagnoseSessions([session('broken', [])], { catalog, budget: 0 })).toThrow(
      /budget .*\(session broken\)/,
    );
  });
});
