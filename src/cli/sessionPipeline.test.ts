import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildSessions, loadTokenCounter, reportRecords } from '../engine/library';
import { toollens } from '../test/cliRunner';
import { transcriptFixturePath } from '../test/fixtures/transcripts/fixtures';
import { readCatalog } from './mcpSource';

/**
 * The session pipeline as the library gives it (`buildSessions`, from the package's library entry) and
 * as `diagnose --json` prints it, on the same Claude Code session: the records must be what the
 * CLI reports, thread for thread. The CLI runs in process (runCli, as the bin runs it). The real datasets
 * (../shared/datasets) hold catalogs and query sets but no Claude Code session, so the fixture
 * is the session: a day of issue triage with a subagent thread and a compaction.
 */

const day = transcriptFixturePath('claude-code-github-day.jsonl');
const catalogPath = new URL('../test/fixtures/github-day-tools.json', import.meta.url).pathname;

describe('buildSessions against diagnose --json', () => {
  it('gives the threads, rules, failures, recorded searches and always-load the CLI prints', async () => {
    const run = await toollens('diagnose', '--sessions', day, '--catalog', catalogPath, '--json');
    expect(run.code, run.stderr).toBe(0);
    const cli = JSON.parse(run.stdout);
    // The catalog as the CLI reads it (an untagged catalog gets derived capability roots).
    const { catalog } = await readCatalog({ catalog: catalogPath }, { fallback: 'demo' });
    const counter = await loadTokenCounter();
    const records = buildSessions([{ name: day, text: readFileSync(day, 'utf8') }], catalog, {
      counter,
    });

    // One naming rule: the session is its file, its subagent thread `<session>-subagent-<n>`.
    expect(records.map((record) => [record.name, record.threadOf, record.rule])).toEqual([
      [day, undefined, 'session'],
      [`${day}-subagent-1`, day, 'session'],
    ]);
    expect(records.every((record) => record.ruleFrom === 'agent')).toBe(true);
    expect(records[0]?.source?.format).toBe('claude-code');
    expect(records.map((record) => record.diagnosis)).toEqual(cli.diagnosis.sessions);
    // Each record's recorded searches are the CLI's at that session's places.
    for (const record of records) {
      expect(record.recordedSearches.checks).toEqual(
        cli.recordedSearches.checks.filter(
          (check: { at: { session: string } }) => check.at.session === record.name,
        ),
      );
    }
    const report = reportRecords(records, catalog, { counter });
    expect(report.diagnosis).toEqual(cli.diagnosis);
    expect(report.alwaysLoad).toEqual(cli.alwaysLoad);
    expect(report.recordedSearches).toEqual(cli.recordedSearches);
    // A record's cost is its share of the what-if's before: together they are the whole.
    const tokens = records.reduce((sum, record) => sum + record.cost.tokens, 0);
    expect(tokens).toBe(cli.alwaysLoad.whatIf.before.tokens);
  }, 120_000);
});
