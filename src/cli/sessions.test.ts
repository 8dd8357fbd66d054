import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readQuerySet } from '../engine';
import { quietIo, tempFiles, toollens } from '../test/cliRunner';
import { transcriptFixturePath } from '../test/fixtures/transcripts/fixtures';
import { diagnoseCommand } from './commands/diagnose';
import { statsCommand } from './commands/stats';
import { loadSessions, sessionPaths } from './loadSessions';
import { UsageError } from './usageError';

/** `mine` and `diagnose` over session files: most of it in-process, two spawned runs. */

const day = transcriptFixturePath('claude-code-github-day.jsonl');
const catalog = new URL('../test/fixtures/github-day-tools.json', import.meta.url).pathname;
const file = tempFiles('toollens-sessions-');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('toollens mine', () => {
  it('writes the mined set to -o, which eval reads back, and prints the summary per file', async () => {
    const out = file('set.json', '');
    const run = await toollens('mine', '--sessions', day, '--catalog', catalog, '-o', out);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /^mined 9 queries .* from 10 searches; 1 select: kept apart; 1 unanswered/,
    );
    expect(run.stdout).toMatch(/claude-code-github-day\.jsonl\s+2\s+10\s+1\s+1/);
    // The unanswered search is listed with its context, and left out of the set.
    expect(run.stdout).toMatch(/^unanswered, left out of the set: /m);
    expect(run.stdout).toMatch(/claude-code-github-day\.jsonl\s+6\s+"wiki page"\s+nothing\s+-$/m);
    expect(run.stdout).toContain(`wrote 9 queries to ${out}`);
    const read = readQuerySet(JSON.parse(readFileSync(out, 'utf8')));
    expect(read.ok && read.queries.map((query) => query.id)).toEqual([
      'mined-1',
      'mined-2',
      'mined-3',
      'mined-4',
      'mined-5',
      'mined-6',
      'mined-7',
      'mined-8',
      'mined-9',
    ]);
    expect(read.ok && read.queries.some((query) => query.query === 'wiki page')).toBe(false);
  });

  it('prints the set as JSON on stdout without -o, the summary on stderr, and takes more files after --sessions', async () => {
    const other = file(
      'other.json',
      JSON.stringify({
        turns: [
          {
            at: '2026-01-01T10:00:00Z',
            events: [
              { type: 'search', query: 'merge the pull request' },
              { type: 'activate', names: ['merge_pull_request'] },
              { type: 'call', name: 'merge_pull_request' },
            ],
          },
        ],
      }),
    );
    const run = await toollens(
      'mine',
      '--catalog',
      catalog,
      '--window',
      '0',
      '--sessions',
      day,
      other,
    );
    expect(run.code).toBe(0);
    const set = JSON.parse(run.stdout) as { query: string; mined: { via: string } }[];
    expect(set.at(-1)).toMatchObject({
      query: 'merge the pull request',
      mined: { via: 'search_tools' },
    });
    expect(run.stderr).toMatch(/mined 10 queries/);
    expect(run.stderr).toMatch(/other\.json\s+1\s+1\s+0\s+0/);
  });
});

