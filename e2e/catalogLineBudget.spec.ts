import { existsSync, readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  capabilityLine,
  lineChars,
  lineCoverage,
  openSettings,
  rootRows,
  settingsSection,
} from './catalogSettingsSteps';
import { catalogSummary, importFile, openDemo, saved } from './helpers';
import { expectNoSideScroll, PHONE } from './layoutChecks';

/**
 * The capability line's budget in the Catalog panel, on bfcl's 1,287 tools: a smaller budget
 * shortens the line and what it covers, the Prompt panel's capabilities section says the same,
 * and the budget survives a reload. The section's other edits: catalogSettings.spec.ts.
 */

const BFCL = new URL('../../shared/datasets/bfcl/tools.json', import.meta.url).pathname;

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
