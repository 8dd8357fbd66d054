import { expect, type Locator, type Page, test } from '@playwright/test';
import { openDemoEvaluation } from './authoringHelpers';
import { hitNames, openDemo, saved } from './helpers';
import { findability } from './targetsSteps';

/**
 * Fix proposals where an author already looks, on the built app and the demo catalog under
 * Codex: the findability card's fix for a form of the tool's name Codex misses, applied as an
 * ordinary edit that a reload (the workspace) and a share link keep; and "Propose a fix" on a
 * query Codex misses in Evaluate's grid. Screenshots go to FIX_SURFACES_SHOTS when it is set:
 * the card with its fixes, a query's fixes, and the Fixes view's "Apply all safe fixes" before
 * and after.
 */

const SHOTS = process.env.FIX_SURFACES_SHOTS;
const TOOL = 'get_work_item_history';
const APPLY_WORDS = 'Apply the fix for name as words under Codex';

test.use({ viewport: { width: 1440, height: 900 } });
// Proposing runs every miss under Codex and toollens in the worker: seconds on a loaded machine.
test.setTimeout(180_000);

/** A full-page shot at 1440 × 900 and at a phone's 390 × 844, with what the phone's screen shows. */
const shots = async (page: Page, name: string, focus?: Locator) => {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}-1440.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  if (focus) {
    await focus.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${name}-390-screen.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
};

/** The card's cell for the tool's name as words under Codex (the only target chosen). */
const wordsCell = (page: Page) =>
  findability(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /name as words/ }) })
    .getByRole('button');

test('the findability card applies a fix for a name form Codex misses, kept by a reload and a share link', async ({
  page,
  browser,
}) => {
  await openDemo(page, '#q=work%20item%20history&targets=codex');
  // Picked in the results, as an author picks a tool.
  await hitNames(page).filter({ hasText: TOOL }).click();
  const card = findability(page);
  await expect(card).toContainText(`Findability of ${TOOL}`);
  await expect(wordsCell(page)).toHaveText('not returned', { timeout: 60_000 });
  const fixes = card.getByRole('list', { name: 'Fixes for its name' });
  await expect(fixes.getByRole('button', { name: APPLY_WORDS })).toBeVisible({ timeout: 60_000 });
  // The change and what it wins under Codex, its rank before and after.
  await expect(fixes.getByText(/wins “get work item history”: Codex rank \S+ → \d+/)).toBeVisible();
  await shots(page, 'card-fixes', card);

  await fixes.getByRole('button', { name: APPLY_WORDS }).click();
  // An ordinary edit: the card is asked again on the edited catalog, and Codex now returns it.
  await expect(wordsCell(page)).toHaveText(/^\d+=?$/, { timeout: 60_000 });
  const rank = (await wordsCell(page).textContent()) ?? '';
  await expect(fixes.getByRole('button', { name: APPLY_WORDS })).toHaveCount(0);
  // Still in Search: the fix was applied where the author was.
  await expect(page.getByRole('searchbox', { name: /^Query/ })).toBeVisible();

  // The workspace keeps the edit across a reload.
  await saved(page);
  await page.reload();
  await expect(wordsCell(page)).toHaveText(rank, { timeout: 60_000 });

  // A share link carries it to a fresh browser.
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const link = page.getByRole('textbox', { name: /^Share link/ });
  await expect(link).toHaveValue(/#share=[A-Za-z0-9_-]+$/);
  const url = await link.inputValue();
  const fresh = await (
    await browser.newContext({ viewport: { width: 1440, height: 900 } })
  ).newPage();
  await fresh.goto(url);
  await expect(findability(fresh)).toContainText(`Findability of ${TOOL}`, { timeout: 60_000 });
  await expect(wordsCell(fresh)).toHaveText(rank, { timeout: 60_000 });
  await fresh.getByRole('tab', { name: /Evaluate/ }).click();
  await expect(fresh.getByRole('region', { name: 'Edits' })).toContainText(TOOL);
});

test('a query Codex misses in Evaluate offers its fix, applied as an ordinary edit', async ({
  page,
}) => {
  await openDemoEvaluation(page, '#panel=evaluate&targets=codex');
  const grid = page.getByRole('table', {
    name: /^Each query's best expected rank under each ranker/,
  });
  const offers = grid.getByRole('button', { name: 'Propose a fix' });
  await expect(offers.first()).toBeVisible({ timeout: 60_000 });
  const count = await offers.count();
  // The most missed queries first: find one the Fixes view has a proposal for.
  let found: { query: string; apply: Locator } | undefined;
  for (let at = 0; at < count && !found; at++) {
    await offers.nth(at).click();
    const fixes = page.getByRole('region', { name: /^Fixes for “/ });
    await expect(fixes.getByText(/^(Proposing fixes|Updating the fixes)/)).toHaveCount(0, {
      timeout: 60_000,
    });
    const apply = fixes.getByRole('button', { name: /^Apply the fix to / });
    if ((await apply.count()) > 0) {
      const name = (await fixes.getAttribute('aria-label')) ?? '';
      found = { query: name.replace(/^Fixes for “|”$/g, ''), apply: apply.first() };
    }
  }
  if (!found) throw new Error('the demo set has a query Codex misses that a fix brings in');
  await shots(page, 'query-fix', page.getByRole('region', { name: /^Fixes for “/ }));
  const label = (await found.apply.getAttribute('aria-label')) ?? '';
  const tool = /^Apply the fix to (\S+) for/.exec(label)?.[1] ?? '';
  await found.apply.click();
  await expect(page.getByRole('region', { name: 'Edits' })).toContainText(tool, {
    timeout: 60_000,
  });
  // Re-evaluated on the edited catalog, Codex no longer misses the query.
  const row = grid.getByRole('row').filter({
    has: page.getByRole('rowheader', { name: found.query, exact: true }),
  });
  // Its cells: toollens's, then Codex's, then the fix's.
  await expect(row.getByRole('cell').nth(1)).not.toContainText('missed', { timeout: 60_000 });
});

test('the Fixes view applies all safe fixes after showing the held-out result', async ({
  page,
}) => {
  await openDemoEvaluation(page, '#panel=evaluate&targets=codex');
  await page
    .getByRole('group', { name: 'Evaluate views' })
    .getByRole('button', { name: 'Fixes' })
    .click();
  await expect(page.getByRole('list', { name: 'Proposals' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: /^Apply all safe fixes/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Apply all safe fixes' });
  await expect(confirm.getByRole('region', { name: 'Held-out result' })).toBeVisible();
  await shots(page, 'fixes-confirm', confirm);
  const button = confirm.getByRole('button', { name: /^Apply \d+ edits?$/ });
  const edits = Number(/(\d+)/.exec((await button.textContent()) ?? '')?.[1]);
  await button.click();
  const log = page.getByRole('region', { name: 'Edits' });
  await expect(log.getByRole('listitem')).toHaveCount(edits, { timeout: 60_000 });
  // The proposals are made again on the edited catalog before the shot.
  await expect(
    page.getByRole('list', { name: 'Proposals' }).or(page.getByText(/^No proposal/)),
  ).toBeVisible({
    timeout: 60_000,
  });
  await shots(page, 'fixes-applied', log);
});
