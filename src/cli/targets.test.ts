import { describe, expect, it } from 'vitest';
import { tempFiles, toollens } from '../test/cliRunner';

/** The agent targets through the real CLI entry point: search, eval --rankers, their errors. */
const write = tempFiles('toollens-targets-');
const catalog = write(
  'tools.json',
  JSON.stringify({
    server: { name: 'calendar' },
    tools: [
      { name: 'create_event', description: 'Create events', inputSchema: { type: 'object' } },
      { name: 'list_events', description: 'List events', inputSchema: { type: 'object' } },
      { name: 'delete_event', description: 'Delete one event', inputSchema: { type: 'object' } },
    ],
  }),
);
const queries = write(
  'queries.json',
  JSON.stringify([
    { id: 'q1', query: 'create an event', relevant: ['create_event'] },
    { id: 'q2', query: 'remove a meeting', relevant: ['delete_event'] },
  ]),
);

describe('search --ranker codex', () => {
  it('answers as Codex: its names under the catalog’s server, its k, each hit returned or not', async () => {
    const { code, stdout } = await toollens(
      'search',
      '--catalog',
      catalog,
      '--ranker',
      'codex',
      '--query',
      'create event',
      '--explain',
    );
    expect(code).toBe(0);
    expect(stdout).toContain('exactness: source · server "calendar"');
    expect(stdout).toContain('returns 8');
    expect(stdout).toMatch(/^1\s+create_event\s+mcp__calendar\.create_event\s+[\d.]+\s+yes$/m);
    expect(stdout).toMatch(/"creat": idf [\d.]+ × weight [\d.]+ = [\d.]+/);
  });

  it('takes --server, and gives JSON in the one answer shape', async () => {
    const { code, stdout } = await toollens(
      'search',
      '--catalog',
      catalog,
      '--ranker',
      'codex',
      '--server',
      'cal-2',
      '--query',
      'events',
      '--json',
    );
    expect(code).toBe(0);
    const answer = JSON.parse(stdout);
    expect(answer.target).toBe('codex');
    expect(answer.ranked[0].agentName).toMatch(/^mcp__cal_2\./);
    expect(answer.returned).toHaveLength(3);
  });

  it('refuses filters and --weights with a target, and --server with toollens’s rankers', async () => {
    const filtered = await toollens(
      'search',
      '--catalog',
      catalog,
      '--ranker',
      'codex',
      '--query',
      'x',
      '--domains',
      'a',
    );
    expect(filtered.code).toBe(2);
    expect(filtered.stderr).toContain(
      '--ranker codex searches the whole catalog with its own fields',
    );
    const server = await toollens('search', '--catalog', catalog, '--query', 'x', '--server', 'a');
    expect(server.code).toBe(2);
    expect(server.stderr).toContain('--server and --pattern apply to the agent targets');
  });
});

const evalWith = async (...args: string[]) =>
  await toollens('eval', '--catalog', catalog, '--queries', queries, ...args);

describe('eval --rankers', () => {
  it('prints one table, a row a ranker, an agent target with its own k', async () => {
    const { code, stdout } = await evalWith('--rankers', 'toollens,codex');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^ranker\s+returns\s+R@1\s+R@5\s+R@10\s+MRR\s+nDCG@10$/m);
    expect(stdout).toMatch(/^toollens\s+a list\s/m);
    expect(stdout).toMatch(/^codex\s+8\s+0\.500\s/m);
    expect(stdout).toContain('codex: source, rules in docs/agents/codex.md');
  });

  it('refuses an unknown name, --ranker beside --rankers, and --weights with a list', async () => {
    const unknown = await evalWith('--rankers', 'codex,nope');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('--rankers must be "all" or a list of');
    const both = await evalWith('--rankers', 'all', '--ranker', 'seed');
    expect(both.stderr).toContain('--ranker and --rankers');
    const weights = await evalWith('--rankers', 'all', '--weights', 'name=2');
    expect(weights.stderr).toContain('--weights apply to one of toollens, seed and bm25');
  });
});

describe('compare and lint with the agent targets', () => {
  it('compares toollens with codex over one query set, without a page for codex', async () => {
    const { code, stdout } = await toollens(
      'compare',
      '--catalog',
      catalog,
      '--queries',
      queries,
      '--ranker',
      'toollens',
      '--ranker-b',
      'codex',
      '--json',
    );
    expect(code).toBe(0);
    const comparison = JSON.parse(stdout);
    expect(comparison.b).toContain('codex');
    expect(comparison.perQuery).toHaveLength(2);
    expect(comparison.excerpt).toBeUndefined();
  });

  it('lints each tool’s name words under the targets, and not with --targets none', async () => {
    // Codex reads issue_write as one word; nine notes say "write", the ticket tool neither word.
    const lostCatalog = write(
      'lost.json',
      JSON.stringify([
        ...Array.from({ length: 9 }, (_, at) => ({
          name: `note_${at}`,
          description: 'Write a note; write it again; write more.',
          inputSchema: { type: 'object' },
        })),
        {
          name: 'issue_write',
          description: 'Files a ticket for the team.',
          inputSchema: { type: 'object' },
        },
      ]),
    );
    const lost = async (...args: string[]) =>
      JSON.parse((await toollens('lint', '--catalog', lostCatalog, '--json', ...args)).stdout)
        .findings.filter((finding: { rule: string }) => finding.rule === 'lost-under-target')
        .map((finding: { tools: string[]; severity: string }) => [
          finding.tools[0],
          finding.severity,
        ]);
    expect(await lost()).toContainEqual(['issue_write', 'warning']);
    expect(await lost('--targets', 'none')).toEqual([]);
    const bad = await toollens('lint', '--catalog', catalog, '--targets', 'codex,nope');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--targets must be all, none or a list of');
  });
});

const claudeCode = async (...args: string[]) =>
  await toollens('search', '--catalog', catalog, '--ranker', 'claude-code', '--query', ...args);

describe('search --ranker claude-code', () => {
  it('names tools mcp__<server>__<tool>, explains its points, and reads select:', async () => {
    const keywords = await claudeCode('create event', '--explain');
    expect(keywords.code).toBe(0);
    expect(keywords.stdout).toContain('exactness: reconstruction');
    expect(keywords.stdout).toMatch(
      /^1\s+create_event\s+mcp__calendar__create_event\s+26\.0000\s+yes$/m,
    );
    expect(keywords.stdout).toContain('"create": exact name part +12');
    const select = JSON.parse(
      (await claudeCode('select:mcp__calendar__list_events,nope', '--json')).stdout,
    );
    expect(select.form).toBe('select');
    expect(select.returned).toEqual(['list_events']);
    expect(select.missing).toEqual(['nope']);
  });
});

const regex = async (...args: string[]) =>
  await toollens(
    'search',
    '--catalog',
    catalog,
    '--ranker',
    'anthropic-regex',
    '--pattern',
    ...args,
  );

describe('search --ranker anthropic-regex', () => {
  it('runs a Python pattern, names each hit’s matched field, and refuses an invalid one', async () => {
    const found = JSON.parse((await regex('(?i)^(create|delete)_', '--explain', '--json')).stdout);
    expect(found.returned).toEqual(['create_event', 'delete_event']);
    expect(found.ranked[0].why).toContain('name: "create_event" (matched "create_")');
    const invalid = JSON.parse((await regex('a(b', '--json')).stdout);
    expect(invalid.refusal.code).toBe('invalid_tool_input');
    expect(invalid.refusal.message).toContain('missing ), unterminated subpattern at position 1');
  });
});
