import { expect, test } from '@playwright/test';
import { hitNames, importFile, openDemo, searchFor, shot, typeQuery } from './helpers';

/**
 * Search as a new user meets it on a real server's catalog: names typed as one word, a word
 * half typed. The catalog is generated here, shaped like chrome-devtools-mcp's tools.
 */
const TOOLS = [
  ['navigate_page', 'Navigates the currently selected page to a URL.'],
  ['new_page', 'Creates a new page and loads a URL in it.'],
  ['list_pages', 'Get a list of pages open in the browser.'],
  ['take_screenshot', 'Take a screenshot of the page or element.'],
  ['merge_traces', 'Merges two performance traces into one recording.'],
  ['click', 'Clicks on the provided element.'],
  ['fill_form', 'Fill out multiple form elements at once.'],
  ['evaluate_script', 'Evaluate a JavaScript function inside the currently selected page.'],
].map(([name, description]) => ({
  name,
  description,
  inputSchema: { type: 'object', properties: {} },
}));

const openDevtools = async (page: import('@playwright/test').Page) => {
  await openDemo(page);
  await importFile(page, 'devtools.json', JSON.stringify({ tools: TOOLS }));
  await expect(page.getByRole('status', { name: 'Catalog' })).toContainText('devtools.json');
};

test('a query that finds nothing offers the nearest tools by name, and one click opens its lens', async ({
  page,
}) => {
  await openDevtools(page);
  await typeQuery(page, 'navpage');
  // The answer's query is an attribute of the empty answer, no word a reader sees.
  await expect(page.getByTestId('no-hits')).toHaveAttribute('data-query', 'navpage');
  await expect(page.getByText('No tool matches these terms.')).toBeVisible();
  const offered = page
    .getByRole('list', { name: /^The nearest tools by name/ })
    .getByRole('button');
  await expect(offered.first()).toHaveText('navigate_page');

  await offered.first().click();
  await expect(page.getByRole('searchbox', { name: /^Query/ })).toHaveValue('navigate_page');
  await expect(hitNames(page).first()).toHaveText('navigate_page');
  await expect(page.getByRole('region', { name: /^Lens:/ })).toContainText('navigate_page');
});

