import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { anthropicSearchScript, chatHarnessScript } from '../src/test/contract/playScripts';
import { expectNoViolation } from './axeViolations';
import { viewButton } from './evaluateSteps';
import { catalogSummary, importFile, openDemo, saved, storedTexts } from './helpers';
import { figure, scenario, turnLabel } from './timelineView';

/**
 * Evaluate's Play view on the built app, against the contract server run as a process
 * (src/test/contract/serve.ts) with the scripted replies of a model using the Claude API's regex
 * tool search: the firecrawl catalog and its queries imported as a user does, the form's
 * estimate, a run of five tasks, the report, and the run opened in the Timeline. Then the key is
 * looked for everywhere the page keeps or sends things: storage, the address, the share link, a
 * workspace export and the offline cache (its service worker allowed here, so the cache is real).
 * Screenshots go to PLAY_SHOTS when it is set.
 */

const KEY = 'sk-test-play-5b1f0c7d9e2a4b68';
const SHOTS = process.env.PLAY_SHOTS;
const fixture = (name: string) =>
  readFileSync(new URL(`../src/test/fixtures/servers/${name}`, import.meta.url), 'utf8');

test.use({ serviceWorkers: 'allow', viewport: { width: 1440, height: 900 } });

let server: ChildProcess | undefined;
let serverUrl = '';

/** Starts serve.ts on a free port with `replies`; resolves with the URL it prints. */
const startServer = (replies: unknown[]) => {
  const dir = mkdtempSync(join(tmpdir(), 'toollens-play-'));
  const script = join(dir, 'script.json');
  writeFileSync(script, JSON.stringify(replies));
  const child = spawn(
    'npx',
    ['tsx', 'src/test/contract/serve.ts', '--port', '0', '--script', script],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  server = child;
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('serve.ts did not start')), 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      const url = /http:\/\/127\.0\.0\.1:\d+/.exec(chunk.toString())?.[0];
      if (url) {
        clearTimeout(timer);
        resolve(url);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    child.once('exit', (code) => reject(new Error(`serve.ts exited (${code})`)));
  });
};

test.beforeAll(async () => {
  serverUrl = await startServer(anthropicSearchScript('regex'));
});
test.afterAll(() => {
  server?.kill();
});

