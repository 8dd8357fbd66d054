import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startScript } from '../src/test/mcp/cliProcess';
import {
  bundleFileStdio,
  fileStdioCommand,
  slowStdioCommand,
  writeTools,
} from '../src/test/mcp/fileStdioBundle';
import { alive } from '../src/test/mcp/servers';
import { bundleCli } from '../tools/cli/bundle';
import { hitNames, saved, searchFor, shotBoth, storedTexts } from './helpers';

// The service worker a visitor has (the app project blocks it, playwright.config.ts): `toollens
// open` serves the app, and the offline cache must keep its token out.
test.use({ serviceWorkers: 'allow' });

/**
 * `toollens open --mcp` end to end: the real command (its bundle) bridges a stdio server of the
 * tests' (src/test/mcp/fileStdio.ts, whose tools are a file) to the page it serves; the page
 * finds the server's tools, follows a list_changed as it does for an HTTP server, and when the
 * page closes the command stops the server and exits.
 */

const root = new URL('..', import.meta.url).pathname;
const bundle = join(root, 'node_modules/.cache/toollens/open-e2e.mjs');

const tools = (invoice: string) => [
  {
    name: 'send_reminder',
    description: 'Send a payment reminder email for an overdue invoice.',
    inputSchema: { type: 'object' },
  },
  { name: 'make_ledger_entry', description: invoice, inputSchema: { type: 'object' } },
  {
    name: 'archive_report',
    description: 'Archive a finished report.',
    inputSchema: { type: 'object' },
  },
];

test.use({ viewport: { width: 1440, height: 900 } });

