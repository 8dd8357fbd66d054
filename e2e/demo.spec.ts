import { expect, type Page, test } from '@playwright/test';
import { hitNames, shot } from './helpers';

/** The guided demo: a link opens a step, the keyboard walks it, every step is a URL. */

const bar = (page: Page) => page.getByRole('complementary', { name: 'Guided demo' });
/** The bar's "3 / 9". */
const stepLine = (page: Page) => bar(page).getByText(/^\d+ \/ \d+$/);
const title = (page: Page) => bar(page).getByRole('heading');
/** The timeline's "t3 of 5", a live status line. */
const turnLabel = (page: Page) => page.getByRole('status').filter({ hasText: /^t\d+ of \d+/ });

const STEPS = [
  { title: 'Find, don’t load', panel: 'Search', turn: 0 },
  { title: 'Holding costs a slot', panel: 'Timeline', turn: 1 },
  { title: 'A direct call keeps a tool warm', panel: 'Timeline', turn: 3 },
  { title: 'The set is full: least recently used out', panel: 'Timeline', turn: 4 },
  { title: 'Descriptions are live data', panel: 'Timeline', turn: 4 },
  { title: 'Same set, same bytes: the cache hits', panel: 'Prompt', turn: 3 },
  { title: 'Why the discipline exists', panel: 'Prompt', turn: 3 },
  { title: 'What toollens saves per turn', panel: 'Prompt', turn: 5 },
  { title: 'The design against what it could be', panel: 'Prompt', turn: 5 },
];

test('the guided demo walks from start to end by keyboard, one URL per step', async ({ page }) => {
  await page.goto('/#demo=1');
  const demo = bar(page);
  for (const [index, step] of STEPS.entries()) {
    const n = index + 1;
    await expect(stepLine(page)).toHaveText(`${n} / ${STEPS.length}`);
    await expect(title(page)).toHaveText(step.title);
    await expect(page).toHaveURL(new RegExp(`demo=${n}(&|$)`));
    await expect(page.getByRole('tab', { name: step.panel })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // The step's panel has drawn (the first replay loads the tokenizer)…
    if (step.turn > 0) {
      await expect(turnLabel(page)).toContainText(`t${step.turn} of 5`, {
        timeout: 20_000,
      });
    }
    if (step.panel === 'Timeline')
      await expect(page.getByRole('region', { name: /^t\d+ · / })).toBeVisible();
    if (step.panel === 'Prompt')
      await expect(page.getByRole('region', { name: 'Cache-stable prefix' })).toBeVisible();
    // …and what its caption talks about is on screen.
    if (n === 1) await expect(hitNames(page).first()).toHaveText('read_spreadsheet');
    if (n === 4) {
      // The current turn's row of the working-set figure: its slots, the evicted one first.
      const current = page.getByRole('listitem').filter({
        has: page.getByRole('list', { name: `Working set at t${step.turn}`, exact: true }),
      });
      await expect(current).toHaveAttribute('aria-current', 'step');
      await expect(current.getByRole('listitem').filter({ hasText: /^−/ })).toHaveText(
        '− query_json',
      );
    }
    // The menu's hits are chips in an unnamed list beside the search: the test id finds them all.
    if (n === 5) await expect(page.getByTestId('menu-hit')).toHaveText(['run_python ⟳ new text']);
    const share = page.getByRole('region', { name: 'Cache-stable prefix' }).getByText(/^\d+%$/);
    if (n === 6) await expect(share).toHaveText('100%');
    if (n === 7) await expect(share).not.toHaveText('100%');
    if (n === 8)
      await expect(
        page.getByRole('region', { name: /fewer tool tokens a turn than declaring every tool/ }),
      ).toBeVisible();
    // The finale's figure, drawn in the bar: three orders, the design's marked.
    if (n === 9) {
      const orders = bar(page)
        .getByRole('table', { name: /^Cached share of/ })
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader') });
      await expect(orders).toHaveCount(3);
      const design = orders.filter({ hasText: '◆' });
      await expect(design).toHaveAttribute('aria-current', 'true');
      await expect(design).toHaveAttribute('data-order', 'sorted');
    }
    await expect(demo).toBeVisible();
    await page.screenshot(shot(`demo-${n}.png`));
    await page.keyboard.press(n % 2 === 0 ? 'n' : 'ArrowRight');
  }
  // → on the last step finishes: the demo bar goes, the view stays.
  await expect(demo).toHaveCount(0);
  await expect(page).not.toHaveURL(/demo=/);
  await expect(page.getByRole('tab', { name: 'Prompt' })).toHaveAttribute('aria-selected', 'true');

  // Back returns into the demo, at its last step.
  await page.goBack();
  await expect(stepLine(page)).toHaveText(`${STEPS.length} / ${STEPS.length}`);
});

test('a link to one step opens that step; ← goes back and Esc leaves', async ({ page }) => {
  await page.goto('/#demo=3');
  await expect(title(page)).toHaveText(STEPS[2]?.title ?? '');
  await expect(turnLabel(page)).toContainText('t3 of 5');
  await expect(page).toHaveURL(/panel=timeline.*turn=3.*demo=3/);
  await page.keyboard.press('ArrowLeft');
  await expect(title(page)).toHaveText(STEPS[1]?.title ?? '');
  await page.keyboard.press('p');
  await expect(title(page)).toHaveText(STEPS[0]?.title ?? '');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('complementary', { name: 'Guided demo' })).toHaveCount(0);
  await expect(page).not.toHaveURL(/demo=/);
});

test('the timeline starts the demo, and the palette can too', async ({ page }) => {
  await page.goto('/#panel=timeline');
  await page.getByRole('button', { name: '▶ Guided demo' }).click();
  await expect(stepLine(page)).toHaveText(`1 / ${STEPS.length}`);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+k');
  await page.keyboard.type('guided demo');
  await page.keyboard.press('Enter');
  await expect(stepLine(page)).toHaveText(`1 / ${STEPS.length}`);
});
