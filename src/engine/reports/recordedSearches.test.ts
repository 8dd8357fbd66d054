import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importCatalog } from '../catalog/importCatalog';
import { checkRecordedSearches } from './recordedSearches';
import {
  anthropicRegexLog,
  claudeCodeLog,
  emulated,
  loggedSessions,
  type Recorded,
  responsesLog,
} from './recordedSearches.testkit';
import { found, session, testCatalog } from './sessions.testkit';

/**
 * The recorded-search check end to end: a log written in each format whose recorded results are
 * the emulator's own answers reads as agreeing everywhere; the same log with its results edited
 * reads as differing, with the tools only one side has named. The catalog is the GitHub day's,
 * 18 tools of GitHub's MCP server.
 */

const imported = importCatalog(
  readFileSync(new URL('../../test/fixtures/github-day-tools.json', import.meta.url), 'utf8'),
);
if (!imported.ok) throw new Error('github-day-tools.json does not import');
const { catalog } = imported;

const QUERIES = ['list github issues', 'create pull request', 'comment on issue', 'git blame'];

describe('Claude Code ToolSearch, recorded in a session file', () => {
  const honest: Recorded[] = QUERIES.map((query) => ({
    query,
    names: emulated(catalog, 'claude-code', query),
  }));

  it('agrees with every search whose result the emulator wrote', () => {
    const asked: Recorded[] = [
      ...honest,
      // max_results is the cut: a call asking 2 gets 2.
      { query: 'merge', names: emulated(catalog, 'claude-code', 'merge', 2), limit: 2 },
      { query: 'select:mcp__github__list_issues', names: ['mcp__github__list_issues'] },
    ];
    const report = checkRecordedSearches(loggedSessions(claudeCodeLog(asked), catalog), catalog);
    expect(report.checks.map((check) => check.verdict)).toEqual(asked.map(() => 'same'));
    expect(report.checks[4]?.k).toBe(2);
    expect(report.groups).toEqual([
      {
        via: 'ToolSearch',
        label: 'Claude Code ToolSearch',
        target: 'claude-code',
        checked: 6,
        same: 6,
        reordered: 0,
        different: 0,
        skipped: 0,
        clientVersions: ['2.1.3'],
      },
    ]);
  });

  it('finds the edited searches, names the tools each side has alone, and the version', () => {
    const [first, second, third, fourth] = honest as [Recorded, Recorded, Recorded, Recorded];
    const edited: Recorded[] = [
      first,
      // Two swapped: the same tools in another order.
      {
        ...second,
        names: [second.names[1], second.names[0], ...second.names.slice(2)] as string[],
      },
      // One replaced by a tool the emulator does not return.
      { ...third, names: [...third.names.slice(0, -1), 'mcp__github__create_branch'] },
      // A tool the catalog has never had.
      { ...fourth, names: [...fourth.names.slice(0, -1), 'mcp__github__blame_file'] },
    ];
    expect(third.names).not.toContain('mcp__github__create_branch');
    const report = checkRecordedSearches(loggedSessions(claudeCodeLog(edited), catalog), catalog);
    const [same, reordered, replaced, lacking] = report.checks;
    expect(same?.verdict).toBe('same');
    expect(reordered).toMatchObject({ verdict: 'reordered', onlyRecorded: [], onlyEmulated: [] });
    expect(replaced).toMatchObject({
      verdict: 'different',
      onlyRecorded: ['create_branch'],
      onlyEmulated: [third.names.at(-1)?.replace('mcp__github__', '')],
      clientVersion: '2.1.3',
    });
    expect(replaced?.reasons.map((reason) => reason.code)).toEqual(['client-version']);
    expect(replaced?.reasons[0]?.detail).toContain('Claude Code 2.1.3');
    expect(lacking).toMatchObject({
      verdict: 'different',
      onlyRecorded: ['mcp__github__blame_file'],
    });
    expect(lacking?.reasons[0]).toEqual({
      code: 'renamed',
      detail:
        'the catalog has no "mcp__github__blame_file" but has "get_file_blame": renamed since the session, or another server\'s catalog',
    });
    expect(report.groups[0]).toMatchObject({ checked: 4, same: 1, reordered: 1, different: 2 });
  });
});

