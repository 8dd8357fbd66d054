import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { hasDataset, readDataset } from './authoringHelpers';
import { importFile, openDemo, saved, shot } from './helpers';

/**
 * "Simulate an agent" on an imported catalog: GitHub's MCP tools and a ten-query set become a
 * timeline whose turns activate real catalog tools, so the working set, the Prompt and the Cost
 * panels show this catalog, not the demo scenarios' refused activations.
 */

const QUERIES = new URL('../src/test/fixtures/github-queries.json', import.meta.url).pathname;

const sizes = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

/** The slots of one turn's row in the working-set figure that are not evicted. */
const heldAt = (page: Page, turn: number) =>
  page
    .getByTestId('ws-row')
    .nth(turn - 1)
    .locator('[data-testid="slot"]:not([data-state="evicted"])');

test('simulates an agent over ten queries on the GitHub MCP catalog', async ({ page }) => {
  test.skip(
    !hasDataset('github-mcp-server', 'tools.json'),
    'dataset not found: ../shared/datasets/github-mcp-server/tools.json',
  );
  test.setTimeout(120_000);
  await openDemo(page);
  await importFile(page, 'tools.json', readDataset('github-mcp-server', 'tools.json'));
  await expect(page.getByTestId('catalog-summary')).toContainText('117 tools');

  // The fixture's ten queries, through the Evaluate panel's import.
  await page.getByRole('tab', { name: /Evaluate/ }).click();
  await page.getByTestId('query-set-file').setInputFiles({
    name: 'github-queries.json',
    mimeType: 'application/json',
    buffer: readFileSync(QUERIES),
  });
  await expect(page.getByTestId('eval-status')).toContainText('10 queries');

  await page.getByRole('tab', { name: /Timeline/ }).click();
  // The demo's scenarios are not offered on this catalog: the Timeline starts empty.
  await expect(page.getByTestId('session-empty')).toBeVisible({ timeout: 20_000 });

  await page.getByTestId('simulate-toggle').click();
  await expect(page.getByTestId('simulate-set')).toContainText('github-queries.json (10 queries)');
  await page.getByTestId('simulate-strategy').selectOption('top1');
  await page.getByTestId('simulate-budget').fill('5');
  for (const size of sizes) {
    await page.setViewportSize(size);
    await page.screenshot(shot(`simulate-form-${size.width}.png`));
  }
  await page.setViewportSize(sizes[0] as (typeof sizes)[number]);
  await page.getByTestId('simulate-run').click();

  await expect(page.getByTestId('scenario-select')).toHaveValue('simulated-top1-github-queries', {
    timeout: 20_000,
  });
  await expect(page.getByTestId('turn-label')).toContainText('t1 of 10');
  await expect(page.getByTestId('budget-value')).toHaveText('5 slots');
  await expect(page.getByTestId('scenario-about')).toContainText('A simulated agent');
  await expect(page.getByTestId('ws-row')).toHaveCount(10);
  // Every activation is a catalog tool: nothing is refused.
  await expect(page.getByTestId('ws-figure')).not.toContainText('refused');
  await expect(page.getByTestId('session-empty')).toHaveCount(0);
  // The set fills one tool a turn up to the budget, then holds it full.
  for (const turn of [1, 2, 3]) await expect(heldAt(page, turn)).toHaveCount(turn);
  await expect(heldAt(page, 10)).toHaveCount(5);
  const detail = page.getByTestId('turn-detail');
  await expect(detail).toContainText('open a new issue about the broken login page');
  await expect(detail).toContainText('search_tools');

  await page.getByTestId('turn-slider').fill('7');
  await expect(page.getByTestId('turn-label')).toContainText('t7 of 10');
  for (const size of sizes) {
    await page.setViewportSize(size);
    await page.screenshot(shot(`simulate-timeline-${size.width}.png`));
  }
  await page.setViewportSize(sizes[0] as (typeof sizes)[number]);

  // The Prompt declares the harness's two tools and the five activated ones.
  await page.getByRole('tab', { name: /Prompt/ }).click();
  const declarations = page.locator('[data-testid="prompt-section"][data-section="declarations"]');
  await expect(declarations).toBeVisible({ timeout: 20_000 });
  await expect(declarations.locator('pre')).toContainText('{"name":"activate_tool"');
  await expect(declarations.locator('pre')).toContainText('{"name":"search_tools"');
  const lines = await declarations
    .locator('pre')
    .evaluate(
      (pre) =>
        (pre.textContent ?? '').split('\n').filter((line) => line.startsWith('{"name"')).length,
    );
  expect(lines).toBe(7);
  await expect(
    page.locator('[data-testid="prompt-section"][data-section="varying"]'),
  ).toContainText('You currently have 5 of 5 activated tools loaded.');

  // The Cost panel: ten bars under everything declared, and what the design saves.
  const chart = page.getByTestId('cost-chart');
  await expect(chart).toBeVisible();
  await expect(chart.locator('.cost-bar-scaffolding .recharts-bar-rectangle')).toHaveCount(10);
  await expect(page.getByTestId('cost-row')).toHaveCount(10);
  const savings = page.getByTestId('cost-savings');
  await expect(savings).toContainText('Over 10 turns the standing surface averages');
  const saved10 = Number(
    ((await savings.locator('strong').nth(1).textContent()) ?? '').replace(/,/g, ''),
  );
  expect(saved10).toBeGreaterThan(20_000);
  for (const size of sizes) {
    await page.setViewportSize(size);
    await page.screenshot(shot(`simulate-prompt-${size.width}.png`));
  }
  await page.setViewportSize(sizes[0] as (typeof sizes)[number]);
  await page.locator('.cost-panel').screenshot({ path: 'e2e/screenshots/simulate-cost.png' });

  // Saved like any transcript: a reload shows it again.
  await saved(page);
  await page.reload();
  await page.getByRole('tab', { name: /Timeline/ }).click();
  await expect(page.getByTestId('scenario-select')).toHaveValue('simulated-top1-github-queries', {
    timeout: 20_000,
  });
  await expect(page.getByTestId('ws-row')).toHaveCount(10);
});
