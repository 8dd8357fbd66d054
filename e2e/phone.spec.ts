import { expect, type Locator, type Page, test } from '@playwright/test';
import { openDemoEvaluation } from './authoringHelpers';
import { hitNames, shot } from './helpers';
import { expectNoSideScroll, PHONE } from './layoutChecks';
import { settledOn } from './panelSettled';
import { searchFilled } from './queryFill';
import { leaveView, reopenDemo, sharedPage } from './sharedPage';

/**
 * Phones and small laptops: at 390 px no panel may make the page scroll sideways
 * (a wide table scrolls inside its own box, never the page), and at 1024 px the side figures
 * stay beside the results. Each panel is measured with the demo catalog loaded and a query
 * typed, and photographed (e2e/screenshots/phone-*.png). On a pulled server: phoneServer.spec.ts.
 *
 * Each size's tests share one loaded page (sharedPage.ts), each opening its view afresh.
 */
const LAPTOP = { width: 1024, height: 768 };

const PANELS = ['Search', 'Catalog', 'Timeline', 'Prompt', 'Evaluate'] as const;

/** The Evaluate panel's views, by the names their buttons show. */
const EVALUATE_VIEWS = {
  queries: 'Queries',
  compare: 'Compare',
  lint: 'Lint',
  set: 'Edit the set',
};

/** What each panel shows once it has its answer, with the demo catalog and a query. */
const PANEL_CONTENT: Record<(typeof PANELS)[number], (page: Page) => Locator> = {
  Search: (page) => page.getByRole('region', { name: /^Lens:/ }),
  Catalog: (page) => page.getByRole('table', { name: / of [\d,]+ tools?$/ }),
  Timeline: (page) => workingSetRows(page),
  // Its chart is a chunk loaded on demand: "Loading the chart…" until then (settledOn waits).
  Prompt: (page) => page.getByRole('region', { name: 'Standing cost per turn' }),
  // The Evaluate panel offers the demo set, or shows a set already chosen on this page.
  Evaluate: (page) =>
    page
      .getByRole('button', { name: 'Use the demo query set' })
      .or(page.getByRole('combobox', { name: 'Query set' })),
};

/** What each Evaluate view shows once it has its answer for the demo set. */
const EVALUATE_CONTENT = {
  queries: (page: Page) => page.getByRole('table', { name: /^Worst first at k = / }),
  compare: (page: Page) => page.getByRole('region', { name: 'Comparison' }).getByText(/won \d+/),
  lint: (page: Page) => page.getByRole('list', { name: 'Findings' }).getByRole('listitem'),
  set: (page: Page) => page.getByRole('list', { name: 'Queries in the set' }),
};

/** The results table, named by its caption ("12 hits, ranked by seed", "Browsing …"). */
const results = (page: Page) =>
  page.getByRole('table', { name: /hits?, ranked by|in catalog order/ });

/** The working-set figure's rows: one per turn, each holding that turn's list of slots. */
const workingSetRows = (page: Page) =>
  page.getByRole('listitem').filter({ has: page.getByRole('list', { name: /^Working set at t/ }) });

/** The landing, a search with its lens, and the timeline, photographed as `<name>-*.png`. */
const pictures = (shared: () => Page, name: string) =>
  test('the landing, a search with its lens, and the timeline', async () => {
    const page = shared();
    await reopenDemo(page);
    await expect(page.getByRole('region', { name: /^Find tools, don’t load them/ })).toBeVisible();
    await expectNoSideScroll(page);
    await page.screenshot({ path: `e2e/screenshots/${name}-landing.png` });
    await searchFilled(page, 'excel file');
    await expect(page.getByRole('region', { name: /^Lens:/ })).toBeVisible();
    await page.screenshot({ path: `e2e/screenshots/${name}-lens.png` });
    await page.screenshot(shot(`${name}-lens-full.png`));
    await page.getByRole('tab', { name: /Timeline/ }).click();
    await expect(workingSetRows(page).first()).toBeVisible();
    await expectNoSideScroll(page);
    await page.screenshot(shot(`${name}-timeline.png`));
  });

/**
 * The "Figures" tables under the page budget and the cost chart sit in narrow side columns:
 * each must scroll inside its own box so its last column can be reached, never be clipped.
 */
const lastColumnReachable = async (page: Page, selector: string) => {
  const details = page.locator(selector);
  await details.locator('summary').click();
  const reach = await details.evaluate((element) => {
    element.scrollLeft = element.scrollWidth;
    const last = [...element.querySelectorAll('thead th')].at(-1);
    return {
      box: element.getBoundingClientRect().right,
      last: last ? last.getBoundingClientRect().right : Number.POSITIVE_INFINITY,
    };
  });
  expect(reach.last).toBeLessThanOrEqual(reach.box + 1);
};

