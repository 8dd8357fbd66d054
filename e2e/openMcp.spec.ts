import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { bundleFileStdio, fileStdioCommand, writeTools } from '../src/test/mcp/fileStdioBundle';
import { alive } from '../src/test/mcp/servers';
import { bundleCli } from '../tools/cli/bundle';
import { searchFor, shotBoth, storedTexts } from './helpers';

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

test("open --mcp: the stdio server's tools, a live change, and the command ends with the page", async ({
  browser,
}) => {
  test.setTimeout(30_000);
  bundleCli(bundle);
  bundleFileStdio();
  const dir = mkdtempSync(join(tmpdir(), 'toollens-open-e2e-'));
  const file = join(dir, 'tools.json');
  writeTools(file, tools('Record a ledger entry for an invoice.'));
  const server = fileStdioCommand(file);
  const cli: ChildProcess = spawn(
    process.execPath,
    [bundle, 'open', '--mcp', server, '--no-browser', '--port', '0'],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  cli.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  cli.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => cli.once('exit', resolve));
  try {
    await expect
      .poll(() => stdout, { timeout: 10_000 })
      .toMatch(/^toollens open: http:\/\/127\.0\.0\.1:\d+\/#/);
    const url = /(http:\/\/\S+)/.exec(stdout)?.[1] as string;

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(url);
    // The token leaves the address at once.
    await expect.poll(() => page.url()).not.toContain('toollens-open=');
    await expect(page.getByTestId('mcp-status')).toContainText('connected to toollens-file', {
      timeout: 10_000,
    });
    await expect(page.getByTestId('catalog-summary')).toContainText('3 tools');
    await searchFor(page, 'invoice email');
    const first = page.getByTestId('hit-name').first();
    await expect(first).toHaveText('send_reminder');
    await expect(page.getByTestId('hit-name').nth(1)).toHaveText('make_ledger_entry');

    writeTools(file, tools('Create and email an invoice to a customer by email.'));
    await expect(first).toHaveText('make_ledger_entry');
    await expect(page.getByTestId('live-move').first()).toHaveText(/↑1/);
    await shotBoth(page, 'open-mcp');

    const pids = () =>
      [...stderr.matchAll(/started the stdio server \(pid (\d+)\)/g)].map((m) => Number(m[1]));
    expect(pids().filter(alive)).toHaveLength(1);

    // Nothing the page keeps holds the token: its address, storage, share link or export.
    const token = url.split('toollens-open=')[1] as string;
    await expect(page.getByTestId('save-state')).toHaveAttribute('data-saving', 'false');
    const stored = await storedTexts(page, { sessionStorage: false });
    expect(stored).toContain('toollens-file');
    expect(stored).not.toContain(token);
    await page.getByTestId('share-button').click();
    await expect(page.getByTestId('share-link')).toHaveValue(/#/);
    expect(await page.getByTestId('share-link').inputValue()).not.toContain(token);
    const download = page.waitForEvent('download');
    await page.getByTestId('export-workspace').click();
    const exported = readFileSync((await (await download).path()) ?? '', 'utf8');
    expect(exported).toContain('toollens-file');
    expect(exported).not.toContain(token);

    // A reload of the tab reconnects: a fresh handshake on a fresh server process.
    await page.reload();
    await expect(page.getByTestId('mcp-status')).toContainText('connected to toollens-file');
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
    expect(await exited).toBe(0);
    expect(stdout).toContain('toollens open: the page closed; stopped the stdio server');
    expect(pids().filter(alive)).toEqual([]);
  } finally {
    test.info().annotations.push({ type: 'command stderr', description: stderr });
    cli.kill();
  }
});
