import { describe, expect, it } from 'vitest';
import { imported, line, user } from '../replay/logFormats/claudeCode.testkit';
import { mineQuerySet, showsName } from './mine';
import { activate, call, found, say, search, session, testCatalog } from './sessions.testkit';

/**
 * A label needs the session to tie the tool to the search: returned by it, or by a search of
 * the same run, and then called. Everything else the agent called is context of an unanswered
 * search, never a label.
 */

const GITHUB = ['get_me', 'search_users', 'list_issues', 'create_issue'];

/** A Claude Code session: one request, ToolSearch calls with their tool_reference results, then calls. */
const claudeCodeSession = (
  request: string,
  searches: { query: string; found: string[] }[],
  calls: string[],
) => {
  let n = 0;
  const use = (name: string, input: Record<string, unknown>) => {
    n++;
    return [
      line({
        type: 'assistant',
        sessionId: 's',
        message: { role: 'assistant', content: [{ type: 'tool_use', id: `t${n}`, name, input }] },
      }),
      line({
        type: 'user',
        sessionId: 's',
        message: {
          role: 'user',
          content: [
            {
              type: 'tool_result',
              tool_use_id: `t${n}`,
              content:
                name === 'ToolSearch'
                  ? ((input.found as string[]).map((tool) => ({
                      type: 'tool_reference',
                      tool_name: `mcp__github__${tool}`,
                    })) as unknown[])
                  : 'ok',
            },
          ],
        },
      }),
    ];
  };
  const text = [
    user(request),
    ...searches.flatMap(({ query, found }) => use('ToolSearch', { query, found })),
    ...calls.flatMap((name) => use(`mcp__github__${name}`, {})),
  ].join('\n');
  return { name: 'slack', transcript: imported(text, { catalogNames: GITHUB }).transcript };
};

