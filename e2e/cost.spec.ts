import { expect, test } from '@playwright/test';
import { openDemo, shot } from './helpers';

/** The cost chart: one stacked bar per turn, everything declared above, the cached share. */

test('the cost chart renders one bar per turn', async ({ page }) => {
  await openDemo(page, '#panel=prompt&scenario=quarterly-report&turn=2');
  // The chart is drawn shapes (its table says the same in words): found by test id and class.
  const chart = page.getByTestId('cost-chart');
  await expect(chart).toBeVisible({ timeout: 20_000 });
  // Every part of the stack has one rectangle per turn.
  for (const part of ['capabilityLine', 'scaffolding', 'workingSet', 'varyingLine']) {
    await expect(chart.locator(`.cost-bar-${part} .recharts-bar-rectangle`)).toHaveCount(5);
  }
  await expect(chart.locator('.recharts-xAxis .recharts-cartesian-axis-tick')).toHaveCount(10);
  const panel = page.getByRole('region', { name: 'Standing cost per turn' });
  // The figures table, one row a turn, is folded under "Figures": its rows are there, hidden.
  await expect(
    panel
      .getByRole('row', { includeHidden: true })
      .filter({ has: page.getByRole('rowheader', { includeHidden: true }) }),
  ).toHaveCount(5);
  await expect(panel.getByText(/^Tokens by /)).toContainText('Tokens by o200k_base');

  // Hover: tokens beside chars/4.
  await panel.scrollIntoViewIfNeeded();
  await chart.locator('.cost-bar-scaffolding .recharts-bar-rectangle').nth(3).hover();
  await expect(page.locator('.chart-tooltip')).toContainText('chars/4');
  await page.screenshot(shot('cost.png'));
  await panel.screenshot({ path: 'e2e/screenshots/cost-tooltip.png' });
  await page.mouse.move(0, 0);
  await expect(page.locator('.chart-tooltip')).toHaveCount(0);
  await panel.screenshot({ path: 'e2e/screenshots/cost-panel.png' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await panel.screenshot({ path: 'e2e/screenshots/cost-dark.png' });
  await page.emulateMedia({ colorScheme: 'light' });

  // A bar selects its turn.
  await chart.locator('.cost-bar-workingSet .recharts-bar-rectangle').nth(4).click();
  await expect(page.getByRole('status').filter({ hasText: /^t\d+ of \d+/ })).toContainText(
    't5 of 5',
  );
});
