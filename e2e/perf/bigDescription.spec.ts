import { expect, type Page, test } from '@playwright/test';
import { longTaskObserver } from '../../bench/uiBench';
import { openBigDetail, openBigLens, pageNow, settled, showMore } from '../bigTool';

/**
 * The main thread's long tasks around a tool with a 2 MiB description (`npm run bench:ui`;
 * skipped otherwise): opening its lens, each "Show more" until the lens has drawn all it will,
 * the lens on a phone, and its Catalog detail and next page. The Long Tasks API observes from
 * the document's start; only the tasks that begin after each step's click count. Each step
 * prints its tasks and fails when one is over LONG_TASK_BOUND_MS. What the page draws is
 * bigDescription.spec.ts's.
 */

test.skip(!process.env.BENCH_UI, 'a benchmark: run it with npm run bench:ui');

const KIB = 2048;
/** No step may hold the main thread longer than this. */
const LONG_TASK_BOUND_MS = 100;

/** The long tasks that began after `since` (page time), printed and held to the bound. */
const boundedSince = async (page: Page, since: number, step: string) => {
  const tasks = await page.evaluate(
    (t) =>
      (window.__benchLongTasks ?? [])
        .filter((task) => task.startTime >= t)
        .map((task) => Math.round(task.duration)),
    since,
  );
  console.log(`long tasks ${step}: ${tasks.length === 0 ? 'none' : `${tasks.join(', ')} ms`}`);
  expect(Math.max(0, ...tasks), `the longest task ${step}`).toBeLessThanOrEqual(LONG_TASK_BOUND_MS);
};

test.beforeEach(async ({ page }) => {
  await page.addInitScript(longTaskObserver);
});

test('long tasks of the lens of a 2 MiB description, and of each Show more', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const { lens, since } = await openBigLens(page, KIB);
  await boundedSince(page, since, 'while opening the lens');
  const clicked = await pageNow(page);
  await showMore(lens).click();
  await settled(page);
  await boundedSince(page, clicked, 'after "show more"');
  const start = await pageNow(page);
  for (let i = 0; i < 10 && (await showMore(lens).count()) > 0; i++) {
    await showMore(lens).click();
    await page.waitForTimeout(200);
  }
  await expect(showMore(lens)).toHaveCount(0);
  await boundedSince(page, start, 'while showing all the lens draws');
});

test('long tasks of the lens of a 2 MiB description on a phone', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const { since } = await openBigLens(page, KIB);
  await boundedSince(page, since, 'while opening the lens (390 wide)');
});

test('long tasks of the Catalog detail of a 2 MiB description', async ({ page }) => {
  test.setTimeout(120_000);
  const { detail, pager, since } = await openBigDetail(page, KIB);
  await boundedSince(page, since, 'while opening the tool detail');
  const paged = await pageNow(page);
  await detail.getByRole('button', { name: /^Next [\d,]+$/ }).click();
  await expect(pager).toContainText('Showing characters 4,001–8,000 of');
  await settled(page);
  await boundedSince(page, paged, 'after Next');
});
