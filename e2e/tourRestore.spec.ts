import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { type PagingServer, startPagingServer } from '../src/test/mcp/pagingServer';
import { hitNames, importFile, saved, searchFor, shot } from './helpers';

/**
 * The tour runs on the demo catalog, and whoever takes it on their own catalog gets it back when
 * the tour ends: by Finish, by Leave or Esc, by the browser's Back, and after a reload mid-tour
 * (which resumes the tour, and says the catalog comes back). A live connection is closed for
 * the tour and opened again after; if the server is gone, the page says so with Retry and the
 * catalog stays.
 */

const GARDEN = readFileSync('e2e/fixtures/tools.json', 'utf8');
const STEPS = 8;
const QUERY = 'water the beds';
/** A search the paging server's tools answer. */
const LIVE_QUERY = 'invoice reminder';
const LIVE = 'mcp:toollens-paging@1.0.0 · mcp · 105 tools';

test.use({ viewport: { width: 1440, height: 900 } });

const summary = (page: Page) => page.getByTestId('catalog-summary');
const step = (page: Page) => page.getByTestId('demo-step');

/** The palette's "Start the guided demo", as a user who has typed a query starts the tour. */
const startTour = async (page: Page) => {
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await palette.getByRole('combobox').fill('guided demo');
  await page.keyboard.press('Enter');
  await expect(step(page)).toHaveText(`1 / ${STEPS}`);
  await expect(summary(page)).toContainText('demo · toollens · 169 tools');
};

/** The user's own catalog, query and panel, as before the tour. */
const expectMine = async (page: Page, name: string, query = QUERY) => {
  await expect(page.getByTestId('demo')).toHaveCount(0);
  await expect(summary(page)).toContainText(name);
  await expect(page.getByRole('tab', { name: 'Search' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('query-input')).toHaveValue(query);
  await expect(page.locator('#results-table')).toHaveAttribute('data-query', query);
};

const importGarden = async (page: Page) => {
  await page.goto('/');
  await expect(summary(page)).toContainText('demo · toollens · 169 tools');
  await importFile(page, 'garden.json', GARDEN);
  await expect(summary(page)).toContainText('garden.json · mcp · 10 tools');
  await searchFor(page, QUERY);
};

const ways: { name: string; leave: (page: Page) => Promise<void> }[] = [
  {
    name: 'Finish',
    leave: async (page) => {
      for (let n = 1; n < STEPS; n++) await page.getByTestId('demo-next').click();
      await expect(step(page)).toHaveText(`${STEPS} / ${STEPS}`);
      await page.getByTestId('demo-next').click();
    },
  },
  { name: 'Leave', leave: (page) => page.getByRole('button', { name: /Leave/ }).click() },
  { name: 'Esc', leave: (page) => page.keyboard.press('Escape') },
  {
    name: 'Back',
    leave: async (page) => {
      await page.goBack();
    },
  },
  {
    name: 'a reload mid-tour, then Leave',
    leave: async (page) => {
      await page.getByTestId('demo-next').click();
      await expect(step(page)).toHaveText(`2 / ${STEPS}`);
      await saved(page);
      await page.reload();
      // The tour resumes where it was, and says the catalog comes back.
      await expect(step(page)).toHaveText(`2 / ${STEPS}`);
      await expect(page.getByTestId('demo-return')).toContainText('garden.json');
      await page.getByRole('button', { name: /Leave/ }).click();
    },
  },
];

for (const way of ways) {
  test(`an imported catalog, its query and panel come back after the tour, by ${way.name}`, async ({
    page,
  }) => {
    await importGarden(page);
    await startTour(page);
    await expect(page.getByTestId('demo-return')).toContainText('garden.json');
    if (way.name === 'Finish') {
      await page.screenshot({ path: 'e2e/screenshots/tour-return-bar.png' });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: 'e2e/screenshots/tour-return-bar-390.png' });
      await page.setViewportSize({ width: 1440, height: 900 });
    }
    await way.leave(page);
    await expectMine(page, 'garden.json · mcp · 10 tools');
    if (way.name === 'Finish') {
      await page.screenshot(shot('tour-return.png'));
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot(shot('tour-return-390.png'));
    }
    // Still there on the next visit: the restored view is the one saved.
    await saved(page);
    await page.reload();
    await expectMine(page, 'garden.json · mcp · 10 tools');
  });
}

test('an edit to the imported catalog is still applied after the tour', async ({ page }) => {
  await page.goto('/');
  // The demo shown first, as a person sees it before choosing a file: a file chosen before the
  // page's first load of the view's catalog can be replaced by that load (seen once in CI).
  await expect(summary(page)).toContainText('demo · toollens · 169 tools');
  await importFile(page, 'garden.json', GARDEN);
  await expect(summary(page)).toContainText('garden.json · mcp · 10 tools');
  await page.getByRole('tab', { name: /Catalog/ }).click();
  await page
    .getByTestId('catalog-row')
    .filter({ hasText: 'water_plants' })
    .getByTestId('catalog-name')
    .click();
  await page.getByTestId('edit-tool').click();
  await page.getByTestId('edit-name').fill('irrigate_beds');
  await page.getByTestId('edit-apply').click();
  await expect(page.getByTestId('tool-editor')).toContainText('Edit irrigate_beds');
  await page.getByRole('tab', { name: 'Search' }).click();
  await searchFor(page, QUERY);
  await expect(hitNames(page).first()).toHaveText('irrigate_beds');
  await startTour(page);
  await page.keyboard.press('Escape');
  await expectMine(page, 'garden.json · mcp · 10 tools');
  await expect(hitNames(page).first()).toHaveText('irrigate_beds');
  await expect(hitNames(page).filter({ hasText: /^water_plants$/ })).toHaveCount(0);
});

test.describe('a live connection', () => {
  let paging: PagingServer;
  test.beforeEach(async () => {
    paging = await startPagingServer({ port: 0 });
  });
  test.afterEach(async () => {
    await paging?.close();
  });

  const connect = async (page: Page) => {
    await page.goto('/');
    await expect(summary(page)).toContainText('demo · toollens · 169 tools');
    await page.getByTestId('connect-button').click();
    await page.getByTestId('connect-url').fill(paging.url);
    await page.getByTestId('connect-submit').click();
    await expect(page.getByTestId('mcp-status')).toContainText('connected to toollens-paging');
    await searchFor(page, LIVE_QUERY);
  };

  test('is closed for the tour and opened again after it', async ({ page }) => {
    await connect(page);
    await startTour(page);
    // The demo is not the server's catalog: nothing follows the server during the tour.
    await expect(page.getByTestId('mcp-status')).not.toContainText('connected to');
    await page.keyboard.press('Escape');
    await expectMine(page, LIVE, LIVE_QUERY);
    await expect(page.getByTestId('mcp-status')).toContainText('connected to toollens-paging');
  });

  test('a server gone by the end of the tour is said with Retry, and the catalog stays', async ({
    page,
  }) => {
    await connect(page);
    await startTour(page);
    const port = new URL(paging.url).port;
    await paging.close();
    await page.keyboard.press('Escape');
    await expectMine(page, LIVE, LIVE_QUERY);
    const failed = page.getByTestId('tour-reconnect');
    await expect(failed).toContainText(paging.url);
    await page.screenshot(shot('tour-reconnect-failed.png'));
    paging = await startPagingServer({ port: Number(port) });
    await failed.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('mcp-status')).toContainText('connected to toollens-paging');
    await expect(failed).toHaveCount(0);
    await expectMine(page, LIVE, LIVE_QUERY);
  });
});
