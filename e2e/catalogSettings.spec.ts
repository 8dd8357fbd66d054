import { existsSync, readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { catalogStats, openCatalog } from '../src/engine';
import { BROWSER_SERVER } from '../src/test/untaggedServer';
import {
  catalogSummary,
  hitNames,
  importFile,
  openDemo,
  resultsTable,
  saved,
  searchFor,
  shot,
} from './helpers';
import { expectNoSideScroll, PHONE } from './layoutChecks';

/**
 * Issue 17: the user marks scaffolding tools and edits the capability line in the Catalog
 * panel; search, the line and its size follow, and the choices survive a reload.
 */

const GITHUB = new URL('../../shared/datasets/github-mcp-server/tools.json', import.meta.url)
  .pathname;
const BFCL = new URL('../../shared/datasets/bfcl/tools.json', import.meta.url).pathname;

const settingsSection = (page: Page) =>
  page.getByRole('group', { name: 'Scaffolding & capability line' });
const lineSection = (page: Page) => page.getByRole('region', { name: 'Capability line' });
/** "1,234 characters · 300 tokens by … · …": the line's size. */
const lineSize = (page: Page) => lineSection(page).getByText(/^[\d,]+ characters? · /);
/** The line itself. */
const capabilityLine = (page: Page) => lineSection(page).getByText(/^<tool_capabilities>/);
/** "covers N of M tools · C of B characters". */
const lineCoverage = (page: Page) => lineSection(page).getByText(/^covers .* characters$/);
const scaffolding = (page: Page) =>
  page.getByRole('region', { name: 'Scaffolding (always declared)' });
/** A marked tool's chip, by its Unmark button. */
const markedChip = (page: Page, tool: string) =>
  scaffolding(page).getByRole('button', { name: `Unmark ${tool} as scaffolding` });
const rootsRegion = (page: Page) => page.getByRole('region', { name: 'Roots', exact: true });
const droppedList = (page: Page) => rootsRegion(page).getByRole('list', { name: 'Dropped' });
/** "5,000 roots" or "1 root of 5,000 match". */
const rootsCount = (page: Page) =>
  rootsRegion(page).getByText(/^[\d,]+ roots?( of [\d,]+ match)?$/);

const openSettings = async (page: Page) => {
  await page.getByRole('tab', { name: /Catalog/ }).click();
  const section = settingsSection(page);
  if ((await section.getAttribute('open')) === null)
    await section.getByText('Scaffolding & capability line', { exact: true }).click();
  await expect(lineSize(page)).toContainText('tokens');
  return section;
};

/** The line's length in characters, as the section shows it. */
const lineChars = async (page: Page): Promise<number> => {
  const text = (await lineSize(page).textContent()) ?? '';
  return Number(/^([\d,]+) character/.exec(text)?.[1]?.replace(/,/g, '') ?? Number.NaN);
};

/** The roots table's rows, the header row left out. */
const rootRows = (page: Page) =>
  rootsRegion(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
/** One root's row: the one whose rename field names it. */
const rootRow = (page: Page, root: string) =>
  rootRows(page).filter({ has: page.getByLabel(`Rename ${root} to`, { exact: true }) });

/** The roots the line lists, read from its text. */
const lineRoots = async (page: Page): Promise<string[]> => {
  const text = (await capabilityLine(page).textContent()) ?? '';
  const inner =
    /^<tool_capabilities>(.*?)( \+ [\d,]+ tools? under no root)?<\/tool_capabilities>$/.exec(text);
  return inner?.[1] ? inner[1].split(', ') : [];
};

/** How many tools the line leaves under no root, as the section says it (0 when none). */
const underNoRoot = async (page: Page): Promise<number> => {
  const list = lineSection(page).getByText(/^[\d,]+ tools? under no root of the line$/);
  if ((await list.count()) === 0) return 0;
  return Number(/^([\d,]+) tool/.exec((await list.textContent()) ?? '')?.[1]?.replace(/,/g, ''));
};

/**
 * Sets the line's budget and waits for the worker's line under it. The rename, merge and drop
 * figures below hold while every root is in the line, so those tests first give it room.
 */
const setBudget = async (page: Page, budget: number) => {
  await page.getByLabel('Line budget (characters)').fill(String(budget));
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(lineCoverage(page)).toContainText(`of ${budget.toLocaleString('en-US')} characters`);
};

const rename = async (page: Page, root: string, to: string, button: 'Rename' | 'Merge') => {
  const row = rootRow(page, root);
  await row.getByLabel(`Rename ${root} to`).fill(to);
  await row.getByRole('button', { name: button, exact: true }).click();
};

const catalogTable = (page: Page) => page.getByRole('table', { name: / of [\d,]+ tools?$/ });
const detailScaffolding = (page: Page) =>
  page.getByRole('checkbox', { name: 'Scaffolding: always declared, never a search result' });

const screenshots = async (page: Page, name: string) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot(shot(`${name}-1440.png`));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot(shot(`${name}-390.png`));
  await page.setViewportSize({ width: 1440, height: 900 });
};

test('demo: a marked tool leaves the results; rename, merge and drop change the line; kept on reload', async ({
  page,
}) => {
  await openDemo(page);
  await searchFor(page, 'colored tag');
  const marked = (await hitNames(page).first().textContent()) ?? '';
  expect(marked).not.toBe('');

  await openSettings(page);
  await setBudget(page, 2000);
  const before = await lineChars(page);
  await expect(capabilityLine(page)).toContainText('<tool_capabilities>');
  await page.getByLabel('Mark a tool as scaffolding').fill(marked);
  await page.getByRole('button', { name: 'Mark', exact: true }).click();
  await expect(markedChip(page, marked)).toBeVisible();

  // Search: the tool is no longer a result (it is always declared instead).
  await page.getByRole('tab', { name: /Search/ }).click();
  await expect(resultsTable(page)).toHaveAttribute('data-query', 'colored tag');
  await expect(hitNames(page).first()).not.toHaveText(marked);
  await expect(hitNames(page).filter({ hasText: new RegExp(`^${marked}$`) })).toHaveCount(0);

  // Rename, merge, drop: each changes the line's length.
  await openSettings(page);
  await rename(page, 'label', 'labels-renamed', 'Rename');
  await expect(capabilityLine(page)).toContainText('labels-renamed');
  const renamed = await lineChars(page);
  expect(renamed).toBe(before + 'labels-renamed'.length - 'label'.length);

  const roots = await rootRows(page).count();
  await rename(page, 'labels-renamed', 'work-item', 'Merge');
  await expect(rootRows(page)).toHaveCount(roots - 1);
  await expect(rootRow(page, 'work-item')).toContainText('from label + work-item');
  const merged = await lineChars(page);
  expect(merged).toBeLessThan(renamed);

  await page.getByRole('button', { name: 'Drop pdf from the line' }).click();
  await expect(droppedList(page)).toContainText('pdf');
  await expect(capabilityLine(page)).not.toContainText(' pdf,');
  const dropped = await lineChars(page);
  // The tools pdf alone covered are under no root now, and the line ends by counting them.
  const left = await underNoRoot(page);
  expect(left).toBeGreaterThan(0);
  const note = ` + ${left} ${left === 1 ? 'tool' : 'tools'} under no root`;
  await expect(capabilityLine(page)).toContainText(`${note}</`);
  expect(dropped).toBe(merged - 'pdf, '.length + note.length);
  await screenshots(page, 'catalog-settings');

  await saved(page);
  await page.reload();
  await openSettings(page);
  expect(await lineChars(page)).toBe(dropped);
  await expect(markedChip(page, marked)).toBeVisible();
  await expect(droppedList(page)).toContainText('pdf');

  // The tool detail's checkbox unmarks it again.
  await page.getByRole('searchbox', { name: 'Filter tools' }).fill(marked);
  await catalogTable(page).getByRole('button', { name: marked, exact: true }).click();
  await expect(detailScaffolding(page)).toBeChecked();
  await detailScaffolding(page).click();
  await expect(detailScaffolding(page)).not.toBeChecked();
  await expect(markedChip(page, marked)).toHaveCount(0);
  await page.getByRole('button', { name: "Reset to the catalog's own" }).click();
  await expect.poll(() => lineChars(page)).toBe(before);
});

test('github-mcp-server: propose, mark from the detail, edit the line, kept on reload', async ({
  page,
}) => {
  test.skip(!existsSync(GITHUB), `dataset not found: ${GITHUB}`);
  await openDemo(page);
  await importFile(page, 'github-mcp-server.json', readFileSync(GITHUB, 'utf8'));
  await expect(catalogSummary(page)).toContainText('github-mcp-server.json');

  await searchFor(page, 'my own user profile');
  await expect(hitNames(page).filter({ hasText: /^get_me$/ })).toHaveCount(1);

  await openSettings(page);
  await page.getByRole('button', { name: 'Propose scaffolding' }).click();
  // The proposals, with their own Dismiss.
  await expect(
    scaffolding(page).getByRole('button', { name: 'Dismiss', exact: true }),
  ).toBeVisible();

  await page.getByRole('searchbox', { name: 'Filter tools' }).fill('get_me');
  await catalogTable(page).getByRole('button', { name: 'get_me', exact: true }).click();
  // Checked once the worker applied the mark and the detail was read again.
  await detailScaffolding(page).click();
  await expect(detailScaffolding(page)).toBeChecked();
  await expect(markedChip(page, 'get_me')).toBeVisible();

  await page.getByRole('tab', { name: /Search/ }).click();
  await expect(resultsTable(page)).toHaveAttribute('data-query', 'my own user profile');
  await expect(hitNames(page).first()).not.toHaveText('get_me');
  await expect(hitNames(page).filter({ hasText: /^get_me$/ })).toHaveCount(0);

  // Roots are read from the page: the derivation rule that makes them may change.
  await openSettings(page);
  const roots = await rootRows(page).evaluateAll((rows) =>
    rows.map((row) => row.getAttribute('data-root') ?? ''),
  );
  expect(roots.length).toBeGreaterThan(3);
  const [first = '', second = '', third = ''] = roots;
  await setBudget(page, 2000);
  const before = await lineChars(page);
  await rename(page, first, 'zz-renamed', 'Rename');
  await expect(capabilityLine(page)).toContainText('zz-renamed');
  expect(await lineChars(page)).toBe(before + 'zz-renamed'.length - first.length);
  await rename(page, second, third, 'Merge');
  await expect(rootRows(page)).toHaveCount(roots.length - 1);
  await page.getByRole('button', { name: `Drop ${third} from the line` }).click();
  await expect(droppedList(page)).toContainText(third);
  const edited = await lineChars(page);
  // Dropped tools may be left with no root, which the line then counts: its roots tell.
  const listed = await lineRoots(page);
  expect(listed).toContain('zz-renamed');
  expect(listed).not.toContain(first);
  expect(listed).not.toContain(second);
  expect(listed).not.toContain(third);
  await screenshots(page, 'catalog-settings-github');

  await saved(page);
  await page.reload();
  await expect(catalogSummary(page)).toContainText('github-mcp-server.json');
  await openSettings(page);
  expect(await lineChars(page)).toBe(edited);
  await expect(markedChip(page, 'get_me')).toBeVisible();
});

test('a catalog of 5,000 roots draws them 100 at a time: the filter finds any, Show more adds more', async ({
  page,
}) => {
  // A server can send thousands of tools that each make a root of their own; drawing a form
  // for every one of them on each change froze the page.
  const ROOTS = 5000;
  const tools = Array.from({ length: ROOTS }, (_, i) => {
    const root = `thing-${String(i).padStart(4, '0')}`;
    return {
      name: `read_${root.replace('-', '_')}`,
      description: `Reads ${root}.`,
      parameters: { type: 'object' },
      capabilities: [`${root}:read`],
    };
  });
  await openDemo(page);
  await importFile(page, 'many-roots.json', JSON.stringify({ toollens: 1, tools }));
  await openSettings(page);
  await expect(rootRows(page)).toHaveCount(100);
  await expect(rootsCount(page)).toHaveText('5,000 roots');
  await page.getByRole('button', { name: 'Show 100 more' }).click();
  await expect(rootRows(page)).toHaveCount(200);
  await expect(rootsRegion(page).getByText(/^Showing [\d,]+ of /)).toContainText(
    'Showing 200 of 5,000 roots',
  );

  await page.getByLabel('Find a root').fill('thing-4321');
  await expect(rootsCount(page)).toHaveText('1 root of 5,000 match');
  await expect(rootRows(page)).toHaveCount(1);
  await rename(page, 'thing-4321', 'gizmo', 'Rename');
  await page.getByLabel('Find a root').fill('gizmo');
  await expect(rootRow(page, 'gizmo')).toBeVisible();
  await screenshots(page, 'catalog-settings-many-roots');
});

test('an untagged MCP server: the section names its scaffolding and line as `stats` does', async ({
  page,
}) => {
  // A pulled browser server: no tool is marked, so every prompt declares the harness's two.
  const text = JSON.stringify(BROWSER_SERVER);
  // What `toollens stats` prints for the same file (src/cli/appAgreement.test.ts holds the
  // CLI to this reading).
  const read = openCatalog(text, { source: 'browser.json' });
  if (!read.ok) throw new Error(read.errors[0]?.message);
  const stats = catalogStats(read.catalog);
  expect(stats.scaffoldingTools).toBe(2);

  await openDemo(page);
  await importFile(page, 'browser.json', text);
  await expect(catalogSummary(page)).toContainText('browser.json');
  const section = await openSettings(page);
  await expect(section.getByText(/^[\d,]+ scaffolding tools? · /)).toContainText(
    `2 scaffolding tools · ${stats.capabilityRoots} roots · ${stats.capabilityLineChars} characters`,
  );
  await expect(section).toContainText(
    "None marked: every prompt declares the harness's search_tools and activate_tool.",
  );
  expect(await lineChars(page)).toBe(stats.capabilityLineChars);
  await screenshots(page, 'catalog-settings-untagged-server');
});

/** The line's coverage as the section says it: tools covered, tools, characters, budget. */
const coverage = async (page: Page): Promise<number[]> => {
  const text = (await lineCoverage(page).textContent()) ?? '';
  const match = /^covers ([\d,]+) of ([\d,]+) tools · ([\d,]+) of ([\d,]+) characters$/.exec(text);
  return (match?.slice(1) ?? []).map((each) => Number(each.replace(/,/g, '')));
};

/** Three turns over bfcl's tools, as the Timeline imports a transcript. */
const BFCL_TURNS = {
  name: 'bfcl-three-turns',
  turns: [
    ['area of a triangle', 'calculate_triangle_area'],
    ['factorial of five', 'math.factorial'],
    ['triangle area again', 'calculate_triangle_area'],
  ].map(([query, tool], i) => ({
    at: `2026-01-01T10:0${i}:00Z`,
    events: [
      { type: 'user', text: query },
      { type: 'search', query },
      { type: 'activate', names: [tool] },
      { type: 'call', name: tool, args: {} },
    ],
  })),
};

/**
 * Both sizes, into test-results/line-budget/ (docs/screenshots holds none of these panels), with
 * `at` scrolled to the top of the screen.
 */
const budgetShots = async (page: Page, name: string, at: Locator) => {
  for (const size of [{ width: 1440, height: 900 }, PHONE]) {
    await page.setViewportSize(size);
    // The tables lay themselves out again on a resize, a frame or two after it.
    await expect
      .poll(() =>
        page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      )
      .toBeLessThanOrEqual(0);
    await expectNoSideScroll(page);
    await at.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: `test-results/line-budget/${name}-${size.width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
};

test('bfcl: a budget shortens the line and its coverage, the Prompt panel says so, kept on reload', async ({
  page,
}) => {
  test.skip(!existsSync(BFCL), `dataset not found: ${BFCL}`);
  test.setTimeout(120_000);
  await openDemo(page);
  await importFile(page, 'bfcl-tools.json', readFileSync(BFCL, 'utf8'));
  await expect(catalogSummary(page)).toContainText('1,287 tools');

  await openSettings(page);
  await expect(lineCoverage(page)).toContainText('of 1,287 tools');
  const [covered = 0, tools, chars = 0, budget] = await coverage(page);
  expect([tools, budget]).toEqual([1287, 350]);
  expect(covered).toBeLessThan(1287);
  expect(chars).toBe(await lineChars(page));
  await expect(capabilityLine(page)).toContainText(
    `+ ${(1287 - covered).toLocaleString('en-US')} tools under no root`,
  );

  const input = page.getByLabel('Line budget (characters)');
  await expect(input).toHaveValue('350');
  await input.fill('160');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(lineCoverage(page)).toContainText('of 160 characters');
  const [fewer = 0, , shorter = 0] = await coverage(page);
  expect(shorter).toBeLessThanOrEqual(160);
  expect(shorter).toBeLessThan(chars);
  expect(fewer).toBeLessThan(covered);
  expect(await lineChars(page)).toBe(shorter);
  const inLine = await rootRows(page).evaluateAll(
    (rows) => rows.filter((row) => row.getAttribute('data-in-line') === 'true').length,
  );
  expect(inLine).toBeGreaterThan(0);
  await page.getByText(/tools under no root of the line$/).click();
  await expect(page.getByRole('button', { name: /^Show all [\d,]+$/ })).toBeVisible();
  await budgetShots(page, 'catalog-bfcl', settingsSection(page));

  // The Prompt panel's capabilities section follows: the budget, the coverage, a root's tools.
  await page.getByRole('tab', { name: /Timeline/ }).click();
  await expect(page.getByRole('region', { name: /^No session on / })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByLabel('Import a session…').setInputFiles({
    name: 'bfcl-three-turns.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(BFCL_TURNS)),
  });
  await page.getByRole('tab', { name: /Prompt/ }).click();
  const note = page.getByText(/^[\d,]+ \/ [\d,]+ characters · covers /);
  await expect(note).toHaveText(`${shorter} / 160 characters · covers ${fewer} of 1,287 tools`, {
    timeout: 20_000,
  });
  await expect(
    page.getByRole('region', { name: /^fewer tool tokens a turn than declaring every tool/ }),
  ).toContainText(`capability line, which covers ${fewer} of 1,287 tools`);
  const roots = page.getByRole('list', { name: 'Roots in the line' }).getByRole('button');
  await roots.first().hover();
  await expect(page.getByRole('tooltip')).toContainText(/\d+ tools?: /);
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await roots.first().focus();
  await page.keyboard.press('Tab');
  await expect(roots.nth(1)).toBeFocused();
  await expect(page.getByRole('tooltip')).toHaveCount(1);
  await budgetShots(page, 'prompt-bfcl', page.getByRole('heading', { name: /^Capabilities / }));

  await saved(page);
  await page.reload();
  await expect(catalogSummary(page)).toContainText('1,287 tools');
  await openSettings(page);
  await expect(page.getByLabel('Line budget (characters)')).toHaveValue('160');
  expect(await coverage(page)).toEqual([fewer, 1287, shorter, 160]);
});
