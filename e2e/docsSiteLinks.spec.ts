import { existsSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type StaticHost, serveDist } from './staticServer';

// The service worker a visitor has (the app project blocks it, playwright.config.ts): the docs
// site serves the app beside its pages, with its service worker.
test.use({ serviceWorkers: 'allow' });

/**
 * Every link of the docs site (`npm run docs:site`, dist/site/) works on a plain static host:
 * from the home page, every page of the site is opened in the browser and every same-origin
 * address it links to (<a href>, <img src>, <link href>, <script src>, <iframe src>) or loads
 * (stylesheets' fonts, scripts' chunks) must answer 2xx. Pages are followed; the app copied
 * beside the site (app/) is checked as one document, not crawled. The site is served under the
 * base it was built for, DOCSITE_BASE (the root when unset), as a host would serve it.
 */
const SITE = new URL('../dist/site/', import.meta.url).pathname;
const BASE = process.env.DOCSITE_BASE ?? '/';
let host: StaticHost;

test.beforeAll(async () => {
  if (!existsSync(`${SITE}index.html`))
    throw new Error(
      `docsSiteLinks.spec: no docs site in ${SITE}: run npm run docs:site after vite build`,
    );
  if (!/^\/(.+\/)?$/.test(BASE))
    throw new Error(`docsSiteLinks.spec: DOCSITE_BASE must start and end with "/": ${BASE}`);
  host = await serveDist(BASE, {}, SITE);
});
test.afterAll(async () => {
  await host.close();
});

/**
 * The same-origin addresses a page's document links to, as the host serves it (before its
 * scripts add prefetches, which vary with timing), without their fragments.
 */
const linksOf = async (page: Page, html: string, at: string): Promise<string[]> => {
  const written = await page.evaluate((source) => {
    const document = new DOMParser().parseFromString(source, 'text/html');
    const attribute = (selector: string, name: string) =>
      [...document.querySelectorAll(selector)].map((element) => element.getAttribute(name) ?? '');
    // A document that names no icon makes the browser ask the host's root for one.
    const icon = document.querySelector('link[rel~="icon"]') ? [] : ['/favicon.ico'];
    return [
      ...attribute('a[href], link[href]', 'href'),
      ...attribute('img[src], script[src], iframe[src]', 'src'),
      ...icon,
    ];
  }, html);
  return written
    .map((href) => new URL(href, at))
    .filter((url) => url.origin === new URL(at).origin)
    .map((url) => {
      url.hash = '';
      return url.href;
    });
};

const ok = (status: number) => status >= 200 && status < 300;

/** An address's status (redirects not followed) and whether it is a page of the site to follow. */
const probe = async (request: APIRequestContext, url: string) => {
  const response = await request.get(url, { maxRedirects: 0 });
  const html = (response.headers()['content-type'] ?? '').startsWith('text/html');
  const app = new URL(url).pathname.startsWith(`${BASE}app/`);
  return { status: response.status(), page: html && !app };
};

test('every link and asset of the docs site answers, from the home page on', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  /** Each failing address with the pages that link to or load it. */
  const dead = new Map<string, { status: string; from: Set<string> }>();
  const fail = (url: string, status: string, from: string) => {
    const entry = dead.get(url) ?? { status, from: new Set<string>() };
    entry.from.add(from);
    dead.set(url, entry);
  };
  let current = host.url;
  // What the page itself loads, beyond what it links: fonts in stylesheets, lazy chunks.
  page.on('response', (response) => {
    const frame = response.request().frame();
    if (frame !== page.mainFrame() || new URL(response.url()).origin !== new URL(current).origin)
      return;
    if (!ok(response.status())) fail(response.url(), String(response.status()), current);
  });
  page.on('requestfailed', (failed) => {
    const reason = failed.failure()?.errorText ?? 'failed';
    // A request cut short by the next navigation is no dead address.
    if (failed.frame() === page.mainFrame() && reason !== 'net::ERR_ABORTED')
      fail(failed.url(), reason, current);
  });

  /** Each address asked once, with its answer; a dead one lists every page linking it. */
  const seen = new Map<string, { status: number; page: boolean }>([
    [host.url, { status: 200, page: true }],
  ]);
  const pages = [host.url];
  let visited = 0;
  for (let next = pages.shift(); next !== undefined; next = pages.shift()) {
    current = next;
    visited++;
    const loaded = await page.goto(next, { waitUntil: 'load' });
    if (loaded === null) throw new Error(`docsSiteLinks.spec: ${next} gave no document`);
    for (const url of await linksOf(page, await loaded.text(), next)) {
      let answer = seen.get(url);
      if (answer === undefined) {
        answer = await probe(request, url);
        seen.set(url, answer);
        if (answer.page && ok(answer.status)) pages.push(url);
      }
      if (!ok(answer.status)) fail(url, String(answer.status), next);
    }
  }

  const shown = (url: string) => url.slice(new URL(url).origin.length);
  const report = [...dead].map(
    ([url, { status, from }]) => `${status} ${shown(url)} ← ${[...from].map(shown).join(', ')}`,
  );
  console.log(
    `docsSiteLinks: ${visited} pages, ${seen.size} addresses, ${dead.size} dead (base ${BASE})`,
  );
  expect(report, `dead links or assets of the docs site:\n${report.join('\n')}`).toEqual([]);
  // The crawl reached the site's pages, not only the home page.
  expect(visited).toBeGreaterThan(10);
});
