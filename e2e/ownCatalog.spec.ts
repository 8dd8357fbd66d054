import { expect, type Page, test } from '@playwright/test';
import { hitNames, importFile, openDemo, shot } from './helpers';
import { SERVER_FILE, SERVER_TOOLS, serverCatalogText } from './serverCatalog';

/**
 * A new user's own server, imported: the Timeline and Prompt start from an empty state of
 * their own (never the demo's scenarios, whose activations this catalog would refuse), and
 * the landing's examples come from the catalog's words.
 */

const sizes = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

const emptySession = (page: Page) => page.getByRole('region', { name: /^No session on / });
const scenario = (page: Page) => page.getByRole('combobox', { name: 'Scenario' });
/** The landing's example searches: the buttons of its "Try a search" list. */
const examplesOf = (page: Page) =>
  page.getByRole('list', { name: 'Try a search' }).getByRole('button');

const openServer = async (page: Page) => {
  await openDemo(page);
  await importFile(page, SERVER_FILE, serverCatalogText());
  await expect(page.getByRole('status', { name: 'Catalog' })).toContainText(
    `${SERVER_TOOLS.length} tools`,
  );
};

test('an imported catalog opens the Timeline and Prompt empty, offering its own session', async ({
  page,
}) => {
  await openServer(page);
  await page.getByRole('tab', { name: /Timeline/ }).click();
  const empty = emptySession(page);
  await expect(empty).toBeVisible();
  await expect(empty).toContainText(SERVER_FILE);
  // None of the demo's story: no scenario of it, no savings headline, no refused activations.
  await expect(scenario(page).getByRole('option')).toHaveCount(1);
  await expect(page.getByRole('region', { name: /^fewer tool tokens a turn/ })).toHaveCount(0);
  await expect(page.getByRole('figure', { name: 'Working set' })).toHaveCount(0);
  // No error of the replay, nor any other.
  await expect(page.getByRole('alert')).toHaveCount(0);
  for (const size of sizes) {
    await page.setViewportSize(size);
    await page.screenshot(shot(`own-catalog-timeline-${size.width}.png`));
  }
  await page.setViewportSize(sizes[0]);

  await page.getByRole('tab', { name: /Prompt/ }).click();
  await expect(emptySession(page)).toBeVisible();
  await expect(page.getByRole('region', { name: /^fewer tool tokens a turn/ })).toHaveCount(0);
  await page
    .getByRole('region', { name: /^No session on / })
    .getByRole('button', { name: 'Simulate or import one on the Timeline' })
    .click();
  await expect(page.getByRole('tab', { name: /Timeline/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page
    .getByRole('region', { name: /^No session on / })
    .getByRole('button', { name: 'Simulate an agent…' })
    .click();
  // It opened the picker's own form: its toggle says so, and closes it.
  const toggle = page.getByRole('button', { name: 'Simulate an agent…', expanded: true });
  await expect(toggle).toBeVisible();
  await toggle.click();
  await expect(emptySession(page)).toBeVisible();

  // Import a session…: the empty state's button opens the picker's own file input.
  const chooser = page.waitForEvent('filechooser');
  await emptySession(page).getByText('Import a session…').click();
  await (await chooser).setFiles({
    name: 'my-session.json',
    mimeType: 'application/json',
    buffer: Buffer.from(
      JSON.stringify({
        name: 'my-session',
        turns: [
          {
            at: '2026-05-01T07:00:00Z',
            events: [
              { type: 'user', text: 'list my storage accounts' },
              { type: 'activate', names: ['azmcp_storage_account_list'] },
            ],
          },
        ],
      }),
    ),
  });
  await expect(scenario(page)).toHaveValue('my-session');
  await expect(emptySession(page)).toHaveCount(0);
  await expect(page.getByRole('figure', { name: 'Working set' })).not.toContainText('refused');

  // Back on the demo, its scenarios are there again.
  await page.getByRole('button', { name: 'Demo', exact: true }).click();
  await expect(page.getByRole('status', { name: 'Catalog' })).toContainText('169 tools');
  await scenario(page).selectOption('spec-five-turns');
  await expect(page.getByRole('region', { name: /^fewer tool tokens a turn/ })).toBeVisible({
    timeout: 20_000,
  });
});

test('the landing offers searches in the catalog’s own words, and says what browse leaves out', async ({
  page,
}) => {
  await openDemo(page);
  // The demo: the spec's examples, and why 169 tools browse as 157.
  await expect(examplesOf(page).first()).toContainText('Excel file');
  await expect(page.getByRole('button', { name: /^or browse all / })).toContainText('157 tools');
  await expect(page.getByText(/^\s*\(the other \d+ (is|are) scaffolding/)).toHaveText(
    ' (the other 12 are scaffolding: always declared, so never a search hit)',
  );

  await importFile(page, SERVER_FILE, serverCatalogText());
  await expect(page.getByRole('status', { name: 'Catalog' })).toContainText(
    `${SERVER_TOOLS.length} tools`,
  );
  const examples = examplesOf(page);
  await expect(examples).toHaveCount(3);
  const texts = (await examples.allTextContents()).join(' | ');
  expect(texts).not.toMatch(/Excel|colored tag|spreadsheet/i);
  // Its services, without the prefix every tool name shares.
  expect(texts).toMatch(/appconfig/);
  expect(texts).not.toMatch(/azmcp \w/);
  const query = page.getByRole('searchbox', { name: 'Query' });
  await expect(query).not.toHaveAttribute('placeholder', /Excel/);
  await expect(query).toHaveAttribute('placeholder', /e\.g\. .*appconfig/);
  await expect(page.getByText(/^\s*\(the other \d+ (is|are) scaffolding/)).toHaveCount(0);
  for (const size of sizes) {
    await page.setViewportSize(size);
    await page.screenshot(shot(`own-catalog-landing-${size.width}.png`));
  }
  await page.setViewportSize(sizes[0]);
  // An example finds this catalog's tools.
  await examples.first().click();
  await expect(hitNames(page).first()).toContainText('azmcp_');
});
