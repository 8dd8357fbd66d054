import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  catalogSummary,
  hitNames,
  hitRows,
  importFile,
  openDemo,
  resultsTable,
  saved,
  searchFor,
  shotBoth,
} from './helpers';
import { cutCells, midWordBreaks } from './layoutChecks';
import { PULLED } from './pulledServers';
import { leaveView, sharedPage } from './sharedPage';

/**
 * The agent targets on the built app: an imported MCP catalog (written here), a query, the
 * targets chosen, each hit's rank under each, the picked tool's findability card, and the
 * query set under every target in Evaluate. Generic over the targets the build runs: the
 * spec ticks every one the choice lists. Each test imports its own catalog on its own page, but
 * for the two window sizes of one pulled server, which share one loaded page (sharedPage.ts).
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

/** The Targets menu (a disclosure) and its summary line, "Targets" or "Targets (2)". */
const targetsChoice = (page: Page) => page.getByRole('group', { name: 'Targets', exact: true });
const toggleChoice = (page: Page) =>
  targetsChoice(page)
    .getByText(/^Targets( \(\d+\))?$/)
    .click();

/** The target columns' headers: each names its target, titled with where its rules are. */
const targetHeads = (page: Page) =>
  resultsTable(page)
    .getByRole('columnheader')
    .filter({ has: page.getByTitle(/Rules and sources: /) });
/**
 * A hit's place under a target, by the title every place has (src/ui/shared/targets/targetText.ts):
 * "#3 under X, of the 5 it returns", "… past the 5 it returns", "tied with 2 others: …", "tied at
 * #5 …" or "X does not score it: …" (the rank move's "#1 under bm25" and a catalog-order tie's
 * "tied with <name> on every score" are none of these; a place still pending has no title).
 */
