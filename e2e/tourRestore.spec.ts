import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { type PagingServer, startPagingServer } from '../src/test/mcp/pagingServer';
import { hitNames, importFile, saved, searchFor, shot } from './helpers';

/**
 * On a catalog of one's own the tour tells its story on that catalog, and whoever takes it
 * there gets their view (query, panel) back when the tour ends: by Finish, by Leave or Esc, by
 * the browser's Back, and after a reload mid-tour (which resumes the tour, and says the view
 * comes back). A live connection stays open through the tour.
 */

const GARDEN = readFileSync('e2e/fixtures/tools.json', 'utf8');
const QUERY = 'water the beds';
/** A search the paging server's tools answer. */
const LIVE_QUERY = 'invoice reminder';
const LIVE = 'mcp:toollens-paging@1.0.0 · mcp · 105 tools';

test.use({ viewport: { width: 1440, height: 900 } });

const summary = (page: Page) => page.getByRole('status', { name: 'Catalog' });
const step = (page: Page) =>
  page.getByRole('complementary', { name: 'Guided demo' }).getByText(/^\d+ \/ \d+$/);

/**
 * The palette's "Start the guided demo", as a user who has typed a query starts the tour: on
 * their own catalog, which stays. Gives the number of the tour's steps.
 */
const startTour = async (page: Page, mine: string): Promise<number> => {
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await palette.getByRole('combobox').fill('guided demo');
  await page.keyboard.press('Enter');
  await expect(step(page)).toHaveText(/^1 \/ \d+$/, { timeout: 20_000 });
  await expect(summary(page)).toContainText(mine);
  await expect(
    page.getByRole('complementary', { name: 'Guided demo' }).getByText(/^Your catalog:/),
  ).toContainText('Your catalog:');
  return Number(/\/ (\d+)/.exec((await step(page).textContent()) ?? '')?.[1]);
};

/** The user's own catalog, query and panel, as before the tour. */
const expectMine = async (page: Page, name: string, query = QUERY) => {
  await expect(page.getByRole('complementary', { name: 'Guided demo' })).toHaveCount(0);
  await expect(summary(page)).toContainText(name);
  await expect(page.getByRole('tab', { name: 'Search' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('searchbox', { name: /^Query/ })).toHaveValue(query);
  // The answer's query is an attribute of the results table, named by its caption.
  await expect(
    page.getByRole('table', { name: /hits?, ranked by|in catalog order/ }),
  ).toHaveAttribute('data-query', query);
};

const importGarden = async (page: Page) => {
  await page.goto('/');
  await expect(summary(page)).toContainText('demo · toollens · 169 tools');
  await importFile(page, 'garden.json', GARDEN);
  await expect(summary(page)).toContainText('garden.json · mcp · 10 tools');
  await searchFor(page, QUERY);
};

const ways: { name: string; leave: (page: Page, steps: number) => Promise<void> }[] = [
  {
    name: 'Finish',
    leave: async (page, steps) => {
      for (let n = 1; n < steps; n++)
        await page.getByRole('button', { name: /^(Next →|Finish)$/ }).click();
      await expect(step(page)).toHaveText(`${steps} / ${steps}`);
      await page.getByRole('button', { name: /^(Next →|Finish)$/ }).click();
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
    leave: async (page, steps) => {
      await page.getByRole('button', { name: /^(Next →|Finish)$/ }).click();
      await expect(step(page)).toHaveText(`2 / ${steps}`);
      await saved(page);
      await page.reload();
      // The tour resumes where it was, and says the view comes back.
      await expect(step(page)).toHaveText(`2 / ${steps}`, { timeout: 20_000 });
      await expect(
        page.getByRole('complementary', { name: 'Guided demo' }).getByText(/^When the tour ends/),
      ).toContainText('garden.json');
      await page.getByRole('button', { name: /Leave/ }).click();
    },
  },
];

for (const way of ways) {
  test(`an imported catalog, its query and panel come back after the tour, by ${way.name}`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await importGarden(page);
    const steps = await startTour(page, 'garden.json · mcp · 10 tools');
    await expect(
      page.getByRole('complementary', { name: 'Guided demo' }).getByText(/^When the tour ends/),
    ).toContainText('garden.json');
    if (way.name === 'Finish') {
      await page.screenshot({ path: 'e2e/screenshots/tour-return-bar.png' });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: 'e2e/screenshots/tour-return-bar-390.png' });
      await page.setViewportSize({ width: 1440, height: 900 });
    }
    await way.leave(page, steps);
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
  await page.getByRole('button', { name: 'water_plants', exact: true }).click();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('irrigate_beds');
  await page.getByRole('button', { name: 'Apply and re-run' }).click();
  await expect(page.getByRole('region', { name: 'Tool editor' })).toContainText(
    'Edit irrigate_beds',
  );
  await page.getByRole('tab', { name: 'Search' }).click();
  await searchFor(page, QUERY);
  await expect(hitNames(page).first()).toHaveText('irrigate_beds');
  await startTour(page, 'garden.json · mcp · 10 tools');
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
    await page.getByRole('button', { name: 'Connect to server…' }).click();
    await page.getByRole('textbox', { name: 'Server URL' }).fill(paging.url);
    await page
      .getByRole('dialog', { name: 'Connect to an MCP server' })
      .getByRole('button', { name: 'Connect', exact: true })
      .click();
    await expect(
      page.getByRole('status').filter({ hasText: 'connected to toollens-paging' }),
    ).toBeVisible();
    await searchFor(page, LIVE_QUERY);
  };

  test('stays open through the tour, which tells its story on the server’s tools', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await connect(page);
    await startTour(page, LIVE);
    await expect(
      page.getByRole('status').filter({ hasText: 'connected to toollens-paging' }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expectMine(page, LIVE, LIVE_QUERY);
    await expect(
      page.getByRole('status').filter({ hasText: 'connected to toollens-paging' }),
    ).toBeVisible();
  });
});
