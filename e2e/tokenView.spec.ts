import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { openDemo, searchFor, shot } from './helpers';
import { reopenDemo, sharedPage } from './sharedPage';

/**
 * The token view (menu and declarations) and the Prompt panel's cost per tool. The Prompt
 * panel's tests share one loaded page (sharedPage.ts), each opening the panel afresh; the menu's
 * test has its own, a first visit that has not yet asked for the tokenizer.
 */

const shared = sharedPage();

const costs = (page: Page) =>
  page.getByRole('region', { name: /^Cost per tool at t\d+$/ }).getByRole('table');
/** The table's tool rows: those with a row header (the tool and its use). */
const toolRows = (page: Page) =>
  costs(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') });
const toolRow = (page: Page, name: string) =>
  toolRows(page).filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${name}`) }) });
const tokenView = (page: Page) => page.getByRole('region', { name: /, token by token$/ });
/** A token piece, titled with its id ("token 90") or, for a split character, its ids. */
const PIECE = /^(token \d+|\d+ tokens \()/;
const menu = (page: Page) => page.getByRole('region', { name: 'What the model sees' });
const menuCounts = (page: Page) => menu(page).getByText(/ characters · /);
/** The menu as plain text: the text of the query's menu, "… for \"merge pdf\" …". */
const plainMenu = (page: Page) => menu(page).getByText(/ for "merge pdf"/);

const openPrompt = async (page: Page, hash: string) => {
  await reopenDemo(page, hash);
  await expect(costs(page)).toBeVisible({ timeout: 20_000 });
};

/** The number before "tokens" in a count line: "1,234 tokens", "≈310 tokens". */
const tokensIn = async (locator: Locator) =>
  Number(/([\d,]+)\s*tokens/.exec((await locator.textContent()) ?? '')?.[1]?.replace(/,/g, ''));

/**
 * Nothing inside the element is wider than it (a long JSON line wraps), and the element itself
 * fits a phone's window. The page as a whole is the layout's to fit (e2e/phone.spec.ts).
 */
const fitsItsWidth = async (element: Locator) => {
  const { scroll, client, width } = await element.evaluate((element) => ({
    scroll: element.scrollWidth,
    client: element.clientWidth,
    width: element.getBoundingClientRect().width,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
  expect(width).toBeLessThanOrEqual(390);
};

/** axe on the token view and the cost list alone: the rest of the page is a11y.spec.ts's. */
const expectNoViolation = async (page: Page, selector: string) => {
  // Legacy mode runs axe in the page alone: the default opens a blank page of its own beside
  // it, which a shared page's context does not allow, and these parts have no frames.
  const results = await new AxeBuilder({ page }).setLegacyMode(true).include(selector).analyze();
  expect(
    results.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target).join(', ')}`,
    ),
  ).toEqual([]);
};

