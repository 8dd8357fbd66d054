import { expect, type Page, test } from '@playwright/test';
import { generatedTools, type LiveServer, startLiveServer } from '../../src/test/mcp/liveServer';
import { profileMainThread } from '../burstProfile';
import { hitNames, searchFor } from '../helpers';
import { changeOneByOne, clickToLens, connectTo, crashAndRestart, firstHit } from '../liveBurst';

/**
 * A live connection under load, at full size (`npm run bench:live`, also in `npm run bench:ui`;
 * skipped otherwise): a burst of 1,000 list_changed on a 9,000-tool list, with the page's heap
 * (bound: HEAP_BOUND_MB of growth, asserted) and every click's time to its lens (target:
 * CLICK_TARGET_MS, printed); and a worker crash after 100 changes of that list, recovered within
 * 20 s (asserted; replaying the changes one by one took longer than the restart's deadline).
 * `MCP_BURST_PROFILE=1` adds the page thread's profile (burstProfile.ts). The behaviour on a
 * small list is mcpBurst.spec.ts's.
 */

test.skip(!process.env.BENCH_UI, 'a benchmark: run it with npm run bench:live or bench:ui');

const TOOLS = 9000;
/** The heap may grow this much over the burst (a 9,000-tool list is 2.8 MB of catalog text). */
const HEAP_BOUND_MB = 64;
/** The notifications of the burst. */
const BURST = 1000;
/** Every click during the burst should show its lens within this (printed, not asserted). */
const CLICK_TARGET_MS = 1_000;
let server: LiveServer;

test.use({ viewport: { width: 1440, height: 900 } });
test.afterEach(async () => {
  await server?.close();
});

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
 * The heap every 5 s (no collection forced), printed as it goes: a page that grows without
 * bound shows it before it stops answering.
 */
const sampleHeap = (page: Page) => {
  const mbs: number[] = [];
  const cdp = page.context().newCDPSession(page);
  const timer = setInterval(async () => {
    const used = await (await cdp).send('Runtime.getHeapUsage').catch(() => undefined);
    if (!used) return;
    mbs.push(used.usedSize / 2 ** 20);
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

test('the heap and the clicks during 1,000 list_changed on 9,000 tools', async ({ page }) => {
  test.setTimeout(240_000);
  server = await startLiveServer({ tools: generatedTools(TOOLS, 'catalog') });
  await connectTo(page, server.url, TOOLS);
  await searchFor(page, 'archive invoice');
  await expect(hitNames(page).nth(1)).toBeVisible();
  // The same clicks with no burst, for comparison.
  const idle = [await clickToLens(page, 0), await clickToLens(page, 1)];
  const before = await heapMb(page);
  // A forced collection drops compiled code too: the first click after it is slow for that.
  idle.push(await clickToLens(page, 0), await clickToLens(page, 1));

  // 25 notifications a second, each a new description of the first tool, and a user clicking.
  const burst = server.burst(BURST, { everyMs: 40 });
  const samples = sampleHeap(page);
  const profiled = process.env.MCP_BURST_PROFILE ? await profileMainThread(page) : undefined;
  const clicks: number[] = [];
  for (let i = 0; i < 8; i += 1) clicks.push(await clickToLens(page, i % 2));
  await burst;
  await profiled?.();
  const during = await samples.stop();
  await page.getByRole('searchbox', { name: /^Query/ }).fill('');
  await searchFor(page, `version ${BURST}`);
  await expect(firstHit(page)).toContainText(`version ${BURST}`, { timeout: 60_000 });
  const after = await heapMb(page);
  const lists = server.listRequests();
  const slowest = Math.max(...clicks);
  console.log(
    `target: every click during the burst under ${CLICK_TARGET_MS} ms: ${slowest < CLICK_TARGET_MS ? 'PASS' : 'FAIL'} (slowest ${slowest} ms)`,
  );
  console.log(
    `burst: heap ${before.toFixed(1)} MB before, ${after.toFixed(1)} MB after 1,000 list_changed of 9,000 tools (bound: +${HEAP_BOUND_MB} MB); ${lists} tools/list; heap every 5 s during it ${during.map((mb) => mb.toFixed(0)).join(', ')} MB; clicks ${clicks.join(', ')} ms during the burst, ${idle.join(', ')} ms without`,
  );
  expect(lists).toBeLessThan(BURST / 2);
  expect(after, `the heap after the burst (bound: before + ${HEAP_BOUND_MB} MB)`).toBeLessThan(
    before + HEAP_BOUND_MB,
  );
});

const CHANGES = 100;

test('a worker crash after 100 live changes of 9,000 tools, recovered within 20 s', async ({
  page,
}) => {
  // The 100 changes one at a time took 94-128 s at load 5-10, over 200 s at load 25.
  test.setTimeout(600_000);
  server = await startLiveServer({ tools: generatedTools(TOOLS, 'catalog') });
  await connectTo(page, server.url, TOOLS);
  const started = Date.now();
  const last = await changeOneByOne(page, server, CHANGES);
  const applied = Date.now() - started;

  const crashed = Date.now();
  await crashAndRestart(page, 20_000);
  console.log(
    `crash: ${CHANGES} changes of ${TOOLS.toLocaleString('en-US')} tools applied in ${applied} ms; recovered ${Date.now() - crashed} ms after the crash`,
  );
  await expect(firstHit(page)).toContainText(last);
});
