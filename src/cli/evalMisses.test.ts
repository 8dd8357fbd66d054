import { describe, expect, it } from 'vitest';
import { tempFiles, toollens } from '../test/cliRunner';

/** `eval` lists its misses: which query missed which labelled tool, its rank, what ranked above. */
const file = tempFiles('toollens-eval-misses-');

const catalog = file(
  'tools.json',
  JSON.stringify([
    {
      name: 'alpha_reader',
      description: 'Reads alpha records from the alpha store and returns them as rows.',
      parameters: { type: 'object' },
    },
    {
      name: 'beta_writer',
      description: 'Writes beta documents to disk, one file for each document given.',
      parameters: { type: 'object' },
    },
    {
      name: 'gamma_main',
      description: 'Gamma gamma: the main gamma tool, it computes gamma values for a series.',
      parameters: { type: 'object' },
    },
    {
      name: 'gamma_side',
      description: 'Side tool that formats numbers for a report; it also mentions gamma once.',
      parameters: { type: 'object' },
    },
  ]),
);

const labelled = [
  { id: 'q-rank', query: 'gamma values', relevant: ['gamma_side'] },
  { id: 'q-ok', query: 'beta documents', relevant: ['beta_writer'] },
  { id: 'q-none', query: 'alpha records', relevant: ['beta_writer'] },
  { id: 'q-absent', query: 'alpha records', relevant: ['ghost_tool'] },
];
const queries = file('queries.json', JSON.stringify(labelled));

const evalOf = async (...args: string[]) =>
  await toollens('eval', '--catalog', catalog, '--queries', queries, ...args);

/** The rows of the table under the line that starts with `title`, up to the next blank line. */
const section = (stdout: string, title: string): string[] => {
  const lines = stdout.split('\n');
  const start = lines.findIndex((line) => line.startsWith(title));
  const end = lines.findIndex((line, at) => at > start && line === '');
  return lines.slice(start, end === -1 ? undefined : end);
};

describe('eval lists its misses', () => {
  it('worst first in text: not in the catalog, not returned, then by rank, with what ranked above', async () => {
    const { code, stdout } = await evalOf();
    expect(code).toBe(0);
    const misses = section(stdout, 'misses, worst first');
    expect(misses[0]).toBe(
      'misses, worst first: 3 relevant tools in 3 of 4 queries, not returned or below a tool not labelled relevant',
    );
    expect(misses[1]).toMatch(/^id\s+query\s+relevant tool\s+rank\s+ranked above it$/);
    expect(misses.slice(2).map((line) => line.split(/\s{2,}/))).toEqual([
      ['q-absent', 'alpha records', 'ghost_tool', 'not in catalog', 'alpha_reader'],
      ['q-none', 'alpha records', 'beta_writer', 'not returned', 'alpha_reader'],
      ['q-rank', 'gamma values', 'gamma_side', '2', 'gamma_main'],
    ]);
    expect(stdout).toContain(
      'warning: 1 relevant name not in the catalog, never found: ghost_tool (q-absent)',
    );
  }, 30_000);

  it('carries every miss in --json, and under an agent target too', async () => {
    for (const ranker of ['toollens', 'codex']) {
      const { code, stdout } = await evalOf('--ranker', ranker, '--json');
      expect(code).toBe(0);
      const report = JSON.parse(stdout);
      expect(report.perQuery).toBeUndefined();
      expect(report.misses.map((miss: { id: string }) => miss.id)).toEqual([
        'q-absent',
        'q-none',
        'q-rank',
      ]);
      expect(report.misses[2]).toEqual({
        id: 'q-rank',
        query: 'gamma values',
        tool: 'gamma_side',
        rank: 2,
        inCatalog: true,
        above: ['gamma_main'],
        aboveCount: 1,
      });
    }
  }, 30_000);

  it('under --rankers: a row a missed tool with its rank under each ranker, and every miss in --json', async () => {
    const text = await evalOf('--rankers', 'toollens,codex');
    expect(text.code).toBe(0);
    const rows = section(text.stdout, 'misses, worst first');
    expect(rows[1]).toMatch(/^id\s+query\s+relevant tool\s+toollens\s+codex$/);
    expect(rows.slice(2).map((line) => line.split(/\s{2,}/))).toEqual([
      ['q-absent', 'alpha records', 'ghost_tool', 'absent', 'absent'],
      ['q-none', 'alpha records', 'beta_writer', '—', '—'],
      ['q-rank', 'gamma values', 'gamma_side', '2', '2'],
    ]);
    expect(text.stdout).toContain('never found: ghost_tool (q-absent)');
    const json = JSON.parse((await evalOf('--rankers', 'toollens,codex', '--json')).stdout);
    expect(json.map((summary: { misses: unknown[] }) => summary.misses.length)).toEqual([3, 3]);
  }, 30_000);

  it('shows the worst 20 in text and says --json has the rest', async () => {
    const many = file(
      'many.json',
      JSON.stringify(
        Array.from({ length: 25 }, (_, at) => ({
          id: `m${at + 1}`,
          query: 'alpha records',
          relevant: ['beta_writer'],
        })),
      ),
    );
    const text = await toollens('eval', '--catalog', catalog, '--queries', many);
    const rows = section(text.stdout, 'misses, worst first');
    expect(rows).toHaveLength(2 + 20 + 1);
    expect(rows.at(-1)).toBe('… and 5 more; --json has all');
    const json = JSON.parse(
      (await toollens('eval', '--catalog', catalog, '--queries', many, '--json')).stdout,
    );
    expect(json.misses).toHaveLength(25);
  }, 30_000);

  it('says so when nothing is missed', async () => {
    const clean = file('clean.json', JSON.stringify([labelled[1]]));
    const { stdout } = await toollens('eval', '--catalog', catalog, '--queries', clean);
    expect(stdout).toContain(
      'misses: none; every relevant tool ranks above every tool not labelled relevant',
    );
  }, 30_000);
});
