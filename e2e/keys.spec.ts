import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { openDemoEvaluation } from './authoringHelpers';
import { hitNames, openDemo, saved, searchFor, shot, typeQuery } from './helpers';
import { leaveView, reopenDemo, sharedPage } from './sharedPage';

/**
 * Issue 20's keyboard, palette and small things: `/`, ⌘K, Paste, Evaluate's tabs, Why-not. The
 * `/` and Why-not tests share one loaded page (sharedPage.ts), each opening the demo afresh; the
 * palette's recent queries (which the others' typing would add to), the paste (a new catalog)
 * and the Evaluate tab (a reload) have their own.
 */

const shared = sharedPage();

const query = (page: Page) => page.getByRole('searchbox', { name: 'Query' });
const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });
const evaluateTab = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Evaluate views' }).getByRole('button', { name });
const pageBudget = (page: Page) =>
  page.getByRole('region', { name: 'Page budget' }).getByRole('figure');
/** axe on what is open: no violation of any impact (as e2e/a11y.spec.ts asks of the panels). */
const expectNoViolation = async (page: Page, include: string) => {
  const results = await new AxeBuilder({ page }).include(include).analyze();
  expect(results.violations.map((v) => `${v.id} (${v.impact})`)).toEqual([]);
};

/**
 * The labels of a palette group's options (the selected one also says what Enter does): each
 * label carries its whole text as its title, and nothing else in an option has one.
 */
const labels = (page: Page, group: string) =>
  palette(page).getByRole('group', { name: group }).getByTitle(/./);

