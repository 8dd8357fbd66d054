import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogStats, DEFAULT_EXCERPT_CAP, DEFAULT_PAGE_BUDGET } from '../engine';
import { tempFiles, toollens } from '../test/cliRunner';
import { hasDataset, needs, readDataset } from '../test/datasets';
import { BROWSER_SERVER } from '../test/untaggedServer';
import { currentCatalog } from '../worker/api/state';
import { engineApi } from '../worker/engineApi';

/**
 * The CLI and the app read the same file the same way (engine openCatalog): the same file
 * through the CLI's process and through the worker's API, in process, gives the same stats,
 * capability line, ranks, scores and search_tools menu. An untagged MCP server is where they
 * used to part: the app derived capabilities on import and the CLI's stats and search did not.
 */
const file = tempFiles('toollens-agreement-');

const SERVER = BROWSER_SERVER;

const QUERIES = ['take a screenshot of the page', 'click an element', 'console messages'];

const cliJson = async (...args: string[]) => {
  const result = await toollens(...args, '--json');
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  return JSON.parse(result.stdout);
};

/** What both sides must agree on, per query: the order, the scores and the menu text. */
type Answer = {
  hits: { name: string; toollens?: { score: number } }[];
  menu: { text: string };
};
const ranked = (answer: Answer) => ({
  hits: answer.hits.map((hit) => [hit.name, hit.toollens?.score]),
  menu: answer.menu.text,
});

/** The same file through the CLI's process and the worker's API: stats, line and searches. */
const agree = async (text: string, name: string, queries: readonly string[]) => {
  const path = file(name, text);
  const loaded = await engineApi.loadCatalogText(text, path);
  expect(loaded.ok).toBe(true);
  const view = await engineApi.catalogSettingsView();
  const stats = await cliJson('stats', '--catalog', path);
  expect(stats).toEqual(catalogStats(currentCatalog()));
  expect(stats.capabilityRoots).toBe(view.roots.length);
  expect(stats.capabilityLineChars).toBe(view.lineChars);
  expect(stats.scaffoldingTools).toBe(view.declared.length);
  for (const query of queries) {
    const cli = await cliJson('search', '--catalog', path, '--query', query);
    const { page: app } = await engineApi.search({
      query,
      limit: 10,
      excerptCap: DEFAULT_EXCERPT_CAP,
      pageBudget: DEFAULT_PAGE_BUDGET,
    });
    expect(ranked(cli), query).toEqual(ranked(app));
    expect(cli.hits.length, query).toBeGreaterThan(0);
  }
  return stats;
};

describe('the CLI and the worker read a catalog alike', () => {
  it('an untagged MCP server: the same stats, line, ranks, scores and menu', async () => {
    const stats = await agree(JSON.stringify(SERVER), 'browser.json', QUERIES);
    // Derived, not the empty line `<tool_capabilities></tool_capabilities>` (39 characters).
    expect(stats.capabilityRoots).toBeGreaterThan(0);
    expect(stats.capabilityLineChars).toBeGreaterThan(39);
  }, 60_000);

  it('--no-derive-tags reads the tags as given: no roots for an untagged server', async () => {
    const path = file('plain.json', JSON.stringify(SERVER));
    const stats = await cliJson('stats', '--catalog', path, '--no-derive-tags');
    expect(stats.capabilityRoots).toBe(0);
    // No roots: the line says only that every tool is under none.
    const untagged = `+ ${stats.tools} tools under no root`;
    expect(stats.capabilityLineChars).toBe(
      `<tool_capabilities>${untagged}</tool_capabilities>`.length,
    );
    expect(stats.lineCoveredTools).toBe(0);
    // --derive-tags, as documented, is the default spelled out.
    expect(await cliJson('stats', '--catalog', path, '--derive-tags')).toEqual(
      await cliJson('stats', '--catalog', path),
    );
  }, 30_000);

  it.skipIf(!hasDataset('github-mcp-server'))(
    needs('github-mcp-server', 'the GitHub MCP server: the same stats, line, ranks and menu'),
    async () => {
      await agree(readDataset('github-mcp-server', 'tools.json'), 'github.json', [
        'list the open pull requests of a repository',
        'download the logs of a failed workflow job',
      ]);
    },
    60_000,
  );
});

describe('the CLI and the Search panel ask the regex target alike', () => {
  it('the same pattern run, said the same way, and the same places, for a sentence and a regex', async () => {
    const path = 'src/test/fixtures/servers/playwright-mcp-0.0.86.tools.json';
    const loaded = await engineApi.loadCatalogText(readFileSync(path, 'utf8'), path);
    expect(loaded.ok).toBe(true);
    for (const query of ['click the submit button', 'browser_(click|hover|drag)']) {
      const cli = await cliJson(
        'search',
        '--catalog',
        path,
        '--ranker',
        'anthropic-regex',
        '-q',
        query,
      );
      const { request, page } = await engineApi.search({ query, limit: 25 });
      // The page asks again once the target is built (its first ask answers "building").
      await engineApi.targetsBuilt(['anthropic-regex']);
      const [column] = await engineApi.targetRanks(request, ['anthropic-regex']);
      expect(column?.asked, query).toEqual(cli.asked);
      const byName = new Map<string, { rank: number; tied: number }>(
        cli.ranked.map((hit: { name: string; rank: number; tied: number }) => [hit.name, hit]),
      );
      expect(column?.places, query).toEqual(
        page.hits.map((hit) => {
          const at = byName.get(hit.name);
          return at
            ? { rank: at.rank, tied: at.tied, returned: cli.returned.includes(hit.name) }
            : null;
        }),
      );
      expect(column?.places.filter((place) => place?.returned).length, query).toBeGreaterThan(0);
    }
  }, 30_000);
});
