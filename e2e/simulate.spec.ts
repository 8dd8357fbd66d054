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

/** The query table's status line: "10 queries · 4 pass · 2 partial · 4 fail". */
const EVAL_STATUS = /\d+ pass · \d+ partial/;
const simulateForm = (page: Page) => page.getByRole('form', { name: 'Simulate an agent' });
/** The scrubber's live "t3 of 10 · 12:00:05". */
const turnLabel = (page: Page) => page.getByRole('status').filter({ hasText: /^t\d+ of \d+/ });
const figure = (page: Page) => page.getByRole('figure', { name: 'Working set' });
/** The figure's rows, one a turn: the items with a turn's button (t1, t2…), not their slots. */
const wsRows = (page: Page) =>
  figure(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^t\d+$/ }) });

const sizes = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

/** Imports a query set through Evaluate's file input, as a user does. */
const importQueries = async (page: Page, name: string, text: string, count: number) => {
  await page.getByRole('tab', { name: /Evaluate/ }).click();
  await page.getByLabel('Import queries…').setInputFiles({
    name,
    mimeType: 'application/json',
    buffer: Buffer.from(text),
  });
  await expect(page.getByText(EVAL_STATUS)).toContainText(`${count} queries`);
};

/** Runs "Simulate an agent" on the set named `set` with `strategy`, and waits for its timeline. */
const simulate = async (page: Page, set: string, strategy: string) => {
  await page.getByRole('tab', { name: /Timeline/ }).click();
  await page.getByRole('button', { name: 'Simulate an agent…', expanded: false }).click();
  await simulateForm(page)
    .getByRole('combobox', { name: 'Query set' })
    .selectOption({ label: set });
  await simulateForm(page).getByRole('combobox', { name: 'Strategy' }).selectOption(strategy);
  await simulateForm(page).getByRole('button', { name: 'Simulate', exact: true }).click();
  // The form closes when the timeline is made.
  await expect(simulateForm(page)).toHaveCount(0, { timeout: 20_000 });
};

/** The slots of one turn's row in the working-set figure that are not evicted. */
const heldAt = (page: Page, turn: number) =>
  figure(page)
    .getByRole('list', { name: `Working set at t${turn}`, exact: true })
    .getByTitle(/: (activated this turn|held|kept warm by a direct call)$/);

