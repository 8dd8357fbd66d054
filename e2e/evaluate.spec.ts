import { expect, test } from '@playwright/test';
import {
  hasDataset,
  metricValue,
  openDemoEvaluation,
  queryRow,
  readDataset,
} from './authoringHelpers';
import { hitNames, importFile, openDemo, saved, shot } from './helpers';

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
  await expect(metricValue(page, 'recall@10')).toHaveText('0.802');
  await expect(metricValue(page, 'mrr')).toHaveText('0.623');
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
  // Compare opens on the default ranker against seed (keys.spec.ts); B is set to BM25 here.
  await page.getByTestId('compare-b').selectOption('bm25');
  await expect(page.getByTestId('compare-a')).toHaveValue('seed');
  await expect(page.getByTestId('compare-b')).toHaveValue('bm25');
  const summary = page.getByTestId('compare-summary');
  await expect(summary).toContainText('bm25 against seed');
  await expect(summary).toContainText('rank-biased overlap');
  await expect(summary).toContainText('Won by bm25');
  await expect(summary).toContainText('Lost by bm25');
  await expect(page.getByTestId('compare-row')).toHaveCount(74);
  // Losses first: BM25 ranks the first expected tool lower than seed on the top row.
  await expect(page.getByTestId('compare-row').first().getByTestId('move')).toContainText('↓');
  await page.screenshot(shot('compare-seed-bm25.png'));
});

test('compares field weights and excerpt caps: what a change costs and what it hides', async ({
  page,
}) => {
  await openDemoEvaluation(page);
  await page.getByTestId('evaluate-tab-compare').click();
  await page.getByTestId('compare-a').selectOption('toollens');
  await page.getByTestId('compare-b').selectOption('toollens');
  const summary = page.getByTestId('compare-summary');
  await expect(summary).toContainText('B (toollens) against A (toollens)');
  await expect(page.getByTestId('compare-won')).toHaveText('0');
  await expect(page.getByTestId('compare-lost')).toHaveText('0');
  // The arguments are read by toollens alone: the field is open here, closed under bm25.
  await expect(page.getByTestId('compare-b-weight-arguments')).toBeEnabled();

  // A 20-character cap ranks nothing differently but shows less of each query.
  await page.getByTestId('compare-b-cap').fill('20');
  await expect(summary).toContainText('toollens · cap 20 against toollens');
  await expect(page.getByTestId('compare-won')).toHaveText('0');
  await expect(page.getByTestId('compare-lost')).toHaveText('0');
  await expect(page.getByTestId('compare-pages')).toContainText('search_tools pages');
  await expect(page.getByTestId('compare-less-shown')).not.toHaveText('0');
  await expect(page.getByTestId('compare-more-shown')).toHaveText('0');
  await expect(page.getByTestId('compare-row').first()).toContainText('100% →');

  // Leaving the descriptions out moves ranks, and loses more queries than it wins.
  await page.getByTestId('compare-b-weight-description').fill('0');
  await expect(summary).toContainText('toollens · description ×0 · cap 20 against toollens');
  await expect(page.getByTestId('compare-lost')).not.toHaveText('0');
  const lost = Number(await page.getByTestId('compare-lost').textContent());
  const won = Number(await page.getByTestId('compare-won').textContent());
  expect(lost).toBeGreaterThan(won);
  await page.screenshot(shot('compare-weights-caps.png'));

  // A bad weight is flagged where it was typed, and the last good comparison stays.
  await page.getByTestId('compare-b-weight-name').fill('-1');
  await expect(page.getByTestId('compare-config-b').getByRole('alert')).toContainText(
    'a number ≥ 0',
  );
  await expect(page.getByTestId('compare-b-weight-name')).toHaveAttribute('aria-invalid', 'true');
  await expect(summary).toContainText('description ×0 · cap 20');

  // Reset brings B back to the ranker's defaults.
  await page.getByTestId('compare-reset-b').click();
  await expect(summary).toContainText('B (toollens) against A (toollens)');
  await expect(page.getByTestId('compare-b-cap')).toHaveValue('');
  // The bad weight typed but never applied goes too.
  await expect(page.getByTestId('compare-b-weight-name')).toHaveValue('');
  await expect(page.getByTestId('compare-config-b').getByRole('alert')).toHaveCount(0);
  await page.getByTestId('compare-b').selectOption('bm25');
  await expect(page.getByTestId('compare-b-weight-arguments')).toBeDisabled();
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
  // A new set is named at once: the form opens on its placeholder name.
  await expect(page.getByTestId('query-set-name')).toHaveValue('My queries 1');
  await page.getByTestId('query-set-name').fill('Notes queries');
  await page.getByTestId('query-set-name').press('Enter');
  await expect(page.getByTestId('query-set-select')).toContainText('Notes queries (0)');
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

test('a query set is renamed, a taken name is refused, and the name survives a reload', async ({
  page,
}) => {
  await openDemoEvaluation(page);
  await page.getByTestId('rename-set').click();
  const name = page.getByTestId('query-set-name');
  await expect(name).toHaveValue('Demo catalog queries');
  await name.fill('   ');
  await page.getByTestId('query-set-name-save').click();
  await expect(page.getByRole('alert')).toContainText('A query set needs a name.');
  await name.fill('Support desk phrasing');
  await name.press('Enter');
  await expect(name).toHaveCount(0);
  await expect(page.getByTestId('query-set-select')).toContainText('Support desk phrasing (74)');

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
  await expect(page.getByTestId('query-set-select')).toContainText('My queries 2 (0)');
  // "New set" opened its editor, and the address keeps the tab (eval=set) through the reload.
  await expect(page.getByTestId('evaluate-tab-set')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('query-set-select').selectOption({ label: 'Support desk phrasing (74)' });
  await page.getByTestId('evaluate-tab-queries').click();
  await expect(page.getByTestId('eval-status')).toContainText('74 queries');
});

test('a malformed query set file is refused with the line and column, and the sets are kept', async ({
  page,
}) => {
  await openDemoEvaluation(page);
  await page.getByTestId('query-set-file').setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from('[\n  {"id": "a", "query": "merge pdfs", "relevant": ["merge_pdfs"]},\n]'),
  });
  const errors = page.getByTestId('query-set-errors');
  await expect(errors).toContainText('broken.json could not be read');
  await expect(errors).toContainText('line 3, column 1');
  await expect(page.getByTestId('query-set-select')).toContainText('Demo catalog queries (74)');
  await expect(page.getByTestId('eval-status')).toContainText('74 queries');
});
