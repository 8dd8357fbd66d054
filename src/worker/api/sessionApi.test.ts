import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { transcriptFixture } from '../../test/fixtures/transcripts/fixtures';
import { engineApi } from '../engineApi';

/**
 * The Sessions view's worker calls on the Claude Code fixture (a main thread and one subagent
 * thread) against a catalog of the GitHub tools it names: the session and its thread are read
 * as the Timeline's import reads them, then reported on together.
 */
const tool = (name: string, description: string) => ({
  name,
  description,
  inputSchema: { type: 'object', properties: {} },
});
const CATALOG = JSON.stringify({
  tools: [
    tool('create_issue', 'Open a new issue in a repository.'),
    tool('search_issues', 'Search the issues of a repository.'),
    tool('add_labels', 'Add labels to an issue.'),
    tool('close_issue', 'Close an issue.'),
  ],
});

const sessions = async () => {
  const read = await engineApi.parseTranscript(
    transcriptFixture('claude-code-session.jsonl'),
    'ci',
    'ci.jsonl',
  );
  if (!read.ok) throw new Error(read.errors.join('\n'));
  return [read.transcript, ...(read.threads ?? [])].map((transcript) => ({
    name: transcript.name,
    transcript,
  }));
};

beforeAll(async () => {
  expect((await engineApi.loadCatalogText(CATALOG, 'github.json')).ok).toBe(true);
});

describe('the sessions worker API', () => {
  it('counts each session’s failures at their turns, and all of them together', async () => {
    const { diagnosis } = await engineApi.sessionsReport(await sessions());
    expect(diagnosis.sessions.map((each) => each.session)).toEqual(['ci', 'ci-subagent-1']);
    const [main, thread] = diagnosis.sessions;
    // Turn 3 searches "close issue duplicate" and ToolSearch answers no match.
    expect(main?.failures).toContainEqual(
      expect.objectContaining({
        kind: 'empty-search',
        at: { session: 'ci', turn: 3, event: 1 },
        query: 'close issue duplicate',
      }),
    );
    // The subagent calls search_issues, which nothing in its own thread loaded.
    expect(thread?.failures.map((failure) => [failure.kind, failure.tools])).toEqual([
      ['called-before-loaded', ['search_issues']],
    ]);
    for (const [kind, count] of Object.entries(diagnosis.counts)) {
      const k = kind as keyof typeof diagnosis.counts;
      expect(count).toBe((main?.counts[k] ?? 0) + (thread?.counts[k] ?? 0));
    }
    expect(diagnosis.share.turns).toBe(4);
  });

  it('recommends what to always load from the tools the sessions found, with its what-if', async () => {
    const { alwaysLoad } = await engineApi.sessionsReport(await sessions());
    expect(alwaysLoad.inputs.T).toBe(4);
    const byName = new Map(alwaysLoad.tools.map((row) => [row.name, row]));
    // Turn 1's select:mcp__github__create_issue loads it, and turn 1 calls it.
    expect(byName.get('create_issue')).toMatchObject({ loaded: 1, called: 1, firstNeeded: 1 });
    expect(byName.has('close_issue')).toBe(false);
    // Each was first needed by a discovery: declaring it spares that iteration.
    expect(alwaysLoad.tools.filter((row) => row.recommended).length).toBeGreaterThan(0);
    expect(alwaysLoad.whatIf.after.iterations).toBeLessThan(alwaysLoad.whatIf.before.iterations);
  });

  it('follows a live edit of the catalog: a longer declaration costs more', async () => {
    const before = (await engineApi.sessionsReport(await sessions())).alwaysLoad;
    const cost = (report: typeof before) =>
      report.tools.find((row) => row.name === 'create_issue')?.schemaTokens ?? 0;
    await engineApi.loadCatalogText(
      JSON.stringify({
        tools: JSON.parse(CATALOG).tools.map((each: { name: string; description: string }) =>
          each.name === 'create_issue'
            ? {
                ...each,
                description: `${each.description} ${'With a title and a body. '.repeat(20)}`,
              }
            : each,
        ),
      }),
      'github.json',
    );
    try {
      expect(cost((await engineApi.sessionsReport(await sessions())).alwaysLoad)).toBeGreaterThan(
        cost(before),
      );
    } finally {
      await engineApi.loadCatalogText(CATALOG, 'github.json');
    }
  });

  it('mines the query the model typed, keeps select: apart, and writes a file Evaluate reads', async () => {
    const mined = await engineApi.mineSessions(await sessions());
    expect(
      mined.set.queries.map((query) => [query.query, query.relevant, query.mined.grade]),
    ).toEqual([['github search issues label', ['add_labels'], 'silver']]);
    expect(mined.set.selects.map((select) => select.names)).toEqual([['create_issue']]);
    const read = await engineApi.readQuerySetText(mined.file, 'mined.json');
    expect(read.ok && read.queries.map((query) => query.query)).toEqual([
      'github search issues label',
    ]);
    // Window 0 is the search's own turn: add_labels, called in it, still answers it.
    const same = await engineApi.mineSessions(await sessions(), 0);
    expect(same.window).toBe(0);
    expect(same.set.queries.map((query) => query.relevant)).toEqual([['add_labels']]);
  });

  it("gives one session's record as the Sessions view's report holds it", async () => {
    const [main] = await sessions();
    if (!main) throw new Error('the fixture has no main thread');
    const record = await engineApi.sessionRecord(main);
    const [reported] = (await engineApi.sessionsReport([main])).records;
    expect(record).toEqual(reported);
    // Its three ToolSearch calls, one a turn, each checked.
    expect(record.recordedSearches.checks.map((check) => check.at.turn)).toEqual([1, 2, 3]);
  });

  it("gives a subagent thread's record by its session's rule, as the Sessions view's report does", async () => {
    const [main, thread] = await sessions();
    if (!main || !thread) throw new Error('the fixture has no subagent thread');
    const group = [main, { ...thread, threadOf: main.name }];
    const [, reported] = (await engineApi.sessionsReport(group)).records;
    const record = await engineApi.sessionRecord({ ...thread, threadOf: main.name }, group);
    expect(record).toEqual(reported);
    // Alone, the thread, which searches nothing, would be replayed by another rule.
    const alone = await engineApi.sessionRecord(thread);
    expect(alone.rule).not.toBe(record.rule);
  });
});