test('marks the wrong picks of a simulated agent on a pulled server and says how many were right', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openDemo(page);
  await importFile(page, 'playwright-mcp.tools.json', readFileSync(PLAYWRIGHT_TOOLS, 'utf8'));
  await expect(page.getByRole('status', { name: 'Catalog' })).toContainText('25 tools');
  await importQueries(
    page,
    'playwright-mcp.queries.json',
    readFileSync(PLAYWRIGHT_QUERIES, 'utf8'),
    30,
  );
  await simulate(page, 'playwright-mcp.queries.json (30 queries)', 'top1');
  await expect(turnLabel(page)).toContainText('t1 of 30', { timeout: 20_000 });

  // The saving never stands alone: the card's heading says how many turns found the right tool,
  // and exactly the others are marked wrong on their rows, by a name as well as a word.
  const card = page.getByRole('region', {
    name: /^fewer tool tokens a turn than declaring every tool · the right tool on \d+ of 30 turns$/,
  });
  await expect(card).toBeVisible();
  const heading = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
  const right = Number(/on (\d+) of 30/.exec(heading)?.[1]);
  const marks = figure(page).getByRole('img', {
    name: /^Wrong tool: none of the query’s labelled tools/,
  });
  await expect(marks).toHaveCount(30 - right);
  // Several of the set's queries miss their labelled tool at the top (one finds nothing at all).
  expect(30 - right).toBeGreaterThan(0);
  await expect(marks.first()).toHaveText('✕ wrong tool');
  await expect(card.getByText(/^A turn is right when/)).toContainText('Wrong tool at t');

  // The first wrong turn: its detail says what it activated and what the query needed.
  const wrongRow = wsRows(page).filter({ has: page.getByRole('img', { name: /^Wrong tool/ }) });
  const first = Number(
    (
      (await wrongRow
        .first()
        .getByRole('button', { name: /^t\d+$/ })
        .textContent()) ?? ''
    ).slice(1),
  );
  await wrongRow
    .first()
    .getByRole('button', { name: `t${first}` })
    .click();
  await expect(turnLabel(page)).toContainText(`t${first} of 30`);
  const detail = page.getByRole('region', { name: /^t\d+ · / });
  await expect(detail.getByText(/^✕ wrong tool · labelled: /)).toContainText(
    '✕ wrong tool · labelled: ',
  );
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
  await expect(page.getByText(/^Over \d+ turns? the standing surface averages/)).toContainText(
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
  await expect(page.getByText(/^By construction:/)).toContainText(
    'By construction: the relevant strategy activates each query’s labelled tools',
  );
  await expect(figure(page).getByRole('img', { name: /^Wrong tool/ })).toHaveCount(0);

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
  const rows = wsRows(page);
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
  await expect(page.getByRole('status', { name: 'Catalog' })).toContainText('117 tools');

  // The fixture's ten queries, through the Evaluate panel's import.
  await page.getByRole('tab', { name: /Evaluate/ }).click();
  await page.getByLabel('Import queries…').setInputFiles({
    name: 'github-queries.json',
    mimeType: 'application/json',
    buffer: readFileSync(QUERIES),
  });
  await expect(page.getByText(EVAL_STATUS)).toContainText('10 queries');

  await page.getByRole('tab', { name: /Timeline/ }).click();
  // The demo's scenarios are not offered on this catalog: the Timeline starts empty.
  await expect(page.getByRole('region', { name: /^No session on / })).toBeVisible({
    timeout: 20_000,
  });

  await page.getByRole('button', { name: 'Simulate an agent…', expanded: false }).click();
  await expect(simulateForm(page).getByRole('combobox', { name: 'Query set' })).toContainText(
    'github-queries.json (10 queries)',
  );
  await simulateForm(page).getByRole('combobox', { name: 'Strategy' }).selectOption('top1');
  await simulateForm(page).getByRole('spinbutton', { name: 'Budget' }).fill('5');
  for (const size of sizes) {
    await page.setViewportSize(size);
    await page.screenshot(shot(`simulate-form-${size.width}.png`));
  }
  await page.setViewportSize(sizes[0] as (typeof sizes)[number]);
  await simulateForm(page).getByRole('button', { name: 'Simulate', exact: true }).click();

  await expect(page.getByRole('combobox', { name: 'Scenario' })).toHaveValue(
    'simulated-top1-github-queries',
    {
      timeout: 20_000,
    },
  );
  await expect(turnLabel(page)).toContainText('t1 of 10');
  await expect(page.getByRole('status').filter({ hasText: /^\d+ slots?$/ })).toHaveText('5 slots');
  await expect(page.getByText(/A simulated agent/)).toContainText('A simulated agent');
  await expect(wsRows(page)).toHaveCount(10);
  // Every activation is a catalog tool: nothing is refused.
  await expect(figure(page)).not.toContainText('refused');
  await expect(page.getByRole('region', { name: /^No session on / })).toHaveCount(0);
  // The set fills one tool a turn up to the budget, then holds it full.
  for (const turn of [1, 2, 3]) await expect(heldAt(page, turn)).toHaveCount(turn);
  await expect(heldAt(page, 10)).toHaveCount(5);
  const detail = page.getByRole('region', { name: /^t\d+ · / });
  await expect(detail).toContainText('open a new issue about the broken login page');
  await expect(detail).toContainText('search_tools');

  await page.getByRole('slider', { name: 'Turn' }).fill('7');
  await expect(turnLabel(page)).toContainText('t7 of 10');
  for (const size of sizes) {
    await page.setViewportSize(size);
    await page.screenshot(shot(`simulate-timeline-${size.width}.png`));
  }
  await page.setViewportSize(sizes[0] as (typeof sizes)[number]);

  // The Prompt declares the harness's two tools and the five activated ones.
  await page.getByRole('tab', { name: /Prompt/ }).click();
  const declarations = page.getByRole('region', { name: 'Tool declarations' });
  await expect(declarations).toBeVisible({ timeout: 20_000 });
  await expect(declarations).toContainText('{"name":"activate_tool"');
  await expect(declarations).toContainText('{"name":"search_tools"');
  const lines = await declarations.evaluate(
    (section) =>
      (section.querySelector('pre')?.textContent ?? '')
        .split('\n')
        .filter((line) => line.startsWith('{"name"')).length,
  );
  expect(lines).toBe(7);
  await expect(page.getByRole('region', { name: 'Working-set status' })).toContainText(
    'You currently have 5 of 5 activated tools loaded.',
  );

  // The Cost panel: ten bars under everything declared, and what the design saves.
  // The chart's bars are drawn marks with no name of their own: found by the chart's classes.
  const chart = page.getByTestId('cost-chart');
  await expect(chart).toBeVisible();
  await expect(chart.locator('.cost-bar-scaffolding .recharts-bar-rectangle')).toHaveCount(10);
  // The Figures table's rows, one per turn (in a closed <details>, so hidden).
  await expect(page.getByRole('rowheader', { name: /^t\d+$/, includeHidden: true })).toHaveCount(
    10,
  );
  const savings = page.getByText(/^Over \d+ turns? the standing surface averages/);
  await expect(savings).toContainText('Over 10 turns the standing surface averages');
  const saved10 = Number(
    /saves ([\d,]+) tokens a turn/
      .exec((await savings.textContent()) ?? '')?.[1]
      ?.replace(/,/g, ''),
  );
  expect(saved10).toBeGreaterThan(20_000);
  for (const size of sizes) {
    await page.setViewportSize(size);
    await page.screenshot(shot(`simulate-prompt-${size.width}.png`));
  }
  await page.setViewportSize(sizes[0] as (typeof sizes)[number]);
  await page
    .getByRole('region', { name: 'Standing cost per turn' })
    .screenshot({ path: 'e2e/screenshots/simulate-cost.png' });

  // Saved like any transcript: a reload shows it again.
  await saved(page);
  await page.reload();
  await page.getByRole('tab', { name: /Timeline/ }).click();
  await expect(page.getByRole('combobox', { name: 'Scenario' })).toHaveValue(
    'simulated-top1-github-queries',
    {
      timeout: 20_000,
    },
  );
  await expect(wsRows(page)).toHaveCount(10);
});
