import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits for a panel's own content, then for the page to be done drawing: a layout measured
 * while a lazily loaded part is still coming in measures a page that is still growing.
 */

/**
 * Nothing on the page says it is still at work: no placeholder of a part loaded on demand
 * ("Loading the timeline…", "Loading the chart…", "Replaying the transcript (the tokenizer loads
 * once)…") and no region marked busy (the replay panels and the page budget set aria-busy while
 * their answer is pending; the attribute has no role or name to find it by).
 */
const settled = async (page: Page) => {
  // Shown ones only: a closed disclosure keeps its own placeholder until it is opened.
  await expect(
    page.getByText(/^(Loading .*|Replaying the transcript .*)…$/).filter({ visible: true }),
  ).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]').filter({ visible: true })).toHaveCount(0);
};

/**
 * Waits until `content` (what the panel shows once it has its answer) is visible and the page
 * has settled: the placeholder checks alone could pass before the panel started loading.
 */
export const settledOn = async (page: Page, content: Locator) => {
  await expect(content.first()).toBeVisible({ timeout: 20_000 });
  await settled(page);
};