describe('toollens diagnose', () => {
  it('prints the failures per session and in all, the discovery share and the recommendation', async () => {
    const text = await diagnoseCommand(
      {
        command: 'diagnose',
        rest: [],
        values: { sessions: [day], catalog },
      },
      quietIo,
    );
    expect(text).toMatch(/^2 sessions from 1 file · catalog .*github-day-tools\.json \(18 tools\)/);
    // Under Claude Code's rule (proposed from the format) the compaction of turn 7 keeps what
    // was loaded: the call of issue_write in turn 12 is no failure, and the search of turn 8 is
    // one for tools already loaded. The boundary lists no carried tools, which the report says.
    expect(text).toMatch(/\nall\s+1\s+1\s+1\s+2\s+4\s+1\s+0\s+9\/13 \(69%\)/);
    expect(text).toMatch(/claude-code-github-day\.jsonl-subagent-1\s+session/);
    expect(text).toContain(
      'claude-code-github-day.jsonl turn 7, event 3: the compaction lists no carried tools',
    );
    expect(text).toContain(
      't11 e1 called-before-loaded: turn 11, event 1: direct call to "merge_pull_request", which was never activated',
    );
    expect(text).toContain('always load: declare t always when n_t · P_t > s_t · c_t');
    // The replay chooses, and prints the cost it chose by beside the set.
    expect(text).toMatch(
      /\nrecommended by the replay \(\d+ candidate sets replayed under each session's rule\): list_issues, /,
    );
    expect(text).toMatch(
      /\nreplayed input cost .*: \$0\.\d{4} → \$0\.\d{4} \(−\$0\.\d{4}, −[\d.]+%\), iterations 25 → \d+/,
    );
    expect(text).toMatch(/\nbefore\s+[\d,]+\s+25\s+\d+%\nafter\s+[\d,]+\s+\d+\s+\d+%/);
  });

  it('prints one JSON document with --json', async () => {
    const json = JSON.parse(
      await diagnoseCommand(
        {
          command: 'diagnose',
          rest: [],
          values: { sessions: [day], catalog, json: true, budget: '3', rule: 'lru' },
        },
        quietIo,
      ),
    );
    expect(json.diagnosis.counts.thrash).toBeGreaterThan(0);
    expect(json.alwaysLoad.whatIf.before.iterations).toBe(25);
    expect(json.alwaysLoad.verdict.before.iterations).toBe(25);
  });
});

describe('toollens stats --sessions', () => {
  it('counts what each session holds, a Claude Code file and a Codex rollout side by side', async () => {
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const rollout = transcriptFixturePath('codex-rollout.jsonl');
    const json = JSON.parse(
      await statsCommand(
        {
          command: 'stats',
          rest: [rollout],
          values: { sessions: [day], catalog, json: true },
        },
        quietIo,
      ),
    );
    expect(
      json.map((each: Record<string, unknown>) => [
        each.rule,
        each.turns,
        each.discoveries,
        each.compactions,
      ]),
    ).toEqual([
      ['session', 12, { search: 10, select: 1, pattern: 0, failed: 0 }, 1],
      ['session', 1, { search: 1, select: 0, pattern: 0, failed: 0 }, 0],
      ['while-referenced', 2, { search: 1, select: 0, pattern: 0, failed: 0 }, 1],
    ]);
    // Its search returned mcp__github.create_issue, which this catalog (issue_write) lacks.
    expect(json[2].unknownTools).toBe(1);
    const text = await statsCommand(
      { command: 'stats', rest: [], values: { sessions: [day] } },
      quietIo,
    );
    expect(text).toMatch(/claude-code-github-day\.jsonl\s+session\s+12\s+12\s+10\/1\/0/);
    expect(text).toContain("names as the log gives them (--catalog maps agents' MCP names");
  });
});

describe('reading --sessions', () => {
  it('requires at least one file', () => {
    expect(() => sessionPaths({ values: {}, rest: [] })).toThrow(UsageError);
    expect(() => sessionPaths({ values: {}, rest: ['a.jsonl'] })).toThrow(
      /--sessions <files…> is required/,
    );
  });

  it('names the file and the line of a malformed session', () => {
    const lines = readFileSync(day, 'utf8').split('\n');
    lines[4] = '{"type":"assistant","message":';
    const broken = file('broken.jsonl', lines.join('\n'));
    expect(() => loadSessions([broken], {})).toThrow(
      new RegExp(`toollens: ${broken}: line 5, column \\d+`),
    );
  });

  it('refuses a file named twice, which would count each session twice', () => {
    expect(() => loadSessions([day, day], {})).toThrow(/names ".*" twice/);
  });
});
