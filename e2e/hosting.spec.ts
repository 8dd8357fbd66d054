import { readdirSync, readFileSync } from 'node:fs';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { hitNames, openDemo, shot, typeQuery } from './helpers';
import { type StaticHost, serveDist } from './staticServer';

// The service worker a visitor has (the app project blocks it, playwright.config.ts): offline
// use is the service worker.
test.use({ serviceWorkers: 'allow' });

/**
 * Static hosting: the build works from a sub-path of any static host, opens offline after one
 * visit, and never asks another origin for anything (its Content-Security-Policy says so too).
 */
const SUB_PATH = '/docs/toollens/';
let host: StaticHost;

test.beforeAll(async () => {
  host = await serveDist(SUB_PATH);
});
test.afterAll(async () => {
  await host.close();
});

test('works from a sub-path of a plain static host', async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await page.goto(host.url);
  await expect(page.getByRole('status', { name: 'Catalog' })).toContainText('169 tools');
  await typeQuery(page, 'merge pdf');
  await expect(hitNames(page).first()).toHaveText('merge_pdfs');
  expect(failed).toEqual([]);
  await page.screenshot(shot('sub-path.png'));
});

/** The cached URLs of the service worker's copy. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const cache = await caches.open('toollens-v1');
    return (await cache.keys()).map((request) => request.url);
  });

/** The page's own scripts and styles this visit loaded (the worker's chunk among them). */
const loadedAssets = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => url.startsWith(location.origin) && /\.(js|css)$/.test(url)),
  );

/** Waits until the service worker's copy holds every one of `urls`. */
const allCached = (page: Page, urls: readonly string[]) =>
  expect
    .poll(
      async () => {
        const cached = new Set(await cachedUrls(page));
        return urls.filter((url) => !cached.has(url));
      },
      { timeout: 15_000 },
    )
    .toEqual([]);

/**
 * Once the page shows the demo and the service worker holds what the visit loaded (a first
 * visit copies only that; the rest is copied on a return), goes offline and reloads:
 * the page must come back from the cache alone.
 */
const reloadOffline = async (page: Page, context: BrowserContext) => {
  await expect(page.getByRole('status', { name: 'Catalog' })).toContainText('169 tools');
  const loaded = await loadedAssets(page);
  expect(loaded.some((url) => /engine\.worker-/.test(url))).toBe(true);
  await allCached(page, loaded);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status', { name: 'Catalog' })).toContainText('169 tools');
};

test('a first visit copies only what it loaded; a return visit copies the whole build', async ({
  page,
}) => {
  const listed = (await (await fetch(`${host.url}assets.json`)).json()) as string[];
  const tokenizer = listed.find((file) => /o200k_base-/.test(file));
  expect(tokenizer).toBeTruthy();
  await page.goto(host.url);
  await expect(page.getByRole('status', { name: 'Catalog' })).toContainText('169 tools');
  const loaded = await loadedAssets(page);
  await allCached(page, loaded);
  expect((await cachedUrls(page)).some((url) => url.endsWith(tokenizer ?? '?'))).toBe(false);
  // The service worker controls the next visit from its start: the rest of the build follows.
  await page.reload();
  await expect(page.getByRole('status', { name: 'Catalog' })).toContainText('169 tools');
  await expect
    .poll(async () => (await cachedUrls(page)).some((url) => url.endsWith(tokenizer ?? '?')), {
      timeout: 20_000,
    })
    .toBe(true);
});

test('opens offline after the first visit', async ({ page, context }) => {
  await page.goto(host.url);
  await reloadOffline(page, context);
  await typeQuery(page, 'colored tag');
  await expect(hitNames(page).first()).toBeVisible();
  await page.screenshot(shot('offline.png'));
  await context.setOffline(false);
});

