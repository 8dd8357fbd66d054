import { expect, type Page, test } from '@playwright/test';
import { shot } from './helpers';
import { sharedPage } from './sharedPage';
import { copyFixtures, type StaticHost, serveDist } from './staticServer';

// The service worker a visitor has (the app project blocks it, playwright.config.ts): an embed
// is served from a static host, where its service worker answers.
test.use({ serviceWorkers: 'allow' });

/**
 * Embeds as a docs site's readers get them: no control that changes or adds data unless the URL
 * asks for editing (`edit=1`), and every panel fits its frame, from a phone's 320 px to a wide
 * page, with nothing pushed off the side. The site's own catalog, transcript and query set sit
 * beside the build (`./fixtures/…`), as in embedPanels.spec.ts. The tests share one browser
 * page (sharedPage.ts): each embed is a new document at its own address, but the page's cache
 * holds the build the first one fetched.
 */
const SUB_PATH = '/docs/toollens/';
// Its own copy of the fixtures: embedPanels.spec.ts may run beside it with its own.
const DATA = 'catalog=./readers/tools.json&transcript=./readers/garden-session.json';
const QUERIES = 'queries=./readers/garden-queries.csv';
let host: StaticHost;
let fixtures: ReturnType<typeof copyFixtures>;

test.beforeAll(async () => {
  fixtures = copyFixtures('readers');
  host = await serveDist(SUB_PATH);
});
test.afterAll(async () => {
  await host.close();
  fixtures.remove();
});

const shared = sharedPage();

const openEmbed = async (page: Page, params: string) => {
  await page.goto(`${host.url}?embed=1&${params}`);
  await expect(page.getByRole('link', { name: 'open in toollens ↗' })).toBeVisible();
  await expect(page.getByRole('banner').getByText(/ · [\d,]+ tools?$/)).toHaveText(
    'tools.json · 10 tools',
    {
      timeout: 20_000,
    },
  );
};

test('search: a reader marks no relevance; edit=1 offers the marks', async () => {
  const page = shared();
  await openEmbed(page, `panel=search&${DATA}&q=water+the+dry+beds`);
  const top = page.getByRole('row', { name: /water_plants/ }).first();
  await expect(top).toBeVisible();
  await expect(page.getByRole('button', { name: /^Mark .* relevant for/ })).toHaveCount(0);

  await openEmbed(page, `panel=search&edit=1&${DATA}&q=water+the+dry+beds`);
  await expect(
    page.getByRole('button', { name: 'Mark water_plants relevant for "water the dry beds"' }),
  ).toBeVisible();
});

test('evaluate: a reader chooses and exports the set, and changes nothing', async () => {
  const page = shared();
  await openEmbed(page, `panel=evaluate&${DATA}&${QUERIES}`);
  await expect(page.getByLabel('Query set')).toContainText('garden-queries.csv');
  await expect(page.getByRole('button', { name: 'Export JSON' })).toBeVisible();
  for (const name of ['New set', 'Rename', 'Delete set', 'Edit the set']) {
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  }
  await expect(page.getByText('Import queries…')).toHaveCount(0);
  // The expected tools are named, not offered for editing.
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
});

/** What each panel shows once it has loaded (test ids: these figures have no accessible name). */
/** What shows once each panel has drawn: its table, its status line or its figure. */
const READY = {
  search: (page: Page) => page.getByRole('table', { name: /hits?, ranked by/ }),
  catalog: (page: Page) => page.getByRole('table', { name: /^[\d,]+ of [\d,]+ tools?$/ }),
  timeline: (page: Page) => page.getByRole('status').filter({ hasText: /^t\d+ of \d+/ }),
  prompt: (page: Page) => page.getByRole('region', { name: 'Cache-stable prefix' }),
  cost: (page: Page) => page.getByRole('region', { name: 'Standing cost per turn' }),
  evaluate: (page: Page) => page.getByRole('status', { name: 'Evaluation' }),
} as const;
const PANELS = Object.keys(READY) as (keyof typeof READY)[];
const WIDTHS = [320, 390, 688, 1440] as const;

/** How far the page, or any element in it, reaches past the frame's right edge. */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const page = document.documentElement.scrollWidth - width;
    const out = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => ({ el, right: el.getBoundingClientRect().right }))
      .filter(({ right }) => right > width + 1)
      // An element inside a scrolling box (a wide table) is the box's business, not the frame's;
      // one visually hidden (a chart's table for screen readers) is seen by no one.
      .filter(({ el }) => {
        // A closed disclosure's content keeps its boxes in Chromium, unseen.
        const closed = el.closest('details:not([open])');
        if (closed && !el.closest('summary')) return false;
        for (let up: HTMLElement | null = el; up; up = up.parentElement) {
          const style = getComputedStyle(up);
          const box = up.getBoundingClientRect();
          if (style.clip !== 'auto' || (box.width <= 1 && box.height <= 1)) return false;
          if (style.visibility === 'hidden') return false;
          if (up === el) continue;
          if (/(auto|scroll|hidden)/.test(style.overflowX) && up.scrollWidth > up.clientWidth)
            return false;
        }
        return true;
      })
      .map(({ el, right }) => {
        const named = el.closest('[data-testid]')?.getAttribute('data-testid') ?? '';
        return `${el.tagName.toLowerCase()}.${el.className} in ${named}: ${Math.round(right)}`;
      });
    return { page, out: out.slice(0, 5) };
  });

for (const panel of PANELS) {
  test(`${panel}: fits frames of 320, 390, 688 and 1440 px with nothing off the side`, async () => {
    const page = shared();
    const size = page.viewportSize();
    await page.setViewportSize({ width: 1440, height: 900 });
    await openEmbed(page, `panel=${panel}&${DATA}&${QUERIES}&q=water+the+dry+beds&turn=2`);
    await expect(READY[panel](page).first()).toBeVisible({ timeout: 30_000 });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 844 });
      // The layout settles on the next frames.
      await page.waitForTimeout(300);
      const { page: past, out } = await overflow(page);
      if (width !== 1440) await page.screenshot(shot(`embed-${panel}-${width}.png`));
      expect(out, `${panel} at ${width} px`).toEqual([]);
      expect(past, `${panel} at ${width} px: the page scrolls sideways`).toBeLessThanOrEqual(0);
    }
    // The shared page's own size again, for the tests after this one.
    if (size) await page.setViewportSize(size);
  });
}
