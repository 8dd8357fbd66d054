import { writeFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { metricValue } from './authoringHelpers';
import { catalogRows, embedCatalog, servedEmbeds } from './embedPage';
import { hitNames, shot, shotBoth } from './helpers';
import { sharedPage } from './sharedPage';

// The service worker a visitor has (the app project blocks it, playwright.config.ts): an embed
// is served from a static host, where its service worker answers.
test.use({ serviceWorkers: 'allow' });

/**
 * Embeds of every panel with their own data, as a docs site serves them: the build under a
 * sub-path of a plain static host, with the site's own catalog, transcript and query set beside
 * the page (`./fixtures/…`, relative URLs). The fixtures (e2e/fixtures/) are copied into the
 * served directory for these tests only and removed after: they are no part of the build.
 *
 * The embeds' tests share one browser page (sharedPage.ts): each embed is a new document at its
 * own address, but the page's cache holds the build the first one fetched. The Share dialog's
 * snippet and an embed's next visit are embedShare.spec.ts's.
 */
const CATALOG = 'catalog=./fixtures/tools.json';
const TRANSCRIPT = 'transcript=./fixtures/garden-session.json';
const QUERIES = 'queries=./fixtures/garden-queries.csv';

const { openEmbed } = servedEmbeds('fixtures', (dir) =>
  // Broken on purpose (a trailing comma), so written here: the linter checks the fixture folder.
  writeFileSync(
    `${dir}broken-tools.json`,
    '[\n  {"name": "water_plants", "description": "Water the plants."},\n]\n',
  ),
);

/** The fixture catalog is the one shown: its file name and its 10 tools, not the demo's 169. */
const expectFixtureCatalog = async (page: Page) => {
  await expect(embedCatalog(page)).toHaveText('tools.json · 10 tools', { timeout: 20_000 });
};

const turnLabel = (page: Page) => page.getByRole('status', { name: 'Current turn' });
const scenarioTitle = (page: Page) => page.getByText('A morning in the garden', { exact: true });
const sessionEmpty = (page: Page) =>
  page.getByText('No transcript here: this embed names none for tools.json.', { exact: true });
const promptBody = (page: Page) => page.getByRole('region', { name: 'Prompt', exact: true });
const openInToollens = (page: Page) => page.getByRole('link', { name: 'open in toollens ↗' });

test.use({ viewport: { width: 1440, height: 900 } });
const shared = sharedPage();

test('search: the fixture catalog answers the query', async () => {
  const page = shared();
  await openEmbed(page, `panel=search&${CATALOG}&q=water+the+dry+beds`);
  await expectFixtureCatalog(page);
  await expect(page.getByRole('searchbox', { name: /^Query/ })).toHaveValue('water the dry beds');
  await expect(hitNames(page).first()).toHaveText('water_plants');
  await expect(page.getByRole('tablist', { name: 'Panels' })).toHaveCount(0);
  await shotBoth(page, 'embed-panel-search');
});

test('catalog: the table lists the fixture’s tools', async () => {
  const page = shared();
  await openEmbed(page, `panel=catalog&${CATALOG}`);
  await expectFixtureCatalog(page);
  await expect(catalogRows(page)).toHaveCount(10);
  await expect(
    catalogRows(page).first().getByRole('button', { name: 'water_plants', exact: true }),
  ).toBeVisible();
  await expect(
    catalogRows(page).getByRole('button', { name: 'plan_crop_rotation', exact: true }),
  ).toBeVisible();
  await shotBoth(page, 'embed-panel-catalog');
});

test('timeline: the fixture transcript replays on the fixture catalog', async () => {
  const page = shared();
  await openEmbed(page, `panel=timeline&${CATALOG}&${TRANSCRIPT}`);
  await expectFixtureCatalog(page);
  await expect(scenarioTitle(page)).toBeVisible({ timeout: 20_000 });
  await expect(turnLabel(page)).toContainText('t1 of 3');
  // A row of the working set per turn, each with its turn's button.
  await expect(
    page
      .getByRole('figure', { name: 'Working set', exact: true })
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: /^t\d+$/ }) }),
  ).toHaveCount(3);
  await expect(page.getByRole('region', { name: /^t\d+ / })).toContainText('check_soil_moisture');
  await shotBoth(page, 'embed-panel-timeline');
});

/**
 * The Timeline's controls that add, change or remove data, by their names (edit=1 below finds
 * them by the same names, so an absence here is not a misspelt name).
 */
const scenarioSelect = (page: Page) => page.getByRole('combobox', { name: 'Scenario' });
const transcriptFile = (page: Page) => page.getByLabel('Import…', { exact: true });
const editToggle = (page: Page) =>
  page.getByRole('button', { name: /^(Edit transcript|Done editing)$/ });
const simulateToggle = (page: Page) => page.getByRole('button', { name: 'Simulate an agent…' });
const EDITING = [
  scenarioSelect,
  transcriptFile,
  (page: Page) => page.getByRole('button', { name: 'Write JSON…' }),
  (page: Page) =>
    page.getByRole('button', { name: /^(Reset to the demo|Delete the session|Delete)$/ }),
  editToggle,
  simulateToggle,
  (page: Page) => page.getByRole('button', { name: '▶ Guided demo' }),
];

