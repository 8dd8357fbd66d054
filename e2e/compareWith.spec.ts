import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { importFile, openDemo, revisit, saved, shotBoth } from './helpers';

/**
 * "Compare with…": a catalog against an edited copy of it (a tool renamed, a property removed,
 * an optional one added, a description rewritten), with a query set open: the counts, the
 * rename, the breaking mark, the word diff and the query that fell, kept across a reload; a bad
 * copy is explained with its place and leaves the catalog as it was.
 */

const schema = (properties: Record<string, string>, required: string[] = []) => ({
  type: 'object',
  properties: Object.fromEntries(
    Object.entries(properties).map(([name, type]) => [name, { type }]),
  ),
  required,
});

const tools = [
  {
    name: 'get_issue',
    description: 'Get one issue of a repository by its number.',
    inputSchema: schema({ owner: 'string', repo: 'string', number: 'integer' }, ['owner', 'repo']),
  },
  {
    name: 'create_issue',
    description: 'Open a new issue in a repository with a title and a body.',
    inputSchema: schema({ owner: 'string', repo: 'string', title: 'string', labels: 'array' }),
  },
  {
    name: 'search_code',
    description: 'Search source code across repositories for a symbol or a string.',
    inputSchema: schema({ query: 'string' }),
  },
  {
    name: 'list_branches',
    description: 'List the branches of a repository.',
    inputSchema: schema({ owner: 'string', repo: 'string' }),
  },
];

const edited = [
  { ...tools[0], name: 'get_repo_issue' },
  {
    ...tools[1],
    inputSchema: schema({ owner: 'string', repo: 'string', title: 'string', draft: 'boolean' }),
  },
  { ...tools[2], description: 'Look up text in files.' },
  tools[3],
];

const queries = [
  { id: 'symbol', query: 'find a symbol in the source code', relevant: ['search_code'] },
  { id: 'branches', query: 'list branches', relevant: ['list_branches'] },
];

const file = (name: string, value: unknown) => ({
  name,
  mimeType: 'application/json',
  buffer: Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)),
});

/** axe-core on the page as it is: no violation of any impact, as e2e/a11y.spec.ts holds. */
const violations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3)}`,
  );

const compareWith = async (page: Page, name: string, value: unknown) => {
  await page
    .getByRole('button', { name: /^Compare with/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Compare with…' });
  await dialog.getByLabel('Catalog file…').setInputFiles(file(name, value));
  await expect(dialog).toBeHidden();
};

test('compares a catalog with an edited copy, and keeps the choice across a reload', async ({
  page,
}) => {
  await openDemo(page);
  await importFile(page, 'tools.json', JSON.stringify({ tools }));
  await expect(page.getByRole('status', { name: 'Catalog' })).toContainText(
    'tools.json · mcp · 4 tools',
  );
  await page.getByRole('tab', { name: /Evaluate/ }).click();
  await page.getByLabel('Import queries…').setInputFiles(file('queries.json', queries));
  await expect(page.getByRole('status', { name: 'Evaluation' })).toContainText('2 queries');
  await page.getByRole('tab', { name: /Catalog/ }).click();

  // A bad copy: its place is named, and the loaded catalog is the one it was.
  await compareWith(page, 'broken.json', '{"tools": [ {"name": "a",, }');
  const error = page.getByRole('alert').filter({ hasText: 'broken.json' });
  await expect(error).toContainText('line 1, column 26');
  await expect(error).toContainText('The loaded catalog (tools.json) is unchanged.');
  await expect(page.getByRole('status', { name: 'Catalog' })).toContainText(
    'tools.json · mcp · 4 tools',
  );

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: 'Compare with another…' }).click();
  await shotBoth(page, 'compare-with-chooser');
  await page
    .getByRole('dialog', { name: 'Compare with…' })
    .getByLabel('Catalog file…')
    .setInputFiles(file('tools-next.json', { tools: edited }));
  const section = page.getByRole('region', { name: 'Release diff' });
  await expect(section.getByText(/^old .* → new /)).toHaveText(
    'old tools.json → new tools-next.json',
  );
  // Each count is a term and its definition in a list of pairs; the pair has no role of its own.
  const count = (label: string) => section.getByTestId(`count-${label}`).getByRole('definition');
  await expect(count('renamed')).toHaveText('1');
  await expect(count('removed')).toHaveText('0');
  await expect(count('changed')).toHaveText('3');
  await expect(count('breaking')).toHaveText('2');
  await expect(section.getByRole('list', { name: 'Renamed' })).toContainText(
    'get_issue → get_repo_issue',
  );
  const create = section.getByRole('article', { name: /create_issue/ });
  await expect(create.getByRole('listitem').filter({ hasText: 'labels' })).toHaveText(
    /^breaking labels: property removed/,
  );
  await expect(create.getByRole('listitem').filter({ hasText: 'draft' })).toHaveText(
    /^compatible draft: optional property added/,
  );
  const search = section.getByRole('article', { name: /search_code/ });
  await expect(search.locator('del')).toContainText('Search source code across repositories');
  await expect(search.locator('ins')).toContainText('Look up text in files');
  const first = section
    .getByRole('table', { name: 'Findability change per query and ranker' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .first();
  await expect(first).toContainText('find a symbol in the source code');
  await expect(first.getByRole('cell').last()).toHaveText(/^fell \d+$/);
  await shotBoth(page, 'compare-with');
  expect(await violations(page)).toEqual([]);

  // The choice is the workspace's: a reload compares with the same file again.
  await saved(page);
  await revisit(page);
  await expect(
    page.getByRole('region', { name: 'Release diff' }).getByText(/^old .* → new /),
  ).toHaveText('old tools.json → new tools-next.json');
  await expect(count('renamed')).toHaveText('1');
});