test('opens offline after the first visit under vite preview, which sends Vary: Origin', async ({
  page,
  context,
}) => {
  // Module scripts are fetched with an Origin header; a cached response that varies on it
  // matched no later request until the service worker ignored Vary.
  const first = await page.goto('/');
  expect(first?.headers().vary ?? '').toMatch(/origin/i);
  await reloadOffline(page, context);
  await typeQuery(page, 'merge pdf');
  await expect(hitNames(page).first()).toHaveText('merge_pdfs');
  await page.screenshot(shot('offline-preview.png'));
  await context.setOffline(false);
});

test('asks no other origin for anything, under a Content-Security-Policy', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation: (t: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  await openDemo(page);
  const csp = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content');
  expect(csp).toContain("default-src 'self'");
  await typeQuery(page, 'excel file');
  await expect(hitNames(page).first()).toBeVisible();
  for (const panel of ['Catalog', 'Timeline', 'Prompt', 'Evaluate', 'Search']) {
    await page.getByRole('tab', { name: new RegExp(panel) }).click();
    await page.waitForTimeout(300);
  }
  const origin = new URL(page.url()).origin;
  const foreign = requests.filter((url) => !url.startsWith(origin) && !/^(data|blob):/.test(url));
  expect(foreign).toEqual([]);
  expect(violations).toEqual([]);
});

test("the stemmer ships in the worker's chunks alone, and Orama in none", () => {
  // The engine's heavy code is the worker's: a page chunk that imports a value through the
  // engine's index would carry it too (it did once, nearly tripling the Evaluate panel's chunk).
  // The Porter stemmer's step-2 suffixes, a regex literal that minifying keeps, mark its code in
  // a built file. Orama's radix tree method marks Orama's: the spec's BM25 is computed from the
  // postings, so no chunk carries Orama at all. The worker is split too (its timeline and
  // Evaluate APIs load on first call), so "the worker's" means reachable from the worker's entry
  // and not from the page's.
  const assets = new URL('../dist/assets/', import.meta.url).pathname;
  const files = readdirSync(assets).filter((file) => file.endsWith('.js'));
  const text = new Map(files.map((file) => [file, readFileSync(`${assets}${file}`, 'utf8')]));
  /** Every chunk `entry` reaches through its static and dynamic imports. */
  const reach = (entry: string): Set<string> => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const match of (text.get(file) ?? '').matchAll(/["'`]\.\/([\w.-]+\.js)["'`]/g)) {
        if (match[1] && text.has(match[1])) visit(match[1]);
      }
    };
    visit(entry);
    return seen;
  };
  const entryOf = (prefix: RegExp) => files.find((file) => prefix.test(file)) ?? '';
  const worker = reach(entryOf(/^engine\.worker-/));
  const page = reach(entryOf(/^index-/));
  expect(files.filter((file) => text.get(file)?.includes('findAllWords'))).toEqual([]);
  const withStemmer = files.filter((file) => text.get(file)?.includes('ational|tional|enci'));
  expect(withStemmer.length).toBeGreaterThan(0);
  for (const file of withStemmer) {
    expect(worker.has(file), file).toBe(true);
    expect(page.has(file), file).toBe(false);
  }
  // The page's graph is not empty and reaches its lazy panels: the check looks where it should.
  expect([...page].some((file) => /^CatalogPanel-/.test(file))).toBe(true);
});

test('ships _headers with the page CSP plus frame-ancestors, outside the offline list', () => {
  const dist = new URL('../dist/', import.meta.url).pathname;
  const headers = readFileSync(`${dist}_headers`, 'utf8');
  const html = readFileSync(`${dist}index.html`, 'utf8');
  const meta = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
  expect(meta).toBeTruthy();
  // The header says what the meta tag says, and what a meta tag cannot: frame-ancestors.
  expect(headers).toContain(`Content-Security-Policy: ${meta}; frame-ancestors *`);
  expect(meta).not.toContain('frame-ancestors');
  expect(headers).toContain('X-Content-Type-Options: nosniff');
  expect(headers).toMatch(/Referrer-Policy: \S+/);
  const listed = JSON.parse(readFileSync(`${dist}assets.json`, 'utf8')) as string[];
  expect(listed).not.toContain('_headers');
});
