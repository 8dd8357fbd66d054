import { existsSync } from 'node:fs';
import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import { sampleCatalog } from '../src/data/sample';
import { type StaticHost, serveDist } from './staticServer';

// The service worker a visitor has (the app project blocks it, playwright.config.ts): the docs
// site serves the app beside its pages, with its service worker.
test.use({ serviceWorkers: 'allow' });

/**
 * The docs site (`npm run docs:site`, dist/site/) on a plain static host, as a reader meets it:
 * its pages embed live panels of the app copied beside them (dist/site/app/), on the sample
 * catalog. The pictures of both pages at a laptop's and a phone's size go to
 * e2e/screenshots/docs/, or to docs/screenshots/ with DOCS_SCREENSHOTS=1.
 */
const SITE = new URL('../dist/site/', import.meta.url).pathname;
const folder = process.env.DOCS_SCREENSHOTS ? 'docs/screenshots' : 'e2e/screenshots/docs';
const SIZES = [
  { name: '1440', width: 1440, height: 900 },
  { name: '390', width: 390, height: 844 },
];
let host: StaticHost;

test.beforeAll(async () => {
  if (!existsSync(`${SITE}index.html`))
    throw new Error(
      `docsSite.spec: no docs site in ${SITE}: run npm run docs:site after vite build`,
    );
  host = await serveDist('/', {}, SITE);
});
test.afterAll(async () => {
  await host.close();
});
test.use({ viewport: { width: 1440, height: 900 } });

/** The page's embed, scrolled to (it loads lazily) and answering for the sample catalog. */
const embedOf = async (page: Page, title: string): Promise<FrameLocator> => {
  const iframe = page.getByTitle(title);
  await iframe.scrollIntoViewIfNeeded();
  const frame = iframe.contentFrame();
  await expect(frame.getByRole('banner').getByText(/ · [\d,]+ tools?$/)).toContainText(
    `${sampleCatalog.tools.length} tools`,
    { timeout: 15_000 },
  );
  return frame;
};

/** The page's first screen with its embed in view, at each size. */
const shoot = async (page: Page, title: string, name: string) => {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.getByTitle(title).scrollIntoViewIfNeeded();
    // The sidebar slides away when the layout turns to a phone's: the picture waits for it.
    await page.waitForFunction(() => document.getAnimations().length === 0);
    await page.mouse.move(0, 0);
    await page.screenshot({ path: `${folder}/site-${name}-${size.name}.png` });
  }
};

test('search.md: the embedded Search panel answers the page’s query', async ({ page }) => {
  const title = 'toollens: the Search panel';
  await page.goto(`${host.url}docs/search.html`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/How search works/);
  const frame = await embedOf(page, title);
  await expect(frame.getByRole('searchbox', { name: /^Query/ })).toHaveValue('read a pdf');
  // The first hit's name: the first button of the results table's first row of cells.
  await expect(
    frame
      .getByRole('table', { name: /hits?, ranked by/ })
      .getByRole('row')
      .filter({ has: frame.getByRole('cell') })
      .first()
      .getByRole('button')
      .first(),
  ).toHaveText('pdf_reader');
  await shoot(page, title, 'search');
});

test('embedding.md, reached from a decision page’s sidebar: the Catalog panel lists the sample’s tools', async ({
  page,
}) => {
  const title = 'toollens: the Catalog panel';
  // Through the site's own navigation, which swaps pages without a load, from a page one folder
  // deeper: the embed's relative address must resolve against the page it is on, not the last.
  await page.goto(`${host.url}docs/decisions/docs-site.html`);
  await page.getByRole('link', { name: 'Embedding and hosting' }).first().click();
  await expect(page).toHaveURL(/\/docs\/embedding\.html$/);
  const frame = await embedOf(page, title);
  const names = frame
    .getByRole('table', { name: /^[\d,]+ of [\d,]+ tools?$/ })
    .getByRole('row')
    .filter({ has: frame.getByRole('cell') })
    .getByRole('button');
  await expect(names).toHaveCount(sampleCatalog.tools.length);
  expect((await names.allTextContents()).sort()).toEqual(
    sampleCatalog.tools.map((tool) => tool.name).sort(),
  );
  await shoot(page, title, 'embedding');
});