/** The whole page at both sizes, then what the screen shows from `at` down. */
const shots = async (page: Page, name: string, at?: ReturnType<Page['getByRole']>) => {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    if (at) {
      await at.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/${name}-${width}-screen.png` });
    }
  }
  await page.setViewportSize({ width: 1440, height: 900 });
};

/** Every Cache Storage entry's address and body, as one text. */
const cachedTexts = (page: Page) =>
  page.evaluate(async () => {
    const texts: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        texts.push(`${request.url}\n${(await response?.text()) ?? ''}`);
      }
    }
    return texts;
  });

/** The firecrawl catalog and its queries, imported as a user does, and Evaluate's Play view. */
const openPlay = async (page: Page) => {
  await openDemo(page);
  await importFile(
    page,
    'firecrawl-mcp-3.22.2.tools.json',
    fixture('firecrawl-mcp-3.22.2.tools.json'),
  );
  await expect(catalogSummary(page)).toContainText('firecrawl-mcp-3.22.2.tools.json');
  await page.getByRole('tab', { name: /Evaluate/ }).click();
  await page.getByLabel('Import queries…').setInputFiles({
    name: 'firecrawl-mcp.queries.json',
    mimeType: 'application/json',
    buffer: Buffer.from(fixture('firecrawl-mcp.queries.json')),
  });
  await viewButton(page, 'Play').click();
  return page.getByRole('form', { name: 'Model run' });
};

test('a model run from the page: the estimate, five tasks, the report, the Timeline, and the key nowhere kept', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  page.on('pageerror', (error) => logged.push(error.message));
  const form = await openPlay(page);

  await expect(form.getByRole('group', { name: /Tasks/ })).toContainText('Tasks (5 of 30)');
  await form.getByLabel('Provider', { exact: true }).selectOption('Anthropic');
  await form.getByLabel('Search', { exact: true }).selectOption('Tool search tool (regex)');
  await form.getByLabel('Model', { exact: true }).fill('claude-test');
  await form.getByLabel(/^Base URL/).fill(serverUrl);
  await form.getByLabel(/^API key/).fill(KEY);
  await form.getByLabel('Input', { exact: true }).fill('3');
  await form.getByLabel('Output', { exact: true }).fill('15');
  await expect(form.getByRole('status', { name: 'Estimate' })).toContainText(
    /At most 30 requests; about [\d,]+ input tokens for a task's first request.*At that price, at most about \$\d+\.\d\d\./,
  );
  const run = form.getByRole('button', { name: 'Run 5 tasks, up to 30 requests' });
  await expect(run).toBeEnabled();
  // A typed task joins the run, and comes out again (the scripted replies are for five).
  await form.getByLabel('Type a task').fill('turn the pricing page into markdown');
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(form.getByRole('button', { name: 'Run 6 tasks, up to 36 requests' })).toBeEnabled();
  await expectNoViolation(page);
  await shots(page, 'play-typed', form.getByRole('list', { name: 'Typed tasks' }));
  await form.getByRole('button', { name: /^Remove the typed task/ }).click();
  await expect(run).toBeEnabled();
  await shots(page, 'play-form', form);
  // Six views and the form fit a phone: the page never scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  const [wide, screen] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(wide, 'the page does not scroll sideways').toBeLessThanOrEqual(screen as number);
  await page.setViewportSize({ width: 1440, height: 900 });

  await run.click();
  const report = page.getByRole('region', { name: 'Run report' });
  await expect(report).toBeVisible({ timeout: 60_000 });
  const figures = report.getByRole('definition');
  await expect(report.getByText('Found and chosen')).toBeVisible();
  await expect(figures.first()).toHaveText('5 of 5');
  await expect(report.getByRole('row')).toHaveCount(6);
  // Task 1's URL is a number on purpose: its arguments are the one set that is not valid.
  await expect(figures.nth(3)).toHaveText('4 of 5');
  await expect(
    report.getByRole('region', { name: 'The searches against the emulator' }),
  ).toContainText('the Claude API regex emulator');
  // What arrived as it ran: each task's search and call.
  await page.getByText('What the model did, as it happened').click();
  const progress = page.getByRole('region', { name: 'Run progress' });
  await expect(progress.getByText(/^searched /)).toHaveCount(5);
  await expect(progress.getByText('✓ arguments valid')).toHaveCount(4);
  await expect(progress.getByText(/^✗ /)).toHaveCount(1);
  await shots(page, 'play-done', report);
  await expectNoViolation(page);

  const download = page.waitForEvent('download');
  await report.getByRole('button', { name: 'Download run (.jsonl)' }).click();
  const log = readFileSync((await (await download).path()) ?? '', 'utf8');
  expect(log.trim().split('\n').length).toBeGreaterThanOrEqual(10);
  expect(log).not.toContain(KEY);

  await report.getByRole('button', { name: 'Open in the Timeline' }).click();
  await expect(page.getByRole('tab', { name: /Timeline/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(scenario(page)).toHaveValue(/^play-claude-test-/);
  await expect(figure(page).getByRole('button', { name: 't5', exact: true })).toBeVisible();
  await figure(page).getByRole('button', { name: 't2', exact: true }).click();
  await expect(turnLabel(page)).toContainText('t2 of 5');
  await shots(page, 'play-timeline', figure(page));

  // The key: not in the address, storage (keep is off), the share link, an export, the cache.
  await saved(page);
  expect(page.url()).not.toContain(KEY);
  const stored = await storedTexts(page);
  expect(stored).toContain('play-claude-test-');
  expect(stored).not.toContain(KEY);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const link = page.getByRole('textbox', { name: /^Share link/ });
  await expect(link).toHaveValue(/#/);
  expect(await link.inputValue()).not.toContain(KEY);
  const exported = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export workspace' }).click();
  const workspace = readFileSync((await (await exported).path()) ?? '', 'utf8');
  expect(workspace).toContain('play-claude-test-');
  expect(workspace).not.toContain(KEY);
  // The offline copy: the service worker caches what the visit loaded, the play chunk too, as
  // it hears of each file; on a loaded machine that comes a while after the run.
  const cachesPlay = (texts: string[]) =>
    texts.some((text) => /playApi-/.test(text.split('\n')[0] ?? ''));
  await expect
    .poll(async () => cachesPlay(await cachedTexts(page)), { timeout: 30_000 })
    .toBe(true);
  const cached = await cachedTexts(page);
  expect(cached.filter((text) => text.includes(KEY))).toEqual([]);
  expect(logged.filter((text) => text.includes(KEY))).toEqual([]);
});

test.describe('a run under way', () => {
  // Blocked again: the requests to the provider are slowed by a route, which a page's service
  // worker could answer past.
  test.use({ serviceWorkers: 'block' });

  test('a local model through the harness: its searches arrive as it runs, and Cancel keeps what ran', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const url = await startServer(chatHarnessScript());
    // Each answer takes a second, as a model's does, so the run can be seen and cancelled.
    await page.context().route(`${url}/**`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    const form = await openPlay(page);
    await form.getByLabel('Provider', { exact: true }).selectOption('OpenAI-compatible');
    await expect(form.getByLabel('Search', { exact: true })).toHaveValue('harness');
    await form.getByLabel('Model', { exact: true }).fill('llama3.1');
    await expect(form.getByText(/needs its base URL/)).toBeVisible();
    await expect(form.getByRole('button', { name: /^Run / })).toBeDisabled();
    await form.getByLabel(/^Base URL/).fill(url);
    await form.getByRole('button', { name: 'Run 5 tasks, up to 30 requests' }).click();
    const progress = page.getByRole('region', { name: 'Run progress' });
    await expect(progress.getByText(/^searched /).first()).toBeVisible({ timeout: 30_000 });
    await expect(progress.getByText('scrape a web page').first()).toBeVisible();
    await shots(page, 'play-running', progress);
    await progress.getByRole('button', { name: 'Cancel' }).click();
    const report = page.getByRole('region', { name: 'Run report' });
    await expect(report).toContainText('Cancelled run', { timeout: 30_000 });
    await expect(report.getByRole('row').filter({ hasText: 'cancelled' })).toHaveCount(1);
    await expect(report).toContainText("the harness's search_tools is toollens's own engine");
  });
});
