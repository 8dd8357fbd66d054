import { expect, type Page, test } from '@playwright/test';
import { openDemo, searchFor, shot } from './helpers';

// The service worker a visitor has (the app project blocks it, playwright.config.ts): it counts
// what the page downloads, the service worker's copies included.
test.use({ serviceWorkers: 'allow' });

/**
 * A light first visit: the first search downloads no tokenizer, and the menu shows
 * the chars/4 estimate marked ≈; the Prompt panel needs exact tokens, so opening it loads the
 * tokenizer, and from then on the menu's count is exact. `npm run size` measures the bytes.
 */
const TOKENIZER = /o200k_base-[\w-]+\.js$/;

/** Every URL the page, its worker and its service worker request, as they happen. */
const recordRequests = (page: Page): string[] => {
  const urls: string[] = [];
  page.context().on('request', (request) => urls.push(request.url()));
  return urls;
};

/** The Search panel's "What the model sees": the menu's text and its counts line. */
const menu = (page: Page) => page.getByRole('region', { name: 'What the model sees' });
/** "1,234 characters · ≈309 tokens (estimate: chars/4)", or "… · 298 tokens (o200k_base; …)". */
const counts = (page: Page) => menu(page).getByText(/^[\d,]+ characters · /);
/** The tokens figure of the counts line: "≈309" or "298". */
const tokensShown = async (page: Page) =>
  /· (≈?[\d,]+) tokens/.exec((await counts(page).textContent()) ?? '')?.[1] ?? '';
/** The counts line's tokens figure is an exact count: digits, no ≈. */
const EXACT = /^[\d,]+ characters · \d[\d,]* tokens /;

const searchWithEstimate = async (page: Page) => {
  await openDemo(page);
  await searchFor(page, 'merge pdfs into one');
  // The menu's text and its count are read together until they agree: the menu preview is
  // drawn from a deferred value, so right after the table it may still show an earlier menu.
  // The menu's text is a scrollable block with no role of its own.
  const read = async () => ({
    text: (await page.getByTestId('menu-text').textContent()) ?? '',
    shown: await tokensShown(page),
  });
  await expect
    .poll(async () => {
      const { text, shown } = await read();
      return shown === `≈${Math.ceil(text.length / 4).toLocaleString('en')}`;
    })
    .toBe(true);
  const { text } = await read();
  // The figure says what it is and how to get the real one (tooltip and screen readers).
  await expect(
    menu(page)
      .getByTitle(/characters \/ 4.*Count exactly.*Prompt panel/)
      .filter({ hasText: /^≈[\d,]+$/ }),
  ).toBeVisible();
  await expect(counts(page)).toContainText('estimate: chars/4');
  await expect(page.getByRole('button', { name: 'Count exactly' })).toBeVisible();
  return text;
};

test('the first search shows the chars/4 estimate and downloads no tokenizer; the Prompt panel loads it', async ({
  page,
}) => {
  const urls = recordRequests(page);
  const text = await searchWithEstimate(page);
  // Long enough for the count the page used to ask right after a search to have fetched it.
  await page.waitForTimeout(3_000);
  expect(urls.filter((url) => TOKENIZER.test(url))).toEqual([]);
  expect(await tokensShown(page)).toMatch(/^≈/);

  await page.getByRole('tab', { name: /Prompt/ }).click();
  const prefix = page.getByRole('region', { name: 'Cache-stable prefix' });
  await expect(prefix).toBeVisible({ timeout: 20_000 });
  await expect(prefix.getByText(/ chars · /)).toContainText(/ chars · \d[\d,]* of [\d,]+ tokens$/);
  expect(urls.some((url) => TOKENIZER.test(url))).toBe(true);

  // Back on Search, the same menu is counted exactly, with no ≈ and no button.
  await page.getByRole('tab', { name: /Search/ }).click();
  await expect(counts(page)).toHaveText(EXACT);
  await expect(page.getByRole('button', { name: 'Count exactly' })).toHaveCount(0);
  await expect(counts(page)).toContainText(
    `o200k_base; chars/4 ≈ ${Math.ceil(text.length / 4).toLocaleString('en')}`,
  );
  // The real count, not the estimate under another label.
  expect(Number((await tokensShown(page)).replace(/,/g, ''))).not.toBe(Math.ceil(text.length / 4));
});

test('"Count exactly" loads the tokenizer from the Search panel', async ({ page }) => {
  const urls = recordRequests(page);
  await searchWithEstimate(page);
  await page.getByRole('button', { name: 'Count exactly' }).click();
  await expect(counts(page)).toHaveText(EXACT);
  expect(urls.some((url) => TOKENIZER.test(url))).toBe(true);
  // Later searches count exactly at once: the tokenizer is loaded for this visit.
  await page.getByRole('searchbox', { name: /^Query/ }).fill('split pdf pages');
  await expect(
    page.getByRole('table', { name: /hits?, ranked by|in catalog order/ }),
  ).toHaveAttribute('data-query', 'split pdf pages');
  await expect(counts(page)).toHaveText(EXACT);
});

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test(`the estimate on the search panel at ${width}x${height}`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await searchWithEstimate(page);
    await counts(page).scrollIntoViewIfNeeded();
    await page.screenshot(shot(`first-visit-${width}.png`));
    await counts(page).screenshot({ path: `e2e/screenshots/first-visit-menu-${width}.png` });
  });
}
