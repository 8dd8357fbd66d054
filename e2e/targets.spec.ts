import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { hitNames, importFile, openDemo, saved, searchFor, shotBoth } from './helpers';
import { cutCells, midWordBreaks } from './layoutChecks';
import { openPulled } from './pulledServers';

/**
 * The agent targets on the built app: an imported MCP catalog (written here), a query, the
 * targets chosen, each hit's rank under each, the picked tool's findability card, and the
 * query set under every target in Evaluate. Generic over the targets the build runs: the
 * spec ticks every one the choice lists.
 */

test.use({ viewport: { width: 1440, height: 900 } });

/** Twelve tools with one description (they tie under a BM25) and a few named ones. */
const catalog = {
  tools: [
    { name: 'create_issue', description: 'Open a new issue in a repository.' },
    { name: 'list_issues', description: 'List the issues of a repository, newest first.' },
    { name: 'update_issue', description: 'Change the title, body or state of an issue.' },
    { name: 'merge_pull_request', description: 'Merge a pull request into its base branch.' },
    ...Array.from({ length: 12 }, (_, i) => ({
      name: `issue_tracker_${String.fromCharCode(97 + i)}`,
      description: 'Files an issue in the tracker.',
    })),
  ].map((tool) => ({ ...tool, inputSchema: { type: 'object', properties: {} } })),
};

const queries = [
  { id: 'open', query: 'open an issue', relevant: ['create_issue'] },
  { id: 'merge', query: 'merge a pull request', relevant: ['merge_pull_request'] },
  { id: 'edit', query: 'rename an issue', relevant: ['update_issue'] },
];

/** Opens the choice and ticks every target it lists; their labels, in order. */
const chooseAllTargets = async (page: Page): Promise<string[]> => {
  await page.getByTestId('targets-choice').locator('summary').click();
  const boxes = page.getByTestId('targets-choice').getByRole('checkbox');
  await expect(boxes.first()).toBeVisible();
  const labels: string[] = [];
  for (const box of await boxes.all()) {
    await box.check();
    const text = (await box.locator('xpath=..').textContent()) ?? '';
    const label = text.split('·')[0]?.trim() ?? '';
    labels.push(label);
  }
  await page.getByTestId('targets-choice').locator('summary').click();
  return labels;
};

test("each hit's rank under every target, and the picked tool's findability card", async ({
  page,
}) => {
  await openDemo(page);
  await importFile(page, 'issues.json', JSON.stringify(catalog));
  await expect(page.getByTestId('catalog-summary')).toContainText('issues.json · mcp · 16 tools');
  await searchFor(page, 'issue tracker');
  // None chosen: the table is as it always was.
  await expect(page.getByTestId('target-head')).toHaveCount(0);

  const labels = await chooseAllTargets(page);
  expect(labels.length).toBeGreaterThan(0);
  await expect(page.getByTestId('target-head')).toHaveCount(labels.length);
  for (const [at, label] of labels.entries()) {
    await expect(page.getByTestId('target-head').nth(at)).toContainText(label);
  }
  const rows = await page.getByTestId('hit-row').count();
  const places = page.getByTestId('target-place');
  await expect(places).toHaveCount(rows * labels.length);
  await expect(page.locator('[data-testid="target-place"][data-pending]')).toHaveCount(0);
  for (const text of await places.allInnerTexts()) {
    expect(text.trim()).toMatch(/^(\d+=?|not returned)$/);
  }
  // Twelve tools tie, more than any target returns: ties and tools not returned both show.
  await expect(places.filter({ hasText: '=' }).first()).toHaveAttribute('title', /tied with/);
  await expect(places.filter({ hasText: 'not returned' }).first()).toBeVisible();
  await shotBoth(page, 'targets-search');

  // A tool the query ranks low, so its own name forms show what the query does not.
  await page.getByTestId('query-input').fill('');
  await searchFor(page, 'open a new issue');
  await hitNames(page).filter({ hasText: 'create_issue' }).click();
  const card = page.getByTestId('findability');
  await expect(card).toContainText('Findability of create_issue');
  await expect(card.getByTestId('findability-row')).toHaveCount(3);
  await expect(card.getByRole('rowheader')).toHaveText([
    /its name\s*create_issue/,
    /name as words\s*create issue/,
    /name as one word\s*createissue/,
  ]);
  await card.getByTestId('findability-cell').first().click();
  await expect(card.getByTestId('findability-why')).toContainText(labels[0] ?? '');
  await card.scrollIntoViewIfNeeded();
  await shotBoth(page, 'targets-card');

  // The choice is remembered across a reload, as the other view settings are.
  await saved(page);
  await page.reload();
  await expect(page.getByTestId('target-head')).toHaveCount(labels.length);
});

