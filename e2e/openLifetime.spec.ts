import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startScript } from '../src/test/mcp/cliProcess';
import { bundleFileStdio, fileStdioCommand, writeTools } from '../src/test/mcp/fileStdioBundle';
import { bundleCli } from '../tools/cli/bundle';
import { shotBoth } from './helpers';

// The service worker a visitor has (the app project blocks it, playwright.config.ts): `toollens
// open` serves the app, with its service worker.
test.use({ serviceWorkers: 'allow' });

/**
 * `toollens open` lives as long as its page: a server whose list the page refuses (over the
 * tool limit) does not end the command, and every panel still loads; when the command does end,
 * the page says so in one line and keeps what it shows, never going blank.
 */

const root = new URL('..', import.meta.url).pathname;
const bundle = join(root, 'node_modules/.cache/toollens/open-lifetime-e2e.mjs');

test.use({ viewport: { width: 1440, height: 900 } });

test('a refused list leaves the page and the command up; an ended command is said in one line', async ({
  page,
}) => {
  test.setTimeout(60_000);
  bundleFileStdio();
  bundleCli(bundle);
  const file = join(mkdtempSync(join(tmpdir(), 'toollens-open-life-')), 'tools.json');
  // One past the page's tool limit (10,000): the page refuses the list.
  writeTools(
    file,
    Array.from({ length: 10_001 }, (_, i) => ({
      name: `tool_${i}`,
      inputSchema: { type: 'object' },
    })),
  );
  const cli = startScript(bundle, ['open', '--mcp', fileStdioCommand(file), '--no-browser']);
  try {
    await cli.waitFor(/^toollens open: http:\/\/127\.0\.0\.1:\d+\/#/, 10_000);
    const url = /(http:\/\/\S+)/.exec(cli.stdout())?.[1] as string;
    await page.goto(url);
    await expect(page.getByRole('alert').filter({ hasText: '10,000' })).toBeVisible({
      timeout: 20_000,
    });

    // Past the bridge's grace (5 s) the refused server is stopped, and the command stays.
    await page.waitForTimeout(7_000);
    const exited = await Promise.race([
      cli.exited.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 100)),
    ]);
    expect(exited, cli.stderr()).toBe(false);
    await page.getByRole('tab', { name: 'Catalog' }).click();
    // The catalog table, named by its caption ("3 of 3 tools"), and its first tool's row.
    const firstTool = page
      .getByRole('table', { name: /^[\d,]+ of [\d,]+ tools?$/ })
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .first();
    await expect(firstTool).toBeVisible();

    // The command ends (Ctrl-C): the page says so, and a panel it has not loaded says why.
    cli.child.kill('SIGINT');
    expect(await cli.exited).toBe(0);
    await expect(
      page.getByRole('status').filter({ hasText: /^toollens open, which/ }),
    ).toContainText('toollens open, which served this page, has ended');
    await page.getByRole('tab', { name: 'Sessions' }).click();
    const failed = page.getByRole('alert').filter({ hasText: 'Could not load the Sessions view' });
    await expect(failed).toContainText('run it again');
    // The rest of the page stays: the header, the tabs, the catalog loaded before.
    await expect(page.getByRole('status', { name: 'Catalog' })).toBeVisible();
    await page.getByRole('tab', { name: 'Catalog' }).click();
    await expect(firstTool).toBeVisible();
    await page.getByRole('tab', { name: 'Sessions' }).click();
    await shotBoth(page, 'open-ended');
    // On a phone the long command line wraps: nothing widens the page.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  } finally {
    test.info().annotations.push({ type: 'command stderr', description: cli.stderr() });
    cli.child.kill();
  }
});