test('a half-typed word keeps the last results, dimmed, until typing rests, then says it finds nothing', async ({
  page,
}) => {
  await openDevtools(page);
  await typeQuery(page, 'screenshot');
  await expect(hitNames(page)).toHaveText(['take_screenshot']);
  // When "No tool matches" first shows, and how long after the last keystroke.
  await page.evaluate(() => {
    const seen = window as unknown as { lastKey: number; noHitsAfter?: number };
    seen.lastKey = performance.now();
    document.addEventListener('input', () => {
      seen.lastKey = performance.now();
    });
    new MutationObserver(() => {
      if (seen.noHitsAfter === undefined && document.querySelector('[data-testid="no-hits"]')) {
        seen.noHitsAfter = performance.now() - seen.lastKey;
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole('searchbox', { name: /^Query/ }).fill('');
  await typeQuery(page, 'scri');
  const held = page.getByRole('status').filter({ hasText: /^Typing: the results for/ });
  await expect(held).toContainText('“scri”');
  await expect(page.getByTestId('no-hits')).toHaveAttribute('data-query', 'scri');
  await expect(held).toHaveCount(0);
  const after = await page.evaluate(
    () => (window as unknown as { noHitsAfter: number }).noHitsAfter,
  );
  // The page's rest is 600 ms (searchTiming.ts); a flash would show it within a keystroke.
  expect(after).toBeGreaterThan(500);
  await expect(
    page
      .getByRole('list', { name: /^The nearest tools by name/ })
      .getByRole('button')
      .first(),
  ).toHaveText('evaluate_script');
});

/** A server-sized catalog, generated: 120 tools in a handful of families, described in prose. */
const SERVER_TOOLS = ['storage', 'cosmos', 'keyvault', 'monitor', 'sql', 'redis'].flatMap(
  (family) =>
    ['list', 'get', 'create', 'delete', 'update', 'query', 'export', 'import'].flatMap((verb) =>
      ['account', 'container', 'item', 'secret', 'log'].map((noun) => ({
        name: `${family}_${noun}_${verb}`,
        description: `${verb[0]?.toUpperCase()}${verb.slice(1)} a ${noun} in ${family}. Use this when the user asks to ${verb} ${noun}s of a ${family} resource; it returns the ${noun} with its id, name and the time it was last changed.`,
        inputSchema: {
          type: 'object',
          properties: { subscription: { type: 'string', description: 'The subscription id.' } },
        },
      })),
    ),
);

test.describe('the headline figures at first glance', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the auto-opened lens explains #1, and the weights and the page budget are in view at 1440×900', async ({
    page,
  }) => {
    await openDemo(page);
    await importFile(page, 'server.json', JSON.stringify({ tools: SERVER_TOOLS }));
    await expect(page.getByRole('status', { name: 'Catalog' })).toContainText('server.json');
    await typeQuery(page, 'list secrets in keyvault');
    await expect(
      page.getByRole('table', { name: /hits?, ranked by|in catalog order/ }),
    ).toHaveAttribute('data-query', 'list secrets in keyvault');
    // No row was clicked: the lens opened on #1, and the tree says why it is #1.
    await expect(page.getByRole('region', { name: /^Lens:/ })).toContainText(
      'keyvault_secret_list',
    );
    await expect(page.getByRole('region', { name: /^Why #/ })).toContainText(
      'keyvault_secret_list',
    );
    await expect(page.getByRole('figure', { name: /an equal share of/ })).toBeVisible();
    for (const figure of [
      page.getByRole('region', { name: 'Term weights' }).getByRole('row').last(),
      page.getByRole('figure', { name: /an equal share of/ }),
    ]) {
      await expect(figure).toBeInViewport({ ratio: 1 });
    }
    // The lens follows them, its title still on the first screen.
    await expect(page.getByRole('heading', { name: /^Lens:/ })).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: 'e2e/screenshots/find-lens-1440.png' });
    await page.screenshot(shot('find-lens-1440-full.png'));
  });

  test('on a phone, tapping a hit brings its lens into view', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openDemo(page);
    await importFile(page, 'server.json', JSON.stringify({ tools: SERVER_TOOLS }));
    await expect(page.getByRole('status', { name: 'Catalog' })).toContainText('server.json');
    // The results of the whole query, not of a prefix still being typed: then the third hit.
    await searchFor(page, 'list secrets in keyvault');
    await expect(hitNames(page).nth(2)).toBeVisible();
    const third = (await hitNames(page).nth(2).textContent()) ?? '';
    await hitNames(page).nth(2).click();
    const lens = page.getByRole('region', { name: /^Lens:/ });
    await expect(lens).toContainText(third);
    await expect(lens.getByRole('heading', { name: /^Lens:/ })).toBeInViewport();
    await page.screenshot({ path: 'e2e/screenshots/find-lens-390.png' });
    await page.screenshot(shot('find-lens-390-full.png'));
  });
});

test('"Why not?" on a query that found nothing lists the always-declared tools last', async ({
  page,
}) => {
  await openDemo(page);
  await typeQuery(page, 'qqzzx ');
  await expect(page.getByTestId('no-hits')).toHaveAttribute('data-query', 'qqzzx ');
  const declared = (
    (await page.getByText(/^Always declared, so never a search result:/).getAttribute('title')) ??
    ''
  )
    .split(', ')
    .filter(Boolean);
  expect(declared.length).toBeGreaterThan(0);
  const options = page
    .getByRole('listbox', { name: 'Tools not in the results, nearest misses first' })
    .getByRole('option');
  await expect(options.first()).toBeVisible();
  // The list shows its first names (the rest are found by typing): none is always declared.
  const listed = await options.allTextContents();
  expect(listed.length).toBeGreaterThan(declared.length);
  expect(listed.filter((name) => declared.includes(name))).toEqual([]);
});
