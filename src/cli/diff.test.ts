import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFiles, toollens } from '../test/cliRunner';
import { startLiveServer } from '../test/mcp/liveServer';
import { breakingGate } from './gate';

/** `toollens diff`: the fixture pair, its gate, a live stdio side and the refusals. */
const FIXTURES = join(import.meta.dirname, '../test/fixtures/releaseDiff');
const OLD = join(FIXTURES, 'old.json');
const NEW = join(FIXTURES, 'new.json');
const file = tempFiles('toollens-diff-cli-');

/** The stdio server of the tests that lists the tools of `path`, as `--mcp` takes it. */
const serving = (path: string) =>
  `"${process.execPath}" --import tsx src/test/mcp/catalogStdio.ts "${path}"`;

type ListedTool = {
  name: string;
  properties?: Record<string, unknown>;
  required?: string[];
  description?: string;
};

const tools = (list: ListedTool[]) =>
  JSON.stringify({
    tools: list.map(({ name, properties = {}, required = [], description }) => ({
      name,
      description: description ?? `The ${name} tool.`,
      inputSchema: { type: 'object', properties, required },
    })),
  });

const QUERIES = JSON.stringify([
  { id: 'issue', query: 'get one issue by its number', relevant: ['get_issue'] },
  { id: 'delete', query: 'delete a repository', relevant: ['delete_repo'] },
  { id: 'file', query: 'read a file at a commit', relevant: ['get_file'] },
]);

describe('toollens diff on a retitled tool', () => {
  const titled = (title: string) =>
    JSON.stringify({
      tools: [
        {
          name: 'create_entities',
          title,
          description: 'Create entities in the graph.',
          inputSchema: { type: 'object', properties: {} },
        },
      ],
    });

  it('prints the title as a word diff, a compatible change', async () => {
    const result = await toollens(
      'diff',
      file('titled-old.json', titled('Create Entities')),
      file('titled-new.json', titled('Create People')),
    );
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/^ {2}create_entities \(compatible\)$/m);
    expect(result.stdout).toMatch(/^ {4}title: Create \[-Entities-\]\{\+People\+\}$/m);
  });
});

