import { expect, type Page, test } from '@playwright/test';
import { metricValue, queryRow } from './authoringHelpers';
import { evalStatus, viewButton } from './evaluateSteps';
import { catalogSummary, hitNames, shot, withSeed } from './helpers';
import { leaveView, sharedPage } from './sharedPage';

/** One side of Compare: its fieldset is named by its legend. */
const side = (page: Page, name: 'A baseline' | 'B the change') =>
  page.getByRole('group', { name, exact: true });
const comparison = (page: Page) => page.getByRole('region', { name: 'Comparison' });
/** The per-query rows of the compare table (the header row has no plain cells). */
const compareRows = (page: Page) =>
  page
    .getByRole('table', { name: /^Rank of the first expected tool under each/ })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
/** "won N queries, lost M" as the summary says it. */
const wonLost = async (page: Page) => {
  const text = (await comparison(page).textContent()) ?? '';
  const found = /won ([\d,]+) quer(?:y|ies), lost ([\d,]+),/.exec(text);
  if (!found) throw new Error(`no won/lost counts in: ${text}`);
  return { won: Number(found[1]?.replace(/,/g, '')), lost: Number(found[2]?.replace(/,/g, '')) };
};

/**
 * The Evaluate panel: query sets, metrics with their meaning, queries worst first, compare, lint.
 * The tests on the demo set share one loaded page (sharedPage.ts), each opening the panel afresh
 * with the demo set and k = 10. The query sets, k, Compare's sides and Lint's severity live in
 * the saved work, outside the view: a test that changes one puts it back or sets its own. The
 * tests that need their own page (an imported catalog, a new set named by how many sets there
 * are, a reload) are in querySets.spec.ts.
 */

const shared = sharedPage();

/**
 * The demo set in the Evaluate panel, as openDemoEvaluation opens it on a new page: added on the
 * page's first visit, chosen again on a later one, where it is already among the sets.
 */
