import { existsSync, readFileSync } from 'node:fs';
import { demoCatalog } from '../src/data/demo';
import {
  analyzeStems,
  type Catalog,
  importCatalog,
  renderOpening,
  searchTools,
  ToolIndex,
  type ToolSearchResult,
} from '../src/engine';

/**
 * The excerpt lens against the naive excerpt (the description's first characters) at the same
 * cap: for 20 typical queries, the share of each hit's matched query terms that the excerpt
 * actually shows. Prints a Markdown table for the README.
 *
 *   npm run -s compare:excerpts -- [--cap 120] [--hits 3]
 */
const argument = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
};
const CAP = argument('cap', 120);
const HITS = argument('hits', 3);

const github = (): Catalog | undefined => {
  const path = new URL('../../shared/datasets/github-mcp-server/tools.json', import.meta.url)
    .pathname;
  if (!existsSync(path)) return undefined;
  const result = importCatalog(readFileSync(path, 'utf8'), { source: 'github-mcp-server' });
  return result.ok ? result.catalog : undefined;
};

const QUERIES: [string, Catalog | undefined, string[]][] = [
  [
    'demo',
    demoCatalog,
    [
      'excel file',
      'merge pdf',
      'assign bug to someone',
      'colored tag',
      'run python pandas',
      'dashboard chart by week',
      'export csv',
      'workflow transition guard',
      'invite member to team',
      'search code for function',
    ],
  ],
  [
    'github-mcp-server',
    github(),
    [
      'merge pull request',
      'create issue',
      'list commits branch',
      'search code',
      'add comment review',
      'workflow run logs',
      'security alerts',
      'create repository',
      'notifications',
      'label issue',
    ],
  ],
];

/** Share of the hit's matched terms whose stem appears in `text`. */
const shown = (text: string, terms: readonly string[]) => {
  if (terms.length === 0) return 1;
  const stems = new Set(analyzeStems(text));
  return terms.filter((term) => stems.has(term)).length / terms.length;
};

const percent = (value: number) => `${Math.round(value * 100)}%`;
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

const rows: string[] = [];
const totals = { naive: 0, lens: 0, count: 0 };
for (const [label, catalog, queries] of QUERIES) {
  if (!catalog) {
    console.error(`skipped ${label}: dataset not found`);
    continue;
  }
  const index = new ToolIndex(catalog);
  for (const query of queries) {
    // One page per hit at the cap, so the lens and the naive excerpt get the same characters.
    const result: ToolSearchResult = searchTools(index, {
      query,
      limit: HITS,
      excerptCap: CAP,
      pageBudget: CAP * HITS,
    });
    let naive = 0;
    let lens = 0;
    for (const hit of result.hits) {
      const description = index.description(hit.name) ?? '';
      naive += shown(renderOpening(description, hit.excerpt.cap).text, hit.matchedTerms);
      lens += shown(hit.excerpt.text, hit.matchedTerms);
    }
    const count = Math.max(1, result.hits.length);
    totals.naive += naive / count;
    totals.lens += lens / count;
    totals.count++;
    const top = result.hits[0];
    const naiveText = top
      ? renderOpening(index.description(top.name) ?? '', top.excerpt.cap).text
      : '';
    rows.push(
      `| ${label} | ${query} | ${top?.name ?? '—'} | ${cell(naiveText)} | ${cell(top?.excerpt.text ?? '')} | ${percent(naive / count)} | ${percent(lens / count)} |`,
    );
  }
}

console.log(
  `Cap ${CAP} characters per entry; terms shown = the share of each of the top ${HITS} hits' matched query terms visible in its excerpt, averaged.\n`,
);
console.log('| catalog | query | top hit | naive: first characters | lens | naive | lens |');
console.log('| --- | --- | --- | --- | --- | ---: | ---: |');
for (const row of rows) console.log(row);
console.log(
  `| **mean** | ${totals.count} queries | | | | **${percent(totals.naive / totals.count)}** | **${percent(totals.lens / totals.count)}** |`,
);
