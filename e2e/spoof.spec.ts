import { expect, type Page, test } from '@playwright/test';
import { hitNames, importFile, openDemo, shotBoth, typeQuery } from './helpers';

/**
 * A catalog whose tool names hide characters: a right-to-left override that makes
 * `safe\u202etxt.exe` read "safeexe.txt", and a zero-width space that makes `read\u200bfile`
 * look like `readfile`. Wherever the page shows a name it shows the hidden character as its
 * escape, marked, and never applies it.
 */
const OVERRIDE = 'safe\u202Etxt.exe';
const ZERO_WIDTH = 'read\u200Bfile';
const SHOWN_OVERRIDE = 'safe\\u202etxt.exe';
const SHOWN_ZERO_WIDTH = 'read\\u200bfile';

const TOOLS = [
  { name: OVERRIDE, description: 'Opens a text file \u202Eexe.txt\u202C from the workspace.' },
  { name: ZERO_WIDTH, description: 'Reads a text file from the workspace.' },
  { name: 'readfile', description: 'Reads a file the same way, under the look-alike name.' },
].map((tool) => ({ ...tool, inputSchema: { type: 'object', properties: {} } }));

const openSpoofed = async (page: Page) => {
  await openDemo(page);
  await importFile(page, 'spoof.json', JSON.stringify({ tools: TOOLS }));
  await expect(page.getByRole('status', { name: 'Catalog' })).toContainText(
    'spoof.json · mcp · 3 tools',
  );
};

test.use({ viewport: { width: 1440, height: 900 } });

test('search results, the lens, the menu and Why not? show hidden characters as escapes', async ({
  page,
}) => {
  await openSpoofed(page);
  await typeQuery(page, 'text');
  await expect(hitNames(page)).toHaveText([SHOWN_ZERO_WIDTH, SHOWN_OVERRIDE]);
  // Two names that differ only by an invisible character no longer look alike.
  // Each hidden character is drawn as its escape, titled with its code point and name.
  const marked = hitNames(page).getByTitle(/^U\+[0-9A-F]{4} /);
  await expect(marked).toHaveText(['\\u200b', '\\u202e']);
  await expect(marked.first()).toHaveAttribute('title', /U\+200B ZERO WIDTH SPACE/);
  await expect(
    page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: SHOWN_OVERRIDE, exact: true }) }),
  ).toContainText('Opens a text file \\u202eexe.txt\\u202c from the workspace.');
  const menu = page.getByRole('region', { name: 'What the model sees' });
  await expect(menu).toContainText(`- ${SHOWN_ZERO_WIDTH}`);
  await expect(menu).toContainText(`- ${SHOWN_OVERRIDE}`);
  await expect(
    page
      .getByRole('listbox', { name: 'Tools not in the results, nearest misses first' })
      .getByRole('option'),
  ).toHaveText(['readfile']);
  await hitNames(page).nth(1).click();
  await expect(page.getByRole('region', { name: /^Lens:/ })).toContainText(
    `Lens: ${SHOWN_OVERRIDE}`,
  );
  // Nothing on the page holds the raw characters where a name or description is drawn.
  const shown = (await page.getByRole('main').textContent()) ?? '';
  expect(shown).not.toMatch(/[\u202a-\u202e\u200b]/);
  await shotBoth(page, 'spoof-search');
});

test('the catalog, a tool detail, lint and the palette show hidden characters as escapes', async ({
  page,
}) => {
  await openSpoofed(page);
  await page.getByRole('tab', { name: 'Catalog' }).click();
  // The catalog table (named by its caption, "3 of 3 tools"): one name button a row.
  const names = page
    .getByRole('table', { name: /^[\d,]+ of [\d,]+ tools?$/ })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .getByRole('button');
  await expect(names).toHaveText([SHOWN_OVERRIDE, SHOWN_ZERO_WIDTH, 'readfile']);
  await names.first().click();
  await expect(
    page.getByRole('region', { name: SHOWN_OVERRIDE, exact: true }).getByRole('heading').first(),
  ).toHaveText(SHOWN_OVERRIDE);
  await shotBoth(page, 'spoof-catalog');

  await page.getByRole('tab', { name: 'Evaluate' }).click();
  await page.getByRole('button', { name: 'Lint', exact: true }).click();
  const findings = page.getByRole('list', { name: 'Findings' }).getByRole('listitem');
  await expect(findings.first()).toBeVisible();
  const text = (await findings.allInnerTexts()).join('\n');
  expect(text).not.toMatch(/[\u202a-\u202e\u200b]/);
  expect(text).toContain(SHOWN_ZERO_WIDTH);

  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await palette.getByRole('combobox').fill('safe');
  await expect(palette.getByRole('option').first()).toContainText(SHOWN_OVERRIDE);
  await shotBoth(page, 'spoof-palette');
});
