import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { hasDataset, readDataset } from './authoringHelpers';
import { importFile, openDemo, saved, shot } from './helpers';

/**
 * "Simulate an agent" on an imported catalog: GitHub's MCP tools and a ten-query set become a
 * timeline whose turns activate real catalog tools, so the working set, the Prompt and the Cost
 * panels show this catalog, not the demo scenarios' refused activations.
 */

const QUERIES = new URL('../src/test/fixtures/github-queries.json', import.meta.url).pathname;
const SERVERS = new URL('../src/test/fixtures/servers/', import.meta.url).pathname;
const PLAYWRIGHT_TOOLS = `${SERVERS}playwright-mcp-0.0.86.tools.json`;
const PLAYWRIGHT_QUERIES = `${SERVERS}playwright-mcp.queries.json`;

const sizes = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

/** Imports a query set through Evaluate's file input, as a user does. */
const importQueries = async (page: Page, name: string, text: string, count: number) => {
  await page.getByRole('tab', { name: /Evaluate/ }).click();
  await page.getByTestId('query-set-file').setInputFiles({
    name,
    mimeType: 'application/json',
    buffer: Buffer.from(text),
  });
  await expect(page.getByTestId('eval-status')).toContainText(`${count} queries`);
};

/** Runs "Simulate an agent" on the set named `set` with `strategy`, and waits for its timeline. */
const simulate = async (page: Page, set: string, strategy: string) => {
  await page.getByRole('tab', { name: /Timeline/ }).click();
  await page.getByTestId('simulate-toggle').click();
  await page.getByTestId('simulate-set').selectOption({ label: set });
  await page.getByTestId('simulate-strategy').selectOption(strategy);
  await page.getByTestId('simulate-run').click();
  await expect(page.getByTestId('simulate-run')).toHaveCount(0, { timeout: 20_000 });
};

/** The slots of one turn's row in the working-set figure that are not evicted. */
const heldAt = (page: Page, turn: number) =>
  page
    .getByTestId('ws-row')
    .nth(turn - 1)
    .locator('[data-testid="slot"]:not([data-state="evicted"])');

test('marks the wrong picks of a simulated agent on a pulled server and says how many were right', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openDemo(page);
  await importFile(page, 'playwright-mcp.tools.json', readFileSync(PLAYWRIGHT_TOOLS, 'utf8'));
  await expect(page.getByTestId('catalog-summary')).toContainText('25 tools');
  await importQueries(
    page,
    'playwright-mcp.queries.json',
    readFileSync(PLAYWRIGHT_QUERIES, 'utf8'),
    30,
  );
  await simulate(page, 'playwright-mcp.queries.json (30 queries)', 'top1');
  await expect(page.getByTestId('turn-label')).toContainText('t1 of 30', { timeout: 20_000 });

  // The saving never stands alone: the card's heading says how many turns found the right tool,
  // and exactly the others are marked wrong on their rows, by a name as well as a word.
  const card = page.getByRole('region', {
    name: /^fewer tool tokens a turn than declaring every tool · the right tool on \d+ of 30 turns$/,
  });
  await expect(card).toBeVisible();
  const heading = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
  const right = Number(/on (\d+) of 30/.exec(heading)?.[1]);
  const figure = page.getByTestId('ws-figure');
  const marks = figure.getByRole('img', {
    name: /^Wrong tool: none of the query’s labelled tools/,
  });
  await expect(marks).toHaveCount(30 - right);
  // Several of the set's queries miss their labelled tool at the top (one finds nothing at all).
  expect(30 - right).toBeGreaterThan(0);
  await expect(marks.first()).toHaveText('✕ wrong tool');
  await expect(card.getByTestId('savings-accuracy-note')).toContainText('Wrong tool at t');

  // The first wrong turn: its detail says what it activated and what the query needed.
  const wrongRow = figure
    .getByTestId('ws-row')
    .filter({ has: page.getByRole('img', { name: /^Wrong tool/ }) });
  const first = Number(await wrongRow.first().getAttribute('data-turn'));
  await wrongRow
    .first()
    .getByRole('button', { name: `t${first}` })
    .click();
  await expect(page.getByTestId('turn-label')).toContainText(`t${first} of 30`);
  const detail = page.getByTestId('turn-detail');
  await expect(detail.getByTestId('turn-labels')).toContainText('✕ wrong tool · labelled: ');
  await expect(detail).toContainText(
    'Wrong tool: none of the query’s labelled tools was activated.',
  );
  // The marks, the card and the detail pass axe as the rest of the page does.
  const { violations } = await new AxeBuilder({ page })
    .include('[data-testid="savings-card"]')
    .include('[data-testid="ws-figure"]')
    .include('[data-testid="turn-detail"]')
    .options({ resultTypes: ['violations'] })
    .analyze();
  expect(violations.map((violation) => `${violation.id} (${violation.impact})`)).toEqual([]);
  // The card with the figure's first rows, and the wrong turn's detail, as a screen shows them.
  for (const size of sizes) {
    await page.setViewportSize(size);
    await page.screenshot(shot(`simulate-labelled-timeline-${size.width}.png`));
    await card.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: `e2e/screenshots/simulate-labelled-card-${size.width}.png` });
    await detail.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: `e2e/screenshots/simulate-labelled-turn-${size.width}.png` });
  }
  await page.setViewportSize(sizes[0] as (typeof sizes)[number]);

  // The Cost panel's saving says the same count.
  await page.getByRole('tab', { name: /Prompt/ }).click();
  await expect(page.getByTestId('cost-savings')).toContainText(
    `tokens a turn, with the right tool on ${right} of 30 turns.`,
    { timeout: 20_000 },
  );

  // The relevant strategy activates the labels themselves: right by construction, said so.
  await simulate(page, 'playwright-mcp.queries.json (30 queries)', 'relevant');
  await expect(
    page.getByRole('region', {
      name: 'fewer tool tokens a turn than declaring every tool · the labelled tools on 30 of 30 turns, by construction',
    }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('savings-accuracy-note')).toContainText(
    'By construction: the relevant strategy activates each query’s labelled tools',
  );
  await expect(page.getByTestId('ws-figure').getByRole('img', { name: /^Wrong tool/ })).toHaveCount(
    0,
  );

  // A known wrong pick, whatever the ranker: "take a screenshot" labelled browser_close.
  const known = [
    { id: 'wrong', query: 'take a screenshot', relevant: ['browser_close'] },
    { id: 'right', query: 'take a screenshot', relevant: ['browser_take_screenshot'] },
  ];
  await importQueries(page, 'known-pick.json', JSON.stringify(known), 2);
  await simulate(page, 'known-pick.json (2 queries)', 'top1');
  await expect(
    page.getByRole('region', {
      name: 'fewer tool tokens a turn than declaring every tool · the right tool on 1 of 2 turns',
    }),
  ).toBeVisible({ timeout: 20_000 });
  const rows = page.getByTestId('ws-row');
  await expect(rows).toHaveCount(2);
  await expect(
    rows.nth(0).getByRole('img', {
      name: 'Wrong tool: none of the query’s labelled tools was activated: Activated browser_take_screenshot; the labelled tool is browser_close.',
    }),
  ).toHaveText('✕ wrong tool');
  await expect(rows.nth(1).getByRole('img', { name: /^Wrong tool/ })).toHaveCount(0);
});

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
