import { expect, test } from '@playwright/test';
import { addFilter, hitNames, openDemo, openSample, pickWhyNot, shot, typeQuery } from './helpers';
import { leaveView, reopenDemo, sharedPage } from './sharedPage';

/**
 * The app shell: the address as the view, keyboard entry points, panels, themes, imports. The
 * tests share one loaded page (sharedPage.ts), each opening its catalog afresh; the import has
 * its own page (no later test must see its catalog), and so has the dark theme (a new visit in
 * the dark scheme, that has not asked for the tokenizer).
 */

const shared = sharedPage();

test('a shared URL reopens the same view', async ({ browser }) => {
  const page = shared();
  await leaveView(page);
  await openSample(page);
  await typeQuery(page, 'excel file');
  await addFilter(page, 'cap:file:read');
  await page.getByRole('button', { name: 'bm25', exact: true }).click();
  await hitNames(page).filter({ hasText: 'text_reader' }).click();
  await pickWhyNot(page, 'write_file');
  await expect(page.getByRole('region', { name: 'Why not?' })).toContainText(
    'A filter excludes write_file.',
  );
  const url = page.url();
  expect(url).toContain(
    '#catalog=sample&q=excel+file&cap=file:read&ranker=bm25&tool=text_reader&why=write_file',
  );

  // Someone else opens the link: a fresh browser context, nothing shared but the address.
  const other = await (await browser.newContext()).newPage();
  await other.goto(url);
  await expect(other.getByRole('status', { name: 'Catalog' })).toContainText(
    'sample · toollens · 8 tools',
  );
  await expect(other.getByRole('searchbox', { name: /^Query/ })).toHaveValue('excel file');
  await expect(
    other.getByRole('list', { name: 'Active filters' }).getByRole('listitem'),
  ).toHaveText([/cap\s*file:read/]);
  await expect(other.getByText(/^N = 3 of 8 tools/)).toBeVisible();
  await expect(other.getByRole('button', { name: 'bm25', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(hitNames(other)).toHaveText(await hitNames(page).allTextContents());
  await expect(other.getByRole('region', { name: /^Lens:/ })).toContainText('Lens: text_reader');
  await expect(other.getByRole('region', { name: 'Why not?' })).toContainText(
    'A filter excludes write_file.',
  );
  await other.screenshot(shot('shared-url.png'));
  await other.context().close();
});

test('Back and Forward step through panels and selections', async () => {
  const page = shared();
  await reopenDemo(page);
  await page.getByRole('tab', { name: /Catalog/ }).click();
  await page.getByRole('button', { name: 'merge_pdfs', exact: true }).click();
  // The tool's detail is a region named by its heading, the tool's name.
  const detail = page.getByRole('region', { name: 'merge_pdfs', exact: true });
  await expect(detail).toContainText('merge_pdfs');

  await page.goBack();
  await expect(detail).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /Catalog/ })).toHaveAttribute('aria-selected', 'true');
  await page.goBack();
  await expect(page.getByRole('tab', { name: /Search/ })).toHaveAttribute('aria-selected', 'true');
  await page.goForward();
  await page.goForward();
  await expect(detail).toContainText('merge_pdfs');
  await page.screenshot(shot('back-forward.png'));
});

