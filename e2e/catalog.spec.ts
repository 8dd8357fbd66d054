import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { importFile, openDemo, shot, shotBoth } from './helpers';
import { openPulled } from './pulledServers';

/** The Catalog panel: every tool, sortable and filterable, and one tool as declared. */

test('lists every tool with its figures, sorts, filters and shows a declaration', async ({
  page,
}) => {
  await openDemo(page);
  await page.getByRole('tab', { name: /Catalog/ }).click();
  const rows = page.getByTestId('catalog-row');
  await expect(rows).toHaveCount(169);
  // Token counts arrive from the worker's tokenizer after the rows: no placeholder remains.
  await expect(page.getByText(/^[\d,]+ tools · tokens by o200k_base/)).toBeVisible();

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
  await expect(page.getByTestId('tool-tree')).toContainText('"timeoutSeconds": {');
  await expect(
    page.getByTestId('argument-row').filter({ hasText: 'timeoutSeconds' }),
  ).toContainText('default 60');
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

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test(`shows a declaration as a tree that folds by keyboard, and its arguments as a table (${width}×${height})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await openDemo(page, '#panel=catalog&tool=annotate_image');
    const detail = page.getByTestId('tool-detail');
    await expect(detail).toContainText('annotate_image');

    // The table: a nested argument indented under its array, with its type, required and values.
    const kind = page
      .getByTestId('argument-row')
      .and(page.locator('[data-argument="shapes[].kind"]'));
    await expect(kind).toContainText('string');
    await expect(kind.getByText('yes', { exact: true })).toBeVisible();
    await expect(kind).toContainText('one of "box", "arrow", "text", "blur"');
    await expect(
      page.getByTestId('argument-row').and(page.locator('[data-argument="shapes"]')),
    ).toContainText('array of object');

    // The tree: coloured, pretty-printed, and folded and unfolded with the keyboard.
    const tree = page.getByTestId('tool-tree');
    await expect(tree.locator('.json-key').filter({ hasText: '"input_schema"' })).toBeVisible();
    const schema = tree.locator('details').filter({
      has: page.locator(':scope > summary', { hasText: '"input_schema"' }),
    });
    await expect(schema).toHaveAttribute('open', '');
    await expect(tree).toContainText('"kind": {');
    await schema.locator(':scope > summary').focus();
    await page.keyboard.press('Enter');
    await expect(schema).not.toHaveAttribute('open', '');
    await expect(schema.locator(':scope > summary')).toContainText('3 keys');
    await expect(tree).not.toContainText('"kind": {');
    await page.keyboard.press('Space');
    await expect(schema).toHaveAttribute('open', '');
    await expect(tree).toContainText('"kind": {');

    // axe finds nothing in the tree and the table (colours, the table's headers, the details).
    const axe = await new AxeBuilder({ page }).include('[data-testid="tool-detail"]').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);

    // Nothing in the detail is wider than its panel, at either size.
    const overflow = await detail.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await page.getByTestId('argument-table').scrollIntoViewIfNeeded();
    await detail.screenshot({ path: `e2e/screenshots/tool-detail-schema-${width}.png` });
    await page.screenshot(shot(`catalog-schema-${width}.png`));
  });
}

test('the tool detail beside a short table keeps its title on screen however far the page scrolls', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openPulled(page, 'playwright');
  await page.getByRole('tab', { name: 'Catalog' }).click();
  // Three rows: the detail beside them is the tallest thing on the page.
  await page.getByTestId('catalog-filter').fill('browser_navigate');
  await page
    .getByTestId('catalog-name')
    .filter({ hasText: /^browser_navigate$/ })
    .click();
  const title = page.getByTestId('tool-detail').getByRole('heading', { name: 'browser_navigate' });
  await expect(title).toBeInViewport({ ratio: 1 });
  await page.mouse.wheel(0, 5_000);
  await page.waitForTimeout(200);
  await expect(title).toBeInViewport({ ratio: 1 });
  await expect(page.locator('.catalog-scroll')).toBeInViewport();
  await page.screenshot({ path: 'e2e/screenshots/catalog-detail-short-1440.png' });
});

test("a tool's MCP title: in its row and its detail, as the memory server lists it", async ({
  page,
}) => {
  const { readFileSync } = await import('node:fs');
  const tools = readFileSync(
    new URL('../src/engine/agents/codex/searchText.memory-server.tools.json', import.meta.url),
    'utf8',
  );
  await page.setViewportSize({ width: 1440, height: 900 });
  await openDemo(page);
  await importFile(page, 'memory.json', tools);
  await expect(page.getByTestId('catalog-summary')).toContainText('9 tools');
  await page.getByRole('tab', { name: /Catalog/ }).click();
  const row = page.getByTestId('catalog-row').filter({ hasText: 'create_entities' });
  await expect(row).toContainText('Create Entities');
  await row.getByTestId('catalog-name').click();
  await expect(page.getByTestId('tool-title')).toContainText('Create Entities');
  await shotBoth(page, 'catalog-titles');
});
