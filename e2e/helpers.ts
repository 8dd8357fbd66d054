import { expect, type Page } from '@playwright/test';

/**
 * Shared steps of the e2e specs. Every spec saves its screenshots to e2e/screenshots/ (not
 * committed; the README's pictures are copied from there into docs/images/).
 */

export const shot = (name: string) => ({ path: `e2e/screenshots/${name}`, fullPage: true });

/** `name.png` at the viewport's size and `name-390.png` at 390×844, then back to 1440×900. */
export const shotBoth = async (page: Page, name: string) => {
  await page.screenshot(shot(`${name}.png`));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot(shot(`${name}-390.png`));
  await page.setViewportSize({ width: 1440, height: 900 });
};

export const hitNames = (page: Page) => page.getByTestId('hit-name');
export const weights = (page: Page) => page.getByTestId('term-weight');

/** A view hash that names a ranker, seed when it names none. */
export const withSeed = (hash: string): string => {
  if (/[#&]ranker=/.test(hash)) return hash;
  return hash === '' || hash === '#' ? '#ranker=seed' : `${hash}&ranker=seed`;
};

/** The demo catalog, as a first visit shows it. */
export const openDemo = async (page: Page, hash = '') => {
  // The page opens on the toollens ranker; these specs test the spec's ranker unless they ask.
  await page.goto(`/${withSeed(hash)}`);
  await expect(page.getByTestId('catalog-summary')).toContainText('demo · toollens · 169 tools');
};

/** The built-in sample (src/data/sample.ts, 8 tools), chosen from the header. */
export const openSample = async (page: Page) => {
  await openDemo(page);
  // The query box is focused on arrival, so typing starts a search at once.
  await expect(page.getByTestId('query-input')).toBeFocused();
  await page.getByRole('button', { name: 'Sample', exact: true }).click();
  await expect(page.getByTestId('catalog-summary')).toContainText('8 tools');
  await expect(page.getByTestId('scope-line')).toHaveText('N = 8 of 8 tools');
};

/** Types into the chip box and presses Enter: a suggestion, or the `cap:…` syntax. */
export const addFilter = async (page: Page, text: string) => {
  const input = page.getByTestId('filter-input');
  await input.fill(text);
  await input.press('Enter');
};

/** Typed key by key: every keystroke searches, and only the last answer may be shown. */
export const typeQuery = async (page: Page, query: string) => {
  await page.getByTestId('query-input').pressSequentially(query);
};

/**
 * Types a query and waits until the results are the whole query's: each keystroke searches, so
 * right after typing the table may still show a prefix's results ("merge pdfs into o").
 */
export const searchFor = async (page: Page, query: string) => {
  await typeQuery(page, query);
  await expect(page.locator('#results-table')).toHaveAttribute('data-query', query);
};

/** Loads catalog text through the header's file input. */
export const importFile = async (page: Page, name: string, text: string) => {
  await page.getByTestId('catalog-file').setInputFiles({
    name,
    mimeType: 'application/json',
    buffer: Buffer.from(text),
  });
};

/**
 * Waits until every change is written to browser storage: a write still in flight when the
 * page unloads is lost, so a test reloads only once the header no longer says "Saving…".
 */
export const saved = async (page: Page) => {
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-saving', 'false');
};

/**
 * Picks a tool in "Why not?" as a user does: types its name, waits for it among the tools not
 * in the results (the list follows the newest search), and presses Enter.
 */
export const pickWhyNot = async (page: Page, name: string) => {
  await page.getByTestId('why-input').fill(name);
  await expect(page.getByRole('option', { name, exact: true })).toBeVisible();
  await page.getByTestId('why-input').press('Enter');
};
