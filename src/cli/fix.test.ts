import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFiles, toollens } from '../test/cliRunner';

/**
 * `toollens fix` and `lint --fix-suggestions`, run in process: the report leads with held-out
 * figures, -o writes a catalog of the format read that `toollens diff` reads back, and bad input
 * is refused with the CLI's exit codes (2 for usage, 1 for input).
 */
const file = tempFiles('toollens-fix-cli-');

/** Nine notes that all say "write", and tools a person asks for in words they do not have. */
const TOOLS = [
  ...Array.from({ length: 9 }, (_, at) => ({
    name: `note_${at}`,
    description: 'Write a note; write it again; write more.',
  })),
  { name: 'issue_write', description: 'Opens a ticket in the tracker.' },
  { name: 'list_builds', description: 'Lists the builds of a pipeline, newest first.' },
  { name: 'read_logs', description: 'Reads the output a job printed while it ran.' },
];

const mcp = (tools: { name: string; description: string }[]) =>
  JSON.stringify({
    server: { name: 'tracker' },
    tools: tools.map((tool) => ({
      ...tool,
      inputSchema: { type: 'object', properties: { id: { type: 'string' } } },
    })),
  });

const CATALOG = file('tracker.json', mcp(TOOLS));

/** Two queries a tool, so each tool is in both folds. */
const QUERIES = file(
  'tracker.queries.json',
  JSON.stringify([
    { id: 'bug-1', query: 'report a bug to the team', relevant: ['issue_write'] },
    { id: 'bug-2', query: 'file a bug report', relevant: ['issue_write'] },
    { id: 'ci-1', query: 'show recent ci runs', relevant: ['list_builds'] },
    { id: 'ci-2', query: 'which ci runs failed today', relevant: ['list_builds'] },
    { id: 'log-1', query: 'console output of the failed job', relevant: ['read_logs'] },
    { id: 'log-2', query: 'show the job console output', relevant: ['read_logs'] },
  ]),
);

/** `fix` on the tracker and its queries, with more options. */
const fix = (...options: string[]) =>
  toollens('fix', '--catalog', CATALOG, '--queries', QUERIES, ...options);

/** `lint` under Codex alone, the target whose lost-under-target finding the tests read. */
const lint = (...options: string[]) =>
  toollens('lint', '--catalog', CATALOG, '--targets', 'codex', ...options);

describe('toollens fix', () => {
  it('leads with held-out figures per agent, the seen ones beside, then the proposals', async () => {
    const result = await fix();
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const lines = result.stdout.split('\n');
    expect(lines[1]).toMatch(/^held out: /);
    expect(lines[2]).toMatch(/^ranker +k +R@1 held out +R@k held out +lost +R@1 seen/);
    for (const agent of ['Codex', 'Claude Code', 'toollens']) {
      expect(result.stdout).toMatch(
        new RegExp(`^${agent} +\\d+ +\\d\\.\\d{3} → \\d\\.\\d{3}`, 'm'),
      );
    }
    expect(result.stdout).toMatch(/^tool +lever +wins +steals +tokens +change$/m);
    expect(result.stdout).toMatch(/^issue_write +[a-z-]+ +\d+ \(/m);
  });

  it('--json is the whole report: held-out figures, proposals, what was dropped', async () => {
    const result = await fix('--json');
    const report = JSON.parse(result.stdout);
    expect(report.heldOut.heldOut).toBe(true);
    expect(report.heldOut.heldOutFigures.rankers.length).toBeGreaterThan(0);
    expect(report.proposals.proposals.some((p: { tool: string }) => p.tool === 'issue_write')).toBe(
      true,
    );
    expect(report.targets).toEqual(['codex', 'claude-code', 'anthropic-regex']);
  });

  it('-o writes the catalog with the safe fixes applied, in its format, and diff reads it back', async () => {
    const out = file('fixed.json', '');
    const fixed = await fix('-o', out, '--json');
    expect(fixed.code).toBe(0);
    const report = JSON.parse(fixed.stdout);
    expect(report.output.applied.length).toBeGreaterThan(0);
    const written = JSON.parse(readFileSync(out, 'utf8'));
    expect(written.server).toEqual({ name: 'tracker' });
    expect(written.tools.map((tool: { name: string }) => tool.name)).toEqual(
      TOOLS.map((tool) => tool.name),
    );
    const diff = await toollens('diff', CATALOG, out, '--json');
    expect(diff.code).toBe(0);
    const changed: { name: string }[] = JSON.parse(diff.stdout).diff.changed;
    const edited = [
      ...new Set(
        report.proposals.proposals.flatMap((p: { tool: string; safe: boolean }) =>
          p.safe ? [p.tool] : [],
        ),
      ),
    ];
    expect(changed.map((tool) => tool.name).sort()).toEqual([...edited].sort());
    expect(JSON.parse(diff.stdout).diff.removed).toEqual([]);
  });

  it('writes an OpenAI tool array back as an OpenAI tool array', async () => {
    const openai = file(
      'openai.json',
      JSON.stringify(
        TOOLS.map((tool) => ({
          type: 'function',
          function: { ...tool, parameters: { type: 'object', properties: {} } },
        })),
      ),
    );
    const out = file('openai-fixed.json', '');
    const result = await toollens('fix', '--catalog', openai, '--queries', QUERIES, '-o', out);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^wrote 12 tools with \d+ safe proposals? applied to /m);
    const written = JSON.parse(readFileSync(out, 'utf8'));
    expect(written[0]).toMatchObject({ type: 'function', function: { name: 'note_0' } });
  });

  it('refuses a query set naming a tool the catalog lacks, with the names', async () => {
    const stray = file(
      'stray.json',
      JSON.stringify([{ id: 'x', query: 'merge a pull request', relevant: ['merge_pr'] }]),
    );
    const result = await toollens('fix', '--catalog', CATALOG, '--queries', stray);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('name 1 tool the catalog does not have: merge_pr');
  });

  it('refuses no targets and a missing --queries as usage errors', async () => {
    const none = await fix('--targets', 'none');
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('fix needs an agent target');
    const noQueries = await toollens('fix', '--catalog', CATALOG);
    expect(noQueries.code).toBe(2);
    expect(noQueries.stderr).toContain('--queries is required');
  });

  it('refuses an -o it cannot write before doing any work', async () => {
    const out = join(CATALOG, '..', 'no-such-folder', 'fixed.json');
    const result = await fix('-o', out);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`cannot write "${out}": ENOENT`);
  });
});

