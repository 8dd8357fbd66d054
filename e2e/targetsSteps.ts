import { expect, type Locator, type Page } from '@playwright/test';
import { resultsTable } from './helpers';

/**
 * The agent targets as the targets specs drive them: a catalog written here (tools that tie,
 * and a few named ones) with its query set, the Targets menu, the target columns and places,
 * and the findability card.
 */

/** Twelve tools with one description (they tie under a BM25) and a few named ones. */
export const catalog = {
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

export const queries = [
  { id: 'open', query: 'open an issue', relevant: ['create_issue'] },
  { id: 'merge', query: 'merge a pull request', relevant: ['merge_pull_request'] },
  { id: 'edit', query: 'rename an issue', relevant: ['update_issue'] },
];

/** The Targets menu (a disclosure) and its summary line, "Targets" or "Targets (2)". */
export const targetsChoice = (page: Page) =>
  page.getByRole('group', { name: 'Targets', exact: true });
export const toggleChoice = (page: Page) =>
  targetsChoice(page)
    .getByText(/^Targets( \(\d+\))?$/)
    .click();

/** The target columns' headers: each names its target, titled with where its rules are. */
export const targetHeads = (page: Page) =>
  resultsTable(page)
    .getByRole('columnheader')
    .filter({ has: page.getByTitle(/Rules and sources: /) });
/**
 * A hit's place under a target, by the title every place has (src/ui/shared/targets/targetText.ts):
 * "#3 under X, of the 5 it returns", "… past the 5 it returns", "tied with 2 others: …", "tied at
 * #5 …" or "X does not score it: …" (the rank move's "#1 under bm25" and a catalog-order tie's
 * "tied with <name> on every score" are none of these; a place still pending has no title).
 */
export const places = (scope: Page | Locator) =>
  scope.getByTitle(
    /^(#\d+ under .+, (of|past) the \d+ |tied with \d+ others?: |tied at #|.+ does not score it: )/,
  );
export const pending = (page: Page) => resultsTable(page).getByText('pending', { exact: true });

export const findability = (page: Page) => page.getByRole('region', { name: /^Findability of / });
/** The card's rows, one per way the tool was asked for. */
export const cardRows = (card: Locator) =>
  card.getByRole('row').filter({ has: card.page().getByRole('rowheader') });
/** The cell of `row` under the target whose column is headed `label`. */
export const cellUnder = async (card: Locator, row: Locator, label: string) => {
  const heads = await card.getByRole('columnheader').allTextContents();
  const at = heads.findIndex((head) => head.startsWith(label));
  expect(at, `a column for ${label} in ${heads.join(' | ')}`).toBeGreaterThan(0);
  // The row's first column is its header, not a cell.
  return row.getByRole('cell').nth(at - 1);
};

/** Opens the choice and ticks every target it lists; their labels, in order. */
export const chooseAllTargets = async (page: Page): Promise<string[]> => {
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