test('typing replaces the history entry instead of adding one per keystroke', async () => {
  const page = shared();
  await reopenDemo(page);
  const before = await page.evaluate(() => history.length);
  await typeQuery(page, 'merge pdf');
  await expect(page).toHaveURL(/#q=merge\+pdf&ranker=seed$/);
  expect(await page.evaluate(() => history.length)).toBe(before);
  await page.screenshot(shot('typed-url.png'));
});

test('the command palette and the shortcuts dialog drive the page from the keyboard', async () => {
  const page = shared();
  await reopenDemo(page);
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await expect(palette).toBeVisible();
  await page.keyboard.type('sample');
  // The selected option (Enter runs it) is the only match.
  await expect(palette.getByRole('option', { selected: true })).toContainText(
    'Load the sample catalog',
  );
  await expect(palette.getByRole('option')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(palette).toHaveCount(0);
  await expect(page.getByRole('status', { name: 'Catalog' })).toContainText('8 tools');

  await page.keyboard.press('Control+k');
  await page.keyboard.type('go cat');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: /Catalog/ })).toHaveAttribute('aria-selected', 'true');

  // `/` returns to the query from anywhere; `?` lists the shortcuts.
  await page.keyboard.press('/');
  await expect(page.getByRole('searchbox', { name: /^Query/ })).toBeFocused();
  await page.getByRole('tab', { name: /Search/ }).focus();
  await page.keyboard.press('?');
  const shortcuts = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(shortcuts).toContainText('Open the palette');
  await page.screenshot(shot('shortcuts.png'));
  await page.keyboard.press('Escape');
  await expect(shortcuts).toHaveCount(0);

  // Digits switch panels.
  await page.keyboard.press('3');
  // The sample has no session yet: the demo's scenarios are the demo catalog's.
  await expect(page.getByRole('region', { name: /^No session on/ })).toBeVisible({
    timeout: 20_000,
  });
  await page.keyboard.press('5');
  // The Evaluate panel: no query set yet on the sample catalog.
  await expect(page.getByText(/^A query set is a list of queries/)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: /Prompt/ })).toHaveAttribute('aria-selected', 'true');
});

test('a catalog can be pasted or dropped anywhere on the page', async ({ page }) => {
  await openDemo(page);
  const catalog = (name: string) =>
    JSON.stringify({
      tools: [
        { name, description: 'Read a file from disk', inputSchema: { type: 'object' } },
        { name: 'list_issues', description: 'List the issues of a repository', inputSchema: {} },
      ],
    });

  await page.getByRole('button', { name: 'Paste…' }).click();
  await page.getByLabel(/^Catalog JSON/).fill(catalog('read_pasted'));
  await page.getByRole('button', { name: 'Load', exact: true }).click();
  await expect(page.getByRole('status', { name: 'Catalog' })).toContainText(
    'pasted.json · mcp · 2 tools',
  );
  await typeQuery(page, 'file');
  await expect(hitNames(page)).toHaveText(['read_pasted']);

  const dataTransfer = await page.evaluateHandle((text) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([text], 'dropped.json', { type: 'application/json' }));
    return transfer;
  }, catalog('read_dropped'));
  await page.dispatchEvent('main', 'dragenter', { dataTransfer });
  await expect(page.getByText('Drop a catalog file to import it')).toBeVisible();
  await page.screenshot(shot('drop-overlay.png'));
  await page.dispatchEvent('main', 'drop', { dataTransfer });
  await expect(page.getByText('Drop a catalog file to import it')).toHaveCount(0);
  await expect(page.getByRole('status', { name: 'Catalog' })).toContainText(
    'dropped.json · mcp · 2 tools',
  );
  await expect(hitNames(page)).toHaveText(['read_dropped']);
  // An imported catalog cannot travel in a link, so the address only names it.
  expect(page.url()).toContain('imported=dropped.json');
});

test.describe('in dark mode', () => {
  test.use({ colorScheme: 'dark' });

  test('follows the system theme', async ({ page }) => {
    await openDemo(page, '#q=excel+file&tool=read_spreadsheet');
    await expect(page.getByRole('region', { name: /^Lens:/ })).toContainText(
      'Lens: read_spreadsheet',
    );
    // The chars/4 estimate: nothing on this page asked for the tokenizer.
    await expect(
      page.getByRole('region', { name: 'What the model sees' }).getByText(/^≈\d+$/),
    ).toBeVisible();
    await expect(page.getByRole('figure', { name: /an equal share of/ })).toBeVisible();
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(17, 20, 26)');
    await page.screenshot(shot('search-dark.png'));
  });
});
