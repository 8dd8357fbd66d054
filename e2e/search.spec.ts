import { expect, type Page, test } from '@playwright/test';
import type { ToollensHooks } from '../src/ui/testHooks';

/**
 * The first page end to end, on the built-in sample catalog (src/data/sample.ts, 8 tools).
 * The spec's worked example ("Excel file" over the three readers) needs its scope of 3:
 * `cap:file:read`. Unfiltered, N = 8 and the same words weigh more.
 */

const shot = (name: string) => ({ path: `e2e/screenshots/${name}`, fullPage: true });

const hitNames = (page: Page) => page.getByTestId('hit-name');
const weights = (page: Page) => page.getByTestId('term-weight');

const openSample = async (page: Page) => {
  await page.goto('/');
  // The demo catalog is the default; these tests use the small sample.
  await expect(page.getByTestId('catalog-summary')).toContainText('demo · toollens · 169 tools');
  // The query box is focused on arrival, so typing starts a search at once.
  await expect(page.getByTestId('query-input')).toBeFocused();
  await page.getByRole('button', { name: 'Sample', exact: true }).click();
  await expect(page.getByTestId('catalog-summary')).toContainText('8 tools');
  await expect(page.getByTestId('scope-line')).toHaveText('N = 8 of 8 tools');
};

const searchExcelFile = async (page: Page) => {
  // Typed key by key: every keystroke searches, and only the last answer may be shown.
  await page.getByTestId('query-input').pressSequentially('Excel file');
  await expect(hitNames(page).first()).toHaveText('excel_reader');
};

test('ranks the readers for "Excel file" and shows rarity within the scope', async ({ page }) => {
  await openSample(page);
  await searchExcelFile(page);
  await expect(page.getByTestId('scope-line')).toHaveText('N = 8 of 8 tools');
  // Unfiltered: excel df 1 → 1 + ln(9/2); file df 4 (three readers + write_file) → 1 + ln(9/5).
  await expect(weights(page)).toHaveText(['2.50', '1.59']);

  // The spec's figure: scope of the three readers.
  await page.getByTestId('filter-input').fill('cap:file:read');
  await expect(page.getByTestId('scope-line')).toContainText('N = 3 of 8 tools');
  await expect(hitNames(page)).toHaveText(['excel_reader', 'text_reader', 'pdf_reader']);
  await expect(page.getByTestId('term-row').first()).toContainText('excel');
  await expect(weights(page)).toHaveText(['1.69', '1.00']);
  await page.screenshot(shot('search.png'));
});

test('filters narrow the scope, and an unknown key is reported', async ({ page }) => {
  await openSample(page);
  await searchExcelFile(page);
  const filter = page.getByTestId('filter-input');

  await filter.fill('cap:file');
  // file:read ×3 and file:write.
  await expect(page.getByTestId('scope-n')).toHaveText('4');
  await expect(hitNames(page)).toHaveCount(4);

  await filter.fill('cap:file tag:urgent');
  await expect(page.getByTestId('filter-error')).toContainText('unknown key "tag"');
  await expect(page.getByTestId('scope-n')).toHaveText('4');

  await filter.fill('');
  await expect(page.getByTestId('filter-error')).toHaveCount(0);
  await expect(page.getByTestId('scope-n')).toHaveText('8');
});

test('the ranker toggle re-ranks and shows movement against the other ranker', async ({ page }) => {
  await openSample(page);
  await page.getByTestId('query-input').fill('item read');
  // Every hit matches one term. `read` (df 3) is rarer than `item` (df 4), so seed puts the
  // readers first on Σw; BM25 alone prefers the work-item tools.
  await expect(hitNames(page).first()).toHaveText('excel_reader');
  await expect(page.getByTestId('hit-move').first()).toHaveText('↑2');

  await page.getByTestId('ranker-bm25').click();
  await expect(page.getByTestId('ranker-bm25')).toHaveAttribute('aria-pressed', 'true');
  await expect(hitNames(page).first()).toHaveText('assign_work_item');
  await expect(page.getByTestId('hit-move').first()).toHaveText('↑3');

  // Focus is on the toggle button, not a field: `/` jumps back to the query.
  await page.keyboard.press('/');
  await expect(page.getByTestId('query-input')).toBeFocused();
});

