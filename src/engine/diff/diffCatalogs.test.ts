import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { importCatalog } from '../catalog/importCatalog';
import { type Catalog, makeTool, type Tool } from '../catalog/types';
import { diffCatalogs, MAX_DIFF_CELLS } from './diffCatalogs';
import { MAX_RENAME_PAIRS, nameSimilarity, proposeRenames, schemaSimilarity } from './renames';

const FIXTURES = join(import.meta.dirname, '../../test/fixtures/releaseDiff');

const fixture = (name: string): Catalog => {
  const result = importCatalog(readFileSync(join(FIXTURES, name), 'utf8'), { source: name });
  if (!result.ok) throw new Error(`fixture ${name} does not import`);
  return result.catalog;
};

const tool = (name: string, properties: string[], description = `The ${name} tool.`): Tool => ({
  name,
  description,
  parameters: {
    type: 'object',
    properties: Object.fromEntries(properties.map((p) => [p, { type: 'string' }])),
  },
  capabilities: [],
  domains: [],
  entities: [],
  relationships: [],
  concepts: [],
});

const catalog = (tools: Tool[]): Catalog => ({
  tools,
  ontology: { concepts: [] },
  format: 'toollens',
});

describe('diffCatalogs on the fixture pair', () => {
  const diff = diffCatalogs(fixture('old.json'), fixture('new.json'));

  it('lists the added, removed and renamed tools', () => {
    expect(diff.added).toEqual(['list_pull_requests']);
    expect(diff.removed).toEqual(['delete_repo']);
    expect(diff.renamed).toEqual([
      { from: 'get_issue', to: 'issue_get', nameSimilarity: 1, schemaSimilarity: 1 },
    ]);
  });

  it('lists every schema change of every changed tool, with its class', () => {
    const changes = diff.changed.map((each) => ({
      name: each.name,
      class: each.class,
      renamedFrom: each.renamedFrom,
      described: each.description !== undefined,
      schema: each.schema.map((c) => `${c.path || '(root)'} ${c.kind} ${c.class}`),
    }));
    expect(changes).toEqual([
      {
        name: 'create_issue',
        class: 'breaking',
        renamedFrom: undefined,
        described: false,
        schema: ['body made-required breaking', 'labels property-added-required breaking'],
      },
      {
        name: 'get_file',
        class: 'compatible',
        renamedFrom: undefined,
        described: true,
        schema: [
          '(root) additional-properties-opened compatible',
          'encoding enum-widened compatible',
        ],
      },
      {
        name: 'issue_get',
        class: 'breaking',
        renamedFrom: 'get_issue',
        described: false,
        schema: [],
      },
      {
        name: 'list_issues',
        class: 'breaking',
        renamedFrom: undefined,
        described: true,
        schema: [
          'page property-added-optional compatible',
          'since type-narrowed breaking',
          'state enum-narrowed breaking',
        ],
      },
      {
        name: 'search_code',
        class: 'compatible',
        renamedFrom: undefined,
        described: false,
        schema: ['limit type-widened compatible', 'query made-optional compatible'],
      },
      {
        name: 'update_issue',
        class: 'breaking',
        renamedFrom: undefined,
        described: false,
        schema: [
          '(root) additional-properties-closed breaking',
          'issue_number type-changed breaking',
          'state enum-narrowed breaking',
        ],
      },
    ]);
  });

  it('counts the unchanged tools and every breaking change', () => {
    expect(diff.unchanged).toBe(1);
    // delete_repo removed, get_issue renamed, 2 + 2 + 3 breaking schema changes.
    expect(diff.breaking).toBe(9);
  });

  it('gives the description change as a word diff', () => {
    const file = diff.changed.find((each) => each.name === 'get_file');
    expect(file?.description).toEqual([
      { kind: 'same', text: 'Read a ' },
      { kind: 'removed', text: 'file ' },
      { kind: 'added', text: "file's text " },
      { kind: 'same', text: 'from a repository at a ' },
      { kind: 'removed', text: 'ref.' },
      { kind: 'added', text: 'branch, tag or commit.' },
    ]);
  });
});

describe('diffCatalogs refusals', () => {
  it('names a duplicate tool and its side', () => {
    const twice = { ...catalog([tool('a', []), tool('a', [])]), source: 'v2.json' };
    expect(() => diffCatalogs(catalog([]), twice)).toThrow(
      'toollens diff: the new catalog (v2.json) names two tools "a"',
    );
  });
});

describe('renames', () => {
  it('reads word-split names alike whatever their case style and order', () => {
    expect(nameSimilarity('get_issue', 'getIssue')).toBe(1);
    expect(nameSimilarity('get_issue', 'issue_get')).toBe(1);
    expect(nameSimilarity('list_repos', 'list_repo')).toBeGreaterThan(0.8);
    expect(nameSimilarity('create_issue', 'update_issue')).toBeLessThan(0.6);
  });

  it('reads schemas by their property paths', () => {
    expect(schemaSimilarity({ properties: { a: {}, b: {} } }, { properties: { a: {} } })).toBe(0.5);
    expect(schemaSimilarity({}, {})).toBe(1);
  });

  it('does not propose a rename between alike names with unlike schemas', () => {
    expect(
      proposeRenames([tool('get_issue', ['owner', 'repo'])], [tool('getIssue', ['query'])]).renames,
    ).toEqual([]);
  });

  it('gives each tool one rename at most, the best pair first', () => {
    const renames = proposeRenames(
      [tool('list_repos', ['owner']), tool('list_repo', ['owner'])],
      [tool('listRepos', ['owner'])],
    );
    expect(renames.renames.map((r) => [r.from, r.to])).toEqual([['list_repos', 'listRepos']]);
    expect(renames.complete).toBe(true);
  });
});

