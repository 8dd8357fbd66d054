import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  editAssignWorkItem,
  metricValue,
  openDemoEvaluation,
  queryRow,
  REASSIGN_QUERY,
} from './authoringHelpers';
import { importFile, openDemo, shot } from './helpers';

/** Live editing: one tool re-indexed, every query re-run with its movement, undo, redo, export. */

/** An expected tool's rank beside its name in a query row: "#12", "#1". */
const RANK = /^#\d+$/;
/** The query table's status line: "74 queries · 40 pass · … · since the last edit ↑1 ↓0". */
const EVAL_STATUS = /\d+ pass · \d+ partial/;
/** The mark beside a tag field the author has not made theirs yet (ToolEditor.tsx). */
const DERIVED = /^Derived by toollens/;
const edits = (page: Page) => page.getByRole('region', { name: 'Edits' });
/** The movement of a query's best rank: the fourth cell (status, query, expected, best). */
const bestMove = (row: Locator) => row.getByRole('cell').nth(3).getByTitle('since the last edit');

test('an edited description makes a failing query pass, with ↑ and the metric change; undo reverts it', async ({
  page,
}) => {
  await openDemoEvaluation(page);
  const row = queryRow(page, REASSIGN_QUERY);
  await expect(row).toHaveAttribute('data-status', 'fail');
  await expect(row.getByText(RANK)).toHaveText('#12');
  await expect(metricValue(page, 'mrr')).toHaveText('0.623');

  await editAssignWorkItem(page);
  await expect(row).toHaveAttribute('data-status', 'pass');
  await expect(row.getByText(RANK)).toHaveText('#1');
  await expect(bestMove(row)).toHaveText(/↑11/);
  await expect(metricValue(page, 'mrr')).toHaveText('0.635');
  await expect(page.getByTestId('metric-mrr').getByTitle('Change since the last edit')).toHaveText(
    '+0.012',
  );
  await expect(page.getByText(EVAL_STATUS)).toContainText('since the last edit ↑');
  // The edit log shows the words added.
  await expect(edits(page).getByRole('insertion')).toContainText('reassign a ticket');
  await row.scrollIntoViewIfNeeded();
  await page.screenshot(shot('edit-up.png'));

  await edits(page).getByRole('button', { name: 'Undo' }).click();
  await expect(row.getByText(RANK)).toHaveText('#12');
  await expect(bestMove(row)).toHaveText(/↓11/);
  await expect(metricValue(page, 'mrr')).toHaveText('0.623');
  await expect(page.getByTestId('metric-mrr').getByTitle('Change since the last edit')).toHaveText(
    '−0.012',
  );
  await expect(edits(page).getByRole('button', { name: 'Redo' })).toBeEnabled();
  await page.screenshot(shot('edit-undo.png'));

  await edits(page).getByRole('button', { name: 'Redo' }).click();
  await expect(row.getByText(RANK)).toHaveText('#1');

  // The edited catalog is exported in the format it came in (the demo's native format).
  const download = page.waitForEvent('download');
  await edits(page)
    .getByRole('button', { name: /^Export edited catalog/ })
    .click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('demo.edited.json');
  const exported = JSON.parse(readFileSync((await file.path()) ?? '', 'utf8'));
  expect(exported.toollens).toBe(1);
  const tool = exported.tools.find((t: { name: string }) => t.name === 'assign_work_item');
  expect(tool.description).toContain('Use it to reassign a ticket.');

  // Compare the catalog as loaded with the catalog as edited.
  await page
    .getByRole('group', { name: 'Evaluate views' })
    .getByRole('button', { name: 'Compare' })
    .click();
  await page.getByRole('button', { name: 'Catalog as loaded vs as edited' }).click();
  await expect(page.getByRole('region', { name: 'Comparison' })).toContainText(
    'as edited against as loaded',
  );
  await expect(page.getByRole('region', { name: 'Comparison' })).toContainText(/won [1-9]/);
  await page.screenshot(shot('compare-versions.png'));
});

