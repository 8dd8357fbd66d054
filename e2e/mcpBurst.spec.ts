import { expect, type Page, test } from '@playwright/test';
import { generatedTools, type LiveServer, startLiveServer } from '../src/test/mcp/liveServer';
import type { ToollensHooks } from '../src/ui/app/testHooks';
import { profileMainThread } from './burstProfile';
import { hitNames, searchFor, shot } from './helpers';

/**
 * A live connection under load (the hostile live server on loopback): a burst of list_changed
 * on a 9,000-tool list keeps the page's heap bounded and the page answering, and a worker crash
 * after 100 changes of that list is recovered from the current state (replaying the changes
 * one by one took longer than the restart's deadline). `MCP_BURST_FIGURES=1` prints
 * the heap, click and list figures (`npm run bench:live`).
 */

const SOURCE = 'mcp:toollens-live@1.0.0';
/** The heap may grow this much over the burst (a 9,000-tool list is 2.8 MB of catalog text). */
const HEAP_BOUND_MB = 64;
/** The notifications of the burst. */
const BURST = 1000;
let server: LiveServer;

test.use({ viewport: { width: 1440, height: 900 } });
test.afterEach(async () => {
  await server?.close();
});

const connectTo = async (page: Page, tools: number) => {
  await page.goto('/');
  await expect(page.getByRole('status', { name: 'Catalog' })).toContainText(
    'demo · toollens · 169 tools',
  );
  await page.getByRole('button', { name: 'Connect to server…' }).click();
  await page.getByRole('textbox', { name: 'Server URL' }).fill(server.url);
  await page
    .getByRole('dialog', { name: 'Connect to an MCP server' })
    .getByRole('button', { name: 'Connect', exact: true })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: 'connected to toollens-live' }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('status', { name: 'Catalog' })).toContainText(
    `${SOURCE} · mcp · ${tools.toLocaleString('en-US')} tools`,
    { timeout: 30_000 },
  );
};

/** The page's JavaScript heap after a full collection, in MB (Chromium's DevTools protocol). */
const heapMb = async (page: Page): Promise<number> => {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return usedSize / 2 ** 20;
  } finally {
    await cdp.detach();
  }
};

/**
 * The heap every 5 s (no collection forced), printed as it goes with MCP_BURST_FIGURES: a page
 * that grows without bound shows it before it stops answering.
 */
const sampleHeap = (page: Page) => {
  const mbs: number[] = [];
  const cdp = page.context().newCDPSession(page);
  const timer = setInterval(async () => {
    const used = await (await cdp).send('Runtime.getHeapUsage').catch(() => undefined);
    if (!used) return;
    mbs.push(used.usedSize / 2 ** 20);
    if (process.env.MCP_BURST_FIGURES)
      console.log(`heap at ${mbs.length * 5} s: ${mbs.at(-1)?.toFixed(0)} MB`);
  }, 5_000);
  return {
    stop: async () => {
      clearInterval(timer);
      await (await cdp).detach();
      return mbs;
    },
  };
};

/** The first hit of a search for `query` (the version a description ends in). */
const firstHit = (page: Page) =>
  page
    .getByRole('table', { name: /hits?, ranked by/ })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .first();

/**
 * A click must be answered within this: a page whose clicks wait behind the burst's re-indexes
 * fails, a loaded machine does not. How fast it answers is a benchmark (CLICK_TARGET_MS).
 */
const ANSWERED_MS = 10_000;
/** `npm run bench:live` checks every click during the burst against this. */
const CLICK_TARGET_MS = 1_000;

/** How long a click on the `n`th hit takes to show its lens (the page and the engine answer), in ms. */
const clickToLens = async (page: Page, n: number): Promise<number> => {
  const hit = hitNames(page).nth(n);
  const name = (await hit.textContent()) ?? '';
  const started = Date.now();
  await hit.click();
  // Checked on every frame: expect()'s polling steps (100, 250, 500, 1000 ms) would round a
  // lens shown at 360 ms up to 850 ms.
  await page.waitForFunction(
    (title) =>
      document.querySelector('[data-testid="lens"]')?.textContent?.includes(title) === true,
    `Lens: ${name}`,
    { polling: 'raf', timeout: ANSWERED_MS },
  );
  return Date.now() - started;
};