const places = (scope: Page | Locator) =>
  scope.getByTitle(
    /^(#\d+ under .+, (of|past) the \d+ |tied with \d+ others?: |tied at #|.+ does not score it: )/,
  );
const pending = (page: Page) => resultsTable(page).getByText('pending', { exact: true });

const findability = (page: Page) => page.getByRole('region', { name: /^Findability of / });
/** The card's rows, one per way the tool was asked for. */
const cardRows = (card: Locator) =>
  card.getByRole('row').filter({ has: card.page().getByRole('rowheader') });
/** The cell of `row` under the target whose column is headed `label`. */
const cellUnder = async (card: Locator, row: Locator, label: string) => {
  const heads = await card.getByRole('columnheader').allTextContents();
  const at = heads.findIndex((head) => head.startsWith(label));
  expect(at, `a column for ${label} in ${heads.join(' | ')}`).toBeGreaterThan(0);
  // The row's first column is its header, not a cell.
  return row.getByRole('cell').nth(at - 1);
};

/** Opens the choice and ticks every target it lists; their labels, in order. */
const chooseAllTargets = async (page: Page): Promise<string[]> => {
  await toggleChoice(page);
  const boxes = targetsChoice(page).getByRole('checkbox');
  await expect(boxes.first()).toBeVisible();
  const labels: string[] = [];
  for (const box of await boxes.all()) {
    await box.check();
    // The box's label: the target's name, then " · k results · …".
    const text = await box.evaluate((element) => element.parentElement?.textContent ?? '');
    const label = text.split('·')[0]?.trim() ?? '';
    labels.push(label);
  }
  await toggleChoice(page);
  return labels;
};

test("each hit's rank under every target, and the picked tool's findability card", async ({
  page,
}) => {
  await openDemo(page);
  await importFile(page, 'issues.json', JSON.stringify(catalog));
  await expect(catalogSummary(page)).toContainText('issues.json · mcp · 16 tools');
  await searchFor(page, 'issue tracker');
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
  await page.getByRole('searchbox', { name: /^Query/ }).fill('');
  await searchFor(page, 'open a new issue');
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
  await searchFor(page, 'issue');
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

test('a search hint edited moves the tool under Claude Code; a pattern shows what it matches', async ({
  page,
}) => {
  await openDemo(page);
  await importFile(page, 'issues.json', JSON.stringify(catalog));
  await expect(catalogSummary(page)).toContainText('16 tools');
  // The open query set's queries are rows of the card.
  await page.getByRole('tab', { name: /Evaluate/ }).click();
  await page.getByLabel('Import queries…').setInputFiles({
    name: 'ticket.json',
    mimeType: 'application/json',
    buffer: Buffer.from(
      JSON.stringify([{ id: 't', query: 'ticket issue', relevant: ['update_issue'] }]),
    ),
  });
  await expect(page.getByRole('status', { name: 'Evaluation' })).toContainText('1 quer');
  await page.getByRole('tab', { name: /Search/ }).click();
  await searchFor(page, 'update');
  await toggleChoice(page);
  const choice = targetsChoice(page);
  await choice.getByRole('checkbox', { name: /Claude Code/ }).check();
  await choice.getByRole('checkbox', { name: /Claude API regex/ }).check();
  await toggleChoice(page);
  await hitNames(page).filter({ hasText: 'update_issue' }).click();
  const card = findability(page);
  const ticketRow = cardRows(card).filter({ hasText: 'ticket issue' });
  await expect(ticketRow).toHaveCount(1);
  const claudeCell = await cellUnder(card, ticketRow, 'Claude Code');
  // Fourteen tools score 14 for "ticket issue" (an "issue" name part and description word);
  // in Claude Code's pool order update_issue is last of them, past the 5 it returns.
  await expect(claudeCell).toHaveText('not returned');

  // The hint, edited in the tool's editor: Claude Code scores a hint word +4.
  await page.getByRole('tab', { name: /Catalog/ }).click();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const editor = page.getByRole('region', { name: 'Tool editor' });
  await expect(editor).toContainText('Edit update_issue');
  await editor.getByLabel(/^Search hint/).fill('ticket');
  await editor.getByRole('button', { name: 'Apply and re-run' }).click();
  await expect(editor.getByRole('status')).toContainText('the search hint');
  await page.getByRole('tab', { name: /Search/ }).click();
  await expect(claudeCell).toHaveText('1');

  // A pattern of the author's, asked as written of the regex target, with what it matched.
  await card.getByRole('textbox', { name: /Try a pattern/ }).fill('(?i)^update_');
  await card.getByRole('button', { name: 'Add' }).click();
  const patternRow = cardRows(card).filter({ hasText: '(?i)^update_' });
  await expect(patternRow).toHaveCount(1);
  const regexCell = await cellUnder(card, patternRow, 'Claude API regex');
  await expect(regexCell).toHaveText('1');
  await regexCell.getByRole('button').click();
  await expect(card.getByText('name: "update_issue" (matched "update_")')).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await shotBoth(page, 'targets-hint-pattern');
});

test('the regex column names the pattern it ran: a sentence as words, a regex as typed', async ({
  page,
}) => {
  await openDemo(page);
  const pulled = 'src/test/fixtures/servers/playwright-mcp-0.0.86.tools.json';
  await importFile(page, 'playwright.tools.json', readFileSync(pulled, 'utf8'));
  await expect(catalogSummary(page)).toContainText('25 tools');
  await searchFor(page, 'click the submit button');
  await toggleChoice(page);
  await targetsChoice(page)
    .getByRole('checkbox', { name: /Claude API regex/ })
    .check();
  await toggleChoice(page);
  const note = page
    .getByRole('list', { name: 'Target notes' })
    .getByRole('listitem')
    .filter({ hasText: /^Claude API regex ran / });
  await expect(note).toHaveText(
    "Claude API regex ran (?i)click|submit|button: toollens's reading of the query: its words as case-insensitive alternatives, since it has no regex syntax.",
  );
  const clickRow = hitRows(page).filter({
    has: page.getByRole('button', { name: 'browser_click', exact: true }),
  });
  await expect(places(clickRow)).toHaveText('3');
  await note.scrollIntoViewIfNeeded();
  await shotBoth(page, 'targets-regex-words');

  await page.getByRole('searchbox', { name: /^Query/ }).fill('');
  await searchFor(page, 'browser_(click|hover)');
  await expect(note).toHaveText(
    'Claude API regex ran browser_(click|hover): the query as typed: it is a regex (alternatives, "|" at position 14).',
  );
  await expect(places(clickRow)).toHaveText('1');
  await note.scrollIntoViewIfNeeded();
  await shotBoth(page, 'targets-regex-typed');
});

test('the MCP server name the agents put in tool names is set in the Targets menu', async ({
  page,
}) => {
  await openDemo(page);
  await importFile(page, 'issues.json', JSON.stringify(catalog));
  await expect(catalogSummary(page)).toContainText('16 tools');
  await searchFor(page, 'github issue');
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

test.describe('firecrawl with every target', () => {
  const shared = sharedPage();

  /**
   * The pulled firecrawl server as openPulled opens it (the view a first visit has, the default
   * ranker's, then the file), on the shared page: the view left, and the file imported afresh.
   */
  const openFirecrawl = async (page: Page) => {
    await leaveView(page);
    await page.goto('/#');
    await expect(catalogSummary(page)).toContainText('demo · toollens');
    const file = PULLED.firecrawl;
    await importFile(page, file, readFileSync(`src/test/fixtures/servers/${file}`, 'utf8'));
    await expect(catalogSummary(page)).toContainText(file);
  };

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 1024, height: 768 },
  ]) {
    test(`at ${viewport.width} px with the three agent columns, names stay whole and headers readable`, async () => {
      const page = shared();
      await page.setViewportSize(viewport);
      await openFirecrawl(page);
      await searchFor(page, 'scrape a web page');
      // The default ranker's four keys fit the results' column: nothing to scroll.
      // The table's scroll box: a plain div with no role of its own, so its class finds it.
      const scroller = page.locator('.hits-scroll');
      await expect(scroller).not.toHaveAttribute('data-more');
      const labels = await chooseAllTargets(page);
      expect(labels).toHaveLength(3);
      await expect(pending(page)).toHaveCount(0);
      // Three more columns: they fit at 1440 px; a small laptop scrolls them, and says so.
      if (viewport.width < 1280) await expect(scroller).toHaveAttribute('data-more', 'end');
      else await expect(scroller).not.toHaveAttribute('data-more');
      // firecrawl_check_crawl_status and its kind wrap, if at all, between their words.
      await page.getByRole('searchbox', { name: /^Query/ }).fill('');
      await searchFor(page, 'crawl status of a scrape');
      await expect(pending(page)).toHaveCount(0);
      expect(await midWordBreaks(hitNames(page))).toEqual([]);
      // Wrapped or not, a name is read as one word.
      await expect(
        page.getByRole('button', { name: 'firecrawl_check_crawl_status', exact: true }),
      ).toBeVisible();
      expect(await cutCells(resultsTable(page).getByRole('columnheader'))).toEqual([]);
      // A narrow window scrolls the table inside its own box, never the page.
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(sideways).toBeLessThanOrEqual(0);
      // The first screen, as the reader sees it.
      await page.screenshot({ path: `e2e/screenshots/targets-firecrawl-${viewport.width}.png` });
    });
  }
});
