import { existsSync, readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { importFile, openDemo } from './helpers';
import { expectNoSideScroll, midWordBreaks } from './layoutChecks';
import { scrollAtRest } from './scrollAtRest';
import { leaveView, sharedPage } from './sharedPage';

/**
 * The presenter view as a room sees it: on every step, at a projector's, a laptop's and a
 * phone's size, the caption sits beside the figure (above it on a phone) and never over it, the
 * figure is the step's own with no editing control, names are whole, and the keys a presenter
 * expects work. Every step is photographed at each size into e2e/screenshots/presenter/. The
 * same on an imported catalog (bfcl's 1,287 tools), where the tour tells its story on that
 * catalog's tools and says so.
 *
 * The demo's walks and keys share one loaded page (sharedPage.ts), each setting its size and
 * opening the presenter afresh; the imported catalog's tours each have their own page.
 */

const shared = sharedPage();

const STEPS = 9;
const BFCL = new URL('../../shared/datasets/bfcl/tools.json', import.meta.url).pathname;
const SIZES = [
  { name: '1920', width: 1920, height: 1080, side: true },
  { name: '1440', width: 1440, height: 900, side: true },
  { name: '390', width: 390, height: 844, side: false },
];

/** What each step's figure draws once its data is in. */
const DRAWN = [
  '[data-testid="hit-name"]',
  '[data-testid="ws-figure"]',
  '[data-testid="ws-figure"]',
  '[data-testid="ws-figure"]',
  '[data-testid="presenter-reindexed"]',
  '[data-testid="presenter-prefix-share"]',
  '[data-testid="presenter-prefix-share"]',
  '[data-testid="savings-card"]',
  '[data-testid="tour-order"]',
];

/** What each step of the tour on one's own catalog draws: no direct call, reindex or reorder. */
const OWN_DRAWN = [
  '[data-testid="hit-name"]',
  '[data-testid="ws-figure"]',
  '[data-testid="ws-figure"]',
  '[data-testid="presenter-prefix-share"]',
  '[data-testid="savings-card"]',
  '[data-testid="tour-order"]',
];

const box = async (locator: Locator) => {
  const bounds = await locator.boundingBox();
  if (!bounds) throw new Error('no box');
  return bounds;
};

/** The two boxes share no area. */
const overlap = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

/** The presenter's side: the step, the catalog, the title, the caption, the buttons, the keys. */
const aside = (page: Page) => page.getByRole('complementary', { name: 'Caption' });
/** "3 / 9": the step counter. */
const stepOf = (page: Page) => aside(page).getByText(/^\d+ \/ \d+$/);
const nav = (page: Page) => page.getByRole('navigation', { name: 'Tour steps' });
const next = (page: Page) => nav(page).getByRole('button', { name: /^(Next →|Finish)$/ });

const arrive = async (page: Page, n: number, drawn = DRAWN) => {
  await expect(stepOf(page)).toHaveText(`${n} / ${drawn.length}`, {
    timeout: 30_000,
  });
  const figure = page.getByRole('main');
  // What the step draws, by the selectors above (the claims' own, shared with the tour).
  await expect(figure.locator(drawn[n - 1] ?? '').first()).toBeVisible({ timeout: 20_000 });
  // A claim whose figure is not in yet is marked data-pending (Caption.tsx): none may be left.
  await expect(aside(page).locator('[data-pending]')).toHaveCount(0, {
    timeout: 20_000,
  });
  return figure;
};

/**
 * Every step, at `size`: the caption beside (or above) the figure and never over it, nothing
 * that edits, no side scroll, whole names; photographed as `<prefix>-<n>-<size>.png`. Space
 * steps on, and on the last step finishes.
 */
const walk = async (
  page: Page,
  size: (typeof SIZES)[number],
  drawn: readonly string[],
  prefix: string,
  each?: (n: number) => Promise<void>,
) => {
  const caption = aside(page);
  for (let n = 1; n <= drawn.length; n++) {
    const figure = await arrive(page, n, [...drawn]);
    // Any scrolling is over before the boxes are read. A presenter step scrolls to nothing on its
    // own (the scroll to a figure is the details' alone), so a short quiet spell is enough.
    await scrollAtRest(page, 100);
    const [c, f] = [await box(caption), await box(figure)];
    expect(overlap(c, f), `step ${n}: the caption overlaps the figure`).toBe(0);
    if (size.side) expect(c.x + c.width, `step ${n}: caption beside`).toBeLessThanOrEqual(f.x);
    else expect(c.y + c.height, `step ${n}: caption above`).toBeLessThanOrEqual(f.y);
    // For showing: nothing to type in, pick or tick.
    await expect(figure.locator('input, select, textarea')).toHaveCount(0);
    await expectNoSideScroll(page);
    expect(await midWordBreaks(figure.locator('[data-testid="hit-name"], .slot-name'))).toEqual([]);
    await each?.(n);
    await page.screenshot({ path: `e2e/screenshots/presenter/${prefix}-${n}-${size.name}.png` });
    await page.keyboard.press('Space');
  }
};

/** Every claim of the caption is in the figure it points to (tour.spec.ts checks it in full). */
const claimsShown = async (page: Page) => {
  // The caption's claims (Caption.tsx marks each with data-claim and its figure's selector).
  const claims = page.getByTestId('presenter-caption').locator('[data-claim]');
  for (let i = 0; i < (await claims.count()); i++) {
    const claim = claims.nth(i);
    const text = ((await claim.textContent()) ?? '').trim();
    const figure = (await claim.getAttribute('data-figure')) ?? '';
    if ((await claim.getAttribute('data-count')) !== null)
      await expect(page.locator(figure)).toHaveCount(Number(text));
    else
      await expect
        .poll(async () => (await page.locator(figure).allInnerTexts()).join(' '))
        .toContain(text);
  }
};

for (const size of SIZES) {
  test(`${size.name}: every step's caption sits ${size.side ? 'beside' : 'above'} its figure, never over it`, async () => {
    const page = shared();
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    await leaveView(page);
    await page.goto('/#presenter=1');
    await walk(page, size, DRAWN, 'step');
    // Space on the last step finishes the tour: the app, the tour over.
    await expect(aside(page)).toHaveCount(0);
    await expect(page).not.toHaveURL(/demo=|presenter=/);
  });
}

test('the keys a presenter expects, the details one key away, the legend on screen', async () => {
  const page = shared();
  await page.setViewportSize({ width: 1440, height: 900 });
  await leaveView(page);
  await page.goto('/#presenter=1');
  await arrive(page, 1);
  // The keys legend under the caption.
  await expect(aside(page).getByText(/^→ Space next · ← back/)).toBeVisible();
  await page.keyboard.press('End');
  await arrive(page, STEPS);
  await expect(next(page)).toHaveText('Finish');
  await page.keyboard.press('Backspace');
  await arrive(page, STEPS - 1);
  await page.keyboard.press('Home');
  await arrive(page, 1);
  await page.keyboard.press('ArrowRight');
  await arrive(page, 2);

  // D: the step's full panel instead of its figure, and back.
  await page.keyboard.press('d');
  await expect(nav(page).getByRole('button', { name: 'Show the details' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('status').filter({ hasText: /^t\d+ of \d+/ })).toContainText(
    't1 of 5',
    { timeout: 20_000 },
  );
  await page.keyboard.press('d');
  await expect(page.getByRole('status').filter({ hasText: /^t\d+ of \d+/ })).toHaveCount(0);

  // B blanks the screen; any key brings it back and does nothing else.
  await page.keyboard.press('b');
  await expect(page.getByRole('button', { name: /^The screen is blank/ })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('button', { name: /^The screen is blank/ })).toHaveCount(0);
  await expect(stepOf(page)).toHaveText(`2 / ${STEPS}`);

  // A clicked button keeps the focus: Space steps once, not once more by pressing it.
  await next(page).click();
  await arrive(page, 3);
  await page.keyboard.press('Space');
  await arrive(page, 4);
  // A second step would be nothing to wait for, so a short fixed wait proves it did not come:
  // the key's press is over when `press` returns, and a click it caused would have stepped
  // within a frame or two.
  await page.waitForTimeout(200);
  await expect(stepOf(page)).toHaveText(`4 / ${STEPS}`);

  // Step 5 says it moved to another session, and why.
  await page.keyboard.press('Space');
  await arrive(page, 5);
  await expect(page.getByText(/^Now a different session: “.+”, \d+ slots — /)).toBeVisible();
  // The first use of a word in the tour says what it means; Finish ends the tour.
  await page.keyboard.press('End');
  await arrive(page, STEPS);
  await page.keyboard.press('Backspace');
  await arrive(page, STEPS - 1);
  await expect(aside(page).getByRole('term').first()).toHaveText('standing surface');
  await page.keyboard.press('End');
  await arrive(page, STEPS);
  await next(page).click();
  await expect(aside(page)).toHaveCount(0);
  await expect(page).not.toHaveURL(/demo=/);
});

for (const size of SIZES.filter((each) => each.name !== '1440')) {
  test(`${size.name}: on an imported catalog, the tour tells its story on that catalog’s tools`, async ({
    page,
  }) => {
    test.skip(!existsSync(BFCL), `dataset not found: ${BFCL}`);
    test.setTimeout(180_000);
    await page.setViewportSize(size);
    await openDemo(page);
    await importFile(page, 'bfcl-tools.json', readFileSync(BFCL, 'utf8'));
    await expect(page.getByRole('status', { name: 'Catalog' })).toContainText('1,287 tools', {
      timeout: 30_000,
    });
    // The palette's command by its name: a bare "present" also finds bfcl's tools.
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await palette.getByRole('combobox').fill('Present the tour');
    await palette.getByText('Present the tour (large type', { exact: false }).first().click();
    await expect(aside(page).getByText(/^Your catalog: /)).toHaveText(
      'Your catalog: 1,287 tools from bfcl-tools.json; queries drawn from its tool descriptions; a simulated session of 5 turns.',
      { timeout: 60_000 },
    );
    // The presenter's own catalog line, under the step counter.
    await expect(aside(page).getByText(/ · [\d,]+ tools$/)).toHaveText(
      'bfcl-tools.json · 1,287 tools',
    );
    await walk(page, size, OWN_DRAWN, 'own', async (n) => {
      await claimsShown(page);
      const caption = aside(page);
      if (n === 1) {
        await expect(caption).toContainText('The agent searches 1,287 tools');
        // The query is the catalog's own: its first tool found is a bfcl tool, not the demo's.
        // The figure's first hit name: a plain span in a list item beside its excerpt.
        await expect(page.getByTestId('hit-name').first()).not.toHaveText('read_spreadsheet');
      }
      if (n === 2) {
        await expect(aside(page).getByText(/a simulated agent on your catalog/)).toBeVisible();
        await expect(caption).toHaveText(/The working set .*has 3 slots/);
      }
      if (n === 6)
        await expect(
          page.getByRole('table', { name: /^Cached share of / }).getByRole('rowheader'),
        ).toHaveCount(3);
    });
    await expect(aside(page)).toHaveCount(0);
    await expect(page.getByRole('status', { name: 'Catalog' })).toContainText('1,287 tools');
  });
}
