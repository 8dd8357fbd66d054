import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toollens } from '../test/cliRunner';

/** The `--ranker` option of search and eval, run through the real CLI entry point. */

const dir = mkdtempSync(join(tmpdir(), 'toollens-ranker-'));
const queries = join(dir, 'queries.json');
writeFileSync(
  queries,
  JSON.stringify([
    { id: 'q1', query: 'excel spreadsheet', relevant: ['excel_reader'] },
    { id: 'q2', query: "what's in this pdf, could you read it for me?", relevant: ['pdf_reader'] },
  ]),
);

describe('search --ranker', () => {
  it('uses toollens by default and prints what it dropped and each hit’s keys', async () => {
    const { code, stdout } = await toollens(
      'search',
      '--catalog',
      'sample',
      '--query',
      "what's in this pdf, could you read it?",
    );
    expect(code).toBe(0);
    expect(stdout).toContain('ranker toollens · query mode');
    expect(stdout).toContain('dropped as filler: "what", "could", "you"');
    expect(stdout).toContain('dropped as contraction fragments: "s"');
    expect(stdout).toMatch(/#\s+name\s+coverage\s+Σw\s+bm25f\s+score\s+spec cov/);
    expect(stdout).toMatch(/1\s+pdf_reader\s+2\/2/);
  }, 20_000);

  it('keeps the spec ranker selectable, and refuses an unknown one with exit 2', async () => {
    const seed = await toollens(
      'search',
      '--catalog',
      'sample',
      '--query',
      'excel file',
      '--ranker',
      'seed',
    );
    expect(seed.stdout).toContain('ranker seed');
    expect(seed.stdout).toMatch(/#\s+name\s+coverage\s+Σw\s+bm25\s+matched/);
    const bad = await toollens(
      'search',
      '--catalog',
      'sample',
      '--query',
      'x',
      '--ranker',
      'magic',
    );
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain(
      '--ranker must be one of toollens, seed, bm25, anthropic-bm25, minisearch, codex, claude-code, anthropic-regex, got "magic"',
    );
  }, 20_000);
});

describe('eval --ranker', () => {
  const evalSample = (...more: string[]) =>
    toollens('eval', '--catalog', 'sample', '--queries', queries, ...more);

  it('runs the peers inside toollens and reports the length breakdown', async () => {
    for (const ranker of ['anthropic-bm25', 'minisearch', 'toollens']) {
      const { code, stdout } = await evalSample('--ranker', ranker, '--json');
      expect(code, ranker).toBe(0);
      const report = JSON.parse(stdout);
      expect(report.ranker).toBe(ranker);
      expect(report.byLength.short.queries + report.byLength.medium.queries).toBe(2);
    }
  }, 30_000);

  it('prints the breakdown as a table, and refuses an unknown ranker', async () => {
    const { stdout } = await evalSample();
    expect(stdout).toContain('2 queries · ranker toollens');
    expect(stdout).toMatch(/terms\s+queries\s+R@1\s+R@5\s+R@10\s+MRR\s+nDCG@10/);
    expect(stdout).toMatch(/>20\s+0\s/);
    const bad = await evalSample('--ranker', 'bm26');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('anthropic-bm25, minisearch');
  }, 20_000);
});
