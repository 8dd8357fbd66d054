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
  await expect(page.getByRole('status', { name: 'Catalog' })).toContainText(
    'demo · toollens · 169 tools',
  );
};

test('the Catalog panel says its tool list failed, and Retry loads it', async ({ page }) => {
  await openFailing(page, '#panel=catalog', ['catalogRows']);
  const error = page.getByRole('alert').filter({ hasText: 'The tool list failed.' });
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
  await expect(
    page
      .getByRole('table', { name: /^[\d,]+ of [\d,]+ tools?$/ })
      .getByRole('row')
      .filter({ has: page.getByRole('cell') }),
  ).toHaveCount(169);
});

test('the Search panel says its search failed, and Retry searches', async ({ page }) => {
  await openFailing(page, '#q=excel+file', ['search']);
  const error = page.getByRole('alert').filter({ hasText: 'The search failed.' });
  await expect(error).toContainText('The search failed.');
  await error.getByRole('button', { name: 'Retry' }).click();
  await expect(error).toHaveCount(0);
  await expect(page.getByRole('table', { name: /hits?, ranked by/ })).toBeVisible();
});

test('the Timeline panel says its replay failed, and Retry replays', async ({ page }) => {
  await openFailing(page, '#panel=timeline', ['replay']);
  const error = page.getByRole('alert').filter({ hasText: 'The replay failed.' });
  await expect(error).toContainText('The replay failed.');
  await error.getByRole('button', { name: 'Retry' }).click();
  await expect(error).toHaveCount(0);
  await expect(page.getByRole('list', { name: /^Working set at t\d+$/ }).first()).toBeVisible();
});

test('the Evaluate panel says its evaluation failed, and Retry evaluates', async ({ page }) => {
  await openFailing(page, '#panel=evaluate', ['evaluate']);
  await page.getByRole('button', { name: 'Use the demo query set' }).click();
  const error = page.getByRole('alert').filter({ hasText: 'The evaluation failed.' });
  await expect(error).toContainText('The evaluation failed.');
  await error.getByRole('button', { name: 'Retry' }).click();
  await expect(error).toHaveCount(0);
  await expect(page.getByRole('status', { name: 'Evaluation' })).toContainText('74 queries');
});
