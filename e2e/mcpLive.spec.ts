import { expect, type Page, test } from '@playwright/test';
import { generatedTools, type LiveServer, startLiveServer } from '../src/test/mcp/liveServer';
import { hitNames, searchFor, shot } from './helpers';

/**
 * A live MCP connection that stays true (the hostile live server, started here on loopback): a
 * refused list is named and does not make the page diverge, a server change does not overwrite
 * the user's edit, a dead, restarted or cutting server is seen at once, and "connecting…" can be
 * cancelled.
 */

const SOURCE = 'mcp:toollens-live@1.0.0';
let server: LiveServer;

const connectDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Connect to an MCP server' });

test.use({ viewport: { width: 1440, height: 900 } });
test.afterEach(async () => {
  await server?.close();
});

const shotBoth = async (page: Page, name: string) => {
  await page.screenshot(shot(`${name}.png`));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot(shot(`${name}-390.png`));
  await page.setViewportSize({ width: 1440, height: 900 });
};

const startConnecting = async (page: Page, url: string) => {
  await page.goto('/');
  await expect(page.getByRole('status', { name: 'Catalog' })).toContainText(
    'demo · toollens · 169 tools',
  );
  await page.getByRole('button', { name: /^Connect( to server)?…$/ }).click();
  await connectDialog(page).getByRole('textbox', { name: 'Server URL' }).fill(url);
  await connectDialog(page).getByRole('button', { name: 'Connect', exact: true }).click();
};

const connectTo = async (page: Page, tools: number) => {
  await startConnecting(page, server.url);
  await expect(page.getByRole('status', { name: 'Server connection' })).toContainText(
    'connected to toollens-live',
  );
  await expect(page.getByRole('status', { name: 'Catalog' })).toContainText(
    `${SOURCE} · mcp · ${tools} tools`,
  );
};

const catalogRow = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('button', { name, exact: true }) });

test('a refused list is named, and the next list is compared with what was applied', async ({
  page,
}) => {
  const first = generatedTools(20);
  server = await startLiveServer({ tools: first });
  await connectTo(page, 20);
  const at = (name: string) => {
    const tool = first.find((each) => each.name === name);
    if (!tool) throw new Error(`no ${name}`);
    return tool;
  };

  // A duplicate name: refused whole. It also changed tool_0003 and dropped tool_0004.
  await server.setTools([
    ...first
      .filter((tool) => tool.name !== 'tool_0004')
      .map((tool) =>
        tool.name === 'tool_0003' ? { ...tool, description: 'A rewritten description.' } : tool,
      ),
    at('tool_0002'),
  ]);
  const error = page.getByRole('alert', { name: 'Connection error' });
  await expect(error).toContainText(SOURCE);
  await expect(error).toContainText('tool_0002');
  await expect(error).toContainText('duplicate tool name');
  await expect(error).toContainText('The catalog stays as last applied');
  await expect(page.getByRole('status', { name: 'Catalog' })).toContainText('20 tools');
  await shotBoth(page, 'mcp-live-refused');

  // The next list drops tool_0001 and tool_0004 and adds one: against what was applied, both
  // removals count, and tool_0003 (back to its own text) did not change.
  await server.setTools([
    ...first.filter((tool) => tool.name !== 'tool_0001' && tool.name !== 'tool_0004'),
    { ...at('tool_0000'), name: 'tool_new', description: 'A tool the server added.' },
  ]);
  await expect(page.getByRole('status', { name: 'Notice' })).toContainText(
    'list_changed: 1 tool added, 2 removed (tool_new, tool_0001, tool_0004)',
  );
  await expect(page.getByRole('status', { name: 'Catalog' })).toContainText('19 tools');
  await expect(error).toHaveCount(0);
  await page.getByRole('tab', { name: /Catalog/ }).click();
  await expect(catalogRow(page, 'tool_new')).toHaveCount(1);
  await expect(catalogRow(page, 'tool_0001')).toHaveCount(0);
  await expect(catalogRow(page, 'tool_0004')).toHaveCount(0);
  await catalogRow(page, 'tool_0003').getByRole('button', { name: 'tool_0003' }).click();
  await expect(page.getByRole('region', { name: 'tool_0003' })).toContainText(
    at('tool_0003').description ?? '',
  );
});

test("the server's change does not overwrite the user's edit, and says so on that tool", async ({
  page,
}) => {
  server = await startLiveServer({ tools: generatedTools(20) });
  await connectTo(page, 20);
  await page.getByRole('tab', { name: /Catalog/ }).click();
  await catalogRow(page, 'tool_0005').getByRole('button', { name: 'tool_0005' }).click();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const editor = page.getByRole('region', { name: 'Tool editor' });
  await expect(editor).toContainText('Edit tool_0005');
  const mine = 'My own words: reconcile the quarterly ledger.';
  await page.getByRole('textbox', { name: /^Description/ }).fill(mine);
  await page.getByRole('button', { name: 'Apply and re-run' }).click();
  await expect(editor.getByRole('status').filter({ hasText: 'Applied:' })).toBeVisible();

  const theirs = 'The server rewrote this: export a report record.';
  await server.rewrite('tool_0005', theirs);
  // The note on the tool: the server's change, kept apart with its two answers.
  const conflict = editor.getByRole('status').filter({
    has: page.getByRole('button', { name: 'Keep mine' }),
  });
  await expect(conflict).toContainText(`${SOURCE} changed tool_0005`);
  await expect(conflict).toContainText(theirs);
  // The user's text stays, in the editor and in the engine.
  await expect(page.getByRole('textbox', { name: /^Description/ })).toHaveValue(mine);
  await expect(editor.getByRole('status').filter({ hasText: 'Applied:' })).toBeVisible();
  await page.getByRole('tab', { name: /Catalog/ }).click();
  await catalogRow(page, 'tool_0005').getByRole('button', { name: 'tool_0005' }).click();
  await expect(page.getByRole('region', { name: 'tool_0005' })).toContainText(mine);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await shotBoth(page, 'mcp-live-conflict');

  await conflict.getByRole('button', { name: "Take the server's text" }).click();
  await expect(page.getByRole('textbox', { name: /^Description/ })).toHaveValue(theirs);
  await expect(conflict).toHaveCount(0);
  // The engine has the server's text now: a search for its words finds the tool.
  await page.getByRole('tab', { name: /Search/ }).click();
  await searchFor(page, 'server rewrote');
  await expect(hitNames(page).first()).toHaveText('tool_0005');
});

