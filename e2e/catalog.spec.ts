import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { importFile, openDemo, shot, shotBoth } from './helpers';
import { openPulled } from './pulledServers';
import { reopenDemo, sharedPage } from './sharedPage';

/** The catalog table, named by its caption ("169 of 169 tools"), and its tools' rows. */
const catalogRows = (page: Page) =>
  page
    .getByRole('table', { name: /^[\d,]+ of [\d,]+ tools?$/ })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

/**
 * The Catalog panel: every tool, sortable and filterable, and one tool as declared. The tests on
 * the demo share one loaded page (sharedPage.ts), each opening the demo afresh; the two that
 * import a catalog have their own, so no later test sees it.
 */

const shared = sharedPage();

test('lists every tool with its figures, sorts, filters and shows a declaration', async () => {
  const page = shared();
  await reopenDemo(page);
  await page.getByRole('tab', { name: /Catalog/ }).click();
  const rows = catalogRows(page);
  await expect(rows).toHaveCount(169);
  // Token counts arrive from the worker's tokenizer after the rows: no placeholder remains.
  await expect(page.getByText(/^[\d,]+ tools · tokens by o200k_base/)).toBeVisible();

  // The worst activated tool of the spec's figures is read_json: most schema characters.
  const schemaSort = page.getByRole('button', { name: 'schema', exact: true });
  await schemaSort.click();
  await schemaSort.click();
  await expect(page.getByRole('columnheader', { name: /schema/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(rows.first().getByRole('button').first()).toHaveText('read_json');
  expect(page.url()).toContain('sort=-schemaChars');

  // run_python is the live tool.
  await page.getByRole('searchbox', { name: 'Filter tools' }).fill('run_python');
  await expect(rows).toHaveCount(1);
  // The live marker is a glyph with a title and no name of its own.
  await expect(rows.first().getByTestId('live-marker')).toBeVisible();
  await rows.first().getByRole('button', { name: 'run_python', exact: true }).click();

  // The detail is a region named by its heading, the tool's name.
  const detail = page.getByRole('region', { name: 'run_python', exact: true });
  await expect(detail.getByRole('heading', { name: 'run_python', exact: true })).toBeVisible();
  await expect(
    detail.getByText('{"name":"run_python","description":"Execute Python'),
  ).toBeVisible();
  // The tree is a styled block of spans with no role; its text is what a reader sees.
  await expect(page.getByTestId('tool-tree')).toContainText('"timeoutSeconds": {');
  await expect(detail.getByRole('row').filter({ hasText: 'timeoutSeconds' })).toContainText(
    'default 60',
  );
  await page.screenshot(shot('catalog.png'));
});

test('shows the glossary concepts of a tagged tool', async () => {
  const page = shared();
  await reopenDemo(page, '#panel=catalog&tool=define_label');
  const detail = page.getByRole('region', { name: 'define_label', exact: true });
  await expect(detail).toContainText('define_label');
  await expect(detail.getByRole('definition').filter({ hasText: 'colored' })).toBeVisible();
  await expect(catalogRows(page).filter({ hasText: 'define_label' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await page.screenshot(shot('catalog-concepts.png'));
});

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test(`shows a declaration as a tree that folds by keyboard, and its arguments as a table (${width}×${height})`, async () => {
    const page = shared();
    const size = page.viewportSize();
    await page.setViewportSize({ width, height });
    await reopenDemo(page, '#panel=catalog&tool=annotate_image');
    const detail = page.getByRole('region', { name: 'annotate_image', exact: true });
    await expect(detail).toContainText('annotate_image');

    // The table: a nested argument indented under its array, with its type, required and values.
    const kind = detail.getByRole('row').and(page.locator('[data-argument="shapes[].kind"]'));
    await expect(kind).toContainText('string');
    await expect(kind.getByText('yes', { exact: true })).toBeVisible();
    await expect(kind).toContainText('one of "box", "arrow", "text", "blur"');
    await expect(
      detail.getByRole('row').and(page.locator('[data-argument="shapes"]')),
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
    // Legacy mode runs axe in the page alone: the default opens a blank page of its own beside
    // it, which the shared page's context does not allow, and the detail has no frames.
    const axe = await new AxeBuilder({ page })
      .setLegacyMode(true)
      .include('.tool-detail')
      .analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);

    // Nothing in the detail is wider than its panel, at either size.
    const overflow = await detail.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await detail.getByRole('table').scrollIntoViewIfNeeded();
    await detail.screenshot({ path: `e2e/screenshots/tool-detail-schema-${width}.png` });
    await page.screenshot(shot(`catalog-schema-${width}.png`));
    // The shared page's own size again, for the tests after this one.
    if (size) await page.setViewportSize(size);
  });
}

test('the tool detail beside a short table keeps its title on screen however far the page scrolls', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openPulled(page, 'playwright');
  await page.getByRole('tab', { name: 'Catalog' }).click();
  // Three rows: the detail beside them is the tallest thing on the page.
  await page.getByRole('searchbox', { name: 'Filter tools' }).fill('browser_navigate');
  await catalogRows(page).getByRole('button', { name: 'browser_navigate', exact: true }).click();
  const title = page
    .getByRole('region', { name: 'browser_navigate', exact: true })
    .getByRole('heading', { name: 'browser_navigate' });
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
  await expect(page.getByRole('status', { name: 'Catalog' })).toContainText('9 tools');
  await page.getByRole('tab', { name: /Catalog/ }).click();
  const row = catalogRows(page).filter({ hasText: 'create_entities' });
  await expect(row).toContainText('Create Entities');
  await row.getByRole('button', { name: 'create_entities', exact: true }).click();
  await expect(
    page
      .getByRole('region', { name: 'create_entities', exact: true })
      .getByText(/^Create Entities/),
  ).toBeVisible();
  await shotBoth(page, 'catalog-titles');
});
