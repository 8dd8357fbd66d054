import { expect, type Page, test } from '@playwright/test';
import {
  editAssignWorkItem,
  openDemoEvaluation,
  queryRow,
  REASSIGN_QUERY,
} from './authoringHelpers';
import { openDemo, saved, shot } from './helpers';

/**
 * Saved work across tabs and a storage that never answers: each item
 * is stored under its own key, a change in one tab shows in the other, and startup does not
 * wait on IndexedDB for ever.
 */

const MERGE_QUERY = 'combine two pdf files';

/** A new query set with one query, and an edit to merge_pdfs from its row. */
const newSetAndEditMergePdfs = async (page: Page) => {
  await page.getByRole('button', { name: 'New set' }).click();
  await page.getByRole('textbox', { name: 'Name of the set' }).fill('Tab B queries');
  await page.getByRole('textbox', { name: 'Name of the set' }).press('Enter');
  await expect(page.getByRole('combobox', { name: 'Query set' })).toContainText(
    'Tab B queries (0)',
  );
  await page
    .getByRole('textbox', { name: 'Query, in the words a user would type' })
    .fill(MERGE_QUERY);
  await page.getByRole('textbox', { name: /^Expected tools/ }).fill('merge_pdfs');
  await page.getByRole('button', { name: 'Add query' }).click();
  await page.getByRole('button', { name: 'Queries', exact: true }).click();
  await queryRow(page, MERGE_QUERY).getByRole('button', { name: 'merge_pdfs' }).first().click();
  const editor = page.getByRole('region', { name: 'Tool editor' });
  await expect(editor).toContainText('Edit merge_pdfs');
  const description = page.getByRole('textbox', { name: /^Description/ });
  await description.press('Control+End');
  await description.pressSequentially(' Joins PDFs.');
  await page.getByRole('button', { name: 'Apply and re-run' }).click();
};

const setNames = async (page: Page) =>
  (
    await page.getByRole('combobox', { name: 'Query set' }).locator('option').allTextContents()
  ).sort();

test("two tabs keep both tabs' work, each told of the other's, and edits to different tools merge", async ({
  context,
}) => {
  const a = await context.newPage();
  const b = await context.newPage();
  await openDemoEvaluation(a);
  await openDemo(b, '#panel=evaluate');
  await editAssignWorkItem(a);
  await expect(queryRow(a, REASSIGN_QUERY).getByText('#1', { exact: true })).toBeVisible();
  await saved(a);
  // B is told of A's work; nothing is swapped under its hands.
  await expect(
    b.getByRole('status').filter({ hasText: 'Another tab saved changes to your work' }),
  ).toBeVisible();

  await newSetAndEditMergePdfs(b);
  await expect(b.getByRole('region', { name: 'Edits' })).toContainText('1 applied');
  await saved(b);
  // B's edit of the demo met A's, which B never read: other tools, so both are saved together.
  await expect(
    b.getByRole('status').filter({
      hasText: "on other tools: both tabs' changes are saved together",
    }),
  ).toBeVisible();
  await expect(
    a.getByRole('status').filter({ hasText: 'Another tab saved changes to your work' }),
  ).toBeVisible();
  await a.screenshot(shot('storage-two-tabs.png'));

  // Reloaded, A has its own set and B's, and both tabs' edits of the demo, under one key.
  await saved(a);
  await a.reload();
  await expect(a.getByRole('status', { name: 'Catalog' })).toContainText(
    'demo · toollens · 169 tools',
  );
  expect(await setNames(a)).toEqual(['Demo catalog queries (74)', 'Tab B queries (1)']);
  await expect(a.getByRole('region', { name: 'Edits' })).toContainText('2 applied');
  await expect(a.getByRole('region', { name: 'Edits' }).locator('summary')).toHaveText([
    'merge_pdfs',
    'assign_work_item',
  ]);
  const editKeys = await a.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('toollens');
        open.onsuccess = () => {
          const keys = open.result
            .transaction('workspace', 'readonly')
            .objectStore('workspace')
            .getAllKeys();
          keys.onsuccess = () =>
            resolve(keys.result.map(String).filter((key) => key.startsWith('edits/')));
        };
      }),
  );
  expect(editKeys).toHaveLength(1);
  // No notice of any kind, whatever it would say: only the test id names them all.
  await expect(a.getByTestId('notice')).toHaveCount(0);
});

/** Replaces indexedDB.open with one whose request never fires: a storage that never answers. */
const hangIndexedDB = (page: Page) =>
  page.addInitScript(() => {
    indexedDB.open = () => ({}) as IDBOpenDBRequest;
  });

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test(`if IndexedDB never answers, the catalog still loads and a notice says why (${width}×${height})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await hangIndexedDB(page);
    await page.goto('/#panel=evaluate');
    await expect(page.getByRole('status', { name: 'Catalog' })).toContainText(
      'demo · toollens · 169 tools',
      {
        timeout: 10_000,
      },
    );
    const notice = page.getByRole('status').filter({ hasText: 'could not be read in time' });
    await expect(notice).toHaveCount(1);
    await expect(notice).toContainText('kept in memory for this visit only');
    // The work of this visit goes on in memory.
    await page.getByRole('button', { name: 'Use the demo query set' }).click();
    await expect(page.getByRole('status', { name: 'Evaluation' })).toContainText('74 queries');
    await page.screenshot({ path: `e2e/screenshots/storage-timeout-${width}.png` });
  });
}
