import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSideScroll, midWordBreaks } from './layoutChecks';

/**
 * The presenter view as a room sees it: on every step, at a projector's, a laptop's and a
 * phone's size, the caption sits beside the figure (above it on a phone) and never over it, the
 * figure is the step's own with no editing control, names are whole, and the keys a presenter
 * expects work. Every step is photographed at each size into e2e/screenshots/presenter/.
 */

const STEPS = 8;
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

const arrive = async (page: Page, n: number) => {
  await expect(page.getByTestId('presenter-step')).toHaveText(`${n} / ${STEPS}`);
  const figure = page.getByTestId('presenter-figure');
  await expect(figure.locator(DRAWN[n - 1] ?? '').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('presenter-caption').locator('[data-pending]')).toHaveCount(0, {
    timeout: 20_000,
  });
  return figure;
};

for (const size of SIZES) {
  test(`${size.name}: every step's caption sits ${size.side ? 'beside' : 'above'} its figure, never over it`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    await page.goto('/#presenter=1');
    const caption = page.locator('.presenter-caption');
    for (let n = 1; n <= STEPS; n++) {
      const figure = await arrive(page, n);
      // The scrolling a step may do is over before the boxes are read.
      await page.waitForTimeout(300);
      const [c, f] = [await box(caption), await box(figure)];
      expect(overlap(c, f), `step ${n}: the caption overlaps the figure`).toBe(0);
      if (size.side) expect(c.x + c.width, `step ${n}: caption beside`).toBeLessThanOrEqual(f.x);
      else expect(c.y + c.height, `step ${n}: caption above`).toBeLessThanOrEqual(f.y);
      // For showing: nothing to type in, pick or tick.
      await expect(figure.locator('input, select, textarea')).toHaveCount(0);
      await expectNoSideScroll(page);
      expect(await midWordBreaks(figure.locator('[data-testid="hit-name"], .slot-name'))).toEqual(
        [],
      );
      await page.screenshot({ path: `e2e/screenshots/presenter/step-${n}-${size.name}.png` });
      await page.keyboard.press('Space');
    }
    // Space on the last step finishes the tour: the app, the tour over.
    await expect(page.getByTestId('presenter')).toHaveCount(0);
    await expect(page).not.toHaveURL(/demo=|presenter=/);
  });
}

test('the keys a presenter expects, the details one key away, the legend on screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/#presenter=1');
  await arrive(page, 1);
  await expect(page.getByTestId('presenter-keys')).toContainText('Space');
  await page.keyboard.press('End');
  await arrive(page, STEPS);
  await expect(page.getByTestId('presenter-next')).toHaveText('Finish');
  await page.keyboard.press('Backspace');
  await arrive(page, STEPS - 1);
  await page.keyboard.press('Home');
  await arrive(page, 1);
  await page.keyboard.press('ArrowRight');
  await arrive(page, 2);

  // D: the step's full panel instead of its figure, and back.
  await page.keyboard.press('d');
  await expect(page.getByTestId('presenter-details')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('turn-label')).toContainText('t1 of 5', { timeout: 20_000 });
  await page.keyboard.press('d');
  await expect(page.getByTestId('turn-label')).toHaveCount(0);

  // B blanks the screen; any key brings it back and does nothing else.
  await page.keyboard.press('b');
  await expect(page.getByTestId('presenter-blank')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('presenter-blank')).toHaveCount(0);
  await expect(page.getByTestId('presenter-step')).toHaveText(`2 / ${STEPS}`);

  // A clicked button keeps the focus: Space steps once, not once more by pressing it.
  await page.getByTestId('presenter-next').click();
  await arrive(page, 3);
  await page.keyboard.press('Space');
  await arrive(page, 4);
  await page.waitForTimeout(200);
  await expect(page.getByTestId('presenter-step')).toHaveText(`4 / ${STEPS}`);

  // Step 5 says it moved to another session, and why.
  await page.keyboard.press('Space');
  await arrive(page, 5);
  await expect(page.getByTestId('presenter-note')).toContainText(
    /Now a different session: “.+”, \d+ slots — /,
  );
  // The first use of a word in the tour says what it means; Finish ends the tour.
  await page.keyboard.press('End');
  await arrive(page, STEPS);
  await expect(page.getByTestId('presenter-caption').locator('dfn').first()).toHaveText(
    'standing surface',
  );
  await page.getByTestId('presenter-next').click();
  await expect(page.getByTestId('presenter')).toHaveCount(0);
  await expect(page).not.toHaveURL(/demo=/);
});
