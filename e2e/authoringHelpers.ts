import { existsSync, readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { catalogSummary, withSeed } from './helpers';

/**
 * Steps shared by the authoring specs (evaluate, editing, persist, embed). The real datasets
 * live in ../shared/datasets beside the repository and are read at test time, never copied.
 */

const datasetPath = (dataset: string, file: string): string =>
  new URL(`../../shared/datasets/${dataset}/${file}`, import.meta.url).pathname;

export const hasDataset = (dataset: string, file: string): boolean =>
  existsSync(datasetPath(dataset, file));

export const readDataset = (dataset: string, file: string): string =>
  readFileSync(datasetPath(dataset, file), 'utf8');

/** The demo query set on the demo catalog, in the Evaluate panel. */
export const openDemoEvaluation = async (page: Page, hash = '#panel=evaluate') => {
  await page.goto(`/${withSeed(hash)}`);
  await expect(catalogSummary(page)).toContainText('demo · toollens · 169 tools');
  await page.getByRole('button', { name: 'Use the demo query set' }).click();
  await expect(page.getByRole('status', { name: 'Evaluation' })).toContainText('74 queries');
};

/** The table row of one query. */
export const queryRow = (page: Page, query: string) =>
  page
    .getByRole('table', { name: /^Worst first at k = / })
    .getByRole('row')
    .filter({ has: page.getByText(query, { exact: true }) });

/** A metric's shown value, e.g. `metric(page, 'mrr')`. */
export const metricValue = (page: Page, id: string) =>
  page.getByTestId(`metric-${id}`).locator('.metric-value');

/** The demo edit that makes "reassign this ticket to Maria" find assign_work_item first. */
export const REASSIGN_QUERY = 'reassign this ticket to Maria';
const REASSIGN_TEXT = ' Use it to reassign a ticket.';

/** Opens assign_work_item in the editor from the query table and appends REASSIGN_TEXT. */
export const editAssignWorkItem = async (page: Page) => {
  const row = queryRow(page, REASSIGN_QUERY);
  await row.getByRole('button', { name: 'assign_work_item' }).click();
  const editor = page.getByRole('region', { name: 'Tool editor' });
  await expect(editor).toContainText('Edit assign_work_item');
  const description = page.getByLabel(/^Description/);
  await description.press('Control+End');
  await description.pressSequentially(REASSIGN_TEXT);
  await expect(editor.getByRole('insertion')).toContainText('reassign a ticket');
  await page.getByRole('button', { name: 'Apply and re-run' }).click();
};