test('the cost per tool lists t3 largest first and marks the tools activated and never called', async () => {
  const page = shared();
  const size = page.viewportSize();
  await page.setViewportSize({ width: 1440, height: 900 });
  await openPrompt(page, '#panel=prompt&scenario=spec-five-turns&turn=3');
  const rows = toolRows(page);
  const names = await rows.evaluateAll((each) => each.map((row) => row.getAttribute('data-tool')));
  // Two cells a row, tokens then share.
  const tokens = (await rows.getByRole('cell').allTextContents())
    .filter((_, at) => at % 2 === 0)
    .map((text) => Number(text.replace(/[^\d]/g, '')));
  expect(tokens.length).toBe(names.length);
  expect(tokens).toEqual([...tokens].sort((a, b) => b - a));
  expect(tokens.every((n) => n > 0)).toBe(true);
  // t3 of the spec's figure: read_pdf was called at t3; query_json and read_json never are.
  expect(names).toEqual(expect.arrayContaining(['read_pdf', 'query_json', 'read_json']));
  const idle = await rows
    .filter({ hasText: 'activated, never called' })
    .evaluateAll((each) => each.map((row) => row.getAttribute('data-tool')));
  expect(idle.sort()).toEqual(['query_json', 'read_json']);
  await expect(toolRow(page, 'read_pdf')).toContainText('called at t3');
  await expect(toolRow(page, 'query_json')).toContainText('activated, never called');
  // The summary adds up the marked rows' own figures.
  const idleTokens = names.reduce(
    (sum, name, at) => sum + (idle.includes(name) ? (tokens[at] ?? 0) : 0),
    0,
  );
  await expect(page.getByText(/^\d+ declared tools, /)).toContainText(
    `2 were activated and never called: ${idleTokens.toLocaleString('en')} tokens`,
  );

  // One declaration, token by token: its count is the row's.
  const row = toolRow(page, 'read_pdf');
  await row.getByRole('button', { name: /^Tokens: show/ }).click();
  await expect(row.getByRole('button', { name: /^Tokens: show/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const view = tokenView(page);
  await expect(view).toBeVisible({ timeout: 20_000 });
  const rowTokens = Number(
    ((await row.getByRole('cell').first().textContent()) ?? '').replace(/[^\d]/g, ''),
  );
  expect(await tokensIn(view.getByText(/^[\d,]+ tokens · /))).toBe(rowTokens);
  const pieces = view.getByTitle(PIECE);
  expect(await pieces.count()).toBeGreaterThan(10);
  expect(await pieces.count()).toBeLessThanOrEqual(rowTokens);
  await expect(pieces.first()).toHaveText('{"');
  await expectNoViolation(page, '.tool-costs');
  await page.screenshot(shot('token-view-prompt-1440.png'));
  await costs(page).screenshot({ path: 'e2e/screenshots/tool-costs-1440.png' });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(view).toBeVisible();
  await fitsItsWidth(costs(page));
  await fitsItsWidth(view);
  await costs(page).scrollIntoViewIfNeeded();
  await page.screenshot(shot('token-view-prompt-390.png'));
  await costs(page).screenshot({ path: 'e2e/screenshots/tool-costs-390.png' });
  // The shared page's own size again, for the tests after this one.
  if (size) await page.setViewportSize(size);
});

test("the menu's token view loads the tokenizer and replaces the ≈ estimate", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openDemo(page);
  await searchFor(page, 'merge pdf');
  const counts = menuCounts(page);
  await expect(counts).toHaveAttribute('data-estimated', 'true');
  // The menu follows the query a frame behind the table: wait for the whole query's menu.
  await expect(plainMenu(page)).toContainText('for "merge pdf"');
  const menuText = (await plainMenu(page).textContent()) ?? '';
  await menu(page).getByRole('button', { name: 'Tokens: show the menu token by token' }).click();
  const view = tokenView(page);
  await expect(view).toBeVisible({ timeout: 20_000 });
  await expect(counts).not.toHaveAttribute('data-estimated', 'true');
  // Its count is the menu's own line, now exact: the pieces' ids, one per token.
  const ids = await view
    .getByTitle(PIECE)
    .evaluateAll((each) =>
      each.reduce((sum, piece) => sum + Number(piece.getAttribute('data-ids')), 0),
    );
  await expect(view.getByText(/^[\d,]+ tokens · /)).toHaveCount(0);
  expect(await tokensIn(counts)).toBe(ids);
  // The pieces join back to the menu text once the drawn whitespace is read back.
  const drawn = await view
    .getByTitle(PIECE)
    .evaluateAll((each) => each.map((piece) => piece.textContent ?? '').join(''));
  expect(menuText).not.toMatch(/[·↵→]/);
  expect(drawn.replace(/↵\n/g, '\n').replace(/·/g, ' ').replace(/→/g, '\t')).toBe(menuText);
  await expectNoViolation(page, '.menu-preview');
  await page.screenshot(shot('token-view-menu-1440.png'));
  await page.setViewportSize({ width: 390, height: 844 });
  await view.scrollIntoViewIfNeeded();
  await page.screenshot(shot('token-view-menu-390.png'));
  // Off again: the plain text is back.
  await menu(page).getByRole('button', { name: 'Tokens: show the menu token by token' }).click();
  await expect(plainMenu(page)).toBeVisible();
});

test('a token view that fails says so, and Retry asks again', async () => {
  const page = shared();
  await openPrompt(page, '#panel=prompt&scenario=spec-five-turns&turn=3');
  await page.evaluate(() => window.__toollens?.failNext('tokenPieces'));
  const row = toolRow(page, 'read_pdf');
  await row.getByRole('button', { name: /^Tokens: show/ }).click();
  const error = page.getByRole('alert').filter({ hasText: 'The token view of' });
  await expect(error).toContainText("The token view of read_pdf's declaration failed.");
  await error.getByRole('button', { name: 'Retry' }).click();
  await expect(tokenView(page)).toBeVisible({ timeout: 20_000 });
  await expect(error).toHaveCount(0);
});
