import { expect, type Page, test } from '@playwright/test';
import type { ToollensHooks } from '../src/ui/app/testHooks';
import { addFilter, hitNames, openSample, shot, typeQuery, weights } from './helpers';
import { leaveView, reopenDemo, sharedPage } from './sharedPage';

/**
 * The Search panel on the built-in sample (8 tools) and the demo (169). The spec's worked
 * example ("Excel file" over the three readers) needs its scope of 3: the chip cap:file:read.
 * Unfiltered, N = 8 and the same words weigh more. The tests share one loaded page
 * (sharedPage.ts), each opening its catalog afresh; the first visit's default has its own.
 */

const shared = sharedPage();

/** The results table, named by its caption ("8 hits, ranked by seed", "Browsing …"). */
const results = (page: Page) => page.getByRole('table', { name: /ranked by|in catalog order/ });
/** The hits: the rows of the table's body (the header row is the first row group). */
const hitRows = (page: Page) => results(page).getByRole('rowgroup').nth(1).getByRole('row');
const scopeLine = (page: Page) => page.getByRole('status', { name: 'Scope' });
const ranker = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Ranker' }).getByRole('button', { name, exact: true });
/** A movement mark: its title gives the rank under the other ranker (Movement.tsx). */
const moves = (page: Page) => page.getByTitle(/^(rank|#\d+) under |^not returned by /);
/** The decisive figure's cell, titled with why the hit is below the one above (decisiveKey.ts). */
const DECISIVE = /^below .+ on .+ by /;

test('ranks the readers for "excel file" with the spec weights 1.69 and 1.00', async () => {
  const page = shared();
  await leaveView(page);
  await openSample(page);
  await typeQuery(page, 'excel file');
  await expect(hitNames(page).first()).toHaveText('excel_reader');
  await expect(scopeLine(page)).toHaveText('N = 8 of 8 tools');
  // Unfiltered: excel df 1 → 1 + ln(9/2); file df 4 (three readers + write_file) → 1 + ln(9/5).
  await expect(weights(page)).toHaveText(['2.50', '1.59']);

  // The spec's figure: the scope of the three readers.
  await addFilter(page, 'cap:file:read');
  await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('listitem')).toHaveText(
    [/cap\s*file:read/],
  );
  await expect(scopeLine(page)).toContainText('N = 3 of 8 tools');
  await expect(hitNames(page)).toHaveText(['excel_reader', 'text_reader', 'pdf_reader']);
  await expect(
    page.getByRole('region', { name: 'Term weights' }).getByRole('row').nth(1),
  ).toContainText('excel');
  await expect(weights(page)).toHaveText(['1.69', '1.00']);
  // text_reader is below excel_reader on coverage (1 term against 2): that cell is marked.
  const second = hitRows(page).nth(1);
  await expect(second.getByTitle(DECISIVE)).toHaveText('1');
  await page.screenshot(shot('search.png'));
});

test('a capability chip, picked from the autocomplete, changes N and the weights', async () => {
  const page = shared();
  await leaveView(page);
  await openSample(page);
  await typeQuery(page, 'excel file');
  await expect(weights(page)).toHaveText(['2.50', '1.59']);

  // Prefix autocomplete along the capability tree: the root first, then its children.
  await page.getByRole('combobox', { name: 'Filters' }).fill('cap:fi');
  const suggestions = page.getByRole('listbox', { name: 'Filter suggestions' }).getByRole('option');
  await expect(suggestions.first()).toContainText('file');
  await expect(suggestions).toContainText(['file', 'file:read', 'file:write']);
  await suggestions.filter({ hasText: 'file:read' }).click();

  await expect(scopeLine(page)).toContainText('N = 3 of');
  await expect(weights(page)).toHaveText(['1.69', '1.00']);

  // Removing the chip restores the whole catalog and its weights.
  await page.screenshot(shot('chip-autocomplete.png'));
  await page.getByRole('button', { name: 'Remove capability filter file:read' }).click();
  await expect(scopeLine(page)).toContainText('N = 8 of');
  await expect(weights(page)).toHaveText(['2.50', '1.59']);
});

test('filters narrow the scope, and an unknown key is reported', async () => {
  const page = shared();
  await leaveView(page);
  await openSample(page);
  await typeQuery(page, 'excel file');
  await expect(hitNames(page).first()).toHaveText('excel_reader');

  await addFilter(page, 'cap:file');
  // file:read ×3 and file:write.
  await expect(scopeLine(page)).toContainText('N = 4 of');
  await expect(hitNames(page)).toHaveCount(4);

  await addFilter(page, 'cap:file tag:urgent');
  await expect(page.getByRole('list', { name: 'Filter errors' })).toContainText(
    'unknown key "tag"',
  );
  await expect(scopeLine(page)).toContainText('N = 4 of');
  await page.screenshot(shot('filter-error.png'));

  // Backspace in an empty box removes the last chip; editing the text clears the error.
  await page.getByRole('combobox', { name: 'Filters' }).fill('');
  await expect(page.getByRole('list', { name: 'Filter errors' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Filters' }).press('Backspace');
  await expect(
    page.getByRole('list', { name: 'Active filters' }).getByRole('listitem'),
  ).toHaveCount(0);
  await expect(scopeLine(page)).toContainText('N = 8 of');
});

test('the movement column is pending until its ranks come, and fills in after a failed ask is retried', async () => {
  const page = shared();
  await leaveView(page);
  await openSample(page);
  // The movement ranks are their own worker call, after the page: make the next one fail, so
  // the cells stay pending (a quiet dot, "movement pending" to a screen reader) until Retry.
  await page.evaluate(() => (window.__toollens as ToollensHooks).failNext('movement'));
  await page.getByRole('searchbox', { name: 'Query' }).fill('item read');
  await expect(hitNames(page).first()).toHaveText('excel_reader');
  const error = page.getByRole('alert').filter({ hasText: 'movement failed' });
  await expect(error).toContainText('movement failed (test hook)');
  const moving = moves(page);
  const count = await hitNames(page).count();
  await expect(moving).toHaveCount(count);
  for (let i = 0; i < count; i++) {
    await expect(moving.nth(i)).toHaveAttribute('data-pending', 'true');
    await expect(moving.nth(i)).toHaveText('·movement pending');
  }

  const size = page.viewportSize();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot(shot('movement-pending-1440.png'));

  await error.getByRole('button', { name: 'Retry' }).click();
  await expect(error).toHaveCount(0);
  await expect(moves(page).getByText('movement pending')).toHaveCount(0);
  await expect(moving.first()).toHaveText('↑2 against bm25');
  await expect(moving.nth(count - 1)).toHaveText(/^(↑\d+|↓\d+|=|new) against bm25$/);
  await page.screenshot(shot('movement-filled-1440.png'));
  await page.setViewportSize({ width: 390, height: 844 });
  // The table scrolls sideways at this width: show its movement column.
  await results(page).evaluate((table) => {
    const wrap = table.parentElement as HTMLElement;
    wrap.scrollLeft = wrap.scrollWidth;
  });
  await page.screenshot(shot('movement-filled-390.png'));
  // The shared page's own size again, for the tests after this one.
  if (size) await page.setViewportSize(size);
});

test('the ranker toggle re-ranks and shows movement against the other ranker', async () => {
  const page = shared();
  await leaveView(page);
  await openSample(page);
  await page.getByRole('searchbox', { name: 'Query' }).fill('item read');
  // Every hit matches one term. `read` (df 3) is rarer than `item` (df 4), so seed puts the
  // readers first on Σw; BM25 alone prefers the work-item tools.
  await expect(hitNames(page).first()).toHaveText('excel_reader');
  await expect(moves(page).first()).toHaveText('↑2 against bm25');

  // The movement ranks come after the page (a second worker call): every cell fills in.
  await expect(moves(page).getByText('movement pending')).toHaveCount(0);

  await ranker(page, 'bm25').click();
  await expect(ranker(page, 'bm25')).toHaveAttribute('aria-pressed', 'true');
  await expect(hitNames(page).first()).toHaveText('assign_work_item');
  await expect(moves(page).first()).toHaveText('↑3 against seed');
  // Under plain BM25 only the score decides: no coverage or Σw cell is marked.
  await expect(page.getByTitle(DECISIVE).first()).toHaveText(/\d+\.\d\d/);

  await page.screenshot(shot('ranker-bm25.png'));

  // Focus is on the toggle button, not a field: `r` moves to the next ranker (back to seed),
  // and `/` jumps back to the query.
  await page.keyboard.press('r');
  await expect(ranker(page, 'seed')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('/');
  await expect(page.getByRole('searchbox', { name: 'Query' })).toBeFocused();
});

test('opens on the demo catalog, where "colored tag" finds the label tools', async () => {
  const page = shared();
  await reopenDemo(page);
  await typeQuery(page, 'colored tag');
  // Wait for this query's answer: before it, the empty query browses from search_tools.
  await expect(results(page)).toHaveAttribute('data-query', 'colored tag');
  await expect(hitNames(page).nth(2)).toBeVisible();
  const top3 = await hitNames(page).evaluateAll((cells) =>
    cells.slice(0, 3).map((c) => c.textContent),
  );
  expect(top3).toEqual(expect.arrayContaining(['add_label_to_work_item', 'define_label']));
  // Neither description says "colored tag": the glossary does, and the excerpt says so.
  const row = hitRows(page).filter({
    has: page.getByRole('button', { name: 'add_label_to_work_item', exact: true }),
  });
  await expect(row.getByRole('paragraph')).toContainText('Glossary: Label (colored, tag)');
  // The highlighted words: <mark> has the role "mark", which getByRole's types do not accept yet.
  await expect(row.locator('mark')).toHaveText(['colored', 'tag']);
  await page.screenshot(shot('demo-search.png'));
});

test('arrow keys in the query box walk the hits and open their lens', async () => {
  const page = shared();
  await reopenDemo(page);
  await typeQuery(page, 'merge pdf');
  await expect(hitNames(page).first()).toHaveText('merge_pdfs');
  await page.getByRole('searchbox', { name: 'Query' }).press('ArrowDown');
  await expect(page.getByRole('region', { name: /^Lens:/ })).toContainText('Lens: merge_pdfs');
  await page.getByRole('searchbox', { name: 'Query' }).press('ArrowDown');
  const second = await hitNames(page).nth(1).textContent();
  await expect(page.getByRole('region', { name: /^Lens:/ })).toContainText(`Lens: ${second}`);
  await expect(hitRows(page).nth(1)).toHaveAttribute('aria-current', 'true');
  await page.screenshot(shot('arrow-keys.png'));
});

test('the toollens ranker says which words it does not count', async () => {
  const page = shared();
  await reopenDemo(page);
  await ranker(page, 'toollens').click();
  await page.getByRole('searchbox', { name: 'Query' }).fill('how do I read an excel file');
  await expect(page.getByText(/^toollens reads this as a/)).toContainText('keyword query');
  await expect(page.getByText(/^toollens reads this as a/)).toContainText('how (filler)');
  // Its coverage counts informative terms only: "n of 3" (read, excel, file).
  await expect(hitRows(page).first().getByRole('cell').nth(3)).toHaveText(/^\d\/3$/);
  // toollens is the default now: the address leaves it out, and no longer names seed.
  expect(page.url()).not.toContain('ranker=');
  await page.screenshot(shot('ranker-toollens.png'));
});

test('opens on the toollens ranker, the default wherever the spec ranker is not asked for', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('status', { name: 'Catalog' })).toContainText('169 tools');
  await expect(ranker(page, 'toollens')).toHaveAttribute('aria-pressed', 'true');
  await typeQuery(page, 'what is the best way to merge two pdf reports');
  await expect(results(page)).toHaveAttribute(
    'data-query',
    'what is the best way to merge two pdf reports',
  );
  await expect(hitNames(page).first()).toHaveText('merge_pdfs');
  expect(page.url()).not.toContain('ranker=');
  await page.screenshot(shot('default-toollens.png'));
});
