import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { catalogSummary, hitNames, hitRows, importFile, openDemo, shotBoth } from './helpers';
import { searchFilled } from './queryFill';
import {
  cardRows,
  catalog,
  cellUnder,
  findability,
  places,
  targetsChoice,
  toggleChoice,
} from './targetsSteps';

/**
 * What each target ran, on the built app: a search hint edited in the tool's editor moves the
 * tool under Claude Code, a pattern of the author's is asked of the regex target, and the regex
 * column names the pattern it ran for a query.
 */

test.use({ viewport: { width: 1440, height: 900 } });

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
  await searchFilled(page, 'update');
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
  await searchFilled(page, 'click the submit button');
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
  await searchFilled(page, 'browser_(click|hover)');
  await expect(note).toHaveText(
    'Claude API regex ran browser_(click|hover): the query as typed: it is a regex (alternatives, "|" at position 14).',
  );
  await expect(places(clickRow)).toHaveText('1');
  await note.scrollIntoViewIfNeeded();
  await shotBoth(page, 'targets-regex-typed');
});
