import { expect, type FrameLocator, type Page } from '@playwright/test';

/** What the embed specs served from a static host (embedPanels, embedShare) read on an embed. */

/** The embed at `url`, once its bar is drawn. */
export const openEmbedAt = async (page: Page, url: string) => {
  await page.goto(url);
  // The embed's bar: the toollens name, with none of the app's header controls beside it.
  await expect(
    page.getByRole('banner').getByRole('heading', { name: 'toollens', level: 1 }),
  ).toBeVisible();
};

/** The embed bar's catalog: its source and size. */
export const embedCatalog = (page: Page | FrameLocator) =>
  page.getByRole('status', { name: 'Catalog' });

/** The catalog table's rows (named by its caption, "10 of 10 tools"), the header row left out. */
export const catalogRows = (page: Page | FrameLocator) =>
  page
    .getByRole('table', { name: / of [\d,]+ tools?$/ })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