test('Evaluate puts every target beside toollens, the most missed queries first', async ({
  page,
}) => {
  await openDemo(page);
  await importFile(page, 'issues.json', JSON.stringify(catalog));
  await expect(page.getByTestId('catalog-summary')).toContainText('16 tools');
  await searchFor(page, 'issue');
  const labels = await chooseAllTargets(page);
  await page.getByRole('tab', { name: /Evaluate/ }).click();
  await page.getByTestId('query-set-file').setInputFiles({
    name: 'issues-queries.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(queries)),
  });
  await expect(page.getByTestId('eval-status')).toContainText('3 queries');
  const metrics = page.getByTestId('targets-metrics-row');
  await expect(metrics).toHaveCount(1 + labels.length);
  // The panel's own ranker first (these specs open on seed).
  await expect(metrics.first()).toContainText('seed');
  for (const [at, label] of labels.entries()) {
    await expect(metrics.nth(at + 1)).toContainText(label);
  }
  await expect(page.getByTestId('targets-grid-row')).toHaveCount(queries.length);
  const misses = await page
    .getByTestId('targets-grid-row')
    .evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td.target-missed').length));
  expect(misses).toEqual([...misses].sort((a, b) => b - a));
  await page.getByRole('region', { name: 'Under each agent target' }).scrollIntoViewIfNeeded();
  await shotBoth(page, 'targets-evaluate');
});

test('a search hint edited moves the tool under Claude Code; a pattern shows what it matches', async ({
  page,
}) => {
  await openDemo(page);
  await importFile(page, 'issues.json', JSON.stringify(catalog));
  await expect(page.getByTestId('catalog-summary')).toContainText('16 tools');
  // The open query set's queries are rows of the card.
  await page.getByRole('tab', { name: /Evaluate/ }).click();
  await page.getByTestId('query-set-file').setInputFiles({
    name: 'ticket.json',
    mimeType: 'application/json',
    buffer: Buffer.from(
      JSON.stringify([{ id: 't', query: 'ticket issue', relevant: ['update_issue'] }]),
    ),
  });
  await expect(page.getByTestId('eval-status')).toContainText('1 quer');
  await page.getByRole('tab', { name: /Search/ }).click();
  await searchFor(page, 'update');
  await page.getByTestId('targets-choice').locator('summary').click();
  const choice = page.getByTestId('targets-choice');
  await choice.getByRole('checkbox', { name: /Claude Code/ }).check();
  await choice.getByRole('checkbox', { name: /Claude API regex/ }).check();
  await choice.locator('summary').click();
  await hitNames(page).filter({ hasText: 'update_issue' }).click();
  const card = page.getByTestId('findability');
  const ticketRow = card.getByTestId('findability-row').filter({ hasText: 'ticket issue' });
  const claudeCell = ticketRow.locator('[data-target="claude-code"]');
  // Fourteen tools score 14 for "ticket issue" (an "issue" name part and description word);
  // in Claude Code's pool order update_issue is last of them, past the 5 it returns.
  await expect(claudeCell).toHaveText('not returned');

  // The hint, edited in the tool's editor: Claude Code scores a hint word +4.
  await page.getByRole('tab', { name: /Catalog/ }).click();
  await page.getByTestId('edit-tool').click();
  const editor = page.getByTestId('tool-editor');
  await expect(editor).toContainText('Edit update_issue');
  await editor.getByTestId('edit-search-hint').fill('ticket');
  await editor.getByTestId('edit-apply').click();
  await expect(editor.getByTestId('edit-applied')).toContainText('the search hint');
  await page.getByRole('tab', { name: /Search/ }).click();
  await expect(claudeCell).toHaveText('1');

  // A pattern of the author's, asked as written of the regex target, with what it matched.
  await card.getByRole('textbox', { name: /Try a pattern/ }).fill('(?i)^update_');
  await card.getByRole('button', { name: 'Add' }).click();
  const patternRow = card.getByTestId('findability-row').filter({ hasText: '(?i)^update_' });
  const regexCell = patternRow.locator('[data-target="anthropic-regex"]');
  await expect(regexCell).toHaveText('1');
  await regexCell.click();
  await expect(card.getByTestId('findability-why')).toContainText(
    'name: "update_issue" (matched "update_")',
  );
  await card.scrollIntoViewIfNeeded();
  await shotBoth(page, 'targets-hint-pattern');
});

