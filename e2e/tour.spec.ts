import { expect, test } from '@playwright/test';
import { expectNoViolation } from './axeViolations';
import { shot } from './helpers';
import { scrollAtRest } from './scrollAtRest';
import { leaveView, sharedPage } from './sharedPage';
import {
  checkClaims,
  demoStep,
  expectOnScreen,
  SIZES,
  STEPS,
  savingsCard,
  savingsFigure,
  wholeWord,
} from './tourClaims';

/**
 * The tour for stakeholders: on every step, at a laptop's and a phone's size, the caption is on
 * screen and not covered, and every number or name it states matches the figure it points to
 * (the caption marks each claim with that figure's selector; the test reads both); and the
 * savings card agrees with the cost chart. The presenter view is tourPresenter.spec.ts's.
 *
 * The tests share one loaded page (sharedPage.ts), each setting its size and opening its view
 * afresh.
 */

const shared = sharedPage();

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
      await scrollAtRest(page);
      await expectOnScreen(page, bar, caption);
      await page.screenshot({ path: `e2e/screenshots/tour-${size.name}-${n}.png` });
      await page.mouse.wheel(0, 2000);
      await scrollAtRest(page);
      await expectOnScreen(page, bar, caption);
      if (n === STEPS) await expectNoViolation(page);
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
