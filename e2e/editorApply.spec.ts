import { expect, type Locator, test } from '@playwright/test';
import { editAssignWorkItem, openDemoEvaluation } from './authoringHelpers';
import { shot } from './helpers';
import { openPulled } from './pulledServers';

/**
 * After Apply the editor stays where the user was working: its title (which tool) and its
 * Apply and re-run button stay on screen, at a laptop's and a phone's size, while the queries
 * beside it re-run and the editor says what was applied.
 */

/** The editor's submit button: "Re-indexing…" while the queries re-run. */
const apply = (editor: Locator) =>
  editor.getByRole('button', { name: /^(Apply and re-run|Re-indexing…)$/ });

const SIZES = [
  { name: 'laptop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

for (const size of SIZES) {
  test(`${size.name}: Apply keeps the editor's title and its Apply and re-run button in view`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await openDemoEvaluation(page);
    await editAssignWorkItem(page);
    const editor = page.getByRole('region', { name: 'Tool editor' });
    await expect(editor.getByRole('status')).toContainText('Applied');
    await expect(apply(editor)).toHaveText('Apply and re-run');
    // Once the re-run has drawn: nothing moves after this.
    await expect(page.getByRole('status', { name: 'Evaluation' })).not.toContainText('Running', {
      timeout: 20_000,
    });
    await page.screenshot({ path: `e2e/screenshots/editor-applied-${size.name}.png` });
    await expect(editor.getByRole('heading', { name: 'Edit assign_work_item' })).toBeInViewport();
    await expect(apply(editor)).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: `e2e/screenshots/editor-applied-${size.name}.png` });
    await page.screenshot(shot(`editor-applied-${size.name}-full.png`));
  });
}

/**
 * On a pulled server with no query set the queries' side is one line, shorter than the editor:
 * however far the page scrolls, that line and the editor's whole title stay on screen.
 */
for (const size of SIZES) {
  test(`${size.name}: on a pulled server, Apply leaves the panel's left side and the editor's title in view`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await openPulled(page, 'firecrawl');
    await page.getByRole('tab', { name: 'Catalog' }).click();
    await page.getByRole('button', { name: 'firecrawl_scrape', exact: true }).click();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const editor = page.getByRole('region', { name: 'Tool editor' });
    const title = editor.getByRole('heading', { name: 'Edit firecrawl_scrape' });
    await expect(title).toBeVisible();
    const description = page.getByRole('textbox', { name: /^Description/ });
    await description.press('Control+End');
    await description.pressSequentially(' Use it to read one page.');
    await apply(editor).click();
    await expect(editor.getByRole('status')).toContainText('Applied');
    const left = page.getByText(/^A query set is a list of queries/);
    // Where Apply left the page, and scrolled as far as it goes.
    for (const where of ['after Apply', 'scrolled to the end']) {
      if (where !== 'after Apply') await page.mouse.wheel(0, 5_000);
      await page.waitForTimeout(200);
      await expect(title, where).toBeInViewport({ ratio: 1 });
      await expect(apply(editor), where).toBeInViewport({ ratio: 1 });
      if (size.name === 'laptop') await expect(left, where).toBeInViewport();
    }
    await page.screenshot({ path: `e2e/screenshots/editor-applied-pulled-${size.name}.png` });
  });
}
