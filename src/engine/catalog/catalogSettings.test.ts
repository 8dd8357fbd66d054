import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { demoCatalog } from '../../data/demo';
import { hasDataset, needs, readDataset } from '../../test/datasets';
import { orphanedBy, proposeScaffolding, rootsReport } from '../prompt/catalogSettingsReport';
import { catalogStats } from '../prompt/cost';
import { searchTools } from '../search/searchTools';
import { ToolIndex } from '../search/ToolIndex';
import { capabilityLine } from './capabilityLine';
import {
  applySettings,
  type CatalogSettings,
  EMPTY_SETTINGS,
  isEmptySettings,
  readCatalogSettings,
  withDrop,
  withMark,
  withRename,
} from './catalogSettings';
import { importCatalog } from './importCatalog';
import { type Catalog, makeTool } from './types';

const catalog: Catalog = {
  format: 'toollens',
  ontology: { concepts: [] },
  tools: [
    makeTool({ name: 'search_tools', capabilities: ['tool:search'], scaffolding: true }),
    makeTool({ name: 'create_issue', capabilities: ['issue:create'] }),
    makeTool({ name: 'read_issue', capabilities: ['issue:read', 'comment:read'] }),
    makeTool({ name: 'add_comment', capabilities: ['comment:add'] }),
    makeTool({ name: 'get_me', capabilities: ['user:get'] }),
    makeTool({ name: 'untagged' }),
  ],
};

const settings = (partial: Partial<CatalogSettings>): CatalogSettings => ({
  ...EMPTY_SETTINGS,
  ...partial,
});

describe('applySettings', () => {
  it('marks and unmarks scaffolding, leaving other tools as they are', () => {
    const applied = applySettings(
      catalog,
      settings({ scaffolding: { get_me: true, search_tools: false, nowhere: true } }),
    );
    expect(applied.tools.filter((t) => t.scaffolding).map((t) => t.name)).toEqual(['get_me']);
    expect(applied.tools[1]).toBe(catalog.tools[1]);
  });

  it('renames a root, merges into an existing one, and folds duplicates', () => {
    const applied = applySettings(catalog, settings({ rename: { comment: 'issue' } }));
    expect(applied.tools.map((t) => t.capabilities)).toEqual([
      ['tool:search'],
      ['issue:create'],
      ['issue:read'],
      ['issue:add'],
      ['user:get'],
      [],
    ]);
    // `untagged` has no root: the line says so rather than pass it over.
    expect(capabilityLine(applied.tools)).toBe(
      '<tool_capabilities>issue, tool, user + 1 tool under no root</tool_capabilities>',
    );
  });

  it('renames at once, not in a chain', () => {
    const applied = applySettings(
      catalog,
      settings({ rename: { issue: 'comment', comment: 'note' } }),
    );
    expect(applied.tools[2]?.capabilities).toEqual(['comment:read', 'note:read']);
  });

  it('drops roots as named after renaming, from the tools as well as the line', () => {
    const applied = applySettings(
      catalog,
      settings({ rename: { user: 'me' }, drop: ['me', 'comment'] }),
    );
    expect(applied.tools.map((t) => t.capabilities)).toEqual([
      ['tool:search'],
      ['issue:create'],
      ['issue:read'],
      [],
      [],
      [],
    ]);
    // The tools whose every root was dropped are left out, and counted.
    expect(capabilityLine(applied.tools)).toBe(
      '<tool_capabilities>issue, tool + 3 tools under no root</tool_capabilities>',
    );
  });

  it('drops a root from search filters too, and the tool is still found by its text', () => {
    const index = new ToolIndex(applySettings(catalog, settings({ drop: ['user'] })));
    expect(searchTools(index, { query: 'me', capabilities: ['user'] }).hits).toEqual([]);
    expect(searchTools(index, { query: 'get me' }).hits.map((r) => r.name)).toContain('get_me');
  });

  it('takes a scaffolding tool out of the results', () => {
    const index = new ToolIndex(
      applySettings(catalog, settings({ scaffolding: { get_me: true } })),
    );
    const result = searchTools(index, { query: 'get me' });
    expect(result.hits.map((r) => r.name)).not.toContain('get_me');
    expect(result.alwaysDeclared).toContain('get_me');
  });
});

