import { describe, expect, it } from 'vitest';
import { github, returned, scores } from './corpus.testkit';
import { CLAUDE_CODE_DEFAULT_K } from './toolSearch';

/**
 * The named corpus (corpus.testkit.ts: a GitHub-like server `github`, each tool named
 * `mcp__github__<tool>`), one query at a time, with why each tool has its rank in points. Ties
 * keep Claude Code's pool order, the agent names in English collation, which here is the
 * alphabetical order of the tool names: add_issue_comment, create_issue, create_pull_request,
 * get_file_contents, get_issue, list_issues, merge_pull_request, search_code, search_issues,
 * update_issue (get_me is alwaysLoad: declared, never searched).
 */
describe('ToolSearch keywords on the named corpus', () => {
  it('"issue"', () => {
    expect(scores('issue')).toEqual([
      // exact name part "issue" +12, "issue" a word of the description +2; four tie at 14 and
      // keep pool order
      'add_issue_comment 14',
      'create_issue 14',
      'get_issue 14',
      'update_issue 14',
      // "issues" contains "issue" +6; "…using issue search…" has the word +2
      'search_issues 8',
      // "issues" contains "issue" +6; its description says "issues", not the word "issue": 0
      'list_issues 6',
    ]);
    // The default limit keeps five: list_issues is scored and not returned.
    expect(returned('issue')).toHaveLength(CLAUDE_CODE_DEFAULT_K);
    expect(returned('issue')).not.toContain('list_issues');
  });

  it('"create issue"', () => {
    expect(scores('create issue')).toEqual([
      // create +12 +2 (description), issue +12 +2
      'create_issue 28',
      // issue +12 +2, create 0
      'add_issue_comment 14',
      // create +12 +2, issue 0
      'create_pull_request 14',
      // issue +12 +2
      'get_issue 14',
      'update_issue 14',
      // issue inside "issues" +6, description word +2; sixth, not returned
      'search_issues 8',
      // issue inside "issues" +6
      'list_issues 6',
    ]);
  });

  it('"create_issue" (the tool\'s own name, bare) finds nothing', () => {
    // One term "create_issue": not a part (parts are github, create, issue), inside none, not
    // in the full name "github create issue", no description has it as a word: 0 everywhere.
    expect(github.search('create_issue')).toMatchObject({ form: 'keywords', ranked: [] });
  });

  it('"bug" finds the tool whose search hint says it, and only that one', () => {
    // The hint "file a  bug\nreport" becomes "file a bug report": the word bug +4.
    expect(scores('bug')).toEqual(['create_issue 4']);
    expect(github.search('bug').ranked[0]?.why).toEqual(['"bug": search hint +4']);
  });

  it('"repository": description words only, +2 each, in pool order', () => {
    // Six descriptions have the word "repository" (+2); "repositories" is not it. Ties keep
    // pool order, so update_issue, last of them, is sixth and not returned.
    expect(scores('repository')).toEqual([
      'create_issue 2',
      'create_pull_request 2',
      'get_file_contents 2',
      'get_issue 2',
      'list_issues 2',
      'update_issue 2',
    ]);
    expect(returned('repository')).not.toContain('update_issue');
  });

  it('"repo": no name part has it, and a description word must be whole', () => {
    expect(scores('repo')).toEqual([]);
  });

  it('"iss": inside a name part +6 for each issue tool, six ties in pool order', () => {
    expect(scores('iss')).toEqual([
      'add_issue_comment 6',
      'create_issue 6',
      'get_issue 6',
      'list_issues 6',
      'search_issues 6',
      'update_issue 6',
    ]);
  });

  it('a term said twice counts twice', () => {
    // issue +12 +2, twice
    expect(scores('issue issue')[0]).toBe('add_issue_comment 28');
    expect(github.search('issue issue').ranked[0]?.why).toEqual([
      '"issue": exact name part +12',
      '"issue": description +2',
      '"issue": exact name part +12',
      '"issue": description +2',
    ]);
  });

  it('"+pull request": the required term filters, then every term scores', () => {
    expect(scores('+pull request')).toEqual([
      // pull +12 +2, request +12 +2; the two tie and keep pool order
      'create_pull_request 28',
      'merge_pull_request 28',
    ]);
    // Nothing has "slack": the pre-filter leaves no tool, whatever "send" would score.
    expect(scores('+slack send')).toEqual([]);
  });

  it('a required term may be in the description or the hint, not only the name', () => {
    // "+bug" passes create_issue by its hint; "issue" then scores +12 +2, "bug" +4.
    expect(scores('+bug issue')).toEqual(['create_issue 18']);
  });

  it('a lone "+" is an ordinary term', () => {
    expect(github.search('+').ranked).toEqual([]);
  });

  it('explains the points of the tools returned and of those asked about, not of the rest', () => {
    const plain = github.search('issue');
    // list_issues is sixth: scored, not returned, so not explained unless asked.
    expect(plain.ranked.map((hit) => hit.why.length)).toEqual([2, 2, 2, 2, 2, 0]);
    const asked = github.search('issue', { explain: ['list_issues'] });
    expect(asked.ranked[5]?.why).toEqual(['"issue": inside a name part +6']);
  });

  it('max_results is applied as Array.slice does', () => {
    expect(returned('issue', 2)).toEqual(['add_issue_comment', 'create_issue']);
    expect(returned('issue', 0)).toEqual([]);
    // A negative limit drops from the end, as slice(0, -1) does.
    expect(returned('issue', -1)).toHaveLength(5);
  });
});

