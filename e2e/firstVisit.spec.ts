import { expect, type Page, test } from '@playwright/test';
import { openDemo, searchFor, shot } from './helpers';

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

const searchWithEstimate = async (page: Page) => {
  await openDemo(page);
  await searchFor(page, 'merge pdfs into one');
  const tokens = page.getByTestId('menu-tokens');
  // The menu's text and its count are read together until they agree: the menu preview is
  // drawn from a deferred value, so right after the table it may still show an earlier menu.
  const read = async () => ({
    text: (await page.getByTestId('menu-text').textContent()) ?? '',
    shown: (await tokens.textContent()) ?? '',
  });
  await expect
    .poll(async () => {
      const { text, shown } = await read();
      return shown === `≈${Math.ceil(text.length / 4).toLocaleString('en')}`;
    })
    .toBe(true);
  const { text } = await read();
  // The figure says what it is and how to get the real one (tooltip and screen readers).
  await expect(tokens).toHaveAttribute('title', /characters \/ 4.*Count exactly.*Prompt panel/);
  await expect(page.getByTestId('menu-counts')).toContainText('estimate: chars/4');
  await expect(page.getByTestId('count-exactly')).toBeVisible();
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
  await expect(page.getByTestId('menu-tokens')).toHaveText(/^≈/);

  await page.getByRole('tab', { name: /Prompt/ }).click();
  await expect(page.getByTestId('prefix-summary')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('prefix-tokens')).toHaveText(/^\d[\d,]*$/);
  expect(urls.some((url) => TOKENIZER.test(url))).toBe(true);

  // Back on Search, the same menu is counted exactly, with no ≈ and no button.
  await page.getByRole('tab', { name: /Search/ }).click();
  const tokens = page.getByTestId('menu-tokens');
  await expect(tokens).toHaveText(/^\d[\d,]*$/);
  await expect(page.getByTestId('count-exactly')).toHaveCount(0);
  await expect(page.getByTestId('menu-counts')).toContainText(
    `o200k_base; chars/4 ≈ ${Math.ceil(text.length / 4).toLocaleString('en')}`,
  );
  // The real count, not the estimate under another label.
  expect(Number((await tokens.textContent())?.replace(/,/g, ''))).not.toBe(
    Math.ceil(text.length / 4),
  );
});

test('"Count exactly" loads the tokenizer from the Search panel', async ({ page }) => {
  const urls = recordRequests(page);
  await searchWithEstimate(page);
  await page.getByTestId('count-exactly').click();
  await expect(page.getByTestId('menu-tokens')).toHaveText(/^\d[\d,]*$/);
  expect(urls.some((url) => TOKENIZER.test(url))).toBe(true);
  // Later searches count exactly at once: the tokenizer is loaded for this visit.
  await page.getByTestId('query-input').fill('split pdf pages');
  await expect(page.locator('#results-table')).toHaveAttribute('data-query', 'split pdf pages');
  await expect(page.getByTestId('menu-tokens')).toHaveText(/^\d[\d,]*$/);
});

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test(`the estimate on the search panel at ${width}x${height}`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await searchWithEstimate(page);
    await page.getByTestId('menu-counts').scrollIntoViewIfNeeded();
    await page.screenshot(shot(`first-visit-${width}.png`));
    await page
      .getByTestId('menu-counts')
      .screenshot({ path: `e2e/screenshots/first-visit-menu-${width}.png` });
  });
}
