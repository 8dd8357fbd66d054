import { expect, test } from '@playwright/test';
import { shot } from './helpers';

/** The guided demo: a link opens a step, the keyboard walks it, every step is a URL. */

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
  const demo = page.getByTestId('demo');
  for (const [index, step] of STEPS.entries()) {
    const n = index + 1;
    await expect(page.getByTestId('demo-step')).toHaveText(`${n} / ${STEPS.length}`);
    await expect(page.getByTestId('demo-title')).toHaveText(step.title);
    await expect(page).toHaveURL(new RegExp(`demo=${n}(&|$)`));
    await expect(page.getByRole('tab', { name: step.panel })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // The step's panel has drawn (the first replay loads the tokenizer)…
    if (step.turn > 0) {
      await expect(page.getByTestId('turn-label')).toContainText(`t${step.turn} of 5`, {
        timeout: 20_000,
      });
    }
    if (step.panel === 'Timeline') await expect(page.getByTestId('turn-detail')).toBeVisible();
    if (step.panel === 'Prompt') await expect(page.getByTestId('prefix-summary')).toBeVisible();
    // …and what its caption talks about is on screen.
    if (n === 1) await expect(page.getByTestId('hit-name').first()).toHaveText('read_spreadsheet');
    if (n === 4) {
      await expect(
        page.locator('[data-testid="ws-row"][aria-current="step"] [data-state="evicted"]'),
      ).toHaveText('− query_json');
    }
    if (n === 5) await expect(page.getByTestId('menu-hit')).toHaveText(['run_python ⟳ new text']);
    if (n === 6) await expect(page.getByTestId('prefix-share')).toHaveText('100%');
    if (n === 7) await expect(page.getByTestId('prefix-share')).not.toHaveText('100%');
    if (n === 8) await expect(page.getByTestId('savings-card')).toBeVisible();
    // The finale's figure, drawn in the bar: three orders, the design's marked.
    if (n === 9) {
      await expect(page.getByTestId('tour-order')).toHaveCount(3);
      await expect(page.locator('[data-testid="tour-order"][aria-current="true"]')).toHaveAttribute(
        'data-order',
        'sorted',
      );
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
  await expect(page.getByTestId('demo-step')).toHaveText(`${STEPS.length} / ${STEPS.length}`);
});

test('a link to one step opens that step; ← goes back and Esc leaves', async ({ page }) => {
  await page.goto('/#demo=3');
  await expect(page.getByTestId('demo-title')).toHaveText(STEPS[2]?.title ?? '');
  await expect(page.getByTestId('turn-label')).toContainText('t3 of 5');
  await expect(page).toHaveURL(/panel=timeline.*turn=3.*demo=3/);
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('demo-title')).toHaveText(STEPS[1]?.title ?? '');
  await page.keyboard.press('p');
  await expect(page.getByTestId('demo-title')).toHaveText(STEPS[0]?.title ?? '');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('demo')).toHaveCount(0);
  await expect(page).not.toHaveURL(/demo=/);
});

test('the timeline starts the demo, and the palette can too', async ({ page }) => {
  await page.goto('/#panel=timeline');
  await page.getByTestId('start-demo').click();
  await expect(page.getByTestId('demo-step')).toHaveText(`1 / ${STEPS.length}`);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+k');
  await page.keyboard.type('guided demo');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('demo-step')).toHaveText(`1 / ${STEPS.length}`);
});