/** The Figures tables of the Search and Prompt panels, photographed as `figures-<width>.png`. */
const figuresReadable = (shared: () => Page) =>
  test('the Figures tables can be read to their last column', async () => {
    const page = shared();
    await reopenDemo(page);
    await searchFilled(page, 'excel file');
    await lastColumnReachable(page, '.page-table');
    await page.getByRole('tab', { name: /Prompt/ }).click();
    await expect(page.locator('.cost-table')).toBeVisible({ timeout: 20_000 });
    await lastColumnReachable(page, '.cost-table');
    await page.screenshot(shot(`figures-${page.viewportSize()?.width}.png`));
  });

test.describe('at 390 × 844', () => {
  test.use({ viewport: PHONE });
  const shared = sharedPage();

  test('the landing fits the phone', async () => {
    const page = shared();
    await reopenDemo(page);
    await expect(page.getByRole('region', { name: /^Find tools, don’t load them/ })).toBeVisible();
    await expectNoSideScroll(page);
    await page.screenshot(shot('phone-landing.png'));
  });

  for (const panel of PANELS) {
    test(`the ${panel} panel does not scroll sideways`, async () => {
      const page = shared();
      await reopenDemo(page);
      await searchFilled(page, 'excel file');
      if (panel !== 'Search') {
        // The tabs scroll inside their own bar on a phone: the tab is reachable, not off screen.
        const tab = page.getByRole('tab', { name: new RegExp(panel) });
        await tab.scrollIntoViewIfNeeded();
        await tab.click();
      }
      // The lazily loaded panels settle (the Prompt panel's tokenizer and chart, the timeline's
      // figures) before the page is measured: each panel's own content, then nothing loading.
      await settledOn(page, PANEL_CONTENT[panel](page));
      await page.screenshot(shot(`phone-${panel.toLowerCase()}.png`));
      await page.screenshot({ path: `e2e/screenshots/phone-${panel.toLowerCase()}-top.png` });
      await expectNoSideScroll(page);
    });
  }

  // One query set loaded, its views visited in turn: a step per view names what failed.
  test("the Evaluate panel's queries, compare, lint and set views do not scroll sideways", async () => {
    const page = shared();
    await leaveView(page);
    await openDemoEvaluation(page);
    for (const [tab, view] of Object.entries(EVALUATE_VIEWS)) {
      await test.step(`the ${tab} view`, async () => {
        await page.getByRole('button', { name: view, exact: true }).click();
        await settledOn(page, EVALUATE_CONTENT[tab as keyof typeof EVALUATE_CONTENT](page));
        await page.screenshot(shot(`phone-evaluate-${tab}.png`));
        await expectNoSideScroll(page);
        // The query table is wider than the phone: it scrolls in its box and fades at its end.
        if (tab === 'queries')
          await expect(page.locator('.query-table-wrap')).toHaveAttribute('data-more', 'end');
      });
    }
  });

  test('the header keeps the catalog picker and its buttons on screen', async () => {
    const page = shared();
    await reopenDemo(page);
    const width = PHONE.width;
    for (const name of [/^Sample$/, /^Paste/, /^Connect to server/, /^Share$/]) {
      const box = await page.getByRole('button', { name }).boundingBox();
      expect(box, String(name)).not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0), String(name)).toBeLessThanOrEqual(width);
    }
    // The query box takes the whole width, not a sliver beside its × button.
    const query = await page.getByRole('searchbox', { name: /^Query/ }).boundingBox();
    expect(query?.width ?? 0).toBeGreaterThan(width * 0.7);
  });

  pictures(shared, 'phone');
  figuresReadable(shared);
});

test.describe('at 1024 × 768', () => {
  test.use({ viewport: LAPTOP });
  const shared = sharedPage();

  test('the term weights and the page budget stay beside the results', async () => {
    const page = shared();
    await reopenDemo(page);
    await searchFilled(page, 'excel file');
    const table = await results(page).boundingBox();
    for (const [id, figure] of [
      ['term weights', page.getByRole('region', { name: 'Term weights' })],
      ['page budget', page.getByRole('figure', { name: /an equal share of/ })],
    ] as const) {
      const box = await figure.boundingBox();
      expect(box, id).not.toBeNull();
      // Beside: to the right of the table and starting within the first screen.
      expect(box?.x ?? 0, id).toBeGreaterThanOrEqual((table?.x ?? 0) + (table?.width ?? 0));
      expect(box?.y ?? Number.POSITIVE_INFINITY, id).toBeLessThan(LAPTOP.height);
    }
    await expectNoSideScroll(page);
    await page.screenshot(shot('laptop-search.png'));
  });

  pictures(shared, 'laptop');
  figuresReadable(shared);
});

