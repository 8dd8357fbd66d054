import { expect, test } from '@playwright/test';
import {
  hasDataset,
  metricValue,
  openDemoEvaluation,
  queryRow,
  readDataset,
} from './authoringHelpers';
import { hitNames, importFile, openDemo, shot } from './helpers';

/** The Evaluate panel: query sets, metrics with their meaning, queries worst first, compare, lint. */

test('imports livemcpbench tools and queries and shows the metrics', async ({ page }) => {
  test.skip(
    !hasDataset('livemcpbench', 'tools.json') || !hasDataset('livemcpbench', 'queries.json'),
    'dataset not found: ../shared/datasets/livemcpbench',
  );
  await openDemo(page);
  await importFile(page, 'tools.json', readDataset('livemcpbench', 'tools.json'));
  await expect(page.getByTestId('catalog-summary')).toContainText('tools.json');
  await page.getByRole('tab', { name: /Evaluate/ }).click();
  await page.getByTestId('query-set-file').setInputFiles({
    name: 'queries.json',
    mimeType: 'application/json',
    buffer: Buffer.from(readDataset('livemcpbench', 'queries.json')),
  });
  await expect(page.getByTestId('eval-status')).toContainText('67 queries');
  for (const id of ['recall@1', 'recall@5', 'recall@10', 'mrr', 'ndcg10']) {
    await expect(metricValue(page, id)).toHaveText(/^\d\.\d{3}$/);
  }
  // Each metric says what it measures.
  await expect(page.getByTestId('metric-mrr')).toContainText(
    '1 / the rank of the first expected tool',
  );
  // Worst first: the first rows fail, the last ones pass.
  await expect(page.getByTestId('query-row').first()).toHaveAttribute('data-status', 'fail');
  await page.screenshot(shot('evaluate-livemcpbench.png'));
});

test('the demo set: k changes what counts, and a query opens in Search', async ({ page }) => {
  await openDemoEvaluation(page);
  await expect(metricValue(page, 'recall@10')).toHaveText('0.776');
  await expect(metricValue(page, 'mrr')).toHaveText('0.607');
  const status = page.getByTestId('eval-status');
  const atTen = await status.textContent();
  await page.getByTestId('k-3').click();
  await expect(page.getByTestId('metric-recall@3')).toBeVisible();
  await expect(status).not.toHaveText(atTen ?? '');
  await page.screenshot(shot('evaluate-demo.png'));

  // "reassign this ticket to Maria" expects assign_work_item, which seed ranks 12th.
  const row = queryRow(page, 'reassign this ticket to Maria');
  await expect(row.getByTestId('expected-rank')).toHaveText('#12');
  await row.getByTestId('query-open').click();
  await expect(page.getByRole('tab', { name: /Search/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('query-input')).toHaveValue('reassign this ticket to Maria');
  await expect(hitNames(page).first()).toBeVisible();
  // The expected tool is off the first page, so "Why not?" explains it.
  expect(page.url()).toContain('why=assign_work_item');
});

test('compares seed against BM25, query by query', async ({ page }) => {
  await openDemoEvaluation(page);
  await page.getByTestId('evaluate-tab-compare').click();
  await expect(page.getByTestId('compare-a')).toHaveValue('seed');
  await expect(page.getByTestId('compare-b')).toHaveValue('bm25');
  const summary = page.getByTestId('compare-summary');
  await expect(summary).toContainText('bm25 against seed');
  await expect(summary).toContainText('rank-biased overlap');
  await expect(summary).toContainText('Won by bm25');
  await expect(summary).toContainText('Lost by bm25');
  await expect(page.getByTestId('compare-row')).toHaveCount(78);
  // Losses first: BM25 ranks the first expected tool lower than seed on the top row.
  await expect(page.getByTestId('compare-row').first().getByTestId('move')).toContainText('↓');
  await page.screenshot(shot('compare-seed-bm25.png'));
});

test('lint lists findings with their fixes, filterable by severity', async ({ page }) => {
  await openDemoEvaluation(page);
  await page.getByTestId('evaluate-tab-lint').click();
  const findings = page.getByTestId('finding');
  await expect(findings.first()).toBeVisible();
  await expect(findings.first()).toContainText('Fix:');
  const all = await findings.count();
  await page.getByTestId('lint-warning').click();
  const warnings = await findings.count();
  expect(warnings).toBeLessThanOrEqual(all);
  for (const finding of await findings.all()) await expect(finding).toHaveClass(/finding-warning/);
  await page.screenshot(shot('lint.png'));
});

test('a query set is written in the app and exported as CSV', async ({ page }) => {
  await openDemo(page, '#panel=evaluate');
  await page.getByRole('button', { name: 'New set' }).click();
  await page.getByTestId('query-text').fill('open notes.txt');
  await page.getByTestId('query-expected').fill('read_file:2, search_files');
  await page.getByTestId('query-must-not').fill('format_disk');
  await page.getByRole('button', { name: 'Add query' }).click();
  await expect(page.getByTestId('query-list')).toContainText('read_file:2, search_files');
  await expect(page.getByTestId('query-list')).toContainText('not in this catalog: format_disk');
  await page.getByTestId('evaluate-tab-queries').click();
  await expect(page.getByTestId('eval-status')).toContainText('1 query ·');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  await page.screenshot(shot('query-set-editor.png'));
});