describe('ToolSearch query forms on the named corpus', () => {
  it('the exact agent name, in any case, returns that tool alone', () => {
    for (const query of ['mcp__github__create_issue', '  MCP__GitHub__Create_Issue '])
      expect(github.search(query)).toMatchObject({
        form: 'exact-name',
        returned: ['create_issue'],
      });
  });

  it('the exact name of an alwaysLoad tool returns it too (a no-op: it is declared)', () => {
    expect(github.search('mcp__github__get_me').returned).toEqual(['get_me']);
    expect(github.search('x').alwaysDeclared).toEqual(['get_me']);
  });

  it('an mcp__ prefix returns the deferred tools it starts, in pool order, up to the limit', () => {
    expect(github.search('mcp__github__create')).toMatchObject({
      form: 'mcp-prefix',
      returned: ['create_issue', 'create_pull_request'],
    });
    const server = github.search('mcp__github');
    expect(server.ranked).toHaveLength(10);
    expect(server.returned).toEqual([
      'add_issue_comment',
      'create_issue',
      'create_pull_request',
      'get_file_contents',
      'get_issue',
    ]);
  });

  it('a prefix that starts no tool falls through to keywords', () => {
    expect(github.search('mcp__gitlab')).toMatchObject({ form: 'keywords', ranked: [] });
    // "mcp__" alone is not a prefix query (it must be longer than mcp__).
    expect(github.search('mcp__').form).toBe('keywords');
  });

  it('select: takes exact, case-sensitive names, in the asked order, without a limit', () => {
    const names = Array.from({ length: 7 }, (_, n) => GITHUB_NAMES[n]);
    const answer = github.search(`select:${names.join(',')}`);
    expect(answer.form).toBe('select');
    expect(answer.returned).toEqual(names.map((name) => name?.slice('mcp__github__'.length)));
  });

  it('select: reports the names it has no tool for, and returns the others', () => {
    const answer = github.search(
      'SELECT: mcp__github__get_issue , MCP__GITHUB__LIST_ISSUES,create_issue,,mcp__github__get_issue',
    );
    expect(answer.returned).toEqual(['get_issue']);
    expect(answer.missing).toEqual(['MCP__GITHUB__LIST_ISSUES', 'create_issue']);
  });

  it('select: is read on the raw query: a leading space makes it keywords', () => {
    expect(github.search(' select:mcp__github__get_issue').form).toBe('keywords');
  });

  it("every answer says it is a reconstruction, with Claude Code's names", () => {
    expect(github.exactness).toBe('reconstruction');
    expect(github.k).toBe(5);
    expect(github.agentName('create_issue')).toBe('mcp__github__create_issue');
    expect(github.agentName('nope')).toBeUndefined();
    expect(github.search('issue').ranked[0]?.agentName).toBe('mcp__github__add_issue_comment');
  });
});

const GITHUB_NAMES = [
  'mcp__github__update_issue',
  'mcp__github__search_code',
  'mcp__github__get_me',
  'mcp__github__add_issue_comment',
  'mcp__github__merge_pull_request',
  'mcp__github__list_issues',
  'mcp__github__get_file_contents',
];