describe('description diffs past MAX_DIFF_CELLS', () => {
  it('align while the budget lasts, then show old text removed and new text added', () => {
    // Each pair of 1,000-word texts costs about 4 million cells: 8 of them are past the budget.
    const text = (seed: number) =>
      Array.from({ length: 1_000 }, (_, i) => `w${(i * 7919 + seed) % 1000}`).join(' ');
    const names = Array.from({ length: 8 }, (_, i) => `tool_${i}`);
    const before = catalog(names.map((name) => tool(name, [], text(1))));
    const after = catalog(names.map((name) => tool(name, [], text(2))));
    const parts = diffCatalogs(before, after).changed.map((each) => each.description?.length ?? 0);
    // About 4 million cells each: 5 fit in the budget, the last 3 are shown whole.
    expect(MAX_DIFF_CELLS).toBe(20_000_000);
    expect(parts.map((count) => count === 2)).toEqual([
      ...Array(5).fill(false),
      ...Array(3).fill(true),
    ]);
  });
});

describe('renames past MAX_RENAME_PAIRS', () => {
  it('pairs only names with the same words, and says so', () => {
    // 400 × 400 = 160,000 pairs, past the bound: every old name shares most letters with many new ones.
    const count = 400;
    const before = catalog(
      Array.from({ length: count }, (_, i) => tool(`old_get_issue_${i}`, ['owner', 'repo'])),
    );
    const after = catalog([
      ...Array.from({ length: count - 1 }, (_, i) => tool(`new_get_issue_${i}`, ['owner', 'repo'])),
      tool('issue-get-old-7', ['owner', 'repo']),
    ]);
    expect(count * count).toBeGreaterThan(MAX_RENAME_PAIRS);
    const started = performance.now();
    const diff = diffCatalogs(before, after);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(diff.renameSearch).toBe('same-words');
    expect(diff.renamed.map((r) => [r.from, r.to])).toEqual([
      ['old_get_issue_7', 'issue-get-old-7'],
    ]);
    expect(diff.removed).toHaveLength(count - 1);
  });
});

const NAME = fc.stringMatching(/^[a-z]{2,8}(_[a-z]{2,8}){0,2}$/);

const catalogs = fc
  .uniqueArray(fc.record({ name: NAME, props: fc.uniqueArray(NAME, { maxLength: 4 }) }), {
    minLength: 1,
    maxLength: 8,
    selector: (each) => each.name,
  })
  .map((tools) => catalog(tools.map((each) => tool(each.name, each.props))));

/** The same words in the other order, in PascalCase: `get_issue` → `IssueGet`. */
const reworded = (name: string) =>
  name
    .split('_')
    .reverse()
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

describe('diffCatalogs properties', () => {
  it('finds nothing between a catalog and itself', () => {
    fc.assert(
      fc.property(catalogs, (each) => {
        expect(diffCatalogs(each, each)).toEqual({
          added: [],
          removed: [],
          renamed: [],
          changed: [],
          unchanged: each.tools.length,
          breaking: 0,
        });
      }),
    );
  });

  it('proposes the rename of a tool renamed in a copy', () => {
    fc.assert(
      fc.property(catalogs, fc.nat(), (each, pick) => {
        const renamed = each.tools[pick % each.tools.length] as Tool;
        const to = reworded(renamed.name);
        const copy = catalog(each.tools.map((t) => (t === renamed ? { ...t, name: to } : t)));
        const diff = diffCatalogs(each, copy);
        expect(diff.renamed.map((r) => [r.from, r.to])).toEqual([[renamed.name, to]]);
        expect(diff.removed).toEqual([]);
        expect(diff.added).toEqual([]);
      }),
    );
  });
});

describe('title changes', () => {
  const catalogOf = (...tools: Tool[]): Catalog => ({
    tools,
    ontology: { concepts: [] },
    format: 'mcp',
  });
  const schema = { type: 'object', properties: { name: { type: 'string' } } };

  it('are compatible, each title a word diff of its own', () => {
    const before = makeTool({ name: 'a', title: 'Create Entities', parameters: schema });
    const after = makeTool({
      name: 'a',
      title: 'Create People',
      annotationTitle: 'People',
      parameters: schema,
    });
    const diff = diffCatalogs(catalogOf(before), catalogOf(after));
    expect(diff.breaking).toBe(0);
    expect(diff.changed).toEqual([
      {
        name: 'a',
        title: [
          { kind: 'same', text: 'Create ' },
          { kind: 'removed', text: 'Entities' },
          { kind: 'added', text: 'People' },
        ],
        annotationTitle: [{ kind: 'added', text: 'People' }],
        schema: [],
        class: 'compatible',
      },
    ]);
  });

  it('count a title removed, and nothing when only the other fields stay', () => {
    const titled = makeTool({ name: 'a', title: 'A' });
    const removed = diffCatalogs(catalogOf(titled), catalogOf(makeTool({ name: 'a' })));
    expect(removed.changed[0]?.title).toEqual([{ kind: 'removed', text: 'A' }]);
    expect(diffCatalogs(catalogOf(titled), catalogOf({ ...titled })).changed).toEqual([]);
  });
});
