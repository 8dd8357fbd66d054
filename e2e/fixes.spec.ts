import { expect, type Locator, type Page, test } from '@playwright/test';
import { openDemoEvaluation } from './authoringHelpers';

/**
 * Evaluate's Fixes view on the built app: the demo catalog and its query set under Codex, where
 * some tools are missed. A proposal applied with one click is an ordinary edit (the edit log
 * lists it, Undo takes it back) and its query's rank under Codex comes into the top k. Screenshots
 * go to FIXES_SHOTS when it is set.
 */

const SHOTS = process.env.FIXES_SHOTS;

/** Full-page shots at both sizes, and what the phone's screen shows from `focus` down. */
const screenshots = async (page: Page, name: string, focus?: Locator) => {
  if (!SHOTS) return;
  const at = focus ?? page.getByRole('region', { name: 'Held-out result' }).last();
  await page.screenshot({ path: `${SHOTS}/${name}-1440.png`, fullPage: true });
  await at.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/${name}-1440-screen.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await at.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/${name}-390-screen.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
};

const openFixes = async (page: Page) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openDemoEvaluation(page, '#panel=evaluate&targets=codex');
  await page.getByRole('button', { name: 'Fixes', exact: true }).click();
  // Proposing and holding out runs every miss under Codex and toollens: seconds.
  await expect(page.getByRole('list', { name: 'Proposals' })).toBeVisible({ timeout: 60_000 });
};

test.describe('the Fixes view', () => {
  test.setTimeout(180_000);

  test('shows the held-out result first and applies one fix as an ordinary edit', async ({
    page,
  }) => {
    await openFixes(page);
    const heldOut = page.getByRole('region', { name: 'Held-out result' });
    await expect(heldOut.getByRole('rowheader', { name: 'Codex' })).toBeVisible();
    await screenshots(page, 'fixes-view');

    // Where a proposal goes in code: folded until asked; its long lines scroll inside the box.
    const where = page.getByText('Where it goes in code').first();
    await where.click();
    const snippet = page.getByRole('region', { name: /^TypeScript registration of / }).first();
    await expect(snippet).toContainText('server.registerTool(');
    await page.setViewportSize({ width: 390, height: 844 });
    const widths = () =>
      page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    const [page390, screen390] = await widths();
    expect(page390, 'the page does not scroll sideways').toBeLessThanOrEqual(screen390 as number);
    await page.setViewportSize({ width: 1440, height: 900 });
    await screenshots(page, 'fixes-snippet', snippet);
    await where.click();

    const apply = page.getByRole('button', { name: /^Apply the fix to / }).first();
    const label = (await apply.getAttribute('aria-label')) ?? '';
    const tool = label.replace('Apply the fix to ', '');
    const wins = page.getByRole('list', { name: `Queries the fix to ${tool} wins` });
    const win = (await wins.getByRole('listitem').first().textContent()) ?? '';
    const found = /^“(.+)”: Codex rank (\S+) → (\d+)$/.exec(win.trim());
    expect(found, `a win under Codex: ${win}`).not.toBeNull();
    const [, query, before, after] = found as RegExpExecArray;
    expect(before === 'none' || Number(before) > Number(after)).toBe(true);

    await apply.click();
    const log = page.getByRole('region', { name: 'Edits' });
    await expect(log).toContainText(tool);
    // The proposals are made again on the edited catalog: that query is no longer a miss for it.
    await expect(page.getByRole('list', { name: 'Proposals' })).toBeVisible({ timeout: 60_000 });
    await expect(
      page.getByRole('list', { name: `Queries the fix to ${tool} wins` }).getByText(`“${query}”`),
    ).toHaveCount(0, { timeout: 60_000 });

    // Undone, the tool misses the query again and the fix is proposed again.
    await log.getByRole('button', { name: /Undo/ }).click();
    await expect(
      page
        .getByRole('list', { name: `Queries the fix to ${tool} wins` })
        .getByText(`“${query}”`)
        .first(),
    ).toBeVisible({ timeout: 60_000 });
  });

  test('applies all safe fixes after showing the held-out result', async ({ page }) => {
    await openFixes(page);
    await page.getByRole('button', { name: /^Apply all safe fixes/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Apply all safe fixes' });
    await expect(confirm.getByRole('region', { name: 'Held-out result' })).toBeVisible();
    await screenshots(page, 'fixes-apply-all');
    const button = confirm.getByRole('button', { name: /^Apply \d+ edits?$/ });
    const edits = Number(/(\d+)/.exec((await button.textContent()) ?? '')?.[1]);
    await button.click();
    await expect(page.getByRole('region', { name: 'Edits' }).getByRole('listitem')).toHaveCount(
      edits,
      { timeout: 60_000 },
    );
  });
});
