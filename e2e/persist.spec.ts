import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import {
  editAssignWorkItem,
  metricValue,
  openDemoEvaluation,
  queryRow,
  REASSIGN_QUERY,
} from './authoringHelpers';
import { hitNames, importFile, openDemo, saved, shot } from './helpers';

/** The workspace: work survives a reload, a full disk loses nothing, files and links carry it. */

/** An expected tool's rank beside its name in a query row: "#12", "#1". */
const RANK = /^#\d+$/;
const querySet = (page: Page) => page.getByRole('combobox', { name: /^Query set/ });
/** Side B of the Compare view: its fieldset, named by its legend ("B the change"). */
const sideB = (page: Page) => page.getByRole('group', { name: /^B\b/ });

const expectEdited = async (page: Page) => {
  const row = queryRow(page, REASSIGN_QUERY);
  await expect(row.getByText(RANK)).toHaveText('#1');
  await expect(row).toHaveAttribute('data-status', 'pass');
  await expect(page.getByRole('region', { name: 'Edits' })).toContainText('1 applied');
};

test('after a reload the edit, the query set and the view are still there', async ({ page }) => {
  await openDemoEvaluation(page);
  await editAssignWorkItem(page);
  await expect(queryRow(page, REASSIGN_QUERY).getByText(RANK)).toHaveText('#1');
  await page.getByRole('button', { name: 'k = 5' }).click();

  await saved(page);
  await page.reload();
  await expect(page.getByRole('status', { name: 'Catalog' })).toContainText(
    'demo · toollens · 169 tools',
  );
  await expect(page.getByRole('tab', { name: /Evaluate/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(querySet(page)).toHaveValue('demo');
  await expect(page.getByRole('button', { name: 'k = 5' })).toHaveAttribute('aria-pressed', 'true');
  await expectEdited(page);
  // The search engine has the edit too: the query finds the edited tool first.
  await queryRow(page, REASSIGN_QUERY).getByRole('button', { name: REASSIGN_QUERY }).click();
  await expect(hitNames(page).first()).toHaveText('assign_work_item');
  await page.screenshot(shot('persist-reload.png'));

  // A visit without a hash opens where the user left off.
  await saved(page);
  await page.goto('/');
  await expect(page.getByRole('searchbox', { name: 'Query' })).toHaveValue(REASSIGN_QUERY);
});

test("the Compare view's two configurations survive a reload", async ({ page }) => {
  await openDemoEvaluation(page);
  await page
    .getByRole('group', { name: 'Evaluate views' })
    .getByRole('button', { name: 'Compare' })
    .click();
  await sideB(page).getByRole('combobox', { name: 'ranker' }).selectOption('toollens');
  await sideB(page).getByRole('textbox', { name: 'name ×' }).fill('1');
  await sideB(page).getByRole('textbox', { name: 'excerpt cap' }).fill('60');
  const summary = page.getByRole('region', { name: 'Comparison' });
  await expect(summary).toContainText('toollens · name ×1 · cap 60 against seed');

  await saved(page);
  await page.reload();
  await page
    .getByRole('group', { name: 'Evaluate views' })
    .getByRole('button', { name: 'Compare' })
    .click();
  await expect(sideB(page).getByRole('combobox', { name: 'ranker' })).toHaveValue('toollens');
  await expect(sideB(page).getByRole('textbox', { name: 'name ×' })).toHaveValue('1');
  await expect(sideB(page).getByRole('textbox', { name: 'excerpt cap' })).toHaveValue('60');
  await expect(summary).toContainText('toollens · name ×1 · cap 60 against seed');
});

test('an imported catalog is loaded again after a reload', async ({ page }) => {
  await openDemo(page);
  const catalog = JSON.stringify({
    tools: [{ name: 'read_notes', description: 'Read the notes file', inputSchema: {} }],
  });
  await importFile(page, 'notes.json', catalog);
  await expect(page.getByRole('status', { name: 'Catalog' })).toContainText(
    'notes.json · mcp · 1 tool',
  );
  await saved(page);
  await page.reload();
  await expect(page.getByRole('status', { name: 'Catalog' })).toContainText(
    'notes.json · mcp · 1 tool',
  );
  await expect(page.getByRole('status', { name: 'Notice' })).toHaveCount(0);
});

test('a full disk is reported, and the work of the visit is kept', async ({ page }) => {
  // Every IndexedDB write fails as a full disk would.
  await page.addInitScript(() => {
    IDBObjectStore.prototype.put = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await openDemoEvaluation(page);
  await expect(page.getByRole('status', { name: 'Notice' })).toContainText(
    'Browser storage is full.',
  );
  await expect(page.getByRole('status', { name: 'Notice' })).toContainText('export the workspace');
  await editAssignWorkItem(page);
  await expect(queryRow(page, REASSIGN_QUERY).getByText(RANK)).toHaveText('#1');
  await expect(page.getByRole('region', { name: 'Edits' })).toContainText('1 applied');
  await page.screenshot(shot('persist-quota.png'));

  // The Timeline's saved transcripts live in the same store: an edit there is kept in memory
  // too, and the full disk is still reported once.
  await page.getByRole('tab', { name: /Timeline/ }).click();
  await page.getByRole('button', { name: 'Edit transcript' }).click();
  await page.getByRole('combobox', { name: /^Add to t\d+/ }).selectOption('activate');
  await page.getByRole('textbox', { name: 'Names' }).fill('generate_pdf');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  // Four events, each with its Remove button in the editing view.
  await expect(page.getByRole('button', { name: 'Remove event' })).toHaveCount(4);
  await expect(
    page.getByRole('status', { name: 'Notice' }).filter({ hasText: 'storage is full' }),
  ).toHaveCount(1);
});

test('the workspace goes out as one file and comes back in a fresh browser', async ({
  page,
  browser,
}) => {
  await openDemoEvaluation(page);
  await editAssignWorkItem(page);
  await expect(queryRow(page, REASSIGN_QUERY).getByText(RANK)).toHaveText('#1');
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export workspace' }).click();
  const text = readFileSync((await (await download).path()) ?? '', 'utf8');
  expect(JSON.parse(text)).toMatchObject({ toollens: 'workspace', version: 1, activeSet: 'demo' });

  const fresh = await (await browser.newContext()).newPage();
  await openDemo(fresh);
  await fresh.getByRole('button', { name: 'Share', exact: true }).click();
  await fresh.getByLabel('Import workspace…').setInputFiles({
    name: 'workspace.json',
    mimeType: 'application/json',
    buffer: Buffer.from(text),
  });
  await expect(fresh.getByRole('tab', { name: /Evaluate/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expectEdited(fresh);

  // A damaged file is refused with the path of the problem.
  await fresh.getByRole('button', { name: 'Share', exact: true }).click();
  await fresh.getByLabel('Import workspace…').setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from(text.replace('"k": 10', '"k": 0')),
  });
  await expect(fresh.getByRole('dialog').getByRole('alert')).toContainText('broken.json: /k');
  await fresh.screenshot(shot('workspace-import-error.png'));

  // A file cut short by a stray comma is placed by line and column, in Chromium's JSON.parse too.
  await fresh.getByLabel('Import workspace…').setInputFiles({
    name: 'comma.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{\n  "toollens": "workspace",\n  "version": 1,,\n}'),
  });
  await expect(fresh.getByRole('dialog').getByRole('alert')).toContainText(
    'comma.json: line 3, column 16: not valid JSON',
  );
});

test('a share link opens the view with its query set and edits in a fresh browser', async ({
  page,
  browser,
}) => {
  await openDemoEvaluation(page);
  await editAssignWorkItem(page);
  await expect(metricValue(page, 'mrr')).toHaveText('0.635');
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const link = page.getByRole('textbox', { name: /^Share link/ });
  await expect(link).toHaveValue(/#share=[A-Za-z0-9_-]+$/);
  await page.screenshot(shot('share-dialog.png'));
  const url = await link.inputValue();

  const fresh = await (await browser.newContext()).newPage();
  await fresh.goto(url);
  await expect(fresh.getByRole('status', { name: 'Catalog' })).toContainText(
    'demo · toollens · 169 tools',
  );
  await expect(querySet(fresh)).toHaveValue('demo');
  await expectEdited(fresh);
  await expect(metricValue(fresh, 'mrr')).toHaveText('0.635');
  // The share hash gives way to the view's own.
  expect(fresh.url()).toContain('#panel=evaluate');
  // What the link brought is saved like the reader's own work.
  await saved(fresh);
  await fresh.reload();
  await expect(querySet(fresh)).toHaveValue('demo');
  await expectEdited(fresh);
});
