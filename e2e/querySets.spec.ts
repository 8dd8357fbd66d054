import { expect, test } from '@playwright/test';
import { hasDataset, metricValue, openDemoEvaluation, readDataset } from './authoringHelpers';
import { evalStatus, viewButton } from './evaluateSteps';
import { catalogSummary, importFile, openDemo, saved, shot } from './helpers';

/**
 * Query sets in the Evaluate panel, each test on its own page: a dataset's catalog and queries
 * imported, a set written in the app and exported, a set renamed and kept through a reload.
 * The demo set's metrics, Compare and Lint: evaluate.spec.ts.
 */

test('imports livemcpbench tools and queries and shows the metrics', async ({ page }) => {
  test.skip(
    !hasDataset('livemcpbench', 'tools.json') || !hasDataset('livemcpbench', 'queries.json'),
    'dataset not found: ../shared/datasets/livemcpbench',
  );
  await openDemo(page);
  await importFile(page, 'tools.json', readDataset('livemcpbench', 'tools.json'));
  await expect(catalogSummary(page)).toContainText('tools.json');
  await page.getByRole('tab', { name: /Evaluate/ }).click();
  await page.getByLabel('Import queries…').setInputFiles({
    name: 'queries.json',
    mimeType: 'application/json',
    buffer: Buffer.from(readDataset('livemcpbench', 'queries.json')),
  });
  await expect(evalStatus(page)).toContainText('67 queries');
  for (const id of ['recall@1', 'recall@5', 'recall@10', 'mrr', 'ndcg10']) {
    await expect(metricValue(page, id)).toHaveText(/^\d\.\d{3}$/);
  }
  // Each metric says what it measures.
  await expect(page.getByText('MRR', { exact: true })).toBeVisible();
  await expect(page.getByText('1 / the rank of the first expected tool')).toBeVisible();
  // Worst first: the first rows fail, the last ones pass.
  await expect(
    page
      .getByRole('table', { name: /^Worst first at k = / })
      .getByRole('row')
      .nth(1),
  ).toHaveAttribute('data-status', 'fail');
  await page.screenshot(shot('evaluate-livemcpbench.png'));
});

test('a query set is written in the app and exported as CSV', async ({ page }) => {
  await openDemo(page, '#panel=evaluate');
  await page.getByRole('button', { name: 'New set' }).click();
  // A new set is named at once: the form opens on its placeholder name.
  await expect(page.getByRole('textbox', { name: 'Name of the set' })).toHaveValue('My queries 1');
  await page.getByRole('textbox', { name: 'Name of the set' }).fill('Notes queries');
  await page.getByRole('textbox', { name: 'Name of the set' }).press('Enter');
  await expect(page.getByRole('combobox', { name: 'Query set' })).toContainText(
    'Notes queries (0)',
  );
  await page.getByLabel('Query, in the words a user would type').fill('open notes.txt');
  await page.getByLabel(/^Expected tools, comma-separated/).fill('read_file:2, search_files');
  await page.getByLabel('Must not return (optional)').fill('format_disk');
  await page.getByRole('button', { name: 'Add query' }).click();
  await expect(page.getByRole('list', { name: 'Queries in the set' })).toContainText(
    'read_file:2, search_files',
  );
  await expect(page.getByRole('list', { name: 'Queries in the set' })).toContainText(
    'not in this catalog: format_disk',
  );
  await viewButton(page, 'Queries').click();
  await expect(evalStatus(page)).toContainText('1 query ·');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  await page.screenshot(shot('query-set-editor.png'));
});

test('a query set is renamed, a taken name is refused, and the name survives a reload', async ({
  page,
}) => {
  await openDemoEvaluation(page);
  await page.getByRole('button', { name: 'Rename', exact: true }).click();
  const name = page.getByRole('textbox', { name: 'Name of the set' });
  await expect(name).toHaveValue('Demo catalog queries');
  await name.fill('   ');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByRole('alert')).toContainText('A query set needs a name.');
  await name.fill('Support desk phrasing');
  await name.press('Enter');
  await expect(name).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Query set' })).toContainText(
    'Support desk phrasing (74)',
  );

  await page.getByRole('button', { name: 'New set' }).click();
  await name.fill('Support desk phrasing');
  await name.press('Enter');
  await expect(page.getByRole('alert')).toContainText(
    'Another query set is already called "Support desk phrasing".',
  );
  await name.press('Escape');
  await expect(name).toHaveCount(0);

  await saved(page);
  await page.reload();
  // The new set is still the active one; the renamed set is beside it under its new name.
  await expect(page.getByRole('combobox', { name: 'Query set' })).toContainText('My queries 2 (0)');
  // "New set" opened its editor, and the address keeps the tab (eval=set) through the reload.
  await expect(viewButton(page, 'Edit the set')).toHaveAttribute('aria-pressed', 'true');
  await page
    .getByRole('combobox', { name: 'Query set' })
    .selectOption({ label: 'Support desk phrasing (74)' });
  await viewButton(page, 'Queries').click();
  await expect(evalStatus(page)).toContainText('74 queries');
});