test('a crashed worker is restarted and the query re-run', async ({ page }) => {
  await openSample(page);
  await searchExcelFile(page);
  await page.getByTestId('filter-input').fill('cap:file:read');
  await expect(page.getByTestId('scope-n')).toHaveText('3');

  await page.evaluate(() => (window.__toollens as ToollensHooks).crashWorker());
  await expect(page.getByTestId('status-banner')).toHaveText(
    /The search engine stopped and was restarted; your query was re-run\./,
  );
  await expect(hitNames(page)).toHaveText(['excel_reader', 'text_reader', 'pdf_reader']);
  await page.screenshot(shot('worker-restarted.png'));

  // The new worker has the catalog and answers new keystrokes.
  await page.getByTestId('query-input').fill('pdf');
  await expect(hitNames(page)).toHaveText(['pdf_reader']);

  await page.getByTestId('status-banner').getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByTestId('status-banner')).toHaveCount(0);

  // A crash while keystrokes are in flight: whatever was lost, only the newest query answers.
  await page.evaluate(() => {
    void (window.__toollens as ToollensHooks).crashWorker();
  });
  await page.getByTestId('query-input').fill('');
  await page.getByTestId('query-input').pressSequentially('text');
  await expect(page.getByTestId('status-banner')).toBeVisible();
  await expect(hitNames(page)).toHaveText(['text_reader']);
});

test('a worker that misses its deadline is presumed dead, and repeated deaths stop restarts', async ({
  page,
}) => {
  await openSample(page);
  const outcome = await page.evaluate(async () => {
    // A second client with an impossible deadline: no fresh worker answers within 1 ms.
    const Client = (window.__toollens as ToollensHooks).client.constructor as new (options: {
      timeoutMs: number;
      maxRestarts: number;
    }) => ToollensHooks['client'];
    const client = new Client({ timeoutMs: 1, maxRestarts: 0 });
    const events: string[] = [];
    client.onStatus((status) => events.push(`${status.kind}: ${status.reason}`));
    const settle = (call: () => Promise<unknown>) =>
      call().then(
        () => 'answered',
        (error: Error) => error.message,
      );
    const load = await settle(() => client.loadBuiltIn('sample'));
    const after = await settle(() => client.loadBuiltIn('sample'));
    client.dispose();
    return { events, load, after };
  });
  expect(outcome.events).toEqual(['failed: no answer within 1 ms']);
  expect(outcome.load).toContain('restarted before answering (no answer within 1 ms)');
  expect(outcome.after).toContain('gave up restarting the engine after 1 failure in 60 s');
});

test('a malformed catalog shows where it broke and keeps the current catalog', async ({ page }) => {
  await openSample(page);
  await searchExcelFile(page);

  await page.getByTestId('catalog-file').setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"tools": [ {"name": "a",, }'),
  });
  const panel = page.getByTestId('import-error');
  await expect(panel).toContainText('broken.json');
  // Column 26 is the second comma of `"a",,`.
  await expect(panel.locator('li').first()).toContainText('line 1, column 26');
  await expect(panel).toContainText('The current catalog (sample) is still loaded.');
  await expect(page.getByTestId('catalog-summary')).toContainText('sample');
  await expect(hitNames(page).first()).toHaveText('excel_reader');
  await page.screenshot(shot('import-error.png'));
});

test('a loaded catalog replaces the sample; markup in names and descriptions stays inert', async ({
  page,
}) => {
  await openSample(page);
  const mcp = {
    tools: [
      {
        name: 'get_<b>bold</b>',
        description: '<img src=x onerror="window.__xss=1"> Reads a file from disk',
        inputSchema: { type: 'object', properties: {} },
      },
      { name: 'list_issues', description: 'List the issues of a repository', inputSchema: {} },
    ],
  };
  await page.getByTestId('catalog-file').setInputFiles({
    name: 'server.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(mcp)),
  });
  await expect(page.getByTestId('catalog-summary')).toContainText('server.json · mcp · 2 tools');
  await expect(page.getByTestId('scope-line')).toHaveText('N = 2 of 2 tools');

  await page.getByTestId('query-input').fill('bold file');
  await expect(hitNames(page)).toHaveText(['get_<b>bold</b>']);
  await expect(page.locator('.hits b, .hits img')).toHaveCount(0);
  expect(await page.evaluate(() => 'xss' in window || '__xss' in window)).toBe(false);

  await page.getByRole('button', { name: 'Sample' }).click();
  await expect(page.getByTestId('catalog-summary')).toContainText('sample · toollens · 8 tools');
  await expect(page.getByTestId('scope-line')).toContainText('of 8 tools');
});

test('opens on the demo catalog, where "colored tag" finds the label tools', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('catalog-summary')).toContainText('169 tools');
  await page.getByTestId('query-input').pressSequentially('colored tag');
  await expect(hitNames(page).nth(2)).toBeVisible();
  const top3 = await hitNames(page).evaluateAll((cells) =>
    cells.slice(0, 3).map((c) => c.textContent),
  );
  expect(top3).toEqual(expect.arrayContaining(['add_label_to_work_item', 'define_label']));
  await page.screenshot(shot('demo-search.png'));
});
