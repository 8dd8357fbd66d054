import { expect, type Page, test } from '@playwright/test';
import { withSeed } from './helpers';

/**
 * A failed worker request shows its message where its result would have been, with a Retry
 * that asks again. `window.__toollensFailNext` (read when the page installs its test hooks)
 * makes the first call of each named worker method reject.
 */

const openFailing = async (page: Page, hash: string, methods: string[]) => {
  await page.addInitScript((names) => {
    window.__toollensFailNext = names;
  }, methods);
  await page.goto(`/${withSeed(hash)}`);
  await expect(page.getByTestId('catalog-summary')).toContainText('demo · toollens · 169 tools');
};

test('the Catalog panel says its tool list failed, and Retry loads it', async ({ page }) => {
  await openFailing(page, '#panel=catalog', ['catalogRows']);
  const error = page.getByTestId('catalog-rows-error');
  await expect(error).toContainText('The tool list failed.');
  await expect(error).toContainText('catalogRows failed (test hook)');
  await expect(page.getByText('Loading the tools…')).toHaveCount(0);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: 'e2e/screenshots/request-error-1440.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'e2e/screenshots/request-error-390.png' });
  await page.setViewportSize({ width: 1280, height: 720 });

  await error.getByRole('button', { name: 'Retry' }).click();
  await expect(error).toHaveCount(0);
  await expect(page.getByTestId('catalog-row')).toHaveCount(169);
});

test('the Search panel says its search failed, and Retry searches', async ({ page }) => {
  await openFailing(page, '#q=excel+file', ['search']);
  const error = page.getByTestId('search-error');
  await expect(error).toContainText('The search failed.');
  await error.getByRole('button', { name: 'Retry' }).click();
  await expect(error).toHaveCount(0);
  await expect(page.getByTestId('hit-name').first()).toBeVisible();
});

test('the Timeline panel says its replay failed, and Retry replays', async ({ page }) => {
  await openFailing(page, '#panel=timeline', ['replay']);
  const error = page.getByTestId('replay-error');
  await expect(error).toContainText('The replay failed.');
  await error.getByRole('button', { name: 'Retry' }).click();
  await expect(error).toHaveCount(0);
  await expect(page.getByTestId('ws-row').first()).toBeVisible();
});

test('the Evaluate panel says its evaluation failed, and Retry evaluates', async ({ page }) => {
  await openFailing(page, '#panel=evaluate', ['evaluate']);
  await page.getByTestId('use-demo-set').click();
  const error = page.getByTestId('eval-error');
  await expect(error).toContainText('The evaluation failed.');
  await error.getByRole('button', { name: 'Retry' }).click();
  await expect(error).toHaveCount(0);
  await expect(page.getByTestId('eval-status')).toContainText('74 queries');
});
