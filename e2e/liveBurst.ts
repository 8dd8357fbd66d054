import { expect, type Page } from '@playwright/test';
import type { LiveServer } from '../src/test/mcp/liveServer';
import type { ToollensHooks } from '../src/ui/app/testHooks';
import { hitNames, searchFor } from './helpers';

/**
 * The page's steps on the hostile live server (src/test/mcp/liveServer.ts), shared by
 * mcpBurst.spec.ts (the behaviour, on a small list) and perf/mcpBurst.spec.ts (the heap and
 * the click times, on 9,000 tools).
 */

/** The catalog's source as the summary names the live server. */
export const LIVE_SOURCE = 'mcp:toollens-live@1.0.0';

/** Opens the demo, connects to `url`, and waits until the summary counts `tools` tools. */
export const connectTo = async (page: Page, url: string, tools: number) => {
  await page.goto('/');
  await expect(page.getByRole('status', { name: 'Catalog' })).toContainText(
    'demo · toollens · 169 tools',
  );
  await page.getByRole('button', { name: 'Connect to server…' }).click();
  await page.getByRole('textbox', { name: 'Server URL' }).fill(url);
  await page
    .getByRole('dialog', { name: 'Connect to an MCP server' })
    .getByRole('button', { name: 'Connect', exact: true })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: 'connected to toollens-live' }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('status', { name: 'Catalog' })).toContainText(
    `${LIVE_SOURCE} · mcp · ${tools.toLocaleString('en-US')} tools`,
    { timeout: 30_000 },
  );
};

/** The first hit of a search (the version a description ends in). */
export const firstHit = (page: Page) =>
  page
    .getByRole('table', { name: /hits?, ranked by/ })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .first();

/**
 * A click must be answered within this: a page whose clicks wait behind the burst's re-indexes
 * fails, a loaded machine does not. How fast it answers is the benchmark's figure.
 */
const ANSWERED_MS = 10_000;

/** How long a click on the `n`th hit takes to show its lens (the page and the engine answer), in ms. */
export const clickToLens = async (page: Page, n: number): Promise<number> => {
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

/**
 * `changes` new versions of the first tool, one at a time, each listed before the next, until a
 * search finds the last; returns the last version's words.
 */
export const changeOneByOne = async (page: Page, server: LiveServer, changes: number) => {
  await server.stepwise(changes, { timeoutMs: 10_000 });
  const last = `version ${changes}`;
  await searchFor(page, last);
  await expect(firstHit(page)).toContainText(last, { timeout: 30_000 });
  return last;
};

/** Crashes the engine's worker and waits, up to `withinMs`, until the page says it restarted it. */
export const crashAndRestart = async (page: Page, withinMs: number) => {
  await page.evaluate(() => (window.__toollens as ToollensHooks).crashWorker());
  await expect(
    page.getByRole('status').filter({ hasText: /^The search engine stopped/ }),
  ).toHaveText(/The search engine stopped and was restarted/, { timeout: withinMs });
};