describe("the panel's steps", () => {
  it('rename every root merged into one, and renaming back removes the setting', () => {
    const merged = withRename(EMPTY_SETTINGS, ['comment'], 'issue');
    const renamed = withRename(merged, ['comment', 'issue'], 'ticket');
    expect(renamed.rename).toEqual({ comment: 'ticket', issue: 'ticket' });
    expect(withRename(renamed, ['comment', 'issue'], 'issue').rename).toEqual({ comment: 'issue' });
  });

  it('drop and restore a root once', () => {
    const dropped = withDrop(withDrop(EMPTY_SETTINGS, 'user', true), 'user', true);
    expect(dropped.drop).toEqual(['user']);
    expect(withDrop(dropped, 'user', false).drop).toEqual([]);
  });

  it("store a mark only where it differs from the catalog's own", () => {
    expect(withMark(EMPTY_SETTINGS, 'get_me', true, false).scaffolding).toEqual({ get_me: true });
    expect(withMark(EMPTY_SETTINGS, 'search_tools', false, true).scaffolding).toEqual({
      search_tools: false,
    });
    const back = withMark(withMark(EMPTY_SETTINGS, 'get_me', true, false), 'get_me', false, false);
    expect(back.scaffolding).toEqual({});
  });
});

describe('readCatalogSettings', () => {
  it('reads a good value and fills absent fields', () => {
    expect(readCatalogSettings({ drop: ['a'] })).toEqual({
      ok: true,
      settings: { scaffolding: {}, rename: {}, drop: ['a'] },
    });
  });

  it('names the field of every problem', () => {
    const read = readCatalogSettings(
      {
        scaffolding: { a: 'yes' },
        rename: { issue: 'has space', ok: 'fine', 'x:y': 'z' },
        drop: ['a', 'a', 3],
      },
      '/catalogSettings/demo',
    );
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors).toEqual([
      '/catalogSettings/demo/scaffolding/a: expected true or false',
      '/catalogSettings/demo/rename/issue: "has space" is not a root: no spaces, ":", ",", "<" or ">"',
      '/catalogSettings/demo/rename/x:y: "x:y" is not a root: no spaces, ":", ",", "<" or ">"',
      '/catalogSettings/demo/drop/1: "a" is listed twice',
      '/catalogSettings/demo/drop/2: expected a string',
    ]);
  });

  it('refuses what is not an object, and knows empty settings', () => {
    expect(readCatalogSettings([], '/x')).toEqual({
      ok: false,
      errors: ['/x: expected an object'],
    });
    expect(isEmptySettings(EMPTY_SETTINGS)).toBe(true);
    expect(isEmptySettings(settings({ drop: ['a'] }))).toBe(false);
  });
});

describe('rootsReport', () => {
  it('lists the roots with their tools, the drops and what they orphan', () => {
    const report = rootsReport(
      catalog,
      settings({ rename: { comment: 'issue' }, drop: ['user', 'gone'], scaffolding: { x: true } }),
    );
    expect(report.roots).toEqual([
      {
        root: 'issue',
        from: ['comment', 'issue'],
        tools: ['create_issue', 'read_issue', 'add_comment'],
        alone: ['create_issue', 'read_issue', 'add_comment'],
      },
      { root: 'tool', from: ['tool'], tools: ['search_tools'], alone: ['search_tools'] },
    ]);
    expect(report.dropped).toEqual([
      { root: 'user', from: ['user'], tools: ['get_me'], alone: ['get_me'] },
    ]);
    // Before the merge, read_issue had two roots: dropping either alone would keep it reachable.
    expect(
      rootsReport(catalog, EMPTY_SETTINGS).roots.find((r) => r.root === 'comment')?.alone,
    ).toEqual(['add_comment']);
    expect(report.rootless).toEqual(['get_me', 'untagged']);
    expect(report.orphaned).toEqual(['get_me']);
    expect(report.lineChars).toBe(report.line.length);
    expect(report.scaffolding).toEqual(['search_tools']);
    expect(report.stale).toEqual(['scaffolding: no tool "x"', 'drop: no root "gone"']);
  });

  it("names the scaffolding as stats does: a catalog's own, else the harness's two", () => {
    // The same count as `stats`' scaffoldingTools, so the app and the CLI agree on an MCP server.
    const unmarked = { ...catalog, tools: catalog.tools.slice(1) };
    const report = rootsReport(unmarked, EMPTY_SETTINGS);
    expect(report.scaffolding).toEqual([]);
    expect(report.declared).toEqual(['search_tools', 'activate_tool']);
    expect(report.declared).toHaveLength(catalogStats(unmarked).scaffoldingTools);
    const marked = rootsReport(unmarked, settings({ scaffolding: { get_me: true } }));
    expect(marked.declared).toEqual(['get_me']);
    expect(rootsReport(catalog, EMPTY_SETTINGS).declared).toEqual(['search_tools']);
  });

  it('warns which tools a drop would leave without a root', () => {
    expect(orphanedBy(catalog.tools, ['comment'])).toEqual(['add_comment']);
    expect(orphanedBy(catalog.tools, ['comment', 'issue'])).toEqual([
      'create_issue',
      'read_issue',
      'add_comment',
    ]);
  });
});

