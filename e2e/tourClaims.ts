import { expect, type Locator, type Page } from '@playwright/test';

/**
 * What the tour's specs (tour.spec.ts, tourPresenter.spec.ts) read on a step: its caption's
 * claims against the figures they name, the caption on screen and not covered, the savings
 * card's figures.
 */

export const SIZES = [
  { name: 'laptop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];
export const STEPS = 9;

/** The presenter's side panel, named Caption: its step count, title, words and buttons. */
export const presenterPanel = (page: Page) => page.getByRole('complementary', { name: 'Caption' });
export const presenterStep = (page: Page) => presenterPanel(page).getByText(/^\d+ \/ \d+$/);
export const demoStep = (page: Page) =>
  page.getByRole('complementary', { name: 'Guided demo' }).getByText(/^\d+ \/ \d+$/);
// A caption is a paragraph (which has no accessible name) whose words change with every step;
// the claims in it are marked for the test (data-claim, data-figure), so the test id finds it.
export const presenterCaption = (page: Page) => page.getByTestId('presenter-caption');
export const savingsCard = (page: Page) =>
  page.getByRole('region', { name: /^fewer tool tokens a turn than declaring every tool/ });
/** A figure of the savings card, found by its term (a definition is named by nothing else). */
export const savingsFigure = async (card: Locator, term: string | RegExp) => {
  const terms = card.getByRole('term');
  // The card may still be drawing (a panel switch): wait for the term before counting.
  await expect(terms.filter({ hasText: term }).first()).toBeVisible({ timeout: 20_000 });
  const at = (await terms.allTextContents()).findIndex((text) =>
    typeof term === 'string' ? text === term : term.test(text),
  );
  expect(at, `the savings card names ${term}`).toBeGreaterThanOrEqual(0);
  return card.getByRole('definition').nth(at);
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The claim as a whole word of the figure's text: `2` never matches inside `2,503`. */
export const wholeWord = (claim: string) =>
  new RegExp(`(^|[^\\w.,])${escapeRegExp(claim)}($|[^\\w.,%])`, 'i');

/** Reads every claim of `caption` and the figure each names, and asserts they agree. */
export const checkClaims = async (page: Page, caption: Locator): Promise<number> => {
  // The caption marks each claim and the selector of the figure it states (tour/Caption.tsx):
  // marks for this test to read, not anything a viewer finds.
  await expect(caption.locator('[data-pending]')).toHaveCount(0, { timeout: 20_000 });
  const claims = caption.locator('[data-claim]');
  const count = await claims.count();
  for (let i = 0; i < count; i++) {
    const claim = claims.nth(i);
    const text = ((await claim.textContent()) ?? '').trim();
    const figure = (await claim.getAttribute('data-figure')) ?? '';
    const counted = (await claim.getAttribute('data-count')) !== null;
    expect(text, `claim ${i} of "${await caption.textContent()}"`).not.toBe('');
    if (counted) {
      await expect(page.locator(figure), `${figure} counts ${text}`).toHaveCount(Number(text));
    } else {
      await expect
        .poll(async () => (await page.locator(figure).allInnerTexts()).join(' '), {
          message: `${figure} shows “${text}”`,
        })
        .toMatch(wholeWord(text));
    }
  }
  return count;
};

/**
 * The box is inside the viewport, and the caption is what is drawn at its centre (not covered).
 * Both are read in the page at one moment: a step may be scrolling to its figure, and boxes read
 * a round trip apart could come from different scroll positions (the caption's box would then
 * point at where it was, and whatever is there now would seem to cover it).
 */
export const expectOnScreen = async (page: Page, box: Locator, caption: Locator) => {
  const size = page.viewportSize() ?? { width: 0, height: 0 };
  const { bounds, covered } = await caption.evaluate(
    (element, outer) => {
      const bounds = outer?.getBoundingClientRect();
      const at = element.getBoundingClientRect();
      const hit = document.elementFromPoint(
        at.x + at.width / 2,
        at.y + Math.min(at.height / 2, 10),
      );
      return {
        bounds: bounds && { x: bounds.x, y: bounds.y, width: bounds.width, height: bounds.height },
        covered: !hit?.closest('[data-testid="demo-caption"], [data-testid="presenter-caption"]'),
      };
    },
    await box.elementHandle(),
  );
  expect(bounds).toBeDefined();
  if (!bounds) return;
  expect(bounds.y).toBeGreaterThanOrEqual(0);
  expect(bounds.x).toBeGreaterThanOrEqual(0);
  expect(bounds.y + bounds.height).toBeLessThanOrEqual(size.height);
  expect(bounds.x + bounds.width).toBeLessThanOrEqual(size.width);
  expect(covered, 'something covers the caption').toBe(false);
};
