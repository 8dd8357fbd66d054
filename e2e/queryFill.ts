import { expect, type Page } from '@playwright/test';
import { resultsTable } from './helpers';

/**
 * Puts the whole query in the box at once and waits until the results are that query's: one
 * search instead of one a keystroke. For the specs whose point is what a search shows (a
 * layout, a target's column, a catalog's tools), not how typing is answered: helpers.ts's
 * searchFor types key by key, which search.spec.ts and keys.spec.ts need, and costs a search
 * (and on a loaded machine most of a second) per character.
 */
export const searchFilled = async (page: Page, query: string) => {
  await page.getByRole('searchbox', { name: /^Query/ }).fill(query);
  await expect(resultsTable(page)).toHaveAttribute('data-query', query);
};