describe('the sessions worker API on a realistic day', () => {
  it('mines and diagnoses what the CLI does from the same file and catalog', async () => {
    const catalog = readFileSync(
      new URL('../../test/fixtures/github-day-tools.json', import.meta.url),
      'utf8',
    );
    expect((await engineApi.loadCatalogText(catalog, 'github-day-tools.json')).ok).toBe(true);
    try {
      const read = await engineApi.parseTranscript(
        transcriptFixture('claude-code-github-day.jsonl'),
        'day',
        'claude-code-github-day.jsonl',
      );
      if (!read.ok) throw new Error(read.errors.join('\n'));
      const day = [read.transcript, ...(read.threads ?? [])].map((transcript) => ({
        name: transcript.name,
        transcript,
      }));
      expect(day.map((each) => each.name)).toEqual(['day', 'day-subagent-1']);
      // As `toollens mine --sessions claude-code-github-day.jsonl` prints (src/cli/sessions.test.ts).
      const { set } = await engineApi.mineSessions(day);
      expect([set.queries.length, set.selects.length, set.unanswered.length]).toEqual([9, 1, 1]);
      const { diagnosis, alwaysLoad } = await engineApi.sessionsReport(day);
      // Saved sessions know no format: ToolSearch names Claude Code, whose rule the CLI proposes
      // for the file, so the page counts what `diagnose` counts (src/cli/sessions.test.ts).
      expect(diagnosis.sessions.map((each) => each.rule)).toEqual(['session', 'session']);
      expect(diagnosis.counts).toEqual({
        'search-streak': 1,
        'repeated-search': 1,
        'empty-search': 1,
        'search-for-loaded': 2,
        'found-never-called': 4,
        'called-before-loaded': 1,
        thrash: 0,
      });
      const failures = diagnosis.sessions.flatMap((each) => each.failures);
      expect(failures.length).toBe(
        Object.values(diagnosis.counts).reduce((sum, count) => sum + count, 0),
      );
      // Every marker names a turn of its own session.
      const turns = new Map(day.map((each) => [each.name, each.transcript.turns.length]));
      for (const failure of failures) {
        expect(failure.at.turn).toBeGreaterThanOrEqual(1);
        expect(failure.at.turn).toBeLessThanOrEqual(turns.get(failure.at.session) ?? 0);
      }
      expect(alwaysLoad.inputs.T).toBe([...turns.values()].reduce((sum, n) => sum + n, 0));
    } finally {
      await engineApi.loadCatalogText(CATALOG, 'github.json');
    }
  }, 30_000);
});
