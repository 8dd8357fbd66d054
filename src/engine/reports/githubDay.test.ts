import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { transcriptFixture } from '../../test/fixtures/transcripts/fixtures';
import { importCatalog } from '../catalog/importCatalog';
import { importConversation } from '../replay/logFormats/importConversation';
import { recommendAlwaysLoad } from './alwaysLoad';
import { recordSessions, reportRecords } from './build';
import { diagnoseSessions } from './diagnose';
import { mineQuerySet } from './mine';
import { sessionRule } from './read';
import { checkRecordedSearches } from './recordedSearches';
import type { Session } from './types';

/**
 * The realistic session of the docs: claude-code-github-day.jsonl, a day of issue triage with
 * a GitHub MCP server behind Claude Code's ToolSearch (written by hand in the shape that
 * claudeCode.test.ts names the sources of), against github-day-tools.json, 18 tools named as
 * GitHub's MCP server names them. Each failure was written into it on purpose.
 */

const imported = importCatalog(
  readFileSync(new URL('../../test/fixtures/github-day-tools.json', import.meta.url), 'utf8'),
);
if (!imported.ok) throw new Error('github-day-tools.json does not import');
const { catalog } = imported;

const read = importConversation(transcriptFixture('claude-code-github-day.jsonl'), {
  catalogNames: catalog.tools.map((tool) => tool.name),
  name: 'day',
});
if (!read.ok) throw new Error(read.errors.join('\n'));
const sessions: Session[] = [
  { name: 'day', transcript: read.transcript },
  ...(read.threads ?? []).map((transcript) => ({ name: 'day-subagent-1', transcript })),
];

describe('the GitHub day session', () => {
  it('reads as twelve turns and a subagent thread, with a compaction', () => {
    expect(read.format).toBe('claude-code');
    expect(read.transcript.turns).toHaveLength(12);
    expect(read.threads).toHaveLength(1);
    expect(
      read.transcript.turns.flatMap((turn) => turn.events).filter((e) => e.type === 'compact'),
    ).toHaveLength(1);
  });

  it('shows each failure it was written with, where it was written', () => {
    const diagnosis = diagnoseSessions(sessions, { catalog });
    expect(diagnosis.counts).toEqual({
      'search-streak': 1,
      'repeated-search': 1,
      'empty-search': 1,
      'search-for-loaded': 2,
      'found-never-called': 4,
      'called-before-loaded': 1,
      thrash: 0,
    });
    const where = diagnosis.sessions[0]?.failures.map((f) => `${f.kind} t${f.at.turn}`);
    expect(where).toEqual([
      'search-streak t4',
      'repeated-search t8',
      'empty-search t6',
      'search-for-loaded t4',
      'search-for-loaded t8',
      'found-never-called t1',
      'found-never-called t4',
      'found-never-called t4',
      'found-never-called t5',
      'called-before-loaded t11',
    ]);
    expect(diagnosis.share).toMatchObject({ turns: 13, discoveryTurns: 9 });
  });

  it('thrashes under a working set too small for the day', () => {
    const diagnosis = diagnoseSessions(sessions, { catalog, budget: 3 });
    expect(diagnosis.counts.thrash).toBeGreaterThan(0);
  });

  it("mines its searches, the subagent's included, and keeps the select: apart", () => {
    const mined = mineQuerySet(sessions, { catalog });
    expect(mined.queries.map((query) => [query.query, query.relevant])).toEqual([
      ['list github issues', ['list_issues']],
      // Turn 4's three searches are one run: the third returned list_commits, then called.
      ['git blame', ['list_commits']],
      ['commit history for a file', ['list_commits']],
      ['list commits', ['list_commits']],
      ['create issue', ['issue_write']],
      ['comment on issue', ['add_issue_comment']],
      ['create pull request', ['create_pull_request']],
      ['merge pull request', ['pull_request_read', 'merge_pull_request']],
      ['search issues', ['search_issues']],
    ]);
    expect(mined.selects.map((select) => select.names)).toEqual([['issue_read']]);
    expect(mined.unanswered.map(({ turn, query, next }) => [turn, query, next])).toEqual([
      [6, 'wiki page', []],
    ]);
  });

  it('needs list_issues from turn 1 in most turns, and replays the what-if with fewer iterations', () => {
    const report = recommendAlwaysLoad(sessions, { catalog });
    expect(report.tools.find((row) => row.name === 'list_issues')).toMatchObject({
      firstNeeded: 1,
      called: 7,
    });
    const { before, after } = report.whatIf;
    const recommended = report.tools.filter((row) => row.recommended).length;
    expect(recommended).toBeGreaterThan(0);
    expect(after.iterations).toBeLessThan(before.iterations);
  });

  it("gives the reports from the records' one replay, as each function gives them alone", () => {
    // The records pick the agent's rule; the functions alone are given it.
    const rule = sessionRule([read.transcript]);
    const ruled = sessions.map((session) => ({ ...session, rule }));
    const inputs = sessions.map((each, index) =>
      index === 0 ? each : { ...each, threadOf: 'day' },
    );
    const records = recordSessions(inputs, catalog);
    expect(records.map((record) => [record.name, record.rule, record.ruleFrom])).toEqual([
      ['day', 'session', 'agent'],
      ['day-subagent-1', 'session', 'agent'],
    ]);
    expect(reportRecords(records, catalog)).toEqual({
      diagnosis: diagnoseSessions(ruled, { catalog }),
      alwaysLoad: recommendAlwaysLoad(ruled, { catalog }),
      recordedSearches: checkRecordedSearches(sessions, catalog),
    });
  });
});
