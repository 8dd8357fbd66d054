import { expect, type Locator, test } from '@playwright/test';
import { searchFor } from './helpers';
import { expectNoSideScroll, PHONE } from './layoutChecks';
import { openPulled, pulledQueries } from './pulledServers';

/**
 * A phone, 390 × 844, on a pulled MCP server (not the demo): the header and the tabs leave the
 * first screen to the panel, the tab strip says it scrolls, wide tables scroll in their own box
 * and say so, and no panel scrolls the page sideways. Photographed as
 * e2e/screenshots/phone-pulled-*.png.
 */

/** The box's top and bottom on the page, in CSS pixels. */
const edges = async (locator: Locator) => {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return { top: box?.y ?? 0, bottom: (box?.y ?? 0) + (box?.height ?? 0) };
};

test.describe('at 390 × 844 on a pulled server', () => {
  test.use({ viewport: PHONE });

  test('the header and the tabs leave most of the first screen to the panel', async ({ page }) => {
    await openPulled(page, 'playwright');
    await searchFor(page, 'click the submit button');
    // The header with its catalog choices and the tab strip: under a quarter of the screen.
    expect((await edges(page.getByRole('tablist'))).bottom).toBeLessThanOrEqual(PHONE.height / 4);
    // Every catalog choice on screen, none pushed past the edge.
    const choices = page.locator('.catalog-picker').locator('button, label.button');
    await expect(choices).toHaveText(['Demo', 'Sample', '10k', /^Import/, 'Paste…', /^Connect/]);
    for (const choice of await choices.all()) {
      const box = await choice.boundingBox();
      const text = await choice.textContent();
      expect((box?.x ?? 0) + (box?.width ?? 0), String(text)).toBeLessThanOrEqual(PHONE.width);
    }
    // The first hit starts in the top half.
    const firstRow = page
      .getByRole('table', { name: /hits?, ranked by/ })
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .first();
    expect((await edges(firstRow)).top).toBeLessThanOrEqual(PHONE.height / 2);
    await page.screenshot({ path: 'e2e/screenshots/phone-pulled-search.png' });
  });

  test('the tab strip shows it scrolls, and reaches its last tab', async ({ page }) => {
    await openPulled(page, 'playwright');
    const strip = page.getByRole('tablist');
    const before = page.getByTestId('tabs-more-start');
    const after = page.getByTestId('tabs-more-end');
    // More tabs than the width: the strip fades at its end, and an arrow says there are more.
    await expect(strip).toHaveAttribute('data-more', 'end');
    await expect(after).toBeVisible();
    await expect(before).toBeHidden();
    expect(await strip.evaluate((element) => getComputedStyle(element).maskImage)).toContain(
      'gradient',
    );
    await strip.evaluate((element) => {
      element.scrollLeft = element.scrollWidth;
    });
    await expect(page.getByRole('tab', { name: 'Sessions' })).toBeInViewport({ ratio: 1 });
    await expect(strip).toHaveAttribute('data-more', 'start');
    await expect(after).toBeHidden();
    await expect(before).toBeVisible();
    // A panel opened another way (a link, the editor) brings its tab into the strip's view,
    // clear of the faded edge and its arrow.
    for (const [panel, from] of [
      ['evaluate', 0],
      ['catalog', 1_000],
    ] as const) {
      await strip.evaluate((element, left) => {
        element.scrollLeft = left;
      }, from);
      await page.goto(`/#panel=${panel}`);
      const clear = await strip.evaluate((element) => {
        const box = element.querySelector('[aria-selected="true"]')?.getBoundingClientRect();
        const edges = element.getBoundingClientRect();
        const fade = (end: string) => (element.dataset.more?.includes(end) ? 32 : 0);
        return (
          box !== undefined &&
          box.left >= edges.left + fade('start') &&
          box.right <= edges.right - fade('end')
        );
      });
      expect(clear, panel).toBe(true);
    }
  });

  test('the Catalog table scrolls sideways inside its panel, its names in view', async ({
    page,
  }) => {
    await openPulled(page, 'playwright');
    await page.getByRole('tab', { name: 'Catalog' }).click();
    const scroller = page.locator('.catalog-scroll');
    await expect(
      page
        .getByRole('table', { name: /^[\d,]+ of [\d,]+ tools?$/ })
        .getByRole('row')
        .filter({ has: page.getByRole('cell') }),
    ).toHaveCount(25);
    const box = await scroller.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
    // Wider than the phone: it says so at its right edge.
    await expect(scroller).toHaveAttribute('data-more', 'end');
    await page.screenshot({ path: 'e2e/screenshots/phone-pulled-catalog.png' });
    await scroller.evaluate((element) => {
      element.scrollLeft = element.scrollWidth;
    });
    await expect(scroller).toHaveAttribute('data-more', 'start');
    // Scrolled to its last column, the tools' names stay at its left edge.
    const name = page
      .getByRole('table', { name: /^[\d,]+ of [\d,]+ tools?$/ })
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .getByRole('button')
      .first();
    expect((await name.boundingBox())?.x ?? -1).toBeGreaterThanOrEqual(box?.x ?? 0);
    const last = await page.getByRole('columnheader', { name: 'live' }).boundingBox();
    expect((last?.x ?? 0) + (last?.width ?? 0)).toBeLessThanOrEqual(
      (box?.x ?? 0) + (box?.width ?? 0) + 1,
    );
    await page.screenshot({ path: 'e2e/screenshots/phone-pulled-catalog-end.png' });
    await expectNoSideScroll(page);
  });

  test("the Targets menu opens within the screen, beside the ranker's line", async ({ page }) => {
    await openPulled(page, 'playwright');
    await searchFor(page, 'click');
    await page.getByText(/^Targets( \(\d+\))?$/).click();
    await expect(
      page.getByRole('group', { name: 'Agent targets to show' }).getByRole('checkbox').first(),
    ).toBeVisible();
    await expectNoSideScroll(page);
  });

  for (const panel of ['Catalog', 'Timeline', 'Evaluate'] as const) {
    test(`the ${panel} panel fits the phone`, async ({ page }) => {
      await openPulled(page, 'playwright');
      await page.getByRole('tab', { name: panel }).click();
      await expect(page.getByRole('tab', { name: panel })).toBeInViewport({ ratio: 1 });
      await page.waitForTimeout(1_000);
      await page.screenshot({ path: `e2e/screenshots/phone-pulled-${panel.toLowerCase()}.png` });
      await expectNoSideScroll(page);
    });
  }

  test("Evaluate with the server's own queries fits the phone, worst first", async ({ page }) => {
    await openPulled(page, 'playwright');
    await page.getByRole('tab', { name: 'Evaluate' }).click();
    await page.getByLabel('Import queries…').setInputFiles({
      name: 'playwright-mcp.queries.json',
      mimeType: 'application/json',
      buffer: Buffer.from(pulledQueries('playwright')),
    });
    await expect(page.getByRole('status', { name: 'Evaluation' })).toContainText('30 queries');
    // Worst first: the first row is a query whose labelled tool is not first.
    const worst = page
      .getByRole('table', { name: /^Worst first at k/ })
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .first();
    await expect(worst.getByRole('cell').first()).not.toHaveText('pass');
    await page.screenshot({ path: 'e2e/screenshots/phone-pulled-evaluate-queries.png' });
    await expectNoSideScroll(page);
  });
});
