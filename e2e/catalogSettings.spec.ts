import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { catalogStats, openCatalog } from '../src/engine';
import { BROWSER_SERVER } from '../src/test/untaggedServer';
import {
  capabilityLine,
  catalogTable,
  detailScaffolding,
  droppedList,
  lineChars,
  lineRoots,
  markedChip,
  openSettings,
  rename,
  rootRow,
  rootRows,
  scaffolding,
  screenshots,
  setBudget,
  underNoRoot,
} from './catalogSettingsSteps';
import { catalogSummary, hitNames, importFile, openDemo, resultsTable, saved } from './helpers';
import { searchFilled } from './queryFill';

/**
 * Issue 17: the user marks scaffolding tools and edits the capability line in the Catalog
 * panel; search, the line and its size follow, and the choices survive a reload.
 */

const GITHUB = new URL('../../shared/datasets/github-mcp-server/tools.json', import.meta.url)
  .pathname;

test('demo: a marked tool leaves the results; rename, merge and drop change the line; kept on reload', async ({
  page,
}) => {
  await openDemo(page);
  await searchFilled(page, 'colored tag');
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

  await searchFilled(page, 'my own user profile');
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
