import { expect, test } from '@playwright/test';
import { hitNames, importFile, openDemo, openSample, shot, typeQuery } from './helpers';

/** Imports: a bad file is explained and changes nothing; markup stays text; big files index. */

test('a malformed import is rejected with a message while the old catalog stays', async ({
  page,
}) => {
  await openSample(page);
  await typeQuery(page, 'excel file');
  await expect(hitNames(page).first()).toHaveText('excel_reader');

  await importFile(page, 'broken.json', '{"tools": [ {"name": "a",, }');
  const panel = page.getByRole('alert');
  await expect(panel).toContainText('broken.json');
  // Column 26 is the second comma of `"a",,`.
  await expect(panel.getByRole('listitem').first()).toContainText('line 1, column 26');
  await expect(panel).toContainText('The current catalog (sample) is still loaded.');
  await expect(page.getByRole('status', { name: 'Catalog' })).toContainText('sample');
  await expect(hitNames(page).first()).toHaveText('excel_reader');

  // A well-formed file with a bad tool names the place and the field.
  await importFile(
    page,
    'bad-schema.json',
    JSON.stringify({ tools: [{ name: 'x', inputSchema: [] }] }),
  );
  await expect(panel).toContainText('bad-schema.json');
  await expect(panel).toContainText('inputSchema');
  await expect(page.getByRole('status', { name: 'Catalog' })).toContainText('sample');
  await page.screenshot(shot('import-error.png'));
});

test('markup in names and descriptions renders as text, and no script runs', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await openDemo(page);
  const payload = '<img src=x onerror=alert(1)>';
  const mcp = {
    tools: [
      {
        name: 'get_<b>bold</b>',
        description: `${payload} Reads a file from disk <script>alert(2)</script>`,
        inputSchema: { type: 'object', properties: {} },
      },
      { name: 'list_issues', description: 'List the issues of a repository', inputSchema: {} },
    ],
  };
  await importFile(page, 'server.json', JSON.stringify(mcp));
  await expect(page.getByRole('status', { name: 'Catalog' })).toContainText(
    'server.json · mcp · 2 tools',
  );
  await expect(page.getByText('N = 2 of 2 tools', { exact: true })).toBeVisible();

  await typeQuery(page, 'bold file');
  await expect(hitNames(page)).toHaveText(['get_<b>bold</b>']);
  const name = 'get_<b>bold</b>';
  await expect(
    page.getByRole('row').filter({ has: page.getByRole('button', { name, exact: true }) }),
  ).toContainText(payload);
  await hitNames(page).first().click();
  await expect(page.getByRole('region', { name: `Lens: ${name}` })).toContainText(payload);
  await expect(page.getByRole('region', { name: 'What the model sees' })).toContainText(payload);
  await page.screenshot(shot('markup-as-text.png'));

  await page.getByRole('tab', { name: /Catalog/ }).click();
  await page.getByRole('button', { name, exact: true }).click();
  await expect(
    page.getByRole('region', { name, exact: true }).getByText(`"description":"${payload}`),
  ).toBeVisible();

  // Only the logo is an image, and nothing the catalog said became an element or ran.
  await expect(page.locator('#root img')).toHaveCount(1);
  await expect(page.locator('#root b, #root script')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('a 10,000-tool catalog indexes with progress while the page stays responsive', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const words = ['read', 'write', 'file', 'excel', 'pdf', 'merge', 'label', 'issue', 'team', 'csv'];
  const tools = Array.from({ length: 10_000 }, (_, i) => ({
    name: `tool_${i}_${words[i % 10]}`,
    description: `Tool ${i}: ${words[i % 7]} the ${words[i % 3]} of a ${words[(i * 7) % 10]}.`,
    parameters: { type: 'object', properties: { id: { type: 'string' } } },
  }));
  await openDemo(page);
  await importFile(page, 'big.json', JSON.stringify(tools));

  // Indexing reports progress in batches; the query box takes keystrokes meanwhile.
  const progress = page.getByRole('progressbar', { name: 'Loading big.json' });
  const done = page.getByRole('status', { name: 'Catalog' }).filter({ hasText: '10,000 tools' });
  await expect(progress.or(done)).toBeVisible();
  const query = page.getByRole('searchbox', { name: /^Query/ });
  await query.pressSequentially('excel');
  await expect(query).toHaveValue('excel');
  if (await progress.isVisible()) await page.screenshot(shot('indexing.png'));

  await expect(done).toBeVisible({ timeout: 60_000 });
  await expect(progress).toHaveCount(0);
  await expect(page.getByText('N = 10,000 of 10,000 tools', { exact: true })).toBeVisible();
  await expect(hitNames(page).first()).toHaveText(/^tool_\d+_excel$/);
  await query.fill('merge pdf');
  await expect(hitNames(page).first()).toHaveText(/^tool_\d+_(merge|pdf)$/);
  // The movement column fills in once the other rankers' passes answer, after the page.
  // The movement marks are glyphs with a title; pending is an attribute, no word a reader sees.
  await expect(page.locator('[data-testid="hit-move"][data-pending]')).toHaveCount(0, {
    timeout: 15_000,
  });
  await expect(page.getByTestId('hit-move').first()).toHaveText(/^(↑\d+|↓\d+|=|new) against/);
  await page.screenshot(shot('big-catalog.png'));
});
