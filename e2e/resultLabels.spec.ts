import { expect, type Page, test } from '@playwright/test';
import { queryRow } from './authoringHelpers';
import { hitNames, openDemo, saved, searchFor, shot } from './helpers';

/**
 * Issue 16 in the Search panel: the always-declared line, one set of numbers per ranker (chips
 * as typed words, marks only where the analyzer matched), an argument-only match in the lens,
 * and marking a result relevant into the open query set.
 */

const toollens = '#ranker=toollens';

const wide = async (page: Page) => page.setViewportSize({ width: 1440, height: 900 });
const narrow = async (page: Page) => page.setViewportSize({ width: 390, height: 844 });

test('"merge pdf": merge_pdfs first, no scaffolding tool, and the always-declared line', async ({
  page,
}) => {
  await wide(page);
  await openDemo(page, toollens);
  await searchFor(page, 'merge pdf');
  await expect(hitNames(page).first()).toHaveText('merge_pdfs');
  const line = page.getByTestId('always-declared');
  await expect(line).toContainText('Always declared, so never a search result:');
  await expect(line).toContainText('search_tools');
  await expect(line).toContainText('activate_tool');
  const scaffolding = ((await line.getAttribute('title')) ?? '').split(', ');
  expect(scaffolding).toEqual(expect.arrayContaining(['search_tools', 'activate_tool']));
  const names = await hitNames(page).allTextContents();
  for (const name of scaffolding) expect(names).not.toContain(name);
  await page.screenshot(shot('always-declared-1440.png'));
  await narrow(page);
  await expect(line).toBeVisible();
  await page.screenshot(shot('always-declared-390.png'));
});

test('chips show typed words and marks only what the analyzer matched', async ({ page }) => {
  await wide(page);
  // Under seed "one" counts (stem "on"); its chip says "one", and "only" is never marked.
  await openDemo(page);
  await searchFor(page, 'merge pdfs into one document');
  await expect(hitNames(page).first()).toBeVisible();
  const chips = await page.getByTestId('term-chip').allTextContents();
  expect(chips).toContain('merge');
  expect(chips).toContain('one');
  expect(chips).not.toContain('merg');
  expect(chips).not.toContain('on');
  const marked = (await page.locator('[data-testid="hit-excerpt"] mark').allTextContents()).map(
    (word) => word.toLowerCase(),
  );
  expect(marked.length).toBeGreaterThan(0);
  expect(marked).not.toContain('only');
  // Every mark is a hit of a query stem (the worker's analyzer: "ons" of add-ons stems to "on"
  // as "one" does, "doc" reads as "document"), never a look-alike the page guessed.
  const stems = new Set<string>();
  for (const row of await page.getByTestId('term-row').all())
    stems.add((await row.locator('td').nth(1).textContent()) ?? '');
  const titles = await page
    .locator('[data-testid="hit-excerpt"] mark')
    .evaluateAll((marks) => marks.map((mark) => mark.getAttribute('title') ?? ''));
  for (const title of titles) expect(stems).toContain(title.match(/^w\((.+)\) =/)?.[1]);
});

test("the lens's Σw is the term table's w(t) under toollens", async ({ page }) => {
  await wide(page);
  await openDemo(page, `${toollens}&tool=merge_pdfs`);
  await searchFor(page, 'merge pdfs');
  await expect(page.getByTestId('lens')).toContainText('Lens: merge_pdfs');
  await expect(page.getByTestId('term-row')).toHaveCount(2);
  await expect(page.getByTestId('window-budget').first()).toBeVisible();
  const table = new Map<string, number>();
  for (const row of await page.getByTestId('term-row').all()) {
    const cells = await row.locator('td').allTextContents();
    table.set(cells[1] ?? '', Number(cells[4]));
  }
  expect([...table.keys()]).toEqual(['merg', 'pdf']);
  const budget = page.getByTestId('window-budget').first();
  const label = (await budget.locator('.window-label').textContent()) ?? '';
  const terms =
    label
      .match(/\d?([a-z, ]+)\s*Σw/)?.[1]
      ?.split(',')
      .map((t) => t.trim()) ?? [];
  const sum = terms.reduce((total, stem) => total + (table.get(stem) ?? Number.NaN), 0);
  const shown = Number(label.match(/Σw ([\d.]+)/)?.[1]);
  expect(terms.length).toBeGreaterThan(0);
  expect(Math.abs(shown - sum)).toBeLessThanOrEqual(0.011 * terms.length);
});

test('a match only in an argument shows in the lens: read_pdf for "password"', async ({ page }) => {
  await wide(page);
  await openDemo(page, toollens);
  await searchFor(page, 'password');
  await page
    .getByTestId('hit-name')
    .filter({ hasText: /^read_pdf$/ })
    .click();
  const lens = page.getByTestId('lens');
  await expect(lens).toContainText('Lens: read_pdf');
  const elsewhere = page.getByTestId('lens-elsewhere');
  await expect(elsewhere).toContainText('Argument: password (For encrypted PDFs.)');
  await expect(elsewhere.locator('mark')).toHaveText(['password']);
  await expect(page.getByTestId('lens-summary')).toContainText('no hit in the description');
  await lens.scrollIntoViewIfNeeded();
  await page.screenshot(shot('lens-argument-1440.png'));
  await narrow(page);
  await lens.scrollIntoViewIfNeeded();
  await page.screenshot(shot('lens-argument-390.png'));
});

test('marks merge_pdfs relevant for "merge pdf" into a query set the Evaluate panel shows', async ({
  page,
}) => {
  await wide(page);
  await openDemo(page, toollens);
  await searchFor(page, 'merge pdf');
  const first = page.getByTestId('hit-row').first();
  await expect(first.getByTestId('hit-name')).toHaveText('merge_pdfs');
  const relevant = first.getByTestId('mark-relevant');
  await relevant.click();
  await expect(relevant).toHaveAttribute('aria-pressed', 'true');
  // The row's other mark moves the tool to must-not, in the same entry.
  const second = page.getByTestId('hit-row').nth(1);
  await second.getByTestId('mark-not-relevant').click();
  await expect(second.getByTestId('mark-not-relevant')).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot(shot('mark-relevant-1440.png'));
  await narrow(page);
  await page.screenshot(shot('mark-relevant-390.png'));
  await wide(page);

  await saved(page);
  await page.reload();
  await expect(page.getByTestId('catalog-summary')).toContainText('169 tools');
  await expect(page.getByTestId('hit-row').first().getByTestId('mark-relevant')).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByRole('tab', { name: /Evaluate/ }).click();
  await expect(page.getByTestId('query-set-select')).toContainText('Marked in Search');
  const row = queryRow(page, 'merge pdf');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('expected')).toContainText('merge_pdfs');
  await page.screenshot(shot('mark-relevant-evaluate.png'));
});