test('a tool is renamed and its derived tags edited from the Catalog detail', async ({ page }) => {
  await openDemo(page);
  await importFile(
    page,
    'tracker.json',
    JSON.stringify({
      tools: [
        {
          name: 'github__create_issue',
          description: 'Open a new issue in a repository',
          inputSchema: {},
        },
        {
          name: 'github__list_issues',
          description: 'List the issues of a repository',
          inputSchema: {},
        },
      ],
    }),
  );
  await expect(page.getByRole('status', { name: 'Catalog' })).toContainText(
    'tracker.json · mcp · 2 tools',
  );
  await page.getByRole('tab', { name: /Catalog/ }).click();
  const row = page.getByRole('row').filter({ hasText: 'github__create_issue' });
  await expect(row).toContainText('derived');
  await expect(row).toContainText('github');
  await row.getByRole('button', { name: 'github__create_issue' }).click();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();

  const editor = page.getByRole('region', { name: 'Tool editor' });
  await expect(editor).toContainText('Edit github__create_issue');
  await expect(page.getByRole('textbox', { name: /^capabilities/ })).toHaveValue('issue:create');
  await expect(editor.getByTitle(DERIVED)).toHaveCount(2);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('github__open_issue');
  await page.getByRole('textbox', { name: /^capabilities/ }).fill('issue:create, issue:open');
  await page.getByRole('button', { name: 'Apply and re-run' }).click();
  await expect(editor).toContainText('Edit github__open_issue');
  // The capabilities are the author's now; the domains are still derived.
  await expect(editor.getByTitle(DERIVED)).toHaveCount(1);

  await page.getByRole('tab', { name: /Catalog/ }).click();
  const renamed = page.getByRole('row').filter({ hasText: 'github__open_issue' });
  await expect(renamed).toContainText('issue:create, issue:open');
  await expect(page.getByRole('row').filter({ hasText: 'github__create_issue' })).toHaveCount(0);
  await page.screenshot(shot('edit-catalog-rename.png'));
});

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test(`an edited argument description re-ranks the query; the editor says what was applied (${width}×${height})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    // The default ranker (toollens) reads argument descriptions; the spec's seed does not.
    await openDemoEvaluation(page, '#panel=evaluate&ranker=toollens');
    const row = queryRow(page, REASSIGN_QUERY);
    await expect(row.getByText(RANK)).toHaveText('#12');
    await row.getByRole('button', { name: 'assign_work_item' }).click();
    const editor = page.getByRole('region', { name: 'Tool editor' });
    await expect(editor).toContainText('Edit assign_work_item');
    await expect(page.getByText(/^Nothing edited yet/)).toBeVisible();

    // The argument the default ranker reads: memberIds, said in the words of the query.
    const members = editor.getByRole('textbox', { name: /^memberIds/ });
    await expect(members).toHaveValue('Member ids, e.g. "mem_23"; "me" is the caller.');
    await members.fill('The members to reassign the ticket to, e.g. "mem_23"; "me" is the caller.');
    // The diff shows the argument's row, and only its words are inserted.
    await expect(editor.getByRole('term').filter({ hasText: 'argument memberIds' })).toBeVisible();
    await expect(editor.getByRole('insertion')).toContainText('reassign the ticket');
    await members.scrollIntoViewIfNeeded();
    await page.screenshot(shot(`edit-argument-${width}.png`));
    await page.getByRole('button', { name: 'Apply and re-run' }).click();

    // The query moves ↑10 to #2, and the metric with it: words found only in an argument count
    // a third of a term, so bulk_update_work_items, which says both in its own text, stays first.
    await expect(row.getByText(RANK)).toHaveText('#2');
    await expect(bestMove(row)).toHaveText(/↑10/);
    await expect(page.getByText(EVAL_STATUS)).toContainText('since the last edit ↑');

    // After Apply the editor says what was applied, not "No changes.", and keeps its diff.
    const applied = editor.getByRole('status').filter({ hasText: 'Applied:' });
    await expect(applied).toContainText('Applied: 1 argument description of assign_work_item.');
    await expect(editor.getByRole('insertion')).toContainText('reassign the ticket');
    await expect(editor).not.toContainText('No changes.');
    await expect(edits(page).getByRole('term').filter({ hasText: 'argument' })).toContainText(
      'memberIds',
    );
    await applied.scrollIntoViewIfNeeded();
    await page.screenshot(shot(`edit-argument-applied-${width}.png`));
    await editor.screenshot({ path: `e2e/screenshots/edit-argument-editor-${width}.png` });
    const axe = await new AxeBuilder({ page }).include('[data-testid="tool-editor"]').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
    // The editor fits its column (the page's own width at 390 is the layout's work).
    const overflow = await editor.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    const editorBox = await editor.boundingBox();
    console.log(`editor at ${width}: x ${editorBox?.x}, width ${editorBox?.width}`);

    // Undo beside the message reverts it.
    await applied.getByRole('button', { name: 'Undo' }).click();
    await expect(row.getByText(RANK)).toHaveText('#12');
    await expect(members).toHaveValue('Member ids, e.g. "mem_23"; "me" is the caller.');
    await expect(applied).toHaveCount(0);
  });
}
