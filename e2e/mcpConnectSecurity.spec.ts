import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { DESCRIBED_TOOL } from '../src/test/mcp/pagingServer';
import { catalogSummary, saved, shotBoth, storedTexts } from './helpers';
import {
  connect,
  connection,
  dialog,
  fillDialog,
  notice,
  openApp,
  pagingServer,
  submit,
} from './mcpConnectSteps';
import { searchFilled } from './queryFill';

/**
 * "Connect to server…" against the paging test server on loopback: a bearer token is never
 * stored or shared, a connect raises no Content-Security-Policy violation, and a URL with
 * credentials is refused without showing them.
 */

const TOKEN = 'sk-test-7f3a9c1e-never-stored';

const paging = pagingServer();

test.use({ viewport: { width: 1440, height: 900 } });

test('a bearer token stays in memory: not in the URL, storage, the share link or an export', async ({
  page,
}) => {
  await openApp(page);
  await connect(page, paging.url, `Authorization: Bearer ${TOKEN}`);
  await expect(connection(page)).toContainText('connected to toollens-paging');
  await searchFilled(page, 'invoice');
  await saved(page);

  expect(page.url()).not.toContain(TOKEN);
  const stored = await storedTexts(page);
  // The check looks where it should: the imported catalog is there, the token is not.
  expect(stored).toContain('toollens-paging');
  expect(stored).not.toContain(TOKEN);

  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByRole('textbox', { name: /^Share link/ })).toHaveValue(/#/);
  expect(await page.getByRole('textbox', { name: /^Share link/ }).inputValue()).not.toContain(
    TOKEN,
  );
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export workspace' }).click();
  const exported = readFileSync((await (await download).path()) ?? '', 'utf8');
  expect(exported).toContain('toollens-paging');
  expect(exported).not.toContain(TOKEN);
});

test('a connect and a re-list raise no Content-Security-Policy violation (no eval probe)', async ({
  page,
}) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation: (t: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await openApp(page);
  await connect(page, paging.url);
  await expect(connection(page)).toContainText('connected to toollens-paging');
  await expect(catalogSummary(page)).toContainText('105 tools');
  await paging.change('describe');
  await expect(notice(page)).toContainText(`1 description changed (${DESCRIBED_TOOL})`);
  // Reports arrive as events, in order: a violation made on purpose last (an image from another
  // origin) arrives after any the connect raised, and shows the listener works.
  const sentinel = 'https://sentinel.invalid/csp.png';
  await page.evaluate((src) => {
    document.body.append(Object.assign(new Image(), { src }));
  }, sentinel);
  await expect.poll(() => violations.some((text) => text.includes(sentinel))).toBe(true);
  expect(violations.filter((text) => !text.includes(sentinel))).toEqual([]);
});

test('a URL with a user name and password is refused in the dialog, and never shown', async ({
  page,
}) => {
  await openApp(page);
  const origin = new URL(paging.url);
  await fillDialog(page, `http://reader:s3cret-pass@${origin.host}/mcp`);
  await submit(page).click();
  const problem = dialog(page)
    .getByRole('alert')
    .filter({ hasText: 'has a user name or password' });
  await expect(problem).toContainText(`http://***@${origin.host}/mcp has a user name or password`);
  await expect(problem).toContainText('put a token in Headers instead');
  await shotBoth(page, 'mcp-connect-credentials');
  expect(await page.locator('body').textContent()).not.toMatch(/s3cret-pass|reader:/);
  await expect(catalogSummary(page)).toContainText('demo · toollens · 169 tools');
});
