import { expect, type Page, test } from '@playwright/test';
import { queryRow } from './authoringHelpers';
import { hitNames, openDemo, saved, searchFor, shot } from './helpers';
import { reopenDemo, sharedPage } from './sharedPage';

/**
 * Issue 16 in the Search panel: the always-declared line, one set of numbers per ranker (chips
 * as typed words, marks only where the analyzer matched), an argument-only match in the lens,
 * and marking a result relevant into the open query set. The tests share one loaded page
 * (sharedPage.ts), each opening the demo afresh at its own size; the one that marks a result
 * into the saved work and reloads has its own.
 */

const shared = sharedPage();

const toollens = '#ranker=toollens';

/** The rows of the Term weights table, one per query term. */
const termRows = (page: Page) =>
  page
    .getByRole('region', { name: 'Term weights' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

const wide = async (page: Page) => page.setViewportSize({ width: 1440, height: 900 });
const narrow = async (page: Page) => page.setViewportSize({ width: 390, height: 844 });

test('"merge pdf": merge_pdfs first, no scaffolding tool, and the always-declared line', async () => {
  const page = shared();
  await wide(page);
  await reopenDemo(page, toollens);
  await searchFor(page, 'merge pdf');
  await expect(hitNames(page).first()).toHaveText('merge_pdfs');
  const line = page.getByText(/^Always declared, so never a search result:/);
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

test('chips show typed words and marks only what the analyzer matched', async () => {
  const page = shared();
  await wide(page);
  // Under seed "one" counts (stem "on"); its chip says "one", and "only" is never marked.
  await reopenDemo(page);
  await searchFor(page, 'merge pdfs into one document');
  await expect(hitNames(page).first()).toBeVisible();
  // The chips are styled words in a cell, with no role of their own.
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
  for (const row of await termRows(page).all())
    stems.add((await row.getByRole('cell').nth(1).textContent()) ?? '');
  const titles = await page
    .locator('[data-testid="hit-excerpt"] mark')
    .evaluateAll((marks) => marks.map((mark) => mark.getAttribute('title') ?? ''));
  for (const title of titles) expect(stems).toContain(title.match(/^w\((.+)\) =/)?.[1]);
});

test("the lens's Σw is the term table's w(t) under toollens", async () => {
  const page = shared();
  await wide(page);
  await reopenDemo(page, `${toollens}&tool=merge_pdfs`);
  await searchFor(page, 'merge pdfs');
  await expect(page.getByRole('region', { name: /^Lens:/ })).toContainText('Lens: merge_pdfs');
  await expect(termRows(page)).toHaveCount(2);
  await expect(
    page.getByRole('list', { name: 'Window budgets' }).getByRole('listitem').first(),
  ).toBeVisible();
  const table = new Map<string, number>();
  for (const row of await termRows(page).all()) {
    const cells = await row.getByRole('cell').allTextContents();
    table.set(cells[1] ?? '', Number(cells[4]));
  }
  expect([...table.keys()]).toEqual(['merg', 'pdf']);
  const budget = page.getByRole('list', { name: 'Window budgets' }).getByRole('listitem').first();
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

test('a match only in an argument shows in the lens: read_pdf for "password"', async () => {
  const page = shared();
  await wide(page);
  await reopenDemo(page, toollens);
  await searchFor(page, 'password');
  await page.getByRole('button', { name: 'read_pdf', exact: true }).click();
  const lens = page.getByRole('region', { name: /^Lens:/ });
  await expect(lens).toContainText('Lens: read_pdf');
  const elsewhere = lens.getByText(/^Matched outside the description: .*Argument:/);
  await expect(elsewhere).toContainText('Argument: password (For encrypted PDFs.)');
  await expect(elsewhere.locator('mark')).toHaveText(['password']);
  await expect(lens.getByText(/^\d+ windows? · .*no hit in the description/)).toBeVisible();
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
  await expect(hitNames(page).first()).toHaveText('merge_pdfs');
  const relevant = page.getByRole('button', { name: 'Mark merge_pdfs relevant for "merge pdf"' });
  await relevant.click();
  await expect(relevant).toHaveAttribute('aria-pressed', 'true');
  // The row's other mark moves the tool to must-not, in the same entry.
  const second = await hitNames(page).nth(1).textContent();
  const notRelevant = page.getByRole('button', {
    name: `Mark ${second} not relevant for "merge pdf"`,
  });
  await notRelevant.click();
  await expect(notRelevant).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot(shot('mark-relevant-1440.png'));
  await narrow(page);
  await page.screenshot(shot('mark-relevant-390.png'));
  await wide(page);

  await saved(page);
  await page.reload();
  await expect(page.getByRole('status', { name: 'Catalog' })).toContainText('169 tools');
  await expect(hitNames(page).first()).toHaveText('merge_pdfs');
  await expect(relevant).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('tab', { name: /Evaluate/ }).click();
  await expect(page.getByRole('combobox', { name: 'Query set' })).toContainText('Marked in Search');
  const row = queryRow(page, 'merge pdf');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('button', { name: 'merge_pdfs', exact: true })).toBeVisible();
  await page.screenshot(shot('mark-relevant-evaluate.png'));
});
