import { expect, type Page, test } from '@playwright/test';
import {
  manyDroppedRoots,
  savedLongMessage,
  savedLongTranscript,
} from '../../src/test/hostileLogs';
import { clickTabTime, openDemo, putSaved, putSavedView, revisit, shareHash } from '../helpers';

/**
 * Time to first interactive on hostile saved input (`BENCH_SAVED=1 npx playwright test
 * e2e/perf/savedInput.spec.ts`, after `vite build`; skipped in the ordinary e2e run): from the
 * navigation to the catalog's summary, then to a panel tab's click shown (the page's own clock
 * for the click, as `clickTabTime` reads it). Each case prints one line.
 */

test.skip(!process.env.BENCH_SAVED, 'a measurement: BENCH_SAVED=1');

const DEMO_KEY = 'demo|toollens|169';

const interactive = async (page: Page, path: string, tab: RegExp) => {
  const started = Date.now();
  await revisit(page, path);
  await expect(page.getByRole('status', { name: 'Catalog' })).toContainText('tools', {
    timeout: 600_000,
  });
  const summary = Date.now() - started;
  const click = await clickTabTime(page, tab);
  return `summary ${summary} ms, then a click shown in ${Math.round(click)} ms; interactive at ${Date.now() - started} ms`;
};

test('200,000 dropped roots in a link, and the visit after', async ({ page }) => {
  test.setTimeout(1_200_000);
  await openDemo(page);
  const hash = await shareHash(page, {
    v: 1,
    view: '#panel=search',
    settings: { key: DEMO_KEY, settings: manyDroppedRoots(200_000) },
  });
  console.log(
    `link (${hash.length} characters), first visit: ${await interactive(page, `/${hash}`, /Catalog/)}`,
  );
  // Time for the view and whatever the link saved to be written.
  await page.waitForTimeout(2_000);
  console.log(`link, the next visit: ${await interactive(page, '/', /Search/)}`);
});

test('a saved 100,000-turn transcript on the Timeline', async ({ page }) => {
  test.setTimeout(1_200_000);
  await openDemo(page);
  await putSaved(page, 'transcripts/log100k', savedLongTranscript, 'log100k', 100_000);
  await putSavedView(page, '#panel=timeline&scenario=log100k');
  console.log(`saved 100,000-turn transcript: ${await interactive(page, '/', /Search/)}`);
  // Back on the Timeline, what does the engine do for a minute?
  await page.getByRole('tab', { name: /Timeline/ }).click();
  await page.waitForTimeout(60_000);
  // Any engine banner, whatever it says: only the test id names them all.
  const banner = await page.getByTestId('status-banner').allTextContents();
  console.log(`after a minute on the Timeline: ${banner.join(' ') || 'no engine banner'}`);
});

test('a saved transcript with a 48 MB message on the Timeline', async ({ page }) => {
  test.setTimeout(1_200_000);
  await openDemo(page);
  await putSaved(page, 'transcripts/long-message', savedLongMessage, 'long-message', 48e6);
  await putSavedView(page, '#panel=timeline&scenario=long-message');
  console.log(`saved 48 MB message: ${await interactive(page, '/', /Search/)}`);
  await page.waitForTimeout(2_000);
  console.log(
    `the Timeline shown again: a click shown in ${Math.round(await clickTabTime(page, /Timeline/))} ms`,
  );
});
