import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { hitNames, openDemo, shot } from './helpers';
import { leaveView, sharedPage } from './sharedPage';

/**
 * The tour for stakeholders: on every step, at a laptop's and a phone's size, the caption is on
 * screen and not covered, and every number or name it states matches the figure it points to
 * (the caption marks each claim with that figure's selector; the test reads both). Then the
 * presenter view: the arrows step it, its figures bear out the captions, D shows the full panel,
 * Esc leaves, and it works inside an embed.
 *
 * The tests share one loaded page (sharedPage.ts), each setting its size and opening its view
 * afresh; the embed's, whose address is another page, has its own.
 */

const shared = sharedPage();

const SIZES = [
  { name: 'laptop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];
const STEPS = 9;

/** The presenter's side panel, named Caption: its step count, title, words and buttons. */
const presenterPanel = (page: Page) => page.getByRole('complementary', { name: 'Caption' });
const presenterStep = (page: Page) => presenterPanel(page).getByText(/^\d+ \/ \d+$/);
const demoStep = (page: Page) =>
  page.getByRole('complementary', { name: 'Guided demo' }).getByText(/^\d+ \/ \d+$/);
// A caption is a paragraph (which has no accessible name) whose words change with every step;
// the claims in it are marked for the test (data-claim, data-figure), so the test id finds it.
const presenterCaption = (page: Page) => page.getByTestId('presenter-caption');
const savingsCard = (page: Page) =>
  page.getByRole('region', { name: /^fewer tool tokens a turn than declaring every tool/ });
/** A figure of the savings card, found by its term (a definition is named by nothing else). */
const savingsFigure = async (card: Locator, term: string | RegExp) => {
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
const wholeWord = (claim: string) =>
  new RegExp(`(^|[^\\w.,])${escapeRegExp(claim)}($|[^\\w.,%])`, 'i');

/** Reads every claim of `caption` and the figure each names, and asserts they agree. */
const checkClaims = async (page: Page, caption: Locator): Promise<number> => {
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

/** The box is inside the viewport, and the caption is what is drawn at its centre (not covered). */
const expectOnScreen = async (page: Page, box: Locator, caption: Locator) => {
  const size = page.viewportSize() ?? { width: 0, height: 0 };
  const bounds = await box.boundingBox();
  expect(bounds).not.toBeNull();
  if (!bounds) return;
  expect(bounds.y).toBeGreaterThanOrEqual(0);
  expect(bounds.x).toBeGreaterThanOrEqual(0);
  expect(bounds.y + bounds.height).toBeLessThanOrEqual(size.height);
  expect(bounds.x + bounds.width).toBeLessThanOrEqual(size.width);
  const at = await caption.boundingBox();
  if (!at) throw new Error('the caption has no box');
  const covered = await page.evaluate(
    ([x, y]) => {
      const hit = document.elementFromPoint(x ?? 0, y ?? 0);
      return !hit?.closest('[data-testid="demo-caption"], [data-testid="presenter-caption"]');
    },
    [at.x + at.width / 2, at.y + Math.min(at.height / 2, 10)],
  );
  expect(covered, 'something covers the caption').toBe(false);
};

for (const size of SIZES) {
  test(`${size.name}: every step keeps its caption on screen, and its claims match the figures`, async () => {
    const page = shared();
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    await leaveView(page);
    await page.goto('/#demo=1');
    const bar = page.getByRole('complementary', { name: 'Guided demo' });
    // A paragraph whose words change each step: see presenterCaption.
    const caption = page.getByTestId('demo-caption');
    let claims = 0;
    for (let n = 1; n <= STEPS; n++) {
      await expect(demoStep(page)).toHaveText(`${n} / ${STEPS}`);
      claims += await checkClaims(page, caption);
      // The step may scroll to its figure: the caption stays, before and after.
      await expectOnScreen(page, bar, caption);
      // What a viewer sees on arrival, once the step has scrolled to its figure.
      await page.waitForTimeout(700);
      await expectOnScreen(page, bar, caption);
      await page.screenshot({ path: `e2e/screenshots/tour-${size.name}-${n}.png` });
      await page.mouse.wheel(0, 2000);
      await page.waitForTimeout(300);
      await expectOnScreen(page, bar, caption);
      if (n === STEPS) {
        const axe = await new AxeBuilder({ page }).analyze();
        expect(axe.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
      }
      await page.keyboard.press('ArrowRight');
    }
    // The numbers are the point: every step but none states at least one.
    expect(claims).toBeGreaterThanOrEqual(STEPS);
  });
}

test('the savings card says what the cost chart says, on the Prompt and Timeline panels', async () => {
  const page = shared();
  // Playwright's default size, the one this test was written at.
  await page.setViewportSize({ width: 1280, height: 720 });
  await leaveView(page);
  await page.goto('/#panel=prompt&scenario=spec-five-turns&turn=4');
  const card = savingsCard(page);
  await expect(card).toBeVisible({ timeout: 20_000 });
  // The cost panel's own savings line, drawn from the same replay: the same mean and saving.
  const line =
    (await page.getByText(/^Over \d+ turns? the standing surface averages/).textContent()) ?? '';
  const mean = (await (await savingsFigure(card, 'toollens, mean per turn')).textContent()) ?? '';
  const saved = (await (await savingsFigure(card, 'saved per turn')).textContent()) ?? '';
  expect(line).toMatch(wholeWord(mean));
  expect(line).toMatch(wholeWord(saved));
  // Its cache share per provider covers t2…t5 (t1 has no turn before it): four turns.
  await expect(card.getByRole('listitem').filter({ hasText: 'Anthropic' })).toContainText(
    'of 4 turns',
  );
  // "this turn · peak": this turn's figure is not 0.
  await expect(await savingsFigure(card, /^this turn/)).not.toHaveText(/^0 ·/);
  await page.screenshot(shot('savings-prompt.png'));
  await page.getByRole('tab', { name: 'Timeline' }).click();
  await expect(await savingsFigure(savingsCard(page), 'toollens, mean per turn')).toHaveText(mean);
});

test.describe('the presenter view', () => {
  for (const size of SIZES) {
    test(`${size.name}: a link opens it, the arrows step, Esc leaves`, async () => {
      const page = shared();
      await page.setViewportSize(size);
      await leaveView(page);
      await page.goto('/#presenter=1');
      const presenter = presenterPanel(page);
      await expect(presenter).toBeVisible();
      await expect(presenterStep(page)).toHaveText(`1 / ${STEPS}`);
      // One panel, no tabs.
      await expect(page.getByRole('tab')).toHaveCount(0);
      await expect(
        page
          .getByRole('list', { name: /^The first \d+ tools found$/ })
          .getByRole('listitem')
          .first()
          .getByText('read_spreadsheet', { exact: true }),
      ).toBeVisible();
      await checkClaims(page, presenterCaption(page));
      await page.screenshot({ path: `e2e/screenshots/presenter-${size.name}-1.png` });
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect(presenterStep(page)).toHaveText(`3 / ${STEPS}`);
      await expect(page).toHaveURL(/demo=3.*presenter=1/);
      // The step's one figure: the working set, at t3, and nothing that edits.
      const figure = page.getByRole('main');
      await expect(
        figure
          .getByRole('listitem')
          .filter({ has: page.getByRole('button', { name: 't3', exact: true }) }),
      ).toHaveAttribute('aria-current', 'step', { timeout: 20_000 });
      // Every kind of form field at once, whatever its role.
      await expect(figure.locator('input, select, textarea')).toHaveCount(0);
      await checkClaims(page, presenterCaption(page));
      await expectOnScreen(page, presenterPanel(page), presenterCaption(page));
      await page.screenshot({ path: `e2e/screenshots/presenter-${size.name}-3.png` });
      // The presenter is new chrome: axe finds nothing in it, with its figure or its details.
      const axe = await new AxeBuilder({ page }).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
      // The details (D): the step's full panel, for showing as an embed for readers is: the
      // Timeline's view controls, none that edit.
      await page.keyboard.press('d');
      await expect(page.getByRole('status', { name: 'Current turn' })).toContainText('t3 of 5', {
        timeout: 20_000,
      });
      await expect(page.getByRole('status', { name: 'Budget' })).toBeVisible();
      // The same controls' names as the app shows them (timeline.spec.ts finds each by these).
      for (const editing of [
        page.getByRole('combobox', { name: 'Scenario' }),
        page.getByRole('button', { name: 'Simulate an agent…' }),
        page.getByRole('button', { name: /^(Edit transcript|Done editing)$/ }),
        page.getByRole('button', { name: '▶ Guided demo' }),
      ])
        await expect(editing).toHaveCount(0);
      await expect(
        page.getByText("The spec's five-turn working set", { exact: true }),
      ).toBeVisible();
      await checkClaims(page, presenterCaption(page));
      const details = await new AxeBuilder({ page }).analyze();
      expect(details.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
      await page.keyboard.press('ArrowLeft');
      await expect(presenterStep(page)).toHaveText(`2 / ${STEPS}`);
      await page.keyboard.press('Escape');
      await expect(presenter).toHaveCount(0);
      await expect(page).not.toHaveURL(/presenter=/);
      // Back in the app at the same step, with the tour's bar.
      await expect(demoStep(page)).toHaveText(`2 / ${STEPS}`);
    });
  }

  test('every step’s claims and note match the presenter’s own figures', async () => {
    const page = shared();
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await leaveView(page);
    await page.goto('/#presenter=1');
    for (let n = 1; n <= STEPS; n++) {
      await expect(presenterStep(page)).toHaveText(`${n} / ${STEPS}`);
      await expect(page.getByRole('button', { name: 'Show the details' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      await checkClaims(page, presenterCaption(page));
      // The step's note is a paragraph too (see presenterCaption).
      if ((await page.getByTestId('presenter-note').count()) > 0)
        await checkClaims(page, page.getByTestId('presenter-note'));
      await page.keyboard.press('ArrowRight');
    }
  });

  test('works inside an embed, from the URL or the embed’s Present button', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/?embed=1&presenter=1');
    await expect(presenterStep(page)).toHaveText(`1 / ${STEPS}`);
    for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowRight');
    await expect(presenterStep(page)).toHaveText(`8 / ${STEPS}`);
    await expect(savingsCard(page)).toBeVisible({ timeout: 20_000 });
    await checkClaims(page, presenterCaption(page));
    await page.screenshot({ path: 'e2e/screenshots/presenter-embed-8.png' });
    await page.keyboard.press('ArrowRight');
    await expect(
      page
        .getByRole('table', { name: /^Cached share of/ })
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader') }),
    ).toHaveCount(3, { timeout: 20_000 });
    await checkClaims(page, presenterCaption(page));
    await page.keyboard.press('Escape');
    await expect(presenterPanel(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'open in toollens ↗' })).toBeVisible();

    // Present from an embed's own view, then Esc: the embed's query and panel, as before.
    await page.goto('/?embed=1&panel=search&q=merge+pdf');
    await expect(hitNames(page).first()).toHaveText('merge_pdfs', { timeout: 20_000 });
    const before = await hitNames(page).allTextContents();
    const url = page.url();
    await page.getByRole('button', { name: '▶ Present' }).click();
    await expect(presenterStep(page)).toHaveText(`1 / ${STEPS}`);
    await expect(
      page
        .getByRole('list', { name: /^The first \d+ tools found$/ })
        .getByRole('listitem')
        .first(),
    ).toContainText('read_spreadsheet');
    await page.keyboard.press('ArrowRight');
    await expect(presenterStep(page)).toHaveText(`2 / ${STEPS}`);
    await page.keyboard.press('Escape');
    await expect(presenterPanel(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'open in toollens ↗' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: /^Query/ })).toHaveValue('merge pdf');
    await expect(hitNames(page)).toHaveText(before, { timeout: 20_000 });
    await expect(page.getByRole('link', { name: 'open in toollens ↗' })).toHaveAttribute(
      'href',
      /#q=merge\+pdf$/,
    );
    expect(page.url()).toBe(url);

    await page.goto('/?embed=1&panel=timeline');
    await page.getByRole('button', { name: '▶ Present' }).click();
    await expect(presenterStep(page)).toHaveText(`1 / ${STEPS}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.keyboard.press('ArrowRight');
    await expect(
      page
        .getByRole('figure', { name: 'Working set', exact: true })
        .getByRole('listitem')
        .filter({ has: page.getByRole('button', { name: 't1', exact: true }) }),
    ).toHaveAttribute('aria-current', 'step', { timeout: 20_000 });
    await page.screenshot({ path: 'e2e/screenshots/presenter-embed-phone-2.png' });
    // Leave: the embed's Timeline again.
    await presenterPanel(page).getByRole('button', { name: 'Leave' }).click();
    await expect(presenterPanel(page)).toHaveCount(0);
    await expect(page).toHaveURL(/panel=timeline/);
    await expect(page).not.toHaveURL(/demo=|presenter=/);
  });
});

test('the palette opens the presenter view', async () => {
  const page = shared();
  await page.setViewportSize({ width: 1440, height: 900 });
  await leaveView(page);
  await openDemo(page);
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await palette.getByRole('combobox').fill('present');
  await page.keyboard.press('Enter');
  await expect(presenterPanel(page)).toBeVisible();
  await expect(presenterStep(page)).toHaveText(`1 / ${STEPS}`);
});
