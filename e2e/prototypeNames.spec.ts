import { expect, test } from '@playwright/test';
import { hitNames, importFile, openDemo, shotBoth, typeQuery } from './helpers';

/**
 * Tools named like Object.prototype's keys: per-name figures kept in plain objects used to lose
 * `__proto__` (its declaration tokens read "[object Object]") and to find `constructor` where
 * nothing was set.
 */
const NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];
const TOOLS = NAMES.map((name) => ({
  name,
  description: `The ${name} tool reads a file and writes a report about it.`,
  inputSchema: { type: 'object', properties: { path: { type: 'string' } } },
}));

test.use({ viewport: { width: 1440, height: 900 } });

test('the catalog counts every tool named like a prototype key, and search finds them', async ({
  page,
}) => {
  await openDemo(page);
  await importFile(page, 'prototype.json', JSON.stringify({ tools: TOOLS }));
  await expect(page.getByRole('status', { name: 'Catalog' })).toContainText(
    'prototype.json · mcp · 4 tools',
  );
  await typeQuery(page, 'report');
  await expect(hitNames(page)).toHaveText(NAMES);

  await page.getByRole('tab', { name: 'Catalog' }).click();
  const rows = page
    .getByRole('table', { name: /^[\d,]+ of [\d,]+ tools?$/ })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  await expect(rows.getByRole('button')).toHaveText(NAMES);
  // The tokens column, the sixth cell of each row: rows have no per-column lookup by role.
  const tokens = rows.locator('td:nth-child(6)');
  await expect(tokens).toHaveText([/^\d+$/, /^\d+$/, /^\d+$/, /^\d+$/], { timeout: 20_000 });
  await expect(page.getByRole('main')).not.toContainText('[object Object]');
  await rows.getByRole('button').first().click();
  await expect(page.getByRole('region', { name: '__proto__', exact: true })).toContainText(
    /declaration \d+ characters · \d+ tokens/,
  );
  await shotBoth(page, 'prototype-names-catalog');
});
