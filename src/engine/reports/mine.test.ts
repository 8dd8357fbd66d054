import { describe, expect, it } from 'vitest';
import { querySetToJson, readQuerySet } from '../eval/querySet';
import {
  DEFAULT_MINE_WINDOW,
  MAX_ANSWERED_A_CALL,
  MAX_NEXT,
  minedSetToJson,
  mineQuerySet,
} from './mine';
import { activate, call, found, say, search, session, testCatalog } from './sessions.testkit';

describe('mineQuerySet', () => {
  it('labels a search by the tools called in its turn and the next, silver, with its place', () => {
    const mined = mineQuerySet([
      session(
        'a',
        [
          say('file a bug'),
          found('create issue', ['create_issue', 'add_label']),
          call('create_issue'),
        ],
        [call('add_label')],
        [call('list_issues')],
      ),
    ]);
    expect(DEFAULT_MINE_WINDOW).toBe(1);
    expect(mined.queries).toEqual([
      {
        id: 'mined-1',
        query: 'create issue',
        relevant: ['create_issue', 'add_label'],
        silver: true,
        mined: {
          grade: 'silver',
          form: 'search',
          via: 'ToolSearch',
          from: [{ session: 'a', turn: 1, event: 1 }],
        },
      },
    ]);
  });

  it('reads the window: 0 is the same turn only, 2 reaches two turns on', () => {
    const sessions = [
      session(
        'a',
        [found('issues', ['create_issue', 'list_issues']), call('create_issue')],
        [],
        [call('list_issues')],
      ),
    ];
    expect(mineQuerySet(sessions, { window: 0 }).queries[0]?.relevant).toEqual(['create_issue']);
    expect(mineQuerySet(sessions).queries[0]?.relevant).toEqual(['create_issue']);
    expect(mineQuerySet(sessions, { window: 2 }).queries[0]?.relevant).toEqual([
      'create_issue',
      'list_issues',
    ]);
  });

  it('counts only calls after the search, not a call just before it', () => {
    const mined = mineQuerySet([
      session('a', [
        found('labels', ['add_label']),
        call('add_label'),
        found('repos', ['list_repos']),
        call('list_repos'),
      ]),
    ]);
    expect(mined.queries.map((query) => [query.query, query.relevant])).toEqual([
      ['labels', ['add_label']],
      ['repos', ['list_repos']],
    ]);
  });

  it('merges identical queries across sessions after trimming and case folding, uniting their tools', () => {
    const mined = mineQuerySet([
      session('a', [found('Create Issue ', ['create_issue']), call('create_issue')]),
      session('b', [found('create issue', ['add_label']), call('add_label')]),
    ]);
    expect(mined.queries).toHaveLength(1);
    expect(mined.queries[0]).toMatchObject({
      id: 'mined-1',
      query: 'Create Issue',
      relevant: ['create_issue', 'add_label'],
      mined: {
        from: [
          { session: 'a', turn: 1, event: 0 },
          { session: 'b', turn: 1, event: 0 },
        ],
      },
    });
  });

  it('keeps select: apart and lists, with their context, the searches no called tool answered', () => {
    const mined = mineQuerySet([
      session(
        'a',
        [found('select:create_issue', ['create_issue']), call('create_issue')],
        [found('wiki pages', [])],
        [],
        [call('list_repos')],
      ),
    ]);
    expect(mined.queries).toEqual([]);
    expect(mined.selects).toEqual([
      { names: ['create_issue'], from: { session: 'a', turn: 1, event: 0 } },
    ]);
    expect(mined.unanswered).toEqual([
      {
        session: 'a',
        turn: 2,
        event: 0,
        query: 'wiki pages',
        via: 'ToolSearch',
        returned: [],
        next: [],
      },
    ]);
  });

  it('mines the spec search_tools calls and the regex patterns, each under its form', () => {
    const mined = mineQuerySet([
      session('a', [search('merge a pull request'), activate('merge_pr'), call('merge_pr')]),
      session('b', [
        found('^list_.*', ['list_repos'], { via: 'tool_search_tool_regex', form: 'pattern' }),
        call('list_repos'),
      ]),
    ]);
    expect(
      mined.queries.map(({ query, relevant, mined: { form, via } }) => ({
        query,
        relevant,
        form,
        via,
      })),
    ).toEqual([
      {
        query: 'merge a pull request',
        relevant: ['merge_pr'],
        form: 'search',
        via: 'search_tools',
      },
      {
        query: '^list_.*',
        relevant: ['list_repos'],
        form: 'pattern',
        via: 'tool_search_tool_regex',
      },
    ]);
  });

  it('does not label a search with a tool the session already held, unless the search returned it', () => {
    const mined = mineQuerySet([
      session(
        'a',
        [found('repos', ['list_repos']), call('list_repos')],
        [found('labels', ['add_label']), call('list_repos'), call('add_label')],
        [found('repositories', ['list_repos']), call('list_repos')],
      ),
    ]);
    expect(mined.queries.map((query) => query.relevant)).toEqual([
      ['list_repos'],
      ['add_label'],
      ['list_repos'],
    ]);
  });

  it('with a catalog, counts only its tools and never its scaffolding', () => {
    const catalog = testCatalog(['create_issue'], ['Bash']);
    const mined = mineQuerySet(
      [
        session('a', [
          found('issue', ['create_issue']),
          call('Bash'),
          call('mcp__other__x'),
          call('create_issue'),
        ]),
      ],
      { catalog },
    );
    expect(mined.queries[0]?.relevant).toEqual(['create_issue']);
  });

  it('refuses a window that is not a whole number of turns, naming it', () => {
    expect(() => mineQuerySet([], { window: -1 })).toThrow(/mine: the window .* got -1/);
    expect(() => mineQuerySet([], { window: 1.5 })).toThrow(/got 1\.5/);
  });

  it('writes a set that readQuerySet reads back to the same queries, silver kept and the rest of the marks ignored', () => {
    const mined = mineQuerySet([
      session(
        'a',
        [found('create issue', ['create_issue']), call('create_issue')],
        [search('labels'), activate('add_label'), call('add_label')],
      ),
    ]);
    const plain = mined.queries.map(({ id, query, relevant }) => ({
      id,
      query,
      relevant,
      silver: true,
    }));
    expect(readQuerySet(JSON.parse(minedSetToJson(mined)))).toEqual({ ok: true, queries: plain });
    expect(readQuerySet(JSON.parse(querySetToJson(mined.queries)))).toEqual({
      ok: true,
      queries: plain,
    });
    expect(JSON.parse(minedSetToJson(mined))[0].mined).toEqual(mined.queries[0]?.mined);
  });

  it('stays linear on a hostile session: a run of 10,000 searches, each returning its own tool, then 10,000 calls', () => {
    const searches = Array.from({ length: 10_000 }, (_, i) => found(`query ${i}`, [`tool_${i}`]));
    const calls = Array.from({ length: 10_000 }, (_, i) => call(`tool_${i}`));
    const mined = mineQuerySet([session('hostile', [...searches, ...calls])]);
    // One run: every call labels its searches, at most MAX_ANSWERED_A_CALL, the latest.
    expect(mined.queries).toHaveLength(MAX_ANSWERED_A_CALL);
    expect(mined.queries.reduce((sum, query) => sum + query.relevant.length, 0)).toBe(
      10_000 * MAX_ANSWERED_A_CALL,
    );
    expect(mined.queries[0]?.query).toBe(`query ${10_000 - MAX_ANSWERED_A_CALL}`);
    expect(mined.unanswered).toHaveLength(10_000 - MAX_ANSWERED_A_CALL);
    expect(mined.unanswered[0]?.next).toEqual(['tool_0', 'tool_1', 'tool_2', 'tool_3', 'tool_4']);
  });

  it('stays linear when 10,000 searches find nothing and 10,000 tools are called after', () => {
    const searches = Array.from({ length: 10_000 }, (_, i) => found(`query ${i}`, []));
    const calls = Array.from({ length: 10_000 }, (_, i) => call(`tool_${i}`));
    const mined = mineQuerySet([session('hostile', [...searches, ...calls])]);
    expect(mined.queries).toEqual([]);
    expect(mined.unanswered).toHaveLength(10_000);
    expect(mined.unanswered.every((each) => each.next.length === MAX_NEXT)).toBe(true);
  });

  it('merges 10,000 identical searches, each calling its own tool, into one query without rescanning', () => {
    const events = Array.from({ length: 10_000 }, (_, i) => [
      found('same', [`t${i}`]),
      call(`t${i}`),
    ]).flat();
    const mined = mineQuerySet([session('hostile', events)]);
    expect(mined.queries).toHaveLength(1);
    expect(mined.queries[0]?.relevant).toHaveLength(10_000);
    expect(mined.queries[0]?.mined.from).toHaveLength(10_000);
  });
});