describe('toollens diff on the fixture pair', () => {
  const queries = file('queries.json', QUERIES);
  let json: {
    diff: unknown & { breaking: number };
    gate: { pass: boolean };
    findability: { rankers: string[]; rows: Record<string, unknown>[] };
  };

  it('reports the counts, the tools, each change with its class, the findability, then FAIL', async () => {
    const result = await toollens(
      'diff',
      OLD,
      NEW,
      '--fail-on-breaking',
      '--queries',
      queries,
      '--k',
      '5',
    );
    expect(result.stderr).toBe('');
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      '1 added, 1 removed, 1 renamed, 6 changed (4 breaking), 1 unchanged; 9 breaking changes',
    );
    expect(result.stdout).toMatch(/^ {2}- delete_repo$/m);
    expect(result.stdout).toMatch(/^ {2}get_issue +issue_get +1\.00 +1\.00$/m);
    expect(result.stdout).toMatch(/^ {2}\+ list_pull_requests$/m);
    expect(result.stdout).toMatch(/^ {4}since +type-narrowed +breaking +string \| null → string$/m);
    expect(result.stdout).toContain(
      "description: Read a [-file -]{+file's text +}from a repository at a [-ref.-]{+branch, tag or commit.+}",
    );
    expect(result.stdout).toContain(
      "findability (toollens; first relevant tool's rank in the top 5",
    );
    expect(result.stdout).toMatch(/^toollens +delete +delete a repository +1 +— +↓5$/m);
    expect(result.stdout.trimEnd().split('\n').at(-1)).toBe(
      'toollens diff: FAIL: 9 breaking changes: 1 removed, 1 renamed, 7 in the schemas of 3 tools',
    );
  });

  it('--json carries the diff, the findability rows worst first and the gate', async () => {
    const result = await toollens(
      'diff',
      OLD,
      NEW,
      '--queries',
      queries,
      '--json',
      '--fail-on-breaking',
    );
    expect(result.code).toBe(1);
    json = JSON.parse(result.stdout);
    expect(json.diff.breaking).toBe(9);
    expect(json.gate.pass).toBe(false);
    expect(json.findability.rankers).toEqual(['toollens']);
    const { rows } = json.findability;
    // The removed tool is lost (worst first); the renamed one is found under its new name.
    expect(rows[0]).toMatchObject({ queryId: 'delete', before: 1, after: null, fall: 10 });
    expect(rows.find((row) => row.queryId === 'issue')).toMatchObject({
      before: 1,
      after: 1,
      fall: 0,
    });
  });

  it('--mcp reads the new side from a stdio server as built, with the same diff as its file', async () => {
    const live = await toollens('diff', OLD, '--mcp', serving(NEW), '--json');
    expect(live.stderr).toBe('');
    expect(live.code).toBe(0);
    const read = JSON.parse(live.stdout);
    expect(read.new.label).toBe('mcp:tracker@1.0.0');
    expect(read.diff).toEqual(json.diff);
  });

  it('--mcp-old reads the old side from a stdio server', async () => {
    const result = await toollens('diff', '--mcp-old', serving(OLD), NEW, '--fail-on-breaking');
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('old = mcp:tracker@1.0.0 (8 tools)');
  });

  it('reads a side from an http(s) URL of a live server, with --header', async () => {
    const server = await startLiveServer({ tools: JSON.parse(readFileSync(NEW, 'utf8')).tools });
    try {
      const live = await toollens(
        'diff',
        OLD,
        server.url,
        '--header',
        'Authorization: Bearer t',
        '--json',
      );
      expect(live.code).toBe(0);
      const read = JSON.parse(live.stdout);
      expect(read.new.label).toBe(server.url);
      expect(read.diff).toEqual(json.diff);
      expect(server.listRequests()).toBeGreaterThan(0);
    } finally {
      await server.stop();
    }
  });

  it('--fail-on-breaking exits 0 on a release with compatible changes only, shown terminal-safe', async () => {
    const id = (type: string) => ({ id: { type } });
    const before = file(
      'compatible-old.json',
      tools([{ name: 'get_issue', properties: id('integer'), required: ['id'] }]),
    );
    const after = file(
      'compatible-new.json',
      tools([
        {
          name: 'get_issue',
          properties: { ...id('number'), fields: { type: 'string' } },
          required: ['id'],
          // A bidi override in the new text: shown as its escape, never reordering the line.
          description: 'The get_issue tool. \u202e now reads backwards',
        },
        { name: 'list_issues' },
      ]),
    );
    const result = await toollens('diff', before, after, '--fail-on-breaking');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout.trimEnd().split('\n').at(-1)).toBe(
      'toollens diff: pass: no breaking change (1 added, 2 compatible schema changes)',
    );
    expect(result.stdout).toContain('\\u202e now reads backwards+}');
    expect(result.stdout).not.toContain('\u202e');
  });
});

describe('breakingGate', () => {
  it('names only the kinds of breaking change the release has', () => {
    const diff = {
      added: [],
      removed: ['a', 'b'],
      renamed: [],
      changed: [],
      unchanged: 3,
      breaking: 2,
    };
    expect(breakingGate(diff)).toEqual({
      pass: false,
      summary: 'toollens diff: FAIL: 2 breaking changes: 2 removed',
    });
  });
});

describe('toollens diff refusals', () => {
  it('names a missing file', async () => {
    const result = await toollens('diff', OLD, join(FIXTURES, 'nope.json'));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`cannot read "${join(FIXTURES, 'nope.json')}": no such file`);
  });

  it('refuses one side only, naming the missing side', async () => {
    const result = await toollens('diff', OLD);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('diff compares two catalogs');
    expect(result.stderr).toContain('the new side is missing');
  });

  it('refuses a third catalog', async () => {
    const result = await toollens('diff', OLD, NEW, OLD);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`diff compares two catalogs, got a third: "${OLD}"`);
  });

  it('names a duplicate tool and its file', async () => {
    const twice = file('twice.json', tools([{ name: 'get_issue' }, { name: 'get_issue' }]));
    const result = await toollens('diff', OLD, twice);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(twice);
    expect(result.stderr).toContain('duplicate tool name "get_issue"');
  });

  it('refuses --header without a URL side, and --rankers without --queries', async () => {
    expect((await toollens('diff', OLD, NEW, '--header', 'X-A: b')).stderr).toContain(
      'diff: --header goes with a side that is an http(s) URL',
    );
    expect((await toollens('diff', OLD, NEW, '--rankers', 'toollens')).stderr).toContain(
      'diff: --rankers, --k and --server go with --queries',
    );
  });
});
