import { expect, test } from '@playwright/test';
import { hitNames, searchFor, shot } from './helpers';
import { reopenDemo, sharedPage } from './sharedPage';

/**
 * The explain tree: why a hit scored what it did, term by term and field by field,
 * beside its lens. The same object the CLI prints with `search --explain`. The tests share one
 * loaded page (sharedPage.ts), each opening the demo afresh.
 */

const shared = sharedPage();

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test(`a name query's hit explains its name match, keys and parts (${width}×${height})`, async () => {
    const page = shared();
    const size = page.viewportSize();
    await page.setViewportSize({ width, height });
    await reopenDemo(page, '#ranker=toollens');
    await searchFor(page, 'list work items');
    await expect(hitNames(page).first()).toHaveText('list_work_items');
    await hitNames(page).nth(1).click();

    const tree = page.getByRole('region', { name: /^Why #/ });
    await expect(tree).toContainText('Why #2 list_work_types');
    // Both cover the three terms; the first says all of its name, this one two words of three.
    await expect(tree.getByText(/^Below /)).toContainText(
      'Below list_work_items on name match (by 0.33)',
    );
    await expect(tree.getByText(/^Name match /)).toContainText('Name match 0.67');
    const terms = tree.getByRole('table');
    await expect(terms).toContainText('description');
    // The rows' contributions add up to the BM25F shown in the foot, to the cent.
    const foot = terms.getByRole('row').filter({ hasText: /^BM25F \(k1/ });
    const contributions = await terms
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .filter({ hasNotText: /^BM25F \(k1/ })
      .evaluateAll((rows) =>
        rows.map((row) => Number(row.querySelector('td:last-child')?.textContent || 0)),
      );
    expect(contributions.length).toBeGreaterThan(0);
    const sum = contributions.reduce((total, value) => total + value, 0);
    const bm25f = Number(await foot.getByRole('cell').last().textContent());
    expect(Math.abs(sum - bm25f)).toBeLessThan(0.03);
    await page.screenshot(shot(`explain-name-${width}.png`));
    // The shared page's own size again, for the tests after this one.
    if (size) await page.setViewportSize(size);
  });
}

test('a match in the arguments shows as a field of its own', async () => {
  const page = shared();
  await reopenDemo(page, '#ranker=toollens');
  await searchFor(page, 'merge pdfs into one document');
  await expect(hitNames(page).first()).toHaveText('merge_pdfs');
  await hitNames(page).first().click();
  const tree = page.getByRole('region', { name: /^Why #/ });
  await expect(tree).toContainText('Why #1 merge_pdfs');
  await expect(tree.getByText(/^First: /)).toContainText('First: no hit above it.');
  await expect(tree.getByRole('table').getByRole('cell', { name: 'arguments' })).not.toHaveCount(0);
  await tree.screenshot({ path: 'e2e/screenshots/explain-arguments.png' });
});

test('under seed the tree reads the spec keys, with Orama BM25 as one number', async () => {
  const page = shared();
  await reopenDemo(page);
  await searchFor(page, 'merge pdf');
  await hitNames(page).first().click();
  const tree = page.getByRole('region', { name: /^Why #/ });
  await expect(tree.getByText(/^Coverage /)).toContainText("Orama's BM25");
  await expect(tree.getByRole('table')).toHaveCount(0);
});
