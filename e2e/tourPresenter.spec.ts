import { expect, test } from '@playwright/test';
import { expectNoViolation } from './axeViolations';
import { hitNames, openDemo } from './helpers';
import { leaveView, sharedPage } from './sharedPage';
import {
  checkClaims,
  demoStep,
  expectOnScreen,
  presenterCaption,
  presenterPanel,
  presenterStep,
  SIZES,
  STEPS,
  savingsCard,
} from './tourClaims';

/**
 * The tour's presenter view: the arrows step it, its figures bear out the captions, D shows the
 * full panel, Esc leaves, and it works inside an embed (tour.spec.ts walks the tour itself).
 *
 * The tests share one loaded page (sharedPage.ts), each setting its size and opening its view
 * afresh; the embed's, whose address is another page, has its own.
 */

const shared = sharedPage();

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
      await expectNoViolation(page);
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
      await expectNoViolation(page);
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