const openEvaluation = async (page: Page) => {
  await leaveView(page);
  await page.goto(`/${withSeed('#panel=evaluate')}`);
  await expect(catalogSummary(page)).toContainText('demo · toollens · 169 tools');
  const useDemo = page.getByRole('button', { name: 'Use the demo query set' });
  const sets = page.getByRole('combobox', { name: 'Query set' });
  await expect(useDemo.or(sets).first()).toBeVisible();
  if (await useDemo.isVisible()) await useDemo.click();
  else await sets.selectOption({ label: 'Demo catalog queries (74)' });
  await expect(evalStatus(page)).toContainText('74 queries');
  await page.getByRole('button', { name: 'k = 10', exact: true }).click();
  await expect(page.getByRole('button', { name: 'k = 10', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
};

/** Compare's sides as a new visit has them: the view's ranker (seed) against toollens. */
const compareAsNew = async (page: Page) => {
  for (const [name, ranker] of [
    ['A baseline', 'seed'],
    ['B the change', 'toollens'],
  ] as const) {
    const reset = side(page, name).getByRole('button', { name: 'Reset to defaults' });
    if ((await reset.count()) > 0) await reset.click();
    await side(page, name).getByRole('combobox', { name: 'ranker' }).selectOption(ranker);
  }
};

test('the demo set: k changes what counts, and a query opens in Search', async () => {
  const page = shared();
  await openEvaluation(page);
  await expect(metricValue(page, 'recall@10')).toHaveText('0.802');
  await expect(metricValue(page, 'mrr')).toHaveText('0.623');
  const status = evalStatus(page);
  const atTen = await status.textContent();
  await page.getByRole('button', { name: 'k = 3' }).click();
  await expect(page.getByText('recall@3', { exact: true })).toBeVisible();
  await expect(status).not.toHaveText(atTen ?? '');
  await page.screenshot(shot('evaluate-demo.png'));

  // "reassign this ticket to Maria" expects assign_work_item, which seed ranks 12th.
  const row = queryRow(page, 'reassign this ticket to Maria');
  await expect(row.getByText('#12', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'reassign this ticket to Maria' }).click();
  await expect(page.getByRole('tab', { name: /Search/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('searchbox', { name: /^Query/ })).toHaveValue(
    'reassign this ticket to Maria',
  );
  await expect(hitNames(page).first()).toBeVisible();
  // The expected tool is off the first page, so "Why not?" explains it.
  expect(page.url()).toContain('why=assign_work_item');
});

test('compares seed against BM25, query by query', async () => {
  const page = shared();
  await openEvaluation(page);
  await viewButton(page, 'Compare').click();
  // Compare opens on the default ranker against seed (keys.spec.ts); B is set to BM25 here.
  await side(page, 'B the change').getByRole('combobox', { name: 'ranker' }).selectOption('bm25');
  await expect(side(page, 'A baseline').getByRole('combobox', { name: 'ranker' })).toHaveValue(
    'seed',
  );
  await expect(side(page, 'B the change').getByRole('combobox', { name: 'ranker' })).toHaveValue(
    'bm25',
  );
  const summary = comparison(page);
  await expect(summary).toContainText('bm25 against seed');
  await expect(summary).toContainText('rank-biased overlap');
  await expect(summary).toContainText('Won by bm25');
  await expect(summary).toContainText('Lost by bm25');
  await expect(compareRows(page)).toHaveCount(74);
  // Losses first: BM25 ranks the first expected tool lower than seed on the top row.
  await expect(
    compareRows(page).first().getByTitle('bm25 against seed', { exact: true }),
  ).toContainText('↓');
  await page.screenshot(shot('compare-seed-bm25.png'));
  // Compare's sides as a new visit has them again, for the tests after this one.
  await compareAsNew(page);
});

test('compares field weights and excerpt caps: what a change costs and what it hides', async () => {
  const page = shared();
  await openEvaluation(page);
  await viewButton(page, 'Compare').click();
  await side(page, 'A baseline').getByRole('combobox', { name: 'ranker' }).selectOption('toollens');
  await side(page, 'B the change')
    .getByRole('combobox', { name: 'ranker' })
    .selectOption('toollens');
  const summary = comparison(page);
  await expect(summary).toContainText('B (toollens) against A (toollens)');
  await expect(summary).toContainText(/won 0 queries, lost 0,/);
  // The arguments are read by toollens alone: the field is open here, closed under bm25.
  await expect(
    side(page, 'B the change').getByRole('textbox', { name: 'arguments ×' }),
  ).toBeEnabled();

  // A 20-character cap ranks nothing differently but shows less of each query.
  await side(page, 'B the change').getByRole('textbox', { name: 'excerpt cap' }).fill('20');
  await expect(summary).toContainText('toollens · cap 20 against toollens');
  await expect(summary).toContainText(/won 0 queries, lost 0,/);
  const pages = summary.getByText(/^search_tools pages:/);
  await expect(pages).toContainText(/shows more on 0 quer(?:y|ies), less on [1-9][\d,]*\./);
  await expect(compareRows(page).first()).toContainText('100% →');

  // Leaving the descriptions out moves ranks, and loses more queries than it wins.
  await side(page, 'B the change').getByRole('textbox', { name: 'description ×' }).fill('0');
  await expect(summary).toContainText('toollens · description ×0 · cap 20 against toollens');
  await expect(summary).not.toContainText(/lost 0,/);
  const { won, lost } = await wonLost(page);
  expect(lost).toBeGreaterThan(won);
  await page.screenshot(shot('compare-weights-caps.png'));

  // A bad weight is flagged where it was typed, and the last good comparison stays.
  await side(page, 'B the change').getByRole('textbox', { name: 'name ×' }).fill('-1');
  await expect(side(page, 'B the change').getByRole('alert')).toContainText('a number ≥ 0');
  await expect(side(page, 'B the change').getByRole('textbox', { name: 'name ×' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(summary).toContainText('description ×0 · cap 20');

  // Reset brings B back to the ranker's defaults.
  await side(page, 'B the change').getByRole('button', { name: 'Reset to defaults' }).click();
  await expect(summary).toContainText('B (toollens) against A (toollens)');
  await expect(
    side(page, 'B the change').getByRole('textbox', { name: 'excerpt cap' }),
  ).toHaveValue('');
  // The bad weight typed but never applied goes too.
  await expect(side(page, 'B the change').getByRole('textbox', { name: 'name ×' })).toHaveValue('');
  await expect(side(page, 'B the change').getByRole('alert')).toHaveCount(0);
  await side(page, 'B the change').getByRole('combobox', { name: 'ranker' }).selectOption('bm25');
  await expect(
    side(page, 'B the change').getByRole('textbox', { name: 'arguments ×' }),
  ).toBeDisabled();
  // Compare's sides as a new visit has them again, for the tests after this one.
  await compareAsNew(page);
});

test('lint lists findings with their fixes, filterable by severity', async () => {
  const page = shared();
  await openEvaluation(page);
  await viewButton(page, 'Lint').click();
  // All, as on a new visit: the severity is kept in the saved work.
  await page.getByRole('button', { name: /^All \(/ }).click();
  const findings = page.getByRole('list', { name: 'Findings' }).getByRole('listitem');
  await expect(findings.first()).toBeVisible();
  await expect(findings.first()).toContainText('Fix:');
  const all = await findings.count();
  await page.getByRole('button', { name: /^Warnings/ }).click();
  const warnings = await findings.count();
  expect(warnings).toBeLessThanOrEqual(all);
  for (const finding of await findings.all()) await expect(finding).toHaveClass(/finding-warning/);
  await page.screenshot(shot('lint.png'));
});

test('a malformed query set file is refused with the line and column, and the sets are kept', async () => {
  const page = shared();
  await openEvaluation(page);
  await page.getByLabel('Import queries…').setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from('[\n  {"id": "a", "query": "merge pdfs", "relevant": ["merge_pdfs"]},\n]'),
  });
  const errors = page.getByRole('alert').filter({ hasText: 'could not be read' });
  await expect(errors).toContainText('broken.json could not be read');
  await expect(errors).toContainText('line 3, column 1');
  await expect(page.getByRole('combobox', { name: 'Query set' })).toContainText(
    'Demo catalog queries (74)',
  );
  await expect(evalStatus(page)).toContainText('74 queries');
  // Dismissed, as a reader does: the errors live outside the view, and the next test shares
  // this page.
  await errors.getByRole('button', { name: 'Dismiss' }).click();
  await expect(errors).toHaveCount(0);
});
