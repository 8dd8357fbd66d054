import { expect, test } from '@playwright/test';
import { openDemo, shot } from './helpers';

/** The Catalog panel: every tool, sortable and filterable, and one tool as declared. */

test('lists every tool with its figures, sorts, filters and shows a declaration', async ({
  page,
}) => {
  await openDemo(page);
  await page.getByRole('tab', { name: /Catalog/ }).click();
  const rows = page.getByTestId('catalog-row');
  await expect(rows).toHaveCount(169);
  // Token counts arrive from the worker's tokenizer after the rows: no placeholder remains.
  await expect(page.getByText('tokens by o200k_base')).toBeVisible();

  // The worst activated tool of the spec's figures is read_json: most schema characters.
  await page.getByTestId('sort-schemaChars').click();
  await page.getByTestId('sort-schemaChars').click();
  await expect(page.getByRole('columnheader', { name: /schema/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(rows.first().getByTestId('catalog-name')).toHaveText('read_json');
  expect(page.url()).toContain('sort=-schemaChars');

  // run_python is the live tool.
  await page.getByTestId('catalog-filter').fill('run_python');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByTestId('live-marker')).toBeVisible();
  await rows.first().getByTestId('catalog-name').click();

  const detail = page.getByTestId('tool-detail');
  await expect(detail).toContainText('run_python');
  await expect(page.getByTestId('tool-declaration')).toContainText(
    '{"name":"run_python","description":"Execute Python',
  );
  await expect(page.getByTestId('tool-schema')).toContainText('"timeoutSeconds": {');
  await page.screenshot(shot('catalog.png'));
});

test('shows the glossary concepts of a tagged tool', async ({ page }) => {
  await openDemo(page, '#panel=catalog&tool=define_label');
  const detail = page.getByTestId('tool-detail');
  await expect(detail).toContainText('define_label');
  await expect(page.getByTestId('tool-concepts')).toContainText('colored');
  await expect(page.getByTestId('catalog-row').filter({ hasText: 'define_label' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await page.screenshot(shot('catalog-concepts.png'));
});
