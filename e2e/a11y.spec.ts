import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { hitNames, openDemo, typeQuery } from './helpers';

/**
 * axe-core on every panel: no serious or critical violation. Lesser findings are printed, so
 * they stay visible without failing the build.
 */
const PANELS = ['Search', 'Catalog', 'Timeline', 'Prompt', 'Evaluate'];

for (const panel of PANELS) {
  test(`the ${panel} panel has no serious or critical accessibility violation`, async ({
    page,
  }) => {
    await openDemo(page);
    if (panel === 'Search') {
      await typeQuery(page, 'excel file');
      await expect(hitNames(page).first()).toBeVisible();
    } else {
      await page.getByRole('tab', { name: new RegExp(panel) }).click();
    }
    await page.waitForTimeout(500);
    const results = await new AxeBuilder({ page }).analyze();
    const blocking = results.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    for (const violation of results.violations) {
      console.log(
        `${panel}: ${violation.impact} ${violation.id}: ${violation.nodes.length} node(s)`,
      );
    }
    expect(
      blocking.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      ),
    ).toEqual([]);
  });
}

test('every control of the search panel is reachable by keyboard', async ({ page }) => {
  await openDemo(page);
  await typeQuery(page, 'merge pdf');
  await expect(hitNames(page).first()).toBeVisible();
  const reached = new Set<string>();
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const label = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      return element
        ? `${element.tagName}:${element.getAttribute('data-testid') ?? element.textContent?.trim().slice(0, 20)}`
        : '';
    });
    reached.add(label);
  }
  const all = [...reached].join(' | ');
  for (const expected of ['query-input', 'filter-input', 'ranker-bm25'])
    expect(all).toContain(expected);
});
