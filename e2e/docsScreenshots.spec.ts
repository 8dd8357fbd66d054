import { expect, type Page, test } from '@playwright/test';
import { typeQuery } from './helpers';

/**
 * The pictures the README shows: the landing, a search with its lens, the timeline,
 * the prompt with a declaration token by token, and every step of the tour, each at a laptop's,
 * a small laptop's and a phone's size, as a person sees the first screen (not the full page).
 * `npm run docs:screenshots` writes them into docs/screenshots/, the copies the README links, so a
 * change to the app is one command away from its pictures.
 */

// Pictures, not checks: taken when `npm run docs:screenshots` asks (every view they show is
// asserted by its own spec), so the suite does not spend a minute of a CI run on them.
test.skip(!process.env.DOCS_SCREENSHOTS, 'the documentation pictures: npm run docs:screenshots');

const SIZES = [
  { name: '1440', width: 1440, height: 900 },
  { name: '1024', width: 1024, height: 768 },
  { name: '390', width: 390, height: 844 },
];
const STEPS = 9;
const folder = 'docs/screenshots';
const take = (page: Page, name: string, size: string) =>
  page.screenshot({ path: `${folder}/${name}-${size}.png` });

for (const size of SIZES) {
  test.describe(`at ${size.width}×${size.height}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(size);
    });

    test('the landing, then a search with its lens', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('region', { name: /^Find tools, don’t load them/ })).toBeVisible({
        timeout: 20_000,
      });
      await expect(
        page.getByRole('list', { name: 'Try a search' }).getByRole('button').first(),
      ).toBeVisible();
      await take(page, 'landing', size.name);

      await typeQuery(page, 'excel file');
      await expect(page.getByRole('region', { name: /^Lens:/ })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('region', { name: /^Lens:/ })).toContainText('read_spreadsheet');
      await take(page, 'search-lens', size.name);
    });

    test('the timeline at its eviction turn', async ({ page }) => {
      await page.goto('/#panel=timeline&scenario=spec-five-turns&turn=4');
      await expect(page.getByRole('status').filter({ hasText: /^t\d+ of \d+/ })).toContainText(
        't4 of 5',
        { timeout: 20_000 },
      );
      await take(page, 'timeline', size.name);
    });

    test('the prompt, with one declaration token by token', async ({ page }) => {
      await page.goto('/#panel=prompt&scenario=spec-five-turns&turn=3');
      const row = page
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: /^read_pdf/ }) });
      await expect(row).toBeVisible({ timeout: 20_000 });
      await page
        .getByRole('button', { name: "Tokens: show read_pdf's declaration token by token" })
        .click();
      const view = page.getByRole('region', { name: /token by token$/ });
      // The tokens are coloured stretches of the text, with no role of their own.
      await expect(view.getByTestId('token').first()).toBeVisible({ timeout: 20_000 });
      await row.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, -80));
      await take(page, 'prompt-tokens', size.name);
    });

    test('every step of the tour', async ({ page }) => {
      for (let step = 1; step <= STEPS; step++) {
        await page.goto(`/#demo=${step}`);
        // The caption's figures are read from the panel; the bar holds no other pending figure.
        const caption = page.getByRole('complementary', { name: 'Guided demo' });
        await expect(
          page.getByRole('complementary', { name: 'Guided demo' }).getByText(/^\d+ \/ \d+$/),
        ).toHaveText(`${step} / ${STEPS}`, {
          timeout: 20_000,
        });
        // The caption's figures are read from the panel: wait until every one is in.
        await expect(caption.locator('[data-pending]')).toHaveCount(0, { timeout: 20_000 });
        await take(page, `tour-${step}`, size.name);
      }
    });
  });
}
