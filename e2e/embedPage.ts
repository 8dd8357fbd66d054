import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import { copyFixtures, type StaticHost, serveDist } from './staticServer';

/** What the embed specs served from a static host (embedPanels, embedShare) read on an embed. */

/** The embed at `url`, once its bar is drawn. */
const openEmbedAt = async (page: Page, url: string) => {
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

/** Where a docs site serves the build. */
const SUB_PATH = '/docs/toollens/';

/**
 * The build under a sub-path of a plain static host, with the e2e fixtures copied beside it in
 * `folder` (its own for each spec, so specs running side by side never lose each other's files),
 * for the tests of the calling spec: its hooks start the host and remove the copy after.
 * `prepare` writes more files into the copy first. `site` holds the host's URL and the copy's
 * folder once the hooks have run; `openEmbed` opens an embed there with the given parameters.
 */
export const servedEmbeds = (folder: string, prepare?: (dir: string) => void) => {
  const site = { url: '', dir: '' };
  let host: StaticHost | undefined;
  let fixtures: ReturnType<typeof copyFixtures> | undefined;
  test.beforeAll(async () => {
    fixtures = copyFixtures(folder);
    prepare?.(fixtures.dir);
    host = await serveDist(SUB_PATH);
    site.url = host.url;
    site.dir = fixtures.dir;
  });
  test.afterAll(async () => {
    await host?.close();
    fixtures?.remove();
  });
  const openEmbed = (page: Page, params: string) =>
    openEmbedAt(page, `${site.url}?embed=1&${params}`);
  return { site, openEmbed };
};
