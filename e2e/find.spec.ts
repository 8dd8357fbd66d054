import { expect, test } from '@playwright/test';
import { hitNames, importFile, openDemo, typeQuery } from './helpers';

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
  await expect(page.getByTestId('catalog-summary')).toContainText('devtools.json');
};

test('a query that finds nothing offers the nearest tools by name, and one click opens its lens', async ({
  page,
}) => {
  await openDevtools(page);
  await typeQuery(page, 'navpage');
  const noHits = page.getByTestId('no-hits');
  await expect(noHits).toHaveAttribute('data-query', 'navpage');
  await expect(noHits).toContainText('No tool matches these terms.');
  const offered = page.getByTestId('nearest-tool');
  await expect(offered.first()).toHaveText('navigate_page');

  await offered.first().click();
  await expect(page.getByTestId('query-input')).toHaveValue('navigate_page');
  await expect(hitNames(page).first()).toHaveText('navigate_page');
  await expect(page.getByTestId('lens')).toContainText('navigate_page');
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
  await page.getByTestId('query-input').fill('');
  await typeQuery(page, 'scri');
  await expect(page.getByTestId('held-note')).toContainText('“scri”');
  await expect(page.getByTestId('no-hits')).toHaveAttribute('data-query', 'scri');
  await expect(page.getByTestId('held-note')).toHaveCount(0);
  const after = await page.evaluate(
    () => (window as unknown as { noHitsAfter: number }).noHitsAfter,
  );
  // The page's rest is 600 ms (searchTiming.ts); a flash would show it within a keystroke.
  expect(after).toBeGreaterThan(500);
  await expect(page.getByTestId('nearest-tool').first()).toHaveText('evaluate_script');
});
