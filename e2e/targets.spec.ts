import { expect, test } from '@playwright/test';
import {
  catalogSummary,
  hitNames,
  hitRows,
  importFile,
  openDemo,
  resultsTable,
  saved,
  shotBoth,
} from './helpers';
import { searchFilled } from './queryFill';
import {
  cardRows,
  catalog,
  chooseAllTargets,
  findability,
  pending,
  places,
  queries,
  targetHeads,
  targetsChoice,
  toggleChoice,
} from './targetsSteps';

/**
 * The agent targets on the built app: an imported MCP catalog (written here), a query, the
 * targets chosen, each hit's rank under each, the picked tool's findability card, and the
 * query set under every target in Evaluate. Generic over the targets the build runs: the
 * spec ticks every one the choice lists. Each test imports its own catalog on its own page.
 * What each target ran: targetsPatterns.spec.ts; the columns' layout: targetsLayout.spec.ts.
 */

test.use({ viewport: { width: 1440, height: 900 } });

test("each hit's rank under every target, and the picked tool's findability card", async ({
  page,
}) => {
  await openDemo(page);
  await importFile(page, 'issues.json', JSON.stringify(catalog));
  await expect(catalogSummary(page)).toContainText('issues.json · mcp · 16 tools');
  await searchFilled(page, 'issue tracker');
  // None chosen: the table is as it always was.
  await expect(targetHeads(page)).toHaveCount(0);

  const labels = await chooseAllTargets(page);
  expect(labels.length).toBeGreaterThan(0);
  await expect(targetHeads(page)).toHaveCount(labels.length);
  for (const [at, label] of labels.entries()) {
    await expect(targetHeads(page).nth(at)).toContainText(label);
  }
  const rows = await hitRows(page).count();
  await expect(pending(page)).toHaveCount(0);
  const shown = places(resultsTable(page));
  await expect(shown).toHaveCount(rows * labels.length);
  for (const text of await shown.allInnerTexts()) {
    expect(text.trim()).toMatch(/^(\d+=?|not returned)$/);
  }
  // Twelve tools tie, more than any target returns: ties and tools not returned both show.
  await expect(shown.filter({ hasText: '=' }).first()).toHaveAttribute('title', /tied with/);
  await expect(shown.filter({ hasText: 'not returned' }).first()).toBeVisible();
  await shotBoth(page, 'targets-search');

  // A tool the query ranks low, so its own name forms show what the query does not.
  await searchFilled(page, 'open a new issue');
  await hitNames(page).filter({ hasText: 'create_issue' }).click();
  const card = findability(page);
  await expect(card).toContainText('Findability of create_issue');
  await expect(cardRows(card)).toHaveCount(3);
  await expect(card.getByRole('rowheader')).toHaveText([
    /its name\s*create_issue/,
    /name as words\s*create issue/,
    /name as one word\s*createissue/,
  ]);
  const first = cardRows(card).first().getByRole('button').first();
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  // The opened cell's reading: "<target> for <how it was asked>: #rank".
  await expect(card.getByText(`${labels[0]} for create_issue`)).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await shotBoth(page, 'targets-card');

  // The choice is remembered across a reload, as the other view settings are.
  await saved(page);
  await page.reload();
  await expect(targetHeads(page)).toHaveCount(labels.length);
});

test('Evaluate puts every target beside toollens, the most missed queries first', async ({
  page,
}) => {
  await openDemo(page);
  await importFile(page, 'issues.json', JSON.stringify(catalog));
  await expect(catalogSummary(page)).toContainText('16 tools');
  await searchFilled(page, 'issue');
  const labels = await chooseAllTargets(page);
  await page.getByRole('tab', { name: /Evaluate/ }).click();
  await page.getByLabel('Import queries…').setInputFiles({
    name: 'issues-queries.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(queries)),
  });
  await expect(page.getByRole('status', { name: 'Evaluation' })).toContainText('3 queries');
  const metrics = page
    .getByRole('table', { name: "The set's metrics under each ranker" })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  await expect(metrics).toHaveCount(1 + labels.length);
  // The panel's own ranker first (these specs open on seed).
  await expect(metrics.first()).toContainText('seed');
  for (const [at, label] of labels.entries()) {
    await expect(metrics.nth(at + 1)).toContainText(label);
  }
  const grid = page
    .getByRole('table', { name: /^Each query's best expected rank under each ranker/ })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  await expect(grid).toHaveCount(queries.length);
  const misses = await grid.evaluateAll((rows) =>
    rows.map((row) => row.querySelectorAll('td.target-missed').length),
  );
  expect(misses).toEqual([...misses].sort((a, b) => b - a));
  await page.getByRole('region', { name: 'Under each agent target' }).scrollIntoViewIfNeeded();
  await shotBoth(page, 'targets-evaluate');
});

test('the MCP server name the agents put in tool names is set in the Targets menu', async ({
  page,
}) => {
  await openDemo(page);
  await importFile(page, 'issues.json', JSON.stringify(catalog));
  await expect(catalogSummary(page)).toContainText('16 tools');
  await searchFilled(page, 'github issue');
  const choice = targetsChoice(page);
  await toggleChoice(page);
  await choice.getByRole('checkbox', { name: /Claude Code/ }).check();
  const server = choice.getByRole('textbox', { name: 'MCP server name' });
  await server.fill('github');
  await server.press('Enter');
  await expect(page).toHaveURL(/server=github/);
  // Claude Code scores the server's name as a name part: every tool is now found for "github".
  await expect(places(resultsTable(page)).filter({ hasText: /^1=?$/ }).first()).toBeVisible();
  await shotBoth(page, 'targets-menu-server');
  await saved(page);
  await page.reload();
  await toggleChoice(page);
  await expect(page.getByRole('textbox', { name: 'MCP server name' })).toHaveValue('github');
});
