import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importCatalog } from '../../catalog/importCatalog';
import type { Tool } from '../../catalog/types';
import { Bm25SearchEngine } from './search';
import { codexSearchText, codexToolInfo } from './searchText';
import { codexTarget } from './target';

/**
 * `@modelcontextprotocol/server-memory` (npm 2026.8.31, serverInfo memory-server 0.6.3, MIT per
 * its README) under the codex target, checked against Codex's own search text and the `bm25`
 * crate. The fixture is its tools/list answer to a `2025-06-18` initialize over stdio
 * (`npx -y @modelcontextprotocol/server-memory`), each tool's name, title, description,
 * inputSchema and annotations kept (its outputSchema and execution dropped: no searcher reads
 * them). Every tool sets `title` and no `annotations.title`.
 *
 * The expected text is written out here from openai/codex `codex-rs/core/src/tools/handlers/mcp.rs`
 * @ 1dfb3660f5308dc03f78e4569772e87c7835d793, `build_mcp_search_text` (lines 260-306):
 * lines 262-269 the input schema's top-level property names, sorted; 270-275 the flat name
 * (`flat_tool_name`: namespace and callable name run together), the callable name, the raw name
 * and the server name; 276-280 the title, trimmed, when not empty; 281-285 the description,
 * likewise; 304-305 the property names last, all joined by one space. The memory server's names
 * and titles are plain ASCII, so the namespace is `mcp__memory` and the callable name the raw one
 * (Codex's own test of this server, mcp.rs's `mcp_pre_tool_use_payload_uses_prefixed_tool_name_and_raw_args`,
 * names it `memory`, as a Codex config would).
 */

const SERVER = 'memory';

const fixture = readFileSync(new URL('./searchText.memory-server.tools.json', import.meta.url));
const imported = importCatalog(fixture.toString('utf8'), { source: 'server-memory' });
if (!imported.ok) throw new Error('the memory server fixture does not import');
const tools = imported.catalog.tools;

/** build_mcp_search_text for one of these tools, written out from the source lines above. */
const expectedText = (tool: Tool, withTitle = true): string => {
  const properties = Object.keys(tool.parameters.properties as object).sort();
  const title = withTitle && tool.title?.trim() ? [tool.title.trim()] : [];
  const description = typeof tool.description === 'string' ? tool.description.trim() : '';
  return [
    `mcp__${SERVER}${tool.name}`,
    tool.name,
    tool.name,
    SERVER,
    ...title,
    ...(description === '' ? [] : [description]),
    ...properties,
  ].join(' ');
};

/** The crate's engine fed the expected texts: each query's hits as tie groups of names. */
const expectedRanking = (query: string, withTitle = true): string[][] =>
  new Bm25SearchEngine(tools.map((tool) => expectedText(tool, withTitle)))
    .search(query)
    .groups.map((group) => group.ids.map((id) => tools[id]?.name ?? '').sort());

/** The codex target's ranking, in the same shape. */
const targetRanking = (query: string, catalog: readonly Tool[] = tools): string[][] => {
  const ranked = codexTarget(
    catalog.map((tool) => ({ tool, server: SERVER, mcpName: tool.name })),
  ).search(query).ranked;
  const groups = new Map<number, string[]>();
  for (const hit of ranked) groups.set(hit.rank, [...(groups.get(hit.rank) ?? []), hit.name]);
  return [...groups.values()].map((names) => names.sort());
};

/** The tool names as words (`create relations` among them), and what a model might ask. */
const QUERIES = [
  ...tools.map((tool) => tool.name.replaceAll('_', ' ')),
  'remember observations about a person',
  'search the knowledge graph',
  'forget an entity',
  'link two entities',
  'what is in the graph',
  'Open Nodes',
  'entity type observations',
];

describe('the memory server under the codex target', () => {
  it('reads every tool with its title', () => {
    expect(tools).toHaveLength(9);
    expect(tools.map((tool) => tool.title)).toEqual([
      'Create Entities',
      'Create Relations',
      'Add Observations',
      'Delete Entities',
      'Delete Observations',
      'Delete Relations',
      'Read Graph',
      'Search Nodes',
      'Open Nodes',
    ]);
  });

  it('builds the search text of build_mcp_search_text, title after the server name', () => {
    for (const tool of tools)
      expect(codexSearchText(codexToolInfo(tool, SERVER))).toBe(expectedText(tool));
    const [first] = tools;
    expect(first && codexSearchText(codexToolInfo(first, SERVER))).toBe(
      'mcp__memorycreate_entities create_entities create_entities memory Create Entities Create multiple new entities in the knowledge graph entities',
    );
  });

  it.each(QUERIES)('ranks "%s" as the crate ranks Codex’s texts', (query) => {
    const expected = expectedRanking(query);
    expect(expected.length).toBeGreaterThan(0);
    expect(targetRanking(query)).toEqual(expected);
  });

  it('ranks create_entities above delete_relations for "create relations", by its title', () => {
    const place = (ranking: string[][], name: string) =>
      ranking.findIndex((group) => group.includes(name));
    const withTitles = targetRanking('create relations');
    expect(withTitles[0]).toEqual(['create_relations']);
    expect(place(withTitles, 'create_entities')).toBeLessThan(
      place(withTitles, 'delete_relations'),
    );
    // Without titles the order turns: the title's "Create" is what lifts create_entities.
    const untitled = tools.map(({ title: _title, ...tool }) => tool);
    const without = targetRanking('create relations', untitled);
    expect(without).toEqual(expectedRanking('create relations', false));
    expect(place(without, 'delete_relations')).toBeLessThan(place(without, 'create_entities'));
  });

  it('does not search annotations.title, which is not Codex’s Tool::title', () => {
    const [first] = tools;
    if (!first) throw new Error('no tool');
    const { title: _title, ...rest } = first;
    const moved: Tool = { ...rest, annotationTitle: 'Remember people' };
    expect(codexSearchText(codexToolInfo(moved, SERVER))).not.toContain('Remember people');
  });
});
