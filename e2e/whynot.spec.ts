import { expect, test } from '@playwright/test';
import { addFilter, hitNames, openDemo, openSample, pickWhyNot, shot, typeQuery } from './helpers';

/** "Why not?": pick a tool that is not in the results and read the reason. */

test('explains a tool that a filter excluded, naming the filter and its tags', async ({ page }) => {
  await openSample(page);
  await typeQuery(page, 'excel file');
  await addFilter(page, 'cap:file:read');
  await expect(hitNames(page)).toHaveText(['excel_reader', 'text_reader', 'pdf_reader']);

  await page
    .getByRole('combobox', { name: 'Find a tool that is not in the results' })
    .fill('write');
  await page
    .getByRole('listbox', { name: 'Tools not in the results, nearest misses first' })
    .getByRole('option')
    .filter({ hasText: 'write_file' })
    .click();
  const answer = page.getByRole('region', { name: 'Why not?' });
  await expect(answer).toContainText('A filter excludes write_file.');
  await expect(answer).toContainText(
    'The capability filter wants capability file:read; it has capabilities file:write.',
  );
  expect(page.url()).toContain('why=write_file');
  await page.screenshot(shot('why-not-filtered.png'));
});

test('explains a tool no query term matched, with its closest words', async ({ page }) => {
  await openDemo(page);
  await typeQuery(page, 'colored tag');
  await pickWhyNot(page, 'merge_pdfs');
  const answer = page.getByRole('region', { name: 'Why not?' });
  await expect(answer).toContainText('No query term matched merge_pdfs');
  await expect(answer).toContainText(/"colored": its closest word is "[^"]+", \d+ edits? away\./);
  await page.screenshot(shot('why-not-no-match.png'));
});

test('explains a tool that matched but ranked below the page, by key and gap', async ({ page }) => {
  await openDemo(page);
  await typeQuery(page, 'excel file');
  await page.getByRole('combobox', { name: 'Hits' }).selectOption('5');
  await expect(hitNames(page)).toHaveCount(5);
  const sixth = 'list_sheets';
  await pickWhyNot(page, sixth);
  const answer = page.getByRole('region', { name: 'Why not?' });
  await expect(answer).toContainText(`${sixth} matched, but ranks #`);
  await expect(answer).toContainText(/Against \w+, the last tool shown, /);
  await page.screenshot(shot('why-not-ranked-lower.png'));
});