describe('toollens fix --snippets', () => {
  type Edit = { lever: string; after: string };
  type Shown = { id: string; edits: Edit[] };

  it('prints each proposal where it goes in the Python SDK, its fixed text as Python reads it', async () => {
    const json = JSON.parse((await fix('--json')).stdout);
    const proposals: Shown[] = json.proposals.proposals;
    expect(proposals.length).toBeGreaterThan(0);
    const result = await fix('--snippets', 'python');
    expect(result.code).toBe(0);
    for (const { id, edits } of proposals) {
      const block = result.stdout.split(`where ${id} goes, in Python (the official MCP SDK):\n`)[1];
      expect(block, id).toBeDefined();
      const call = (block ?? '').split('\n\n')[0] ?? '';
      expect(call).toContain('@mcp.tool(');
      for (const edit of edits.filter((each) => each.lever === 'description'))
        expect(call).toContain(
          `    # description: read by Codex, Claude Code, Claude API regex, toollens\n    description=${JSON.stringify(edit.after)},`,
        );
    }
  });

  it('--json carries one TypeScript snippet a proposal, in their order', async () => {
    const report = JSON.parse((await fix('--snippets', 'typescript', '--json')).stdout);
    const ids = report.proposals.proposals.map((proposal: Shown) => proposal.id);
    expect(report.snippets.map((snippet: { proposal: string }) => snippet.proposal)).toEqual(ids);
    for (const snippet of report.snippets) {
      expect(snippet.sdk).toBe('typescript');
      expect(snippet.text).toContain('server.registerTool(');
    }
  });

  it('refuses an SDK it has no snippet for, as a usage error', async () => {
    const result = await fix('--snippets', 'go');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--snippets takes typescript or python, got "go"');
  });
});

describe('toollens lint --fix-suggestions', () => {
  it('prints the proposal under a lost-under-target finding', async () => {
    const result = await lint('--fix-suggestions');
    const block = result.stdout
      .split(/\n(?=\S)/)
      .find((part) => /lost-under-target.*issue_write/.test(part));
    expect(block).toBeDefined();
    expect(block).toMatch(/\n {8}suggest: [a-z-]+ .*\(\d+ won, 0 stolen\)/);
  });

  it('prints no suggestion without the flag, and lists them under --json with it', async () => {
    const plain = await lint();
    expect(plain.stdout).not.toContain('suggest:');
    const json = await lint('--fix-suggestions', '--json');
    const { suggestions } = JSON.parse(json.stdout);
    expect(suggestions).toContainEqual(
      expect.objectContaining({ tool: 'issue_write', agent: 'codex' }),
    );
  });
});