describe('proposeScaffolding', () => {
  it('proposes tools that work on the tool surface, not data searches', () => {
    const tools = [
      'list_tools',
      'github__get_toolset_tools',
      'help',
      'search_issues',
      'list_skills',
      'search',
    ];
    const proposed = proposeScaffolding({
      ...catalog,
      tools: tools.map((name) => makeTool({ name })),
    });
    expect(proposed.map((p) => p.name)).toEqual([
      'list_tools',
      'github__get_toolset_tools',
      'help',
      'list_skills',
      'search',
    ]);
  });

  it('proposes nothing already marked: the demo catalog marks its own', () => {
    const proposed = proposeScaffolding(demoCatalog).map((p) => p.name);
    const marked = new Set(demoCatalog.tools.filter((t) => t.scaffolding).map((t) => t.name));
    expect(proposed.filter((name) => marked.has(name))).toEqual([]);
    expect(
      proposeScaffolding({
        ...demoCatalog,
        tools: demoCatalog.tools.map((t) => ({ ...t, scaffolding: false })),
      }).map((p) => p.name),
    ).toEqual(
      expect.arrayContaining([
        'search_tools',
        'activate_tool',
        'describe_ontology',
        'list_skills',
        'load_skill',
      ]),
    );
  });

  it.skipIf(!hasDataset('github-mcp-server'))(
    needs('github-mcp-server', 'proposes no data tool of the github MCP server'),
    () => {
      const read = importCatalog(readDataset('github-mcp-server', 'tools.json'), {
        deriveTags: true,
      });
      if (!read.ok) throw new Error(read.errors[0]?.message);
      expect(
        proposeScaffolding(read.catalog).filter((p) => /^(search|list)_/.test(p.name)),
      ).toEqual([]);
    },
  );
});

describe('settings properties', () => {
  const root = fc.stringMatching(/^[a-z][a-z-]{0,6}$/);
  const tool = fc.record({
    name: fc.stringMatching(/^[a-z_]{1,10}$/),
    capabilities: fc.array(
      fc.tuple(root, fc.constantFrom('read', 'create', 'list')).map(([r, v]) => `${r}:${v}`),
      { maxLength: 3 },
    ),
    scaffolding: fc.boolean(),
  });
  const catalogs = fc
    .uniqueArray(tool, { selector: (t) => t.name, minLength: 1, maxLength: 12 })
    .map((tools): Catalog => ({ ...catalog, tools: tools.map((t) => makeTool(t)) }));
  const anySettings = fc.record({
    scaffolding: fc.dictionary(fc.stringMatching(/^[a-z_]{1,10}$/), fc.boolean()),
    rename: fc.dictionary(root, root),
    drop: fc.uniqueArray(root, { maxLength: 4 }),
  });

  it('never change the tools count, names or order', () => {
    fc.assert(
      fc.property(catalogs, anySettings, (c, s) => {
        const applied = applySettings(c, s);
        expect(applied.tools.map((t) => t.name)).toEqual(c.tools.map((t) => t.name));
      }),
    );
  });

  it('a rename to a fresh root, then its inverse, gives the original line', () => {
    fc.assert(
      fc.property(catalogs, fc.nat(), (c, pick) => {
        const roots = [
          ...new Set(c.tools.flatMap((t) => t.capabilities.map((x) => x.split(':')[0] ?? ''))),
        ];
        fc.pre(roots.length > 0);
        const from = roots[pick % roots.length] ?? '';
        const to = 'fresh-root';
        const there = applySettings(c, settings({ rename: { [from]: to } }));
        const back = applySettings(there, settings({ rename: { [to]: from } }));
        expect(capabilityLine(back.tools)).toBe(capabilityLine(c.tools));
        // Applying settings de-duplicates a tool's capabilities (a merge can make two the same).
        expect(back.tools.map((t) => t.capabilities)).toEqual(
          c.tools.map((t) => [...new Set(t.capabilities)]),
        );
      }),
    );
  });
});