test.describe('at 1440 × 900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  const shared = sharedPage();

  pictures(shared, 'desktop');
  figuresReadable(shared);

  test('says what toollens is, and hides the unranked table until asked', async () => {
    const page = shared();
    await reopenDemo(page);
    const landing = page.getByRole('region', { name: /^Find tools, don’t load them/ });
    await expect(landing).toContainText('Find tools, don’t load them');
    await expect(landing).toContainText('An agent with 169 tools');
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('figure', { name: /an equal share of/ })).toHaveCount(0);
    // The link's figure is the table's: the tools a search can return (scaffolding never is).
    const browse = page.getByRole('button', { name: /^or browse all/ });
    const count = (await browse.textContent())?.match(/browse all (\d+) tools/)?.[1];
    expect(Number(count)).toBeGreaterThan(0);
    await browse.click();
    await expect(
      page.getByRole('table', {
        name: `Browsing ${count} tools in catalog order (first 10 shown)`,
        exact: true,
      }),
    ).toBeVisible();
    // Browsing ranks nothing: no page budget and no lens beside it.
    await expect(page.getByRole('figure', { name: /an equal share of/ })).toHaveCount(0);
    await expect(page.getByRole('region', { name: /^Lens:/ })).toHaveCount(0);
  });

  test('an example chip searches, and the scoped one sets its filter', async () => {
    const page = shared();
    await reopenDemo(page);
    const examples = page.getByRole('list', { name: 'Try a search' }).getByRole('button');
    await expect(examples).toHaveText(['Excel file', 'colored tag', /^open a spreadsheet/]);
    await examples.nth(2).click();
    await expect(page.getByRole('searchbox', { name: /^Query/ })).toHaveValue('open a spreadsheet');
    await expect(
      page.getByRole('list', { name: 'Active filters' }).getByRole('listitem'),
    ).toHaveText([/cap\s*file:read/]);
    const scope = page.getByText(/^N = [\d,]+ of [\d,]+ tools/);
    await expect(scope).toContainText('of 169 tools');
    await expect(scope).not.toContainText('N = 169 ');
    await expect(hitNames(page).first()).toBeVisible();
  });

  test('the tour button starts the guided demo', async () => {
    const page = shared();
    await reopenDemo(page);
    await page.getByRole('button', { name: '▶ Two-minute tour' }).click();
    await expect(page.getByRole('complementary', { name: 'Guided demo' })).toBeVisible();
    await expect(
      page.getByRole('complementary', { name: 'Guided demo' }).getByText(/^1 \/ \d+$/),
    ).toBeVisible();
    await expect(page).toHaveURL(/demo=1/);
  });

  test('the top hit’s lens opens beside the results on the first screen, and follows a click', async () => {
    const page = shared();
    await reopenDemo(page);
    await searchFilled(page, 'excel file');
    const lens = page.getByRole('region', { name: /^Lens:/ });
    const top = (await hitNames(page).first().textContent()) ?? '';
    await expect(lens.getByRole('heading', { name: /^Lens:/ })).toContainText(top);
    const box = await lens.boundingBox();
    const table = await results(page).boundingBox();
    // Beside the results (to their right), under the term weights and the page budget, and its
    // title within the 900-pixel window.
    expect(box?.x ?? 0).toBeGreaterThanOrEqual((table?.x ?? 0) + (table?.width ?? 0));
    await expect(lens.getByRole('heading', { name: /^Lens:/ })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('figure', { name: /an equal share of/ })).toBeInViewport({
      ratio: 1,
    });
    // The top hit is marked as the one the lens shows.
    await expect(hitNames(page).first()).toHaveAttribute('aria-pressed', 'true');

    const third = (await hitNames(page).nth(2).textContent()) ?? '';
    await hitNames(page).nth(2).click();
    await expect(lens.getByRole('heading', { name: /^Lens:/ })).toContainText(third);
    await expect(hitNames(page).nth(2)).toHaveAttribute('aria-pressed', 'true');
    await expect(hitNames(page).first()).toHaveAttribute('aria-pressed', 'false');
    await expect(lens.getByRole('heading', { name: /^Lens:/ })).toBeInViewport({ ratio: 1 });

    // Closing the lens hides it for this query.
    await lens.getByRole('button', { name: 'Close the lens' }).click();
    await expect(lens).toHaveCount(0);
  });
});