describe("the Claude API's regex tool search, recorded in a Messages log", () => {
  const PATTERNS = ['(?i)issue', '^list_', 'pull_request', '(?i)commit'];
  const honest = PATTERNS.map((query) => ({
    query,
    names: emulated(catalog, 'anthropic-regex', query),
  }));

  it('agrees with every search whose result the emulator wrote', () => {
    const report = checkRecordedSearches(
      loggedSessions(anthropicRegexLog(honest), catalog),
      catalog,
    );
    expect(report.checks.map((check) => [check.query, check.verdict])).toEqual(
      PATTERNS.map((query) => [query, 'same']),
    );
    expect(report.groups[0]).toMatchObject({
      label: 'Claude API regex tool search',
      target: 'anthropic-regex',
      same: 4,
    });
  });

  it('finds an edited search, and says the API leaves its choice among matches open', () => {
    const [first, ...rest] = honest as [Recorded, ...Recorded[]];
    const edited = [{ ...first, names: [...first.names.slice(0, -1), 'create_branch'] }, ...rest];
    const report = checkRecordedSearches(
      loggedSessions(anthropicRegexLog(edited), catalog),
      catalog,
    );
    expect(report.checks[0]).toMatchObject({
      verdict: 'different',
      onlyRecorded: ['create_branch'],
      onlyEmulated: [first.names.at(-1)],
    });
    // create_branch does not match (?i)issue: no reason toollens can give but the edit itself.
    expect(report.checks[0]?.reasons).toEqual([]);
    // A recorded match the emulator's catalog-order cut left out: the order is the API's.
    const later = emulated(catalog, 'anthropic-regex', first.query, 50).at(-1) ?? '';
    const otherMatch = { ...first, names: [...first.names.slice(0, -1), later] };
    const again = checkRecordedSearches(
      loggedSessions(anthropicRegexLog([otherMatch]), catalog),
      catalog,
    );
    expect(first.names).not.toContain(later);
    expect(again.checks[0]?.verdict).toBe('different');
    expect(again.checks[0]?.reasons.map((reason) => reason.code)).toEqual(['undocumented-order']);
  });
});

describe('OpenAI tool_search, recorded in a Responses log', () => {
  const honest = QUERIES.map((query) => ({ query, names: emulated(catalog, 'codex', query) }));

  it('agrees with every search whose result the emulator wrote', () => {
    const asked = [
      ...honest,
      { query: 'merge', names: emulated(catalog, 'codex', 'merge', 3), limit: 3 },
    ];
    const report = checkRecordedSearches(loggedSessions(responsesLog(asked), catalog), catalog);
    expect(report.checks.map((check) => check.verdict)).toEqual(asked.map(() => 'same'));
    expect(report.checks.at(-1)?.k).toBe(3);
    expect(report.groups[0]).toMatchObject({
      label: 'OpenAI/Codex tool_search',
      target: 'codex',
      same: 5,
    });
  });

  it('finds an edited search, and says when OpenAI ran it on its servers', () => {
    const [first, ...rest] = honest as [Recorded, ...Recorded[]];
    const dropped = first.names.at(-1);
    const edited = [{ ...first, names: first.names.slice(0, -1) }, ...rest];
    const report = checkRecordedSearches(
      loggedSessions(responsesLog(edited, 'server'), catalog),
      catalog,
    );
    expect(report.checks[0]).toMatchObject({
      verdict: 'different',
      onlyRecorded: [],
      onlyEmulated: [dropped?.replace('mcp__github.', '')],
    });
    expect(report.checks[0]?.reasons.map((reason) => reason.code)).toEqual(['fewer', 'hosted']);
    expect(report.checks.slice(1).map((check) => check.verdict)).toEqual(['same', 'same', 'same']);
  });
});

describe('what is not checked', () => {
  it("counts a failed search, the API's BM25 search and other client searches apart", () => {
    const catalog = testCatalog(['a', 'b']);
    const report = checkRecordedSearches(
      [
        session(
          's',
          [found('a', ['a'], { error: 'unavailable', returned: [], loaded: [] })],
          [found('b', ['b'], { via: 'tool_search_tool_bm25' })],
          [found('b', ['b'], { via: 'find_tools' })],
        ),
      ],
      catalog,
    );
    expect(report.checks).toEqual([]);
    expect(report.skipped).toEqual([
      { at: { session: 's', turn: 1, event: 0 }, via: 'ToolSearch', why: 'failed' },
      { at: { session: 's', turn: 2, event: 0 }, via: 'tool_search_tool_bm25', why: 'no-emulator' },
      { at: { session: 's', turn: 3, event: 0 }, via: 'find_tools', why: 'no-emulator' },
    ]);
    expect(report.groups.map((group) => [group.label, group.skipped])).toEqual([
      ['Claude Code ToolSearch', 1],
      ['Claude API BM25 tool search', 1],
      ['find_tools', 1],
    ]);
  });
});
