import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hasDataset, readDataset } from '../../test/datasets';
import { CHROME_DEVTOOLS_TOOLS } from '../../test/fixtures/chromeDevtoolsTools';
import { EVERYTHING_TOOLS } from '../../test/fixtures/everythingTools';
import { MONGODB_TOOLS } from '../../test/fixtures/mongodbTools';
import { BROWSER_SERVER } from '../../test/untaggedServer';
import { ToolIndex } from '../search/ToolIndex';
import { descriptionWords } from './broadRoots';
import { DEFAULT_LINE_BUDGET, planLine } from './capabilityLine';
import { notARoot } from './englishWords';
import { importCatalog } from './importCatalog';
import { type Catalog, capabilityRoot } from './types';

const open = (text: string, source: string): Catalog => {
  const imported = importCatalog(text, { source, deriveTags: true });
  if (!imported.ok) throw new Error(`${source}: ${imported.errors[0]?.message}`);
  return imported.catalog;
};

const fixture = (path: string) =>
  readFileSync(new URL(`../../test/fixtures/${path}`, import.meta.url), 'utf8');

const serverFile = (name: string, tools: { name: string; description: string }[]) =>
  JSON.stringify({ server: { name }, tools: tools.map((t) => ({ ...t, inputSchema: {} })) });

/** Every server the tests pull or keep, as `toollens pull` saves them. */
const SERVERS: [string, () => string][] = [
  ['playwright-mcp', () => fixture('servers/playwright-mcp-0.0.86.tools.json')],
  ['firecrawl-mcp', () => fixture('servers/firecrawl-mcp-3.22.2.tools.json')],
  ['github (a day of tools)', () => fixture('github-day-tools.json')],
  ['chrome-devtools-mcp', () => serverFile('chrome_devtools', CHROME_DEVTOOLS_TOOLS)],
  ['mongodb-mcp-server', () => serverFile('mongodb', MONGODB_TOOLS)],
  ['server-everything', () => serverFile('mcp-servers/everything', EVERYTHING_TOOLS)],
  ['a browser server', () => JSON.stringify(BROWSER_SERVER)],
];

/** The four real catalogs and the share of tools their line must cover (docs/decisions). */
const DATASETS: [string, number][] = [
  ['github-mcp-server', 1],
  ['livemcpbench', 0.85],
  ['metatool', 0.78],
  ['bfcl', 0.69],
];

const everyRoot = (catalog: Catalog) => [
  ...new Set(catalog.tools.flatMap((tool) => tool.capabilities.map(capabilityRoot))),
];

describe('descriptionWords', () => {
  it('reads the things a description names, singular, and no verb, adverb or general word', () => {
    expect(
      descriptionWords(
        'Retrieves the current stock prices and weather forecasts quickly',
        new Set(['forecast']),
      ),
    ).toEqual(['stock', 'price', 'weather', 'forecast']);
    expect(descriptionWords('Counts the results using two maps', new Set(['map']))).toEqual([
      'map',
    ]);
  });
});

describe('broad roots', () => {
  it('are added beside the narrow root when the narrow roots do not fit, and filter alike', () => {
    // 40 plugins, one tool each, two domains: their own names give 40 roots, no line.
    const plugin = (i: number, domain: string) => ({
      name: `plugin${i}`,
      description: `Plan your ${domain} with plugin ${i}: the best ${domain} deals for ${['a', 'b'][i % 2]}.`,
      inputSchema: {},
    });
    const tools = Array.from({ length: 40 }, (_, i) => plugin(i, i < 25 ? 'travel' : 'recipe'));
    const catalog = open(JSON.stringify({ tools }), 'plugins');
    const plan = planLine(catalog.tools);
    expect(plan.text.length).toBeLessThanOrEqual(DEFAULT_LINE_BUDGET);
    expect(plan.roots).toEqual(expect.arrayContaining(['recipe', 'travel']));
    expect(plan.covered).toBe(40);
    const travel = new ToolIndex(catalog).search({
      query: '',
      capabilities: ['travel'],
      limit: Infinity,
    });
    expect(travel.hits.map((hit) => hit.name).sort()).toEqual(plan.rootTools.get('travel')?.sort());
    // The narrow root stays: a filter by it still finds its tool.
    expect(catalog.tools[0]?.capabilities.length).toBe(2);
  });

  it('are not added to a server whose narrow roots fit', () => {
    const catalog = open(fixture('servers/playwright-mcp-0.0.86.tools.json'), 'playwright');
    expect(catalog.tools.every((tool) => tool.capabilities.length === 1)).toBe(true);
  });
});

describe('roots are things, on every server the tests pull', () => {
  for (const [name, text] of SERVERS) {
    it(`${name}: no root is a verb, an HTTP method or a quantifier, and the line fits`, () => {
      const catalog = open(text(), name);
      const wrong = everyRoot(catalog).flatMap((root) => notARoot(root) ?? []);
      expect(wrong).toEqual([]);
      expect(planLine(catalog.tools).text.length).toBeLessThanOrEqual(DEFAULT_LINE_BUDGET);
    });
  }
});

describe('the line within its budget on the real catalogs', () => {
  for (const [dataset, share] of DATASETS) {
    it.skipIf(!hasDataset(dataset))(
      `${dataset}: within the budget, covering ≥ ${share * 100}%`,
      () => {
        const catalog = open(readDataset(dataset, 'tools.json'), dataset);
        const plan = planLine(catalog.tools);
        expect(plan.text.length).toBeLessThanOrEqual(DEFAULT_LINE_BUDGET);
        expect(plan.covered / plan.tools).toBeGreaterThanOrEqual(share);
        expect(everyRoot(catalog).flatMap((root) => notARoot(root) ?? [])).toEqual([]);
        if (dataset === 'github-mcp-server') expect(plan.roots.length).toBeLessThanOrEqual(24);
      },
    );
  }
  if (!DATASETS.every(([dataset]) => hasDataset(dataset)))
    console.warn('skipping the dataset lines: ../shared/datasets not found');
});
