import { expect, test } from '@playwright/test';
import { hitNames, shot, typeQuery } from './helpers';
import { reopenDemo, sharedPage } from './sharedPage';

/**
 * The lens view, the page budget and the menu on the demo catalog. read_spreadsheet's
 * 426-character description has its "file" hits early and its "Excel" hit late: two windows.
 * The tests share one loaded page (sharedPage.ts), each opening the demo afresh.
 */

const shared = sharedPage();

test('the lens view of a hit shows its windows, their budgets and the characters cut', async () => {
  const page = shared();
  await reopenDemo(page);
  await typeQuery(page, 'excel file');
  await expect(hitNames(page).first()).toHaveText('read_spreadsheet');
  await hitNames(page).first().click();

  const lens = page.getByRole('region', { name: /^Lens:/ });
  await expect(lens).toContainText('Lens: read_spreadsheet');
  // The windows are stretches of the lens's text, marked by colour with no role of their own.
  const windows = lens.getByTestId('lens-window');
  await expect(windows).toHaveCount(2);
  // Window 1 holds the "file" hits, window 2 the "Excel" one; each hit is marked.
  await expect(windows.nth(0).locator('mark')).toHaveText(['file', 'file', 'file']);
  await expect(windows.nth(1).locator('mark')).toHaveText(['Excel']);
  // One budget bar per window: the floor of 24 plus its share by weight.
  const budgets = lens.getByRole('list', { name: 'Window budgets' }).getByRole('listitem');
  await expect(budgets).toHaveCount(2);
  await expect(budgets.nth(0)).toContainText(/floor 24 \+ share \d+ = \d+ · kept \d+/);
  // The heavier term (excel, w 3.94) earns the larger share.
  const shares = await budgets.evaluateAll((items) =>
    items.map((item) => Number(/share (\d+)/.exec(item.textContent ?? '')?.[1])),
  );
  expect(shares[1]).toBeGreaterThan(shares[0] ?? 0);
  await expect(lens.getByText(/^\d+ windows? · /)).toContainText(
    /2 windows .* \d+ of 426 characters cut/,
  );
  // The hit stays selected in the table and in the address.
  await expect(hitNames(page).first()).toHaveAttribute('aria-pressed', 'true');
  expect(page.url()).toContain('tool=read_spreadsheet');

  await lens.screenshot({ path: 'e2e/screenshots/lens.png' });
  await page.screenshot(shot('lens-page.png'));
});

test('the page budget and the menu preview show what the model receives', async () => {
  const page = shared();
  await reopenDemo(page);
  await typeQuery(page, 'excel file');
  await expect(hitNames(page)).toHaveCount(10);

  const budget = page.getByRole('figure', { name: /an equal share of/ });
  await expect(budget).toContainText('1,500 characters for 10 entries: an equal share of 150');
  // One stacked bar per entry, and the equal share's dashed line.
  // The chart's bars are drawn shapes (aria-hidden; the Figures table says the same in words).
  await expect(budget.locator('.page-bar')).toHaveCount(10);
  await expect(budget.locator('.page-bar rect').first()).toBeVisible();
  await expect(budget.getByTestId('page-equal')).toBeAttached();
  await budget.getByText('Figures').click();
  await expect(
    budget
      .getByRole('table')
      .getByRole('row')
      .filter({ has: page.getByRole('cell') }),
  ).toHaveCount(10);

  // The menu's text is a scrollable block with no role of its own.
  const menu = page.getByTestId('menu-text');
  // 53 since scaffolding tools stopped being hits (alwaysDeclared): this count was 54 before.
  await expect(menu).toContainText(
    'Found 53 tools for "excel file" among 169 in scope (showing 10).',
  );
  await expect(menu).toContainText('- read_spreadsheet [');
  await expect(menu).toContainText('Call activate_tool with the names you need');
  const text = (await menu.textContent()) ?? '';
  // Characters and the chars/4 estimate, marked ≈, until the tokenizer is asked for;
  // "Count exactly" loads it: the worker's real token count, and chars/4 beside it.
  const counts = page
    .getByRole('region', { name: 'What the model sees' })
    .getByText(/^[\d,]+ characters · /);
  await expect(counts).toContainText(
    `${text.length.toLocaleString('en')} characters · ≈${Math.ceil(text.length / 4).toLocaleString('en')} tokens`,
  );
  await page.getByRole('button', { name: 'Count exactly' }).click();
  await expect(counts).toHaveText(/^[\d,]+ characters · \d[\d,]* tokens /);
  await expect(counts).toContainText(
    `o200k_base; chars/4 ≈ ${Math.ceil(text.length / 4).toLocaleString('en')}`,
  );
  await page.screenshot(shot('page-budget-menu.png'));
});
