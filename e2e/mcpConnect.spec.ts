import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { ADDED_TOOL, DESCRIBED_TOOL, REMOVED_TOOL } from '../src/test/mcp/pagingServer';
import { catalogSummary, hitNames, hitRows, resultsTable, shot, shotBoth } from './helpers';
import {
  connect,
  connection,
  dialog,
  failureBanner,
  fillDialog,
  headersField,
  liveMove,
  notice,
  openApp,
  pagingServer,
  submit,
  urlField,
} from './mcpConnectSteps';
import { freePort } from './port';
import { searchFilled } from './queryFill';

// The service worker a visitor has (the app project blocks it, playwright.config.ts): it counts
// the page's requests, the service worker's included.
test.use({ serviceWorkers: 'allow' });

/**
 * "Connect to server…" against real servers on loopback, started here and stopped
 * after: the paging test server (105 tools in pages of 20, changes on demand) and
 * `mcp-server-everything streamableHttp`. The built app connects, imports, searches, follows a
 * tools/list_changed with its rank moves, and reports errors naming the URL. What it never
 * keeps or lets through (a token, a password, an eval): mcpConnectSecurity.spec.ts.
 */

const EVERYTHING_BIN = 'node_modules/.bin/mcp-server-everything';

const paging = pagingServer();

test.use({ viewport: { width: 1440, height: 900 } });

test('connects to the paging server, imports every page, and follows its changes live', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await openApp(page);
  await fillDialog(page, paging.url);
  await shotBoth(page, 'mcp-connect-dialog');
  // Nothing left the page before the user connected, and the SDK was not loaded either.
  expect(requests.filter((url) => url.startsWith(new URL(paging.url).origin))).toEqual([]);
  await submit(page).click();

  const status = connection(page);
  await expect(status).toContainText('connected to toollens-paging');
  await expect(status).toContainText('Streamable HTTP');
  // 105 tools in pages of 20: all of them, under the server's name and version.
  await expect(catalogSummary(page)).toContainText('mcp:toollens-paging@1.0.0 · mcp · 105 tools');

  await searchFilled(page, 'invoice email reminder');
  await expect(hitNames(page).first()).toBeVisible();
  const before = await hitNames(page).allTextContents();
  const wasAt = before.indexOf(DESCRIBED_TOOL);
  await shotBoth(page, 'mcp-imported-server');

  // A description change re-indexes that tool: its rank moves, with its delta beside it.
  await paging.change('describe');
  await expect(notice(page)).toContainText(
    `list_changed: 1 description changed (${DESCRIBED_TOOL})`,
  );
  await expect(hitNames(page).first()).toHaveText(DESCRIBED_TOOL);
  // Its move: ↑ by the places it rose, or "new" when it was below the page before; the hits
  // it passed each went down one place.
  const moved = liveMove(hitRows(page).first());
  await expect(moved).toContainText(wasAt === -1 ? 'new' : `↑${wasAt}`);
  await expect(liveMove(hitRows(page).nth(1))).toContainText('↓1');
  await shotBoth(page, 'mcp-live-change');

  // An added tool joins the index (and the hits, marked new); a removed one leaves it.
  await paging.change('add');
  await expect(notice(page)).toContainText(`list_changed: 1 tool added (${ADDED_TOOL.name})`);
  await expect(catalogSummary(page)).toContainText('106 tools');
  // By its name button: a row's hidden "below <the hit above>" text names its neighbour too.
  const added = hitRows(page).filter({
    has: page.getByRole('button', { name: ADDED_TOOL.name, exact: true }),
  });
  await expect(liveMove(added)).toHaveText('new');
  await paging.change('remove');
  await expect(notice(page)).toContainText(`list_changed: 1 tool removed (${REMOVED_TOOL})`);
  await expect(catalogSummary(page)).toContainText('105 tools');
  await page.getByRole('searchbox', { name: /^Query/ }).fill('delete order');
  await expect(resultsTable(page)).toHaveAttribute('data-query', 'delete order');
  await expect(hitNames(page)).not.toContainText([REMOVED_TOOL]);

  // Disconnect keeps the catalog; reconnect lists the server afresh.
  await connection(page).getByRole('button', { name: 'disconnect' }).click();
  await expect(status).toContainText('disconnected from toollens-paging');
  await expect(catalogSummary(page)).toContainText('mcp:toollens-paging@1.0.0 · mcp · 105 tools');
  await connection(page).getByRole('button', { name: 'reconnect' }).click();
  await expect(status).toContainText('connected to toollens-paging');
});