test('a burst of 1,000 list_changed on 9,000 tools keeps the heap bounded and the page answering', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const tools = generatedTools(9000, 'catalog');
  server = await startLiveServer({ tools });
  await connectTo(page, 9000);
  await searchFor(page, 'archive invoice');
  await expect(hitNames(page).nth(1)).toBeVisible();
  // The same clicks with no burst, for comparison.
  const idle = [await clickToLens(page, 0), await clickToLens(page, 1)];
  const before = await heapMb(page);
  // A forced collection drops compiled code too: the first click after it is slow for that.
  idle.push(await clickToLens(page, 0), await clickToLens(page, 1));

  // 25 notifications a second, each a new description of the first tool. Meanwhile a user
  // clicks hits: each click shows that hit's lens, asked of the engine.
  const burst = server.burst(BURST, { everyMs: 40 });
  const samples = sampleHeap(page);
  const profiled = process.env.MCP_BURST_PROFILE ? await profileMainThread(page) : undefined;
  const clicks: number[] = [];
  for (let i = 0; i < 8; i += 1) clicks.push(await clickToLens(page, i % 2));
  await burst;
  await profiled?.();
  const during = await samples.stop();
  // The last version arrives, and the notice says what the last list changed.
  await page.getByRole('searchbox', { name: /^Query/ }).fill('');
  await searchFor(page, 'version 1000');
  await expect(firstHit(page)).toContainText('version 1000', { timeout: 60_000 });
  await expect(page.getByRole('status').filter({ hasText: '1 description changed' })).toBeVisible();
  const after = await heapMb(page);
  // Notifications that arrive while a list is on its way are taken in by the next list: far
  // fewer lists than notifications (55 of 1,000 measured; one each is the defect). How many
  // the last list took in depends on timing, so the notice's count is not asserted here
  // (liveChange.test.ts words it).
  const lists = server.listRequests();
  expect(lists).toBeLessThan(BURST / 2);
  if (process.env.MCP_BURST_FIGURES) {
    const slowest = Math.max(...clicks);
    console.log(
      `target: every click during the burst under ${CLICK_TARGET_MS} ms: ${slowest < CLICK_TARGET_MS ? 'PASS' : 'FAIL'} (slowest ${slowest} ms)`,
    );
    console.log(
      `burst: heap ${before.toFixed(1)} MB before, ${after.toFixed(1)} MB after 1,000 list_changed of 9,000 tools; ${lists} tools/list; heap every 5 s during it ${during.map((mb) => mb.toFixed(0)).join(', ')} MB; clicks ${clicks.join(', ')} ms during the burst, ${idle.join(', ')} ms without`,
    );
  }
  expect(after).toBeLessThan(before + HEAP_BOUND_MB);
  await page.screenshot(shot('mcp-live-burst.png'));
});

const CRASH_TOOLS = 9000;
const CRASH_CHANGES = 100;

test('a worker crash after many live changes is recovered from the current state', async ({
  page,
}) => {
  test.setTimeout(240_000);
  server = await startLiveServer({ tools: generatedTools(CRASH_TOOLS, 'catalog') });
  await connectTo(page, CRASH_TOOLS);
  // One change at a time, each listed before the next.
  const started = Date.now();
  await server.stepwise(CRASH_CHANGES, { timeoutMs: 10_000 });
  const last = `version ${CRASH_CHANGES}`;
  await searchFor(page, last);
  await expect(firstHit(page)).toContainText(last, { timeout: 30_000 });
  const applied = Date.now() - started;

  const crashed = Date.now();
  await page.evaluate(() => (window.__toollens as ToollensHooks).crashWorker());
  await expect(
    page.getByRole('status').filter({ hasText: /^The search engine stopped/ }),
  ).toHaveText(/The search engine stopped and was restarted/, { timeout: 20_000 });
  if (process.env.MCP_BURST_FIGURES) {
    console.log(
      `crash: ${CRASH_CHANGES} changes of ${CRASH_TOOLS.toLocaleString('en-US')} tools applied in ${applied} ms; recovered ${Date.now() - crashed} ms after the crash`,
    );
  }
  // The restarted engine has the current list, not the one first loaded (the query re-ran on
  // it), and answers a click on a hit with its lens.
  await expect(firstHit(page)).toContainText(last);
  await clickToLens(page, 0);
  await expect(page.getByRole('status', { name: 'Catalog' })).toContainText(
    `${SOURCE} · mcp · ${CRASH_TOOLS.toLocaleString('en-US')} tools`,
  );
  await page.screenshot(shot('mcp-live-restart.png'));
});
