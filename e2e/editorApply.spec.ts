import { expect, test } from '@playwright/test';
import { editAssignWorkItem, openDemoEvaluation } from './authoringHelpers';
import { shot } from './helpers';

/**
 * After Apply the editor stays where the user was working: its title (which tool) and its
 * Apply and re-run button stay on screen, at a laptop's and a phone's size, while the queries
 * beside it re-run and the editor says what was applied.
 */

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
    const editor = page.getByTestId('tool-editor');
    await expect(editor.getByTestId('edit-applied')).toContainText('Applied');
    await expect(editor.getByTestId('edit-apply')).toHaveText('Apply and re-run');
    // Once the re-run has drawn: nothing moves after this.
    await expect(page.getByTestId('eval-status')).not.toContainText('Running', { timeout: 20_000 });
    await page.screenshot({ path: `e2e/screenshots/editor-applied-${size.name}.png` });
    await expect(editor.getByRole('heading', { name: 'Edit assign_work_item' })).toBeInViewport();
    await expect(editor.getByTestId('edit-apply')).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: `e2e/screenshots/editor-applied-${size.name}.png` });
    await page.screenshot(shot(`editor-applied-${size.name}-full.png`));
  });
}
