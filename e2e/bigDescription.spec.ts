import { expect, type Locator, test } from '@playwright/test';
import { openBigDetail, openBigLens, settled, showMore } from './bigTool';

/**
 * A tool with a very long description: its lens draws a bounded neighbourhood of each window
 * with a way to see more, on a phone too, and its Catalog detail pages 4,000 characters at a
 * time. 256 KiB is over every bound the lens and the detail keep (src/engine/excerpt/lensSpans.ts)
 * at a fraction of the cost; that a 2 MiB one opens without a long task over 100 ms is measured
 * by perf/bigDescription.spec.ts (`npm run bench:ui`).
 */

const KIB = 256;

/** The lens's "Showing 8,000 of 262,144 characters around the windows" line. */
const truncated = (lens: Locator) =>
  lens.getByText(/^Showing [\d,]+ of [\d,]+ characters around the windows/);
/** The lens's drawn text: a paragraph with no name of its own, so found by its test id. */
const lensText = (lens: Locator) => lens.getByTestId('lens-text');
const drawnChars = (lens: Locator) => lensText(lens).evaluate((el) => el.textContent?.length ?? 0);

test('the lens of a long description draws a bounded part of it, with Show more', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const { lens } = await openBigLens(page, KIB);
  // Marks only in the text it shows, and a way to see more.
  const marks = await lens.locator('mark').count();
  expect(marks).toBeGreaterThan(0);
  expect(marks).toBeLessThan(1_000);
  await expect(
    lens.getByRole('list', { name: 'Window budgets' }).getByRole('listitem'),
  ).not.toHaveCount(0);
  await expect(truncated(lens)).toBeVisible();
  await lens.screenshot({ path: 'e2e/screenshots/lens-big-1440.png' });

  // "Show more" reveals a bounded chunk; clicked until the lens has drawn all it will, the
  // total stays bounded, and the lens says where the whole text is.
  const before = await drawnChars(lens);
  await showMore(lens).click();
  await expect.poll(() => drawnChars(lens)).toBeGreaterThan(before);
  for (let i = 0; i < 10 && (await showMore(lens).count()) > 0; i++) {
    await showMore(lens).click();
    await settled(page);
  }
  await expect(showMore(lens)).toHaveCount(0);
  expect(await drawnChars(lens)).toBeLessThan(15_000);
  await expect(truncated(lens)).toContainText('Catalog');
});

test('the lens of a long description on a phone', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const { lens } = await openBigLens(page, KIB);
  await expect(truncated(lens)).toBeVisible();
  await lens.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'e2e/screenshots/lens-big-390.png' });
  // Nothing of the lens is wider than the screen.
  const overflow = await lens.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
});

test('the Catalog detail of a long description pages it, one page at a time', async ({ page }) => {
  test.setTimeout(120_000);
  const { detail, pager } = await openBigDetail(page, KIB);
  await expect(detail.getByText(/^\{"name":"big"/)).toBeVisible();
  // Next draws the following page, never more than one page.
  await detail.getByRole('button', { name: /^Next [\d,]+$/ }).click();
  await expect(pager).toContainText('Showing characters 4,001–8,000 of');
  await page.screenshot({ path: 'e2e/screenshots/tool-detail-big.png' });
});