/** The command (its bundle) run with `args`, its output kept, and the address it printed. */
const startOpen = async (...args: string[]) => {
  bundleCli(bundle);
  const cli = startScript(bundle, ['open', ...args, '--no-browser']);
  await cli.waitFor(/^toollens open: http:\/\/127\.0\.0\.1:\d+\/#/, 10_000);
  return { cli, url: /(http:\/\/\S+)/.exec(cli.stdout())?.[1] as string };
};

test("open --mcp: the stdio server's tools, a live change, and the command ends with the page", async ({
  browser,
}) => {
  test.setTimeout(30_000);
  bundleFileStdio();
  const dir = mkdtempSync(join(tmpdir(), 'toollens-open-e2e-'));
  const file = join(dir, 'tools.json');
  writeTools(file, tools('Record a ledger entry for an invoice.'));
  const server = fileStdioCommand(file);
  const { cli, url } = await startOpen('--mcp', server, '--port', '0');
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(url);
    // The token leaves the address at once.
    await expect.poll(() => page.url()).not.toContain('toollens-open=');
    await expect(
      page.getByRole('status').filter({ hasText: 'connected to toollens-file' }),
    ).toBeVisible({
      timeout: 10_000,
    });
    // The server is stdio; the page's Streamable HTTP goes only as far as the bridge.
    await expect(
      page.getByRole('status').filter({ hasText: 'connected to toollens-file' }),
    ).toContainText('(stdio, through toollens open)');
    await expect(page.getByRole('status', { name: 'Catalog' })).toContainText('3 tools');
    await searchFor(page, 'invoice email');
    const first = hitNames(page).first();
    await expect(first).toHaveText('send_reminder');
    await expect(hitNames(page).nth(1)).toHaveText('make_ledger_entry');

    writeTools(file, tools('Create and email an invoice to a customer by email.'));
    await expect(first).toHaveText('make_ledger_entry');
    await expect(page.getByTitle(/before the server's change$/).first()).toHaveText(/↑1/);
    await shotBoth(page, 'open-mcp');
    await shotBoth(page, 'open-mcp-status', false);

    const pids = () =>
      [...cli.stderr().matchAll(/started the stdio server \(pid (\d+)\)/g)].map((m) =>
        Number(m[1]),
      );
    expect(pids().filter(alive)).toHaveLength(1);

    // Nothing the page keeps holds the token: its address, storage, share link or export.
    const token = url.split('toollens-open=')[1] as string;
    await saved(page);
    const stored = await storedTexts(page, { sessionStorage: false });
    expect(stored).toContain('toollens-file');
    expect(stored).not.toContain(token);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(page.getByRole('textbox', { name: /^Share link/ })).toHaveValue(/#/);
    expect(await page.getByRole('textbox', { name: /^Share link/ }).inputValue()).not.toContain(
      token,
    );
    // The link says where it opens: here, while the command runs; or at the app served elsewhere.
    const origin = new URL(url).origin;
    await expect(page.getByRole('dialog').getByText(/^Opens in /)).toContainText(
      `Opens in toollens open on this machine (${origin}/), and only while the command runs.`,
    );
    await shotBoth(page, 'open-share', false);
    await page
      .getByRole('textbox', { name: 'Where toollens is served for others' })
      .fill('https://tools.example.com/toollens');
    await expect(page.getByRole('textbox', { name: /^Share link/ })).toHaveValue(
      /^https:\/\/tools\.example\.com\/toollens\/#share=/,
    );
    await expect(page.getByRole('dialog').getByText(/^Opens in /)).toContainText(
      'also after toollens open has ended',
    );
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export workspace' }).click();
    const exported = readFileSync((await (await download).path()) ?? '', 'utf8');
    expect(exported).toContain('toollens-file');
    expect(exported).not.toContain(token);

    // A reload of the tab reconnects: a fresh handshake on a fresh server process.
    await page.reload();
    await expect(
      page.getByRole('status').filter({ hasText: 'connected to toollens-file' }),
    ).toBeVisible();
    expect(page.url()).not.toContain(token);
    await expect.poll(() => pids().length).toBe(2);
    // The offline cache took the app's files, and nothing asked with the token (the launch
    // document is this run's; the bridge's event stream never ends).
    const cached = () =>
      page.evaluate(async () =>
        (await (await caches.open('toollens-v1')).keys()).map((request) => request.url),
      );
    await expect.poll(async () => (await cached()).length).toBeGreaterThan(0);
    expect((await cached()).filter((each) => each.includes('/toollens-open/'))).toEqual([]);

    await context.close();
    expect(await cli.exited).toBe(0);
    expect(cli.stdout()).toContain('toollens open: the page closed; stopped the stdio server');
    expect(pids().filter(alive)).toEqual([]);
  } finally {
    test.info().annotations.push({ type: 'command stderr', description: cli.stderr() });
    cli.child.kill();
  }
});

test('open --mcp --timeout --app-url: a server still installing says so, and links open elsewhere', async ({
  browser,
}) => {
  test.setTimeout(30_000);
  // Reads nothing for 10 s, as `npx -y <package>` does on its first run while it installs.
  const npx = slowStdioCommand(10_000, 0, 'npx');
  const app = 'https://tools.example.com/toollens';
  const { cli, url } = await startOpen('--mcp', npx, '--timeout', '1s', '--app-url', app);
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(url);
    await expect(page.getByRole('alert')).toContainText(
      `${npx} (stdio, through toollens open) did not answer in time (no MCP handshake within 1 s); npx may still be installing the package (a first run downloads it before the server starts): run ${npx} once in a terminal first (Ctrl-C once it waits for input), or start toollens open again with --timeout 2m. Nothing was changed: the catalog loaded before stays.`,
      { timeout: 10_000 },
    );
    await shotBoth(page, 'open-timeout', false);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(
      page.getByRole('textbox', { name: 'Where toollens is served for others' }),
    ).toHaveValue(`${app}/`);
    await expect(page.getByRole('textbox', { name: /^Share link/ })).toHaveValue(
      new RegExp(`^${app}/#share=`),
    );
    await shotBoth(page, 'open-share-app-url', false);
    await context.close();
  } finally {
    test.info().annotations.push({ type: 'command stderr', description: cli.stderr() });
    cli.child.kill();
  }
});
