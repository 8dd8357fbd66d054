import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { openDemo, searchFor, shot } from './helpers';

/** The token view (menu and declarations) and the Prompt panel's cost per tool. */

const openPrompt = async (page: Page, hash: string) => {
  await openDemo(page, hash);
  await expect(page.getByTestId('tool-costs')).toBeVisible({ timeout: 20_000 });
};

const numberIn = async (locator: ReturnType<Page['getByTestId']>) =>
  Number((await locator.textContent())?.replace(/[^\d]/g, ''));

/**
 * Nothing inside the element is wider than it (a long JSON line wraps), and the element itself
 * fits a phone's window. The page as a whole is the layout's to fit (e2e/phone.spec.ts).
 */
const fitsItsWidth = async (page: Page, testId: string) => {
  const { scroll, client, width } = await page.getByTestId(testId).evaluate((element) => ({
    scroll: element.scrollWidth,
    client: element.clientWidth,
    width: element.getBoundingClientRect().width,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
  expect(width).toBeLessThanOrEqual(390);
};

/** axe on the token view and the cost list alone: the rest of the page is a11y.spec.ts's. */
const expectNoViolation = async (page: Page, selector: string) => {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  expect(
    results.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target).join(', ')}`,
    ),
  ).toEqual([]);
};

test('the cost per tool lists t3 largest first and marks the tools activated and never called', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openPrompt(page, '#panel=prompt&scenario=spec-five-turns&turn=3');
  const rows = page.getByTestId('tool-cost');
  const names = await rows.evaluateAll((each) => each.map((row) => row.getAttribute('data-tool')));
  const tokens = (await page.getByTestId('tool-cost-tokens').allTextContents()).map((text) =>
    Number(text.replace(/[^\d]/g, '')),
  );
  expect(tokens.length).toBe(names.length);
  expect(tokens).toEqual([...tokens].sort((a, b) => b - a));
  expect(tokens.every((n) => n > 0)).toBe(true);
  // t3 of the spec's figure: read_pdf was called at t3; query_json and read_json never are.
  expect(names).toEqual(expect.arrayContaining(['read_pdf', 'query_json', 'read_json']));
  const idle = await page
    .locator('[data-testid="tool-cost"][data-never-called="true"]')
    .evaluateAll((each) => each.map((row) => row.getAttribute('data-tool')));
  expect(idle.sort()).toEqual(['query_json', 'read_json']);
  await expect(page.locator('[data-tool="read_pdf"]')).toContainText('called at t3');
  await expect(page.locator('[data-tool="query_json"]')).toContainText('activated, never called');
  // The summary adds up the marked rows' own figures.
  const idleTokens = names.reduce(
    (sum, name, at) => sum + (idle.includes(name) ? (tokens[at] ?? 0) : 0),
    0,
  );
  await expect(page.getByTestId('tool-costs-summary')).toContainText(
    `2 were activated and never called: ${idleTokens.toLocaleString('en')} tokens`,
  );

  // One declaration, token by token: its count is the row's.
  const row = page.locator('[data-tool="read_pdf"]');
  await row.getByTestId('tool-cost-toggle').click();
  await expect(row.getByTestId('tool-cost-toggle')).toHaveAttribute('aria-pressed', 'true');
  const view = page.getByTestId('token-view');
  await expect(view).toBeVisible({ timeout: 20_000 });
  const rowTokens = await numberIn(row.getByTestId('tool-cost-tokens'));
  expect(await numberIn(view.getByTestId('token-total'))).toBe(rowTokens);
  const pieces = view.getByTestId('token');
  expect(await pieces.count()).toBeGreaterThan(10);
  expect(await pieces.count()).toBeLessThanOrEqual(rowTokens);
  await expect(pieces.first()).toHaveText('{"');
  await expectNoViolation(page, '.tool-costs');
  await page.screenshot(shot('token-view-prompt-1440.png'));
  await page.getByTestId('tool-costs').screenshot({ path: 'e2e/screenshots/tool-costs-1440.png' });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(view).toBeVisible();
  await fitsItsWidth(page, 'tool-costs');
  await fitsItsWidth(page, 'token-view');
  await page.getByTestId('tool-costs').scrollIntoViewIfNeeded();
  await page.screenshot(shot('token-view-prompt-390.png'));
  await page.getByTestId('tool-costs').screenshot({ path: 'e2e/screenshots/tool-costs-390.png' });
});

test("the menu's token view loads the tokenizer and replaces the ≈ estimate", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openDemo(page);
  await searchFor(page, 'merge pdf');
  const counts = page.getByTestId('menu-counts');
  await expect(counts).toHaveAttribute('data-estimated', 'true');
  // The menu follows the query a frame behind the table: wait for the whole query's menu.
  await expect(page.getByTestId('menu-text')).toContainText('for "merge pdf"');
  const menuText = (await page.getByTestId('menu-text').textContent()) ?? '';
  await page.getByTestId('menu-token-toggle').click();
  const view = page.getByTestId('token-view');
  await expect(view).toBeVisible({ timeout: 20_000 });
  await expect(counts).not.toHaveAttribute('data-estimated', 'true');
  // Its count is the menu's own line, now exact: the pieces' ids, one per token.
  const ids = await view
    .getByTestId('token')
    .evaluateAll((each) =>
      each.reduce((sum, piece) => sum + Number(piece.getAttribute('data-ids')), 0),
    );
  await expect(view.getByTestId('token-counts')).toHaveCount(0);
  expect(await numberIn(page.getByTestId('menu-tokens'))).toBe(ids);
  // The pieces join back to the menu text once the drawn whitespace is read back.
  const drawn = await view
    .getByTestId('token')
    .evaluateAll((each) => each.map((piece) => piece.textContent ?? '').join(''));
  expect(menuText).not.toMatch(/[·↵→]/);
  expect(drawn.replace(/↵\n/g, '\n').replace(/·/g, ' ').replace(/→/g, '\t')).toBe(menuText);
  await expectNoViolation(page, '.menu-preview');
  await page.screenshot(shot('token-view-menu-1440.png'));
  await page.setViewportSize({ width: 390, height: 844 });
  await view.scrollIntoViewIfNeeded();
  await page.screenshot(shot('token-view-menu-390.png'));
  // Off again: the plain text is back.
  await page.getByTestId('menu-token-toggle').click();
  await expect(page.getByTestId('menu-text')).toBeVisible();
});

test('a token view that fails says so, and Retry asks again', async ({ page }) => {
  await openPrompt(page, '#panel=prompt&scenario=spec-five-turns&turn=3');
  await page.evaluate(() => window.__toollens?.failNext('tokenPieces'));
  const row = page.locator('[data-tool="read_pdf"]');
  await row.getByTestId('tool-cost-toggle').click();
  const error = page.getByTestId('token-view-error');
  await expect(error).toContainText("The token view of read_pdf's declaration failed.");
  await error.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('token-view')).toBeVisible({ timeout: 20_000 });
  await expect(error).toHaveCount(0);
});