describe('mine: labels only where the session ties the tool to the search', () => {
  it('mines three Slack searches that found nothing, then a direct call of get_me, as unanswered with get_me as context', () => {
    const slack = claudeCodeSession(
      'Post the release notes to #eng on Slack.',
      [
        { query: 'slack send message', found: [] },
        { query: 'slack post channel', found: ['search_users'] },
        { query: '+slack', found: [] },
      ],
      ['get_me'],
    );
    // The importer read what the brief describes: three searches, none returned get_me.
    expect(
      slack.transcript.turns.flatMap((turn) => turn.events).map((event) => event.type),
    ).toEqual(['user', 'discover', 'discover', 'discover', 'call']);
    const mined = mineQuerySet([slack], { catalog: testCatalog(GITHUB) });
    expect(mined.queries).toEqual([]);
    expect(mined.unanswered).toEqual([
      {
        session: 'slack',
        turn: 1,
        event: 1,
        query: 'slack send message',
        via: 'ToolSearch',
        returned: [],
        next: ['get_me'],
      },
      {
        session: 'slack',
        turn: 1,
        event: 2,
        query: 'slack post channel',
        via: 'ToolSearch',
        returned: ['search_users'],
        next: ['get_me'],
      },
      {
        session: 'slack',
        turn: 1,
        event: 3,
        query: '+slack',
        via: 'ToolSearch',
        returned: [],
        next: ['get_me'],
      },
    ]);
  });

  it('labels every search of a run by the tool the second returned and the agent then called', () => {
    const mined = mineQuerySet([
      session('a', [
        say('post to slack'),
        found('send slack message', []),
        { type: 'assistant', text: 'Nothing yet; other words.' },
        found('post message to channel', ['slack_post', 'slack_list']),
        call('slack_post'),
      ]),
    ]);
    expect(mined.queries.map((query) => [query.query, query.relevant])).toEqual([
      ['send slack message', ['slack_post']],
      ['post message to channel', ['slack_post']],
    ]);
    expect(mined.unanswered).toEqual([]);
  });

  it('mines a search whose returned tools were none of them called as unanswered, with what was called next', () => {
    const mined = mineQuerySet([
      session('a', [
        found('labels', ['add_label', 'list_labels']),
        call('create_issue'),
        call('create_issue'),
        call('Bash'),
      ]),
    ]);
    expect(mined.queries).toEqual([]);
    expect(mined.unanswered).toEqual([
      {
        session: 'a',
        turn: 1,
        event: 0,
        query: 'labels',
        via: 'ToolSearch',
        returned: ['add_label', 'list_labels'],
        next: ['create_issue', 'Bash'],
      },
    ]);
  });

  it('ends a run at a call or at the person speaking: a search there does not share the next run’s tool', () => {
    const mined = mineQuerySet([
      session(
        'a',
        [found('wiki page', [])],
        [say('list the issues'), found('list issues', ['list_issues']), call('list_issues')],
      ),
      session('b', [found('slack', []), call('get_me'), found('me', ['get_me']), call('get_me')]),
    ]);
    expect(mined.queries.map((query) => [query.query, query.relevant])).toEqual([
      ['list issues', ['list_issues']],
      ['me', ['get_me']],
    ]);
    // The person's next message ends what the agent did next; a search ends it too.
    expect(mined.unanswered.map(({ query, next }) => [query, next])).toEqual([
      ['wiki page', []],
      ['slack', ['get_me']],
    ]);
  });

  it('gives a call to the latest run that returned the tool, and never ties a select: to its run', () => {
    const mined = mineQuerySet([
      session(
        'a',
        [found('issues', ['list_issues']), call('Bash'), found('list', ['list_issues'])],
        [call('list_issues')],
      ),
      session('b', [found('slack', []), found('select:get_me', ['get_me']), call('get_me')]),
    ]);
    expect(mined.queries.map((query) => [query.query, query.relevant])).toEqual([
      ['list', ['list_issues']],
    ]);
    expect(mined.unanswered.map(({ query, next }) => [query, next])).toEqual([
      ['issues', ['Bash']],
      ['slack', ['get_me']],
    ]);
    expect(mined.selects.map((select) => select.names)).toEqual([['get_me']]);
  });

  it('ties a search_tools search to the tools activated from it, when its recorded menu shows them', () => {
    const menu = 'Found 1 tool for "merge pdf" among 9 in scope (showing 1).\n- merge_pdfs [pdf]';
    const mined = mineQuerySet([
      session('shown', [
        { type: 'search', query: 'merge pdf', menu },
        activate('merge_pdfs'),
        call('merge_pdfs'),
      ]),
      session('not shown', [
        { type: 'search', query: 'read pdf', menu },
        activate('read_pdf'),
        call('read_pdf'),
      ]),
      session('echoed', [
        { type: 'search', query: 'get_me', menu: 'Found 0 tools for "get_me". No tool matched.' },
        activate('get_me'),
        call('get_me'),
      ]),
      session('no menu', [search('pdf'), activate('split_pdf'), call('split_pdf')]),
    ]);
    expect(mined.queries.map((query) => [query.query, query.relevant])).toEqual([
      ['merge pdf', ['merge_pdfs']],
      ['pdf', ['split_pdf']],
    ]);
    expect(mined.unanswered.map(({ query, returned, next }) => [query, returned, next])).toEqual([
      ['read pdf', [], ['read_pdf']],
      ['get_me', [], ['get_me']],
    ]);
  });

  it('reads a name in a menu only as a whole name', () => {
    expect(showsName('1. merge_pdfs: Merge PDFs.', 'merge_pdfs')).toBe(true);
    expect(showsName('- mcp__github.create_issue', 'mcp__github.create_issue')).toBe(true);
    expect(showsName('- merge_pdfs_fast', 'merge_pdfs')).toBe(false);
    expect(showsName('- unmerge_pdfs, then merge_pdfs', 'merge_pdfs')).toBe(true);
    expect(showsName('anything', '')).toBe(false);
  });
});
