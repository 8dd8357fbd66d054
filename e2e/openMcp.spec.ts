import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { bundleFileStdio, fileStdioCommand, writeTools } from '../src/test/mcp/fileStdioBundle';
import { bundleCli } from '../tools/cli/bundle';
import { searchFor, shotBoth } from './helpers';

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

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

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

    const pid = Number(/started the stdio server \(pid (\d+)\)/.exec(stderr)?.[1]);
    expect(alive(pid)).toBe(true);
    // Nothing the page keeps holds the token: not its address, storage or saved work.
    const token = url.split('toollens-open=')[1] as string;
    const kept = await page.evaluate(async () => {
      const names = (await indexedDB.databases()).map((db) => db.name ?? '');
      return JSON.stringify({ href: location.href, local: { ...localStorage }, names });
    });
    expect(kept).not.toContain(token);

    await context.close();
    expect(await exited).toBe(0);
    expect(stdout).toContain('toollens open: the page closed; stopped the stdio server');
    expect(alive(pid)).toBe(false);
  } finally {
    test.info().annotations.push({ type: 'command stderr', description: stderr });
    cli.kill();
  }
});