test('connects to mcp-server-everything over Streamable HTTP and searches its tools', async ({
  page,
}) => {
  test.skip(!existsSync(EVERYTHING_BIN), `${EVERYTHING_BIN} is missing (npm install)`);
  const port = await freePort();
  const server: ChildProcess = spawn(EVERYTHING_BIN, ['streamableHttp'], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('server-everything did not start')), 20_000);
      server.stderr?.on('data', (chunk: Buffer) => {
        if (/listening on port/i.test(chunk.toString())) {
          clearTimeout(timer);
          resolve();
        }
      });
      server.once('exit', (code) => reject(new Error(`server-everything exited (${code})`)));
    });
    await openApp(page);
    await connect(page, `http://localhost:${port}/mcp`);
    // The first handshake with a freshly started server can take a while on a loaded machine.
    await expect(connection(page)).toContainText('connected to', {
      timeout: 20_000,
    });
    await expect(connection(page)).toContainText('Streamable HTTP');
    await expect(catalogSummary(page)).toContainText(/mcp:[^ ]+@[^ ]+ · mcp · \d+ tools/);
    await searchFilled(page, 'add two numbers');
    await expect(hitNames(page).first()).toBeVisible();
    await page.screenshot(shot('mcp-everything.png'));
  } finally {
    server.kill();
  }
});

test('a refused port and a URL that is not MCP each say so, naming the URL, and keep the catalog', async ({
  page,
}) => {
  await openApp(page);
  const refused = `http://127.0.0.1:${await freePort()}/mcp`;
  await connect(page, refused);
  const error = failureBanner(page);
  await expect(error).toContainText(`Could not reach ${refused}: nothing answered`);
  await expect(error).toContainText('the catalog loaded before stays');
  await expect(catalogSummary(page)).toContainText('demo · toollens · 169 tools');
  await page.screenshot(shot('mcp-error-refused.png'));

  // The dialog stays open with what was typed, says what failed, and offers a Retry.
  await expect(dialog(page).getByRole('alert')).toContainText(`Could not reach ${refused}`);
  await expect(urlField(page)).toHaveValue(refused);
  await expect(submit(page)).toHaveText('Retry');

  const notMcp = `${new URL(paging.url).origin}/not-mcp`;
  await urlField(page).fill(notMcp);
  await submit(page).click();
  await expect(error).toContainText(`${notMcp} is not an MCP server`);
  await expect(dialog(page).getByRole('alert')).toContainText(`${notMcp} is not an MCP server`);
  await expect(catalogSummary(page)).toContainText('demo · toollens · 169 tools');
  await urlField(page).fill('');

  // A URL the page's CSP would block is refused before any request, saying why.
  await urlField(page).fill('http://example.com/mcp');
  await submit(page).click();
  await expect(
    dialog(page).getByRole('alert').filter({ hasText: 'plain http on another machine' }),
  ).toBeVisible();
});

test('after a failure the dialog keeps the URL and headers, and Retry connects once the URL is right', async ({
  page,
}) => {
  await openApp(page);
  const refused = `http://127.0.0.1:${await freePort()}/mcp`;
  await connect(page, refused, 'Authorization: Bearer kept-for-retry');
  await expect(dialog(page).getByRole('alert')).toContainText(`Could not reach ${refused}`);
  await expect(urlField(page)).toHaveValue(refused);
  await expect(headersField(page)).toHaveValue('Authorization: Bearer kept-for-retry');
  await shotBoth(page, 'mcp-connect-retry');

  await urlField(page).fill(paging.url);
  await submit(page).click();
  await expect(connection(page)).toContainText('connected to toollens-paging');
  await expect(dialog(page)).toHaveCount(0);
});