test('the regex column names the pattern it ran: a sentence as words, a regex as typed', async ({
  page,
}) => {
  await openDemo(page);
  const pulled = 'src/test/fixtures/servers/playwright-mcp-0.0.86.tools.json';
  await importFile(page, 'playwright.tools.json', readFileSync(pulled, 'utf8'));
  await expect(page.getByTestId('catalog-summary')).toContainText('25 tools');
  await searchFor(page, 'click the submit button');
  await page.getByTestId('targets-choice').locator('summary').click();
  await page
    .getByTestId('targets-choice')
    .getByRole('checkbox', { name: /Claude API regex/ })
    .check();
  await page.getByTestId('targets-choice').locator('summary').click();
  const note = page.getByTestId('target-notes').locator('[data-target="anthropic-regex"]');
  await expect(note).toHaveText(
    "Claude API regex ran (?i)click|submit|button: toollens's reading of the query: its words as case-insensitive alternatives, since it has no regex syntax.",
  );
  const clickRow = page.getByTestId('hit-row').filter({
    has: hitNames(page).getByText('browser_click', { exact: true }),
  });
  await expect(clickRow.getByTestId('target-place')).toHaveText('3');
  await note.scrollIntoViewIfNeeded();
  await shotBoth(page, 'targets-regex-words');

  await page.getByTestId('query-input').fill('');
  await searchFor(page, 'browser_(click|hover)');
  await expect(note).toHaveText(
    'Claude API regex ran browser_(click|hover): the query as typed: it is a regex (alternatives, "|" at position 14).',
  );
  await expect(clickRow.getByTestId('target-place')).toHaveText('1');
  await note.scrollIntoViewIfNeeded();
  await shotBoth(page, 'targets-regex-typed');
});

test('the MCP server name the agents put in tool names is set in the Targets menu', async ({
  page,
}) => {
  await openDemo(page);
  await importFile(page, 'issues.json', JSON.stringify(catalog));
  await expect(page.getByTestId('catalog-summary')).toContainText('16 tools');
  await searchFor(page, 'github issue');
  const choice = page.getByTestId('targets-choice');
  await choice.locator('summary').click();
  await choice.getByRole('checkbox', { name: /Claude Code/ }).check();
  const server = choice.getByRole('textbox', { name: 'MCP server name' });
  await server.fill('github');
  await server.press('Enter');
  await expect(page).toHaveURL(/server=github/);
  // Claude Code scores the server's name as a name part: every tool is now found for "github".
  await expect(page.getByTestId('target-place').filter({ hasText: /^1=?$/ }).first()).toBeVisible();
  await shotBoth(page, 'targets-menu-server');
  await saved(page);
  await page.reload();
  await page.getByTestId('targets-choice').locator('summary').click();
  await expect(page.getByRole('textbox', { name: 'MCP server name' })).toHaveValue('github');
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
]) {
  test(`at ${viewport.width} px with the three agent columns, names stay whole and headers readable`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openPulled(page, 'firecrawl');
    await searchFor(page, 'scrape a web page');
    // The default ranker's four keys fit the results' column: nothing to scroll.
    const scroller = page.locator('.hits-scroll');
    await expect(scroller).not.toHaveAttribute('data-more');
    const labels = await chooseAllTargets(page);
    expect(labels).toHaveLength(3);
    await expect(page.locator('[data-testid="target-place"][data-pending]')).toHaveCount(0);
    // Three more columns: they fit at 1440 px; a small laptop scrolls them, and says so.
    if (viewport.width < 1280) await expect(scroller).toHaveAttribute('data-more', 'end');
    else await expect(scroller).not.toHaveAttribute('data-more');
    // firecrawl_check_crawl_status and its kind wrap, if at all, between their words.
    await page.getByTestId('query-input').fill('');
    await searchFor(page, 'crawl status of a scrape');
    await expect(page.locator('[data-testid="target-place"][data-pending]')).toHaveCount(0);
    expect(await midWordBreaks(hitNames(page))).toEqual([]);
    // Wrapped or not, a name is read as one word.
    await expect(
      page.getByRole('button', { name: 'firecrawl_check_crawl_status', exact: true }),
    ).toBeVisible();
    expect(await cutCells(page.locator('#results-table thead th'))).toEqual([]);
    // A narrow window scrolls the table inside its own box, never the page.
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways).toBeLessThanOrEqual(0);
    // The first screen, as the reader sees it.
    await page.screenshot({ path: `e2e/screenshots/targets-firecrawl-${viewport.width}.png` });
  });
}
