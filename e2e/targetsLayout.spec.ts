import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { catalogSummary, hitNames, importFile, resultsTable } from './helpers';
import { cutCells, midWordBreaks } from './layoutChecks';
import { PULLED } from './pulledServers';
import { searchFilled } from './queryFill';
import { leaveView, sharedPage } from './sharedPage';
import { chooseAllTargets, pending } from './targetsSteps';

/**
 * The results table with every agent target's column on one pulled server, at two window
 * sizes sharing one loaded page (sharedPage.ts): names stay whole and headers readable.
 */

test.use({ viewport: { width: 1440, height: 900 } });

test.describe('firecrawl with every target', () => {
  const shared = sharedPage();

  /**
   * The pulled firecrawl server as openPulled opens it (the view a first visit has, the default
   * ranker's, then the file), on the shared page: the view left, and the file imported afresh.
   */
  const openFirecrawl = async (page: Page) => {
    await leaveView(page);
    await page.goto('/#');
    await expect(catalogSummary(page)).toContainText('demo · toollens');
    const file = PULLED.firecrawl;
    await importFile(page, file, readFileSync(`src/test/fixtures/servers/${file}`, 'utf8'));
    await expect(catalogSummary(page)).toContainText(file);
  };

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 1024, height: 768 },
  ]) {
    test(`at ${viewport.width} px with the three agent columns, names stay whole and headers readable`, async () => {
      const page = shared();
      await page.setViewportSize(viewport);
      await openFirecrawl(page);
      await searchFilled(page, 'scrape a web page');
      // The default ranker's four keys fit the results' column: nothing to scroll.
      // The table's scroll box: a plain div with no role of its own, so its class finds it.
      const scroller = page.locator('.hits-scroll');
      await expect(scroller).not.toHaveAttribute('data-more');
      const labels = await chooseAllTargets(page);
      expect(labels).toHaveLength(3);
      await expect(pending(page)).toHaveCount(0);
      // Three more columns: they fit at 1440 px; a small laptop scrolls them, and says so.
      if (viewport.width < 1280) await expect(scroller).toHaveAttribute('data-more', 'end');
      else await expect(scroller).not.toHaveAttribute('data-more');
      // firecrawl_check_crawl_status and its kind wrap, if at all, between their words.
      await searchFilled(page, 'crawl status of a scrape');
      await expect(pending(page)).toHaveCount(0);
      expect(await midWordBreaks(hitNames(page))).toEqual([]);
      // Wrapped or not, a name is read as one word.
      await expect(
        page.getByRole('button', { name: 'firecrawl_check_crawl_status', exact: true }),
      ).toBeVisible();
      expect(await cutCells(resultsTable(page).getByRole('columnheader'))).toEqual([]);
      // A narrow window scrolls the table inside its own box, never the page.
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(sideways).toBeLessThanOrEqual(0);
      // The first screen, as the reader sees it.
      await page.screenshot({ path: `e2e/screenshots/targets-firecrawl-${viewport.width}.png` });
    });
  }
});