test('timeline: a reader sees the given transcript and nothing that changes data', async () => {
  const page = shared();
  await openEmbed(page, `panel=timeline&${CATALOG}&${TRANSCRIPT}&turn=2`);
  await expect(turnLabel(page)).toContainText('t2 of 3', { timeout: 20_000 });
  await expect(scenarioTitle(page)).toBeVisible();
  for (const control of EDITING) await expect(control(page)).toHaveCount(0);
  // The view's own controls stay: a reader scrubs the turns and tries a budget.
  await expect(page.getByRole('slider', { name: 'Turn' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Budget' })).toBeVisible();

  // On a phone the bar keeps the catalog's whole name and size.
  await page.setViewportSize({ width: 390, height: 844 });
  const name = embedCatalog(page);
  await expect(name).toHaveText('tools.json · 10 tools');
  const cut = await name.evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(cut).toBe(false);
  await page.screenshot(shot('embed-reader-timeline-390.png'));
  // The shared page's own size again, for the tests after this one.
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('timeline: edit=1 asks for the editing controls', async () => {
  const page = shared();
  await openEmbed(page, `panel=timeline&edit=1&${CATALOG}&${TRANSCRIPT}`);
  await expect(scenarioSelect(page)).toHaveValue('garden-morning', { timeout: 20_000 });
  // Only the data the embed was given: this catalog's transcript, none of the demo's scenarios.
  await expect(scenarioSelect(page).getByRole('option')).toHaveCount(1);
  await expect(editToggle(page)).toBeVisible();
  await expect(simulateToggle(page)).toBeVisible();
  await expect(transcriptFile(page)).toHaveCount(1);
});

test('prompt and cost without a transcript say so, on the catalog given', async () => {
  const page = shared();
  for (const panel of ['prompt', 'cost', 'timeline']) {
    await openEmbed(page, `panel=${panel}&${CATALOG}`);
    await expectFixtureCatalog(page);
    await expect(sessionEmpty(page)).toBeVisible();
    await expect(sessionEmpty(page).getByRole('button')).toHaveCount(0);
  }
});

test('prompt: the assembled prompt declares the fixture’s tools', async () => {
  const page = shared();
  await openEmbed(page, `panel=prompt&${CATALOG}&${TRANSCRIPT}&turn=3`);
  await expectFixtureCatalog(page);
  await expect(promptBody(page)).toContainText('order_compost', { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'A morning in the garden' })).toBeVisible();
});

test('cost: the cost chart has one bar row per turn of the fixture', async () => {
  const page = shared();
  await openEmbed(page, `panel=cost&${CATALOG}&${TRANSCRIPT}`);
  await expectFixtureCatalog(page);
  await expect(page.getByText(/^Scenario: /)).toContainText('A morning in the garden');
  // The figures table is in a closed disclosure: its rows count though not shown.
  const hidden = { includeHidden: true };
  await expect(
    page
      .getByRole('table', { name: 'Cost per turn', ...hidden })
      .getByRole('row', hidden)
      .filter({ has: page.getByRole('rowheader', hidden) }),
  ).toHaveCount(3, { timeout: 30_000 });
  // The chart's bars are SVG shapes with no accessible name: its test id and Recharts' classes.
  const chart = page.getByTestId('cost-chart');
  await expect(chart.locator('.cost-bar-workingSet .recharts-bar-rectangle')).toHaveCount(3);
  // The Prompt panel around it is not shown.
  await expect(promptBody(page)).toHaveCount(0);
  await expect(openInToollens(page)).toHaveAttribute('href', /#panel=prompt/);
  await shotBoth(page, 'embed-panel-cost');
});

test('evaluate: the fixture query set is scored on the fixture catalog', async () => {
  const page = shared();
  await openEmbed(page, `panel=evaluate&${CATALOG}&${QUERIES}`);
  await expectFixtureCatalog(page);
  await expect(page.getByRole('combobox', { name: 'Query set' })).toContainText(
    'garden-queries.csv',
  );
  await expect(page.getByRole('status', { name: 'Evaluation' })).toContainText('5 queries', {
    timeout: 20_000,
  });
  await expect(metricValue(page, 'mrr')).toHaveText(/^\d\.\d{3}$/);
  await shotBoth(page, 'embed-panel-evaluate');
});

test('an embed keeps nothing: no workspace database is made', async () => {
  const page = shared();
  await openEmbed(page, `panel=timeline&${CATALOG}&${TRANSCRIPT}`);
  await expect(scenarioTitle(page)).toBeVisible({ timeout: 20_000 });
  const databases = await page.evaluate(async () =>
    (await indexedDB.databases()).map((each) => each.name),
  );
  expect(databases).not.toContain('toollens');
});

test('an unknown panel is named, with the panels that exist', async () => {
  const page = shared();
  await openEmbed(page, `panel=nope&${CATALOG}`);
  const error = page.getByRole('alert');
  await expect(error).toContainText('the panel "nope"');
  await expect(error).toContainText(
    'panel=search, panel=catalog, panel=timeline, panel=prompt, panel=cost, panel=evaluate',
  );
  await expect(page.getByRole('searchbox', { name: /^Query/ })).toHaveCount(0);
  await shotBoth(page, 'embed-panel-unknown');
});

test('a catalog URL that is not there shows the URL and the HTTP status', async () => {
  const page = shared();
  await openEmbed(page, 'panel=search&catalog=./fixtures/missing.json');
  const error = page.getByRole('alert');
  await expect(error).toContainText('Could not load the catalog from ./fixtures/missing.json');
  await expect(error).toContainText('the server answered HTTP 404');
  // No demo in its place: the panel is not shown.
  await expect(page.getByRole('searchbox', { name: /^Query/ })).toHaveCount(0);
  await expect(embedCatalog(page)).toHaveText('no catalog');
  await shotBoth(page, 'embed-panel-404');
});

test('a catalog that does not parse shows the line and column', async () => {
  const page = shared();
  await openEmbed(page, 'panel=catalog&catalog=./fixtures/broken-tools.json');
  const error = page.getByRole('alert');
  await expect(error).toContainText('Could not load the catalog from ./fixtures/broken-tools.json');
  await expect(error).toContainText(/line 3, column 1/);
});
