import { expect, type Locator, type Page } from '@playwright/test';
import { hitNames, importFile, openDemo } from './helpers';

/**
 * A catalog whose one tool has a very long description, and the steps that open its lens and
 * its Catalog detail: shared by bigDescription.spec.ts (what the page draws, at 256 KiB) and
 * perf/bigDescription.spec.ts (the main thread's long tasks, at 2 MiB).
 */

/** The big tool and a small one, its description `kib` KiB of words the query "amet" finds. */
const bigCatalog = (kib: number) =>
  JSON.stringify([
    {
      name: 'big',
      description: 'lorem ipsum dolor sit amet file '.repeat(kib * 32),
      parameters: { type: 'object' },
    },
    { name: 'small', description: 'Reads a small file.', parameters: { type: 'object' } },
  ]);

/** The page's clock, for the long tasks that begin after a step. */
export const pageNow = (page: Page) => page.evaluate(() => performance.now());

/** Two frames and a moment after a step shows, so its layout and paint have happened. */
export const settled = async (page: Page) => {
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await page.waitForTimeout(300);
};

const importBig = async (page: Page, kib: number) => {
  await openDemo(page);
  await importFile(page, 'gift.json', bigCatalog(kib));
  await expect(page.getByRole('status', { name: 'Catalog' })).toContainText('2 tools', {
    timeout: 60_000,
  });
};

/**
 * Imports the big catalog, searches "amet" and opens the big tool's lens, waiting until it is
 * drawn; `since` is the page's time just before the click.
 */
export const openBigLens = async (page: Page, kib: number) => {
  await importBig(page, kib);
  await page.getByRole('searchbox', { name: /^Query/ }).fill('amet');
  await expect(hitNames(page).first()).toHaveText('big', { timeout: 30_000 });
  // Let the search settle, then open the lens and wait until it is drawn.
  await page.waitForTimeout(500);
  const since = await pageNow(page);
  await hitNames(page).first().click();
  const lens = page.getByRole('region', { name: /^Lens:/ });
  await expect(lens.getByText(/^\d+ windows? · /)).toContainText(
    `of ${(kib * 1024).toLocaleString('en-US')} characters`,
    { timeout: 60_000 },
  );
  await settled(page);
  return { lens, since };
};

/** The lens's "Show 2,000 more characters either side" button. */
export const showMore = (lens: Locator) =>
  lens.getByRole('button', { name: /^Show [\d,]+ more characters either side$/ });

/**
 * Imports the big catalog and opens the big tool's detail in the Catalog panel, waiting until
 * its first page is drawn; `since` is the page's time just before the click.
 */
export const openBigDetail = async (page: Page, kib: number) => {
  await importBig(page, kib);
  await page.getByRole('tab', { name: /Catalog/ }).click();
  const name = page.getByRole('button', { name: 'big', exact: true });
  await expect(name).toHaveCount(1);
  await page.waitForTimeout(500);
  const since = await pageNow(page);
  await name.click();
  const detail = page.getByRole('region', { name: 'big', exact: true });
  const pager = detail.getByText(/^Showing characters /);
  await expect(pager).toContainText('Showing characters 1–4,000 of');
  await settled(page);
  return { detail, pager, since };
};
