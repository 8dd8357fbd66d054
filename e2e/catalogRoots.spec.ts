import { expect, test } from '@playwright/test';
import {
  openSettings,
  rename,
  rootRow,
  rootRows,
  rootsCount,
  rootsRegion,
  screenshots,
} from './catalogSettingsSteps';
import { importFile, openDemo } from './helpers';

/**
 * A catalog whose tools each make a root of their own: the Catalog panel's roots table stays
 * usable at thousands of roots. The section's other edits: catalogSettings.spec.ts.
 */

test('a catalog of 5,000 roots draws them 100 at a time: the filter finds any, Show more adds more', async ({
  page,
}) => {
  // A server can send thousands of tools that each make a root of their own; drawing a form
  // for every one of them on each change froze the page.
  const ROOTS = 5000;
  const tools = Array.from({ length: ROOTS }, (_, i) => {
    const root = `thing-${String(i).padStart(4, '0')}`;
    return {
      name: `read_${root.replace('-', '_')}`,
      description: `Reads ${root}.`,
      parameters: { type: 'object' },
      capabilities: [`${root}:read`],
    };
  });
  await openDemo(page);
  await importFile(page, 'many-roots.json', JSON.stringify({ toollens: 1, tools }));
  await openSettings(page);
  await expect(rootRows(page)).toHaveCount(100);
  await expect(rootsCount(page)).toHaveText('5,000 roots');
  await page.getByRole('button', { name: 'Show 100 more' }).click();
  await expect(rootRows(page)).toHaveCount(200);
  await expect(rootsRegion(page).getByText(/^Showing [\d,]+ of /)).toContainText(
    'Showing 200 of 5,000 roots',
  );

  await page.getByLabel('Find a root').fill('thing-4321');
  await expect(rootsCount(page)).toHaveText('1 root of 5,000 match');
  await expect(rootRows(page)).toHaveCount(1);
  await rename(page, 'thing-4321', 'gizmo', 'Rename');
  await page.getByLabel('Find a root').fill('gizmo');
  await expect(rootRow(page, 'gizmo')).toBeVisible();
  await screenshots(page, 'catalog-settings-many-roots');
});