test('/ focuses the query without typing a slash, unless the user is typing there', async () => {
  const page = shared();
  await reopenDemo(page);
  // The box took focus by itself: `/` is the shortcut, not a character.
  await expect(query(page)).toBeFocused();
  await page.keyboard.press('/');
  await expect(query(page)).toHaveValue('');

  // Typed in: a slash is text ("read/write").
  await query(page).pressSequentially('read');
  await page.keyboard.press('/');
  await expect(query(page)).toHaveValue('read/');
  await query(page).fill('excel');

  // The path: another panel, `1` (the box takes focus again), then `/`.
  await page.getByRole('tab', { name: /Catalog/ }).click();
  await page.keyboard.press('1');
  await expect(query(page)).toBeFocused();
  await page.keyboard.press('/');
  await expect(query(page)).toHaveValue('excel');
  expect(page.url()).not.toContain('%2F');
  // `/` selected the query, so typing replaces it.
  await page.keyboard.type('pdf');
  await expect(query(page)).toHaveValue('pdf');

  // ⌘K / Ctrl+K opens the palette from inside the box, and types nothing there.
  await page.keyboard.press('Control+k');
  await expect(palette(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(query(page)).toHaveValue('pdf');

  // In any other text field every key types, `/` included.
  const filter = page.getByRole('combobox', { name: 'Filters' });
  await filter.click();
  await page.keyboard.type('cap/');
  await expect(filter).toHaveValue('cap/');
});

test('the palette finds recent queries, tools and panels; recent queries survive a reload', async ({
  page,
}) => {
  await openDemo(page);
  await searchFor(page, 'excel spreadsheet');
  await page.keyboard.press('Control+k');
  const recent = labels(page, 'Recent queries');
  // A query counts once the typing paused (PAGE_TIMING.recentSettleMs): no prefix of it is listed.
  await expect(recent).toHaveText(['excel spreadsheet']);
  // With nothing typed, no tools: the palette cannot guess which one.
  await expect(palette(page).getByRole('group', { name: 'Tools' })).toHaveCount(0);
  await expect(palette(page).getByRole('group', { name: 'Panels' })).toContainText('Go to Catalog');

  await page.keyboard.type('spread');
  const tools = labels(page, 'Tools');
  await expect(tools.first()).toBeVisible();
  await expect(tools).toContainText(['read_spreadsheet']);
  await expect(recent).toHaveText(['excel spreadsheet']);
  // Grouped under headings, in a listbox the input controls.
  await expect(palette(page).getByRole('group', { name: 'Tools' })).toBeVisible();
  await expect(palette(page).getByRole('combobox')).toHaveAttribute(
    'aria-activedescendant',
    /option-0$/,
  );
  await expectNoViolation(page, '.palette');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot(shot('palette-1440.png'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot(shot('palette-390.png'));
  await palette(page).screenshot({ path: 'e2e/screenshots/palette-390-dialog.png' });
  await page.setViewportSize({ width: 1440, height: 900 });

  // ↓ past the recent query to the first tool, Enter: its lens in Search.
  await page.keyboard.press('ArrowDown');
  const first = (await tools.first().textContent()) ?? '';
  await page.keyboard.press('Enter');
  await expect(palette(page)).toHaveCount(0);
  await expect(query(page)).toHaveValue(first);
  expect(page.url()).toContain(`tool=${first}`);
  await expect(
    page.getByRole('region', { name: /^Lens:/ }).getByText(/\d+ windows? · /),
  ).toBeVisible();

  // Persisted like the rest of the workspace.
  await expect(page.getByRole('table', { name: /ranked by|in catalog order/ })).toHaveAttribute(
    'data-query',
    first,
  );
  await page.keyboard.press('Control+k');
  await expect(recent.first()).toHaveText(first);
  await page.keyboard.press('Escape');
  await saved(page);
  await page.reload();
  await expect(page.getByRole('status', { name: 'Catalog' })).toContainText('169 tools');
  await page.keyboard.press('Control+k');
  await expect(recent).toHaveText([first, 'excel spreadsheet']);
  // A recent query runs again.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(query(page)).toHaveValue('excel spreadsheet');
});

test('a paste that fails keeps the dialog, the text and the problems', async ({ page }) => {
  await openDemo(page);
  await page.getByRole('button', { name: 'Paste…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Paste a catalog' });
  const broken = '{"tools": [{"name": "read_file", "description": "Read a file",}]}';
  await dialog.getByRole('textbox', { name: /^Catalog JSON/ }).fill(broken);
  await dialog.getByRole('button', { name: 'Load', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('could not be loaded');
  await expect(dialog.getByRole('textbox', { name: /^Catalog JSON/ })).toHaveValue(broken);
  // Said in the dialog, not twice; the demo is still loaded.
  await expect(
    page.getByRole('alert').filter({ has: page.getByRole('heading', { name: /^Could not load/ }) }),
  ).toHaveCount(0);
  await expect(page.getByRole('status', { name: 'Catalog' })).toContainText('169 tools');
  await expectNoViolation(page, '.paste-dialog');
  await page.screenshot(shot('paste-error.png'));

  // Fixing the comma clears the problem; Load then closes the dialog.
  await dialog.getByRole('textbox', { name: /^Catalog JSON/ }).fill(broken.replace(',}', '}'));
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Load', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status', { name: 'Catalog' })).toContainText('pasted.json');
  await expect(page.getByRole('status', { name: 'Catalog' })).toContainText(/· 1 tool$/);
});

test('the Evaluate tab is in the address, and Compare opens on toollens against seed', async ({
  page,
}) => {
  await openDemoEvaluation(page);
  await evaluateTab(page, 'Compare').click();
  await expect(page).toHaveURL(/eval=compare/);
  await expect(
    page.getByRole('group', { name: /^A\b/ }).getByRole('combobox', { name: 'ranker' }),
  ).toHaveValue('seed');
  await expect(
    page.getByRole('group', { name: /^B\b/ }).getByRole('combobox', { name: 'ranker' }),
  ).toHaveValue('toollens');
  const summary = page.getByRole('region', { name: 'Comparison' });
  await expect(summary).toContainText(/won \d+/);
  const won = Number(/won (\d+)/.exec((await summary.textContent()) ?? '')?.[1]);
  await expect(summary).toContainText(`won ${won} ${won === 1 ? 'query' : 'queries'}`);
  await evaluateTab(page, 'Lint').click();
  await expect(page).toHaveURL(/eval=lint/);
  await page.goBack();
  await expect(evaluateTab(page, 'Compare')).toHaveAttribute('aria-pressed', 'true');
  // A link opens the same tab.
  await page.goto('/#panel=evaluate&eval=lint');
  await page.reload();
  await expect(evaluateTab(page, 'Lint')).toHaveAttribute('aria-pressed', 'true');
});

test('Why-not offers the nearest misses first; the page budget names its tools', async () => {
  const page = shared();
  await leaveView(page);
  // A 20-hit page shows the tools ranked 11th to 20th…
  await page.goto('/#q=excel+file&ranker=seed&limit=20');
  await expect(hitNames(page)).toHaveCount(20);
  const twenty = await hitNames(page).allTextContents();

  // …and "Why not?" beside the 10-hit page offers them first, in that order.
  await openDemo(page);
  await typeQuery(page, 'excel file');
  await expect(hitNames(page)).toHaveText(twenty.slice(0, 10));
  const options = page
    .getByRole('listbox', { name: 'Tools not in the results, nearest misses first' })
    .getByRole('option');
  for (const [i, name] of twenty.slice(10, 15).entries()) {
    await expect(options.nth(i)).toHaveText(name);
  }
  await expect(page.getByText(/^Nearest misses first/)).toBeVisible();
  // The picker: the note's parent box, which has no name of its own.
  await page
    .getByText(/^Nearest misses first/)
    .locator('..')
    .screenshot({
      path: 'e2e/screenshots/why-not-nearest.png',
    });
  await page.goto('/#q=excel+file&ranker=seed&limit=20');
  await expect(hitNames(page)).toHaveCount(20);

  // The x-axis: each bar's tool name, cut to fit, the whole name in its tooltip.
  // The axis labels are SVG groups (a <text> and its <title>), marks with no role to find.
  const labels = pageBudget(page).getByTestId('page-axis-label');
  await expect(labels).toHaveCount(20);
  for (const [i, name] of twenty.entries()) {
    await expect(labels.nth(i).locator('title')).toHaveText(name);
    const label = (await labels.nth(i).locator('text').textContent()) ?? '';
    // Whole when it fits, else its start and an ellipsis (pageBars.test.ts has the exact rule).
    expect(label === name || (label.endsWith('…') && name.startsWith(label.slice(0, -1)))).toBe(
      true,
    );
  }
  await pageBudget(page).screenshot({ path: 'e2e/screenshots/page-budget-names.png' });
});
