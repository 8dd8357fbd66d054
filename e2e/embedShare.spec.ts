import { writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { catalogRows, embedCatalog, servedEmbeds } from './embedPage';
import { catalogSummary, shotBoth } from './helpers';

// The service worker a visitor has (the app project blocks it, playwright.config.ts): its tests
// are about what the service worker keeps.
test.use({ serviceWorkers: 'allow' });

/**
 * The Share dialog's embed snippet and an embed's next visit, on the build served under a
 * sub-path of a plain static host beside the site's own fixtures, as in embedPanels.spec.ts:
 * its own copy of them (`./share/…`), so that spec may run beside this one. Both tests visit the
 * full app (whose service worker then answers the origin's requests), each on its own page.
 */
const { site, openEmbed } = servedEmbeds('share');

test.use({ viewport: { width: 1440, height: 900 } });

test('the Share dialog writes the current panel’s snippet with the catalog URL', async ({
  page,
}) => {
  await page.goto(`${site.url}#panel=catalog&find=pdf`);
  await expect(catalogSummary(page)).toContainText('169 tools');
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const code = page.getByRole('textbox', { name: 'Embed this panel in a page' });
  await expect(code).toHaveValue(/\?embed=1&amp;panel=catalog&amp;find=pdf"/);
  await page.getByRole('textbox', { name: 'catalog URL for the embed' }).fill('./share/tools.json');
  await expect(code).toHaveValue(
    /^<iframe src="http:\/\/127\.0\.0\.1:\d+\/docs\/toollens\/\?embed=1&amp;panel=catalog&amp;find=pdf&amp;catalog=\.\/share\/tools\.json"/,
  );
  await shotBoth(page, 'embed-share-dialog');

  // The snippet in a page of the docs site (written to the served folder: the service worker
  // the full app registered answers this origin's requests, so a routed page would not be seen).
  const snippet = await code.inputValue();
  writeFileSync(`${site.dir}post.html`, `<!doctype html><h1>Our tools</h1>${snippet}`);
  await page.goto(`${site.url}share/post.html`);
  const frame = page.frameLocator('iframe');
  await expect(embedCatalog(frame)).toHaveText('tools.json · 10 tools');
  const filter = frame.getByRole('searchbox', { name: 'Filter tools' });
  await expect(filter).toHaveValue('pdf');
  await expect(catalogRows(frame)).toHaveCount(0);
  await filter.fill('soil');
  await expect(catalogRows(frame)).toHaveCount(1);
  await expect(
    catalogRows(frame).getByRole('button', { name: 'check_soil_moisture', exact: true }),
  ).toBeVisible();
});

test('an edited catalog shows on the next visit, though the service worker holds the app', async ({
  page,
}) => {
  // A visit to the full app first: its service worker takes the path and caches what it loads.
  await page.goto(site.url);
  await expect(catalogSummary(page)).toContainText('169 tools', {
    timeout: 20_000,
  });
  await expect
    .poll(
      () =>
        page.evaluate(async () => (await caches.open('toollens-v1')).keys().then((k) => k.length)),
      {
        timeout: 15_000,
      },
    )
    .toBeGreaterThan(10);
  const tool = (name: string) => ({
    name,
    description: `Tool ${name}.`,
    parameters: { type: 'object' },
  });
  writeFileSync(
    `${site.dir}site-tools.json`,
    JSON.stringify([tool('first_tool'), tool('second_tool')]),
  );
  await openEmbed(page, 'panel=catalog&catalog=./share/site-tools.json');
  await expect(catalogRows(page)).toHaveCount(2, { timeout: 20_000 });
  // The docs site edits its catalog; the embed's next visit shows the edit, not the cached copy.
  writeFileSync(
    `${site.dir}site-tools.json`,
    JSON.stringify([tool('first_tool'), tool('second_tool'), tool('third_tool')]),
  );
  await page.reload();
  await expect(catalogRows(page)).toHaveCount(3, { timeout: 20_000 });
});
