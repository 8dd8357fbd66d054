import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { shotBoth } from './helpers';
import { sharedPage } from './sharedPage';
import { type StaticHost, serveDist } from './staticServer';

// The service worker a visitor has (the app project blocks it, playwright.config.ts): an embed
// is served from a static host, where its service worker answers.
test.use({ serviceWorkers: 'allow' });

/**
 * An embed's `catalog=` URL is anyone's to write. The embed fetches from its own origin only,
 * over http(s), and follows redirects only within it; each refusal names its real cause. The
 * other origin here is on localhost, which the page's CSP admits (for live MCP servers): the
 * embed's own rule refuses it, and the test checks that no request ever reached it. The cases
 * share one browser page (sharedPage.ts): each is a new document at its own address, but the
 * page's cache holds the build the first one fetched.
 */
const SUB_PATH = '/docs/toollens/';
let host: StaticHost;
let other: Server;
let otherOrigin: string;
let otherRequests = 0;

test.beforeAll(async () => {
  other = createServer((_request, response) => {
    otherRequests++;
    response.writeHead(200, { 'access-control-allow-origin': '*' }).end('[]');
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  otherOrigin = `http://localhost:${(other.address() as AddressInfo).port}`;
  host = await serveDist(SUB_PATH, {
    [`${SUB_PATH}loop.json`]: (_request, response) => {
      response.writeHead(302, { location: `${SUB_PATH}loop.json` }).end();
    },
    [`${SUB_PATH}away.json`]: (_request, response) => {
      response.writeHead(302, { location: `${otherOrigin}/tools.json` }).end();
    },
  });
});
test.afterAll(async () => {
  await host.close();
  other.closeAllConnections();
  await new Promise<void>((resolve) => other.close(() => resolve()));
});

test.use({ viewport: { width: 1440, height: 900 } });
const shared = sharedPage();

const cases: [string, () => string, RegExp][] = [
  [
    'a javascript: URL',
    () => 'javascript:alert(document.domain)',
    /only http\(s\) URLs can be fetched, and this is a javascript: URL/,
  ],
  [
    'a data: URL',
    () => 'data:application/json,[{"name":"a","description":"b"}]',
    /only http\(s\) URLs can be fetched, and this is a data: URL/,
  ],
  [
    'a file: URL',
    () => 'file:///etc/passwd',
    /only http\(s\) URLs can be fetched, and this is a file: URL/,
  ],
  [
    'a URL on another origin',
    () => `${otherOrigin}/tools.json`,
    /an embed fetches only from its own origin \(http:\/\/127\.0\.0\.1:\d+\), and this URL is on http:\/\/localhost:\d+: serve the file beside the app/,
  ],
  [
    'a redirect loop',
    () => './loop.json',
    /the server redirected too many times \(a redirect loop/,
  ],
  [
    'a redirect to another origin',
    () => './away.json',
    /or to another origin, which an embed does not fetch from/,
  ],
];

for (const [what, url, message] of cases) {
  test(`${what} is refused for its real cause`, async () => {
    const page = shared();
    await page.goto(`${host.url}?embed=1&panel=search&catalog=${encodeURIComponent(url())}`);
    const error = page.getByRole('alert');
    await expect(error).toContainText('Could not load the catalog from');
    await expect(error).toContainText(message, { timeout: 20_000 });
    expect(otherRequests).toBe(0);
    await shotBoth(page, `embed-url-${what.replace(/\W+/g, '-')}`);
  });
}