test('a server that dies is shown as lost, with Reconnect', async ({ page }) => {
  server = await startLiveServer({ tools: generatedTools(20) });
  await connectTo(page, 20);
  await server.stop();
  const status = page.getByRole('status', { name: 'Server connection' });
  await expect(status).toContainText('connection lost to toollens-live', { timeout: 10_000 });
  await expect(page.getByRole('alert', { name: 'Connection error' })).toContainText(server.url);
  await expect(page.getByRole('status', { name: 'Catalog' })).toContainText(
    `${SOURCE} · mcp · 20 tools`,
  );
  await shotBoth(page, 'mcp-live-lost');
  await server.restart();
  await status.getByRole('button', { name: 'reconnect' }).click();
  await expect(status).toContainText('connected to toollens-live');
});

test('a restarted server is reconnected to, and its changes are followed again', async ({
  page,
}) => {
  server = await startLiveServer({ tools: generatedTools(20) });
  await connectTo(page, 20);
  await server.restart();
  await expect(page.getByRole('status', { name: 'Notice' })).toContainText(
    'Reconnected to toollens-live',
    {
      timeout: 10_000,
    },
  );
  await expect(page.getByRole('status', { name: 'Server connection' })).toContainText(
    'connected to toollens-live',
  );
  await server.rewrite('tool_0000', 'Changed after the restart.');
  await expect(page.getByRole('status', { name: 'Notice' })).toContainText(
    'list_changed: 1 description changed (tool_0000)',
  );
});

test('a tools/list answer cut mid-stream fails at once, saying so', async ({ page }) => {
  server = await startLiveServer({ tools: generatedTools(20) });
  server.cutNextLists(1);
  await startConnecting(page, server.url);
  // Well before the 15 s request deadline.
  await expect(page.getByRole('alert', { name: 'Connection error' })).toContainText(
    'cut the connection while answering tools/list',
    { timeout: 5_000 },
  );
  await expect(page.getByRole('status', { name: 'Catalog' })).toContainText(
    'demo · toollens · 169 tools',
  );
});

test('"connecting…" can be cancelled, and no more pages are asked for', async ({ page }) => {
  server = await startLiveServer({ tools: generatedTools(40) });
  server.setPaging({ pageSize: 1, delayMs: 100 });
  await startConnecting(page, server.url);
  const status = page.getByRole('status', { name: 'Server connection' });
  await expect(status).toContainText('connecting to');
  await expect.poll(() => server.listRequests()).toBeGreaterThan(1);
  await shotBoth(page, 'mcp-live-connecting');
  // The dialog stays open while connecting, with its own Cancel (the header's is under it).
  await connectDialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('status', { name: 'Server connection' })).toHaveCount(0);
  await expect(
    connectDialog(page).getByRole('button', { name: 'Connect', exact: true }),
  ).toHaveText('Connect');
  await expect(connectDialog(page).getByRole('textbox', { name: 'Server URL' })).toHaveValue(
    server.url,
  );
  const sent = server.listRequests();
  expect(sent).toBeLessThan(40);
  // Five page delays without another request.
  await page.waitForTimeout(500);
  expect(server.listRequests()).toBe(sent);
  await expect(page.getByRole('status', { name: 'Catalog' })).toContainText(
    'demo · toollens · 169 tools',
  );
});

test("the connection runs off the page's thread: the page sends the server nothing itself", async ({
  page,
}) => {
  server = await startLiveServer({ tools: generatedTools(20) });
  // Every fetch the page's own thread makes (the SDK's requests were made from here), by URL.
  await page.addInitScript(() => {
    const urls: string[] = [];
    (window as unknown as { __fetched: string[] }).__fetched = urls;
    const fetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      urls.push(input instanceof Request ? input.url : String(input));
      return fetch(input, init);
    };
  });
  await connectTo(page, 20);
  await server.rewrite('tool_0001', 'A description rewritten live.');
  await searchFor(page, 'rewritten live');
  await expect(hitNames(page).first()).toHaveText('tool_0001');
  const fetched = await page.evaluate(
    () => (window as unknown as { __fetched: string[] }).__fetched,
  );
  expect(fetched.filter((url) => url.startsWith(new URL(server.url).origin))).toEqual([]);
  // The engine's worker and the link's.
  expect(page.workers().length).toBe(2);
});
