import { expect, type Page, test } from '@playwright/test';
import { generatedTools, type LiveServer, startLiveServer } from '../src/test/mcp/liveServer';
import { searchFor, shot } from './helpers';

/**
 * A live MCP connection that stays true (the hostile live server, started here on loopback): a
 * refused list is named and does not make the page diverge, a server change does not overwrite
 * the user's edit, a dead, restarted or cutting server is seen at once, and "connecting…" can be
 * cancelled.
 */

const SOURCE = 'mcp:toollens-live@1.0.0';
let server: LiveServer;

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
  await expect(page.getByTestId('catalog-summary')).toContainText('demo · toollens · 169 tools');
  await page.getByTestId('connect-button').click();
  await page.getByTestId('connect-url').fill(url);
  await page.getByTestId('connect-submit').click();
};

const connectTo = async (page: Page, tools: number) => {
  await startConnecting(page, server.url);
  await expect(page.getByTestId('mcp-status')).toContainText('connected to toollens-live');
  await expect(page.getByTestId('catalog-summary')).toContainText(
    `${SOURCE} · mcp · ${tools} tools`,
  );
};

const catalogRow = (page: Page, name: string) =>
  page.getByTestId('catalog-row').filter({
    has: page.getByTestId('catalog-name').getByText(name, { exact: true }),
  });

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
  const error = page.getByTestId('mcp-error');
  await expect(error).toContainText(SOURCE);
  await expect(error).toContainText('tool_0002');
  await expect(error).toContainText('duplicate tool name');
  await expect(error).toContainText('The catalog stays as last applied');
  await expect(page.getByTestId('catalog-summary')).toContainText('20 tools');
  await shotBoth(page, 'mcp-live-refused');

  // The next list drops tool_0001 and tool_0004 and adds one: against what was applied, both
  // removals count, and tool_0003 (back to its own text) did not change.
  await server.setTools([
    ...first.filter((tool) => tool.name !== 'tool_0001' && tool.name !== 'tool_0004'),
    { ...at('tool_0000'), name: 'tool_new', description: 'A tool the server added.' },
  ]);
  await expect(page.getByTestId('notice')).toContainText(
    'list_changed: 1 tool added, 2 removed (tool_new, tool_0001, tool_0004)',
  );
  await expect(page.getByTestId('catalog-summary')).toContainText('19 tools');
  await expect(error).toHaveCount(0);
  await page.getByRole('tab', { name: /Catalog/ }).click();
  await expect(catalogRow(page, 'tool_new')).toHaveCount(1);
  await expect(catalogRow(page, 'tool_0001')).toHaveCount(0);
  await expect(catalogRow(page, 'tool_0004')).toHaveCount(0);
  await catalogRow(page, 'tool_0003').getByTestId('catalog-name').click();
  await expect(page.getByTestId('tool-detail')).toContainText(at('tool_0003').description ?? '');
});

test("the server's change does not overwrite the user's edit, and says so on that tool", async ({
  page,
}) => {
  server = await startLiveServer({ tools: generatedTools(20) });
  await connectTo(page, 20);
  await page.getByRole('tab', { name: /Catalog/ }).click();
  await catalogRow(page, 'tool_0005').getByTestId('catalog-name').click();
  await page.getByTestId('edit-tool').click();
  const editor = page.getByTestId('tool-editor');
  await expect(editor).toContainText('Edit tool_0005');
  const mine = 'My own words: reconcile the quarterly ledger.';
  await page.getByTestId('edit-description').fill(mine);
  await page.getByTestId('edit-apply').click();
  await expect(editor.getByTestId('edit-applied')).toBeVisible();

  const theirs = 'The server rewrote this: export a report record.';
  await server.rewrite('tool_0005', theirs);
  const conflict = editor.getByTestId('live-conflict');
  await expect(conflict).toContainText(`${SOURCE} changed tool_0005`);
  await expect(conflict).toContainText(theirs);
  // The user's text stays, in the editor and in the engine.
  await expect(page.getByTestId('edit-description')).toHaveValue(mine);
  await expect(editor.getByTestId('edit-applied')).toBeVisible();
  await page.getByRole('tab', { name: /Catalog/ }).click();
  await catalogRow(page, 'tool_0005').getByTestId('catalog-name').click();
  await expect(page.getByTestId('tool-detail')).toContainText(mine);
  await page.getByTestId('edit-tool').click();
  await shotBoth(page, 'mcp-live-conflict');

  await conflict.getByTestId('take-server-text').click();
  await expect(page.getByTestId('edit-description')).toHaveValue(theirs);
  await expect(editor.getByTestId('live-conflict')).toHaveCount(0);
  // The engine has the server's text now: a search for its words finds the tool.
  await page.getByRole('tab', { name: /Search/ }).click();
  await searchFor(page, 'server rewrote');
  await expect(page.getByTestId('hit-name').first()).toHaveText('tool_0005');
});

test('a server that dies is shown as lost, with Reconnect', async ({ page }) => {
  server = await startLiveServer({ tools: generatedTools(20) });
  await connectTo(page, 20);
  await server.stop();
  const status = page.getByTestId('mcp-status');
  await expect(status).toContainText('connection lost to toollens-live', { timeout: 10_000 });
  await expect(page.getByTestId('mcp-error')).toContainText(server.url);
  await expect(page.getByTestId('catalog-summary')).toContainText(`${SOURCE} · mcp · 20 tools`);
  await shotBoth(page, 'mcp-live-lost');
  await server.restart();
  await page.getByTestId('mcp-reconnect').click();
  await expect(status).toContainText('connected to toollens-live');
});

test('a restarted server is reconnected to, and its changes are followed again', async ({
  page,
}) => {
  server = await startLiveServer({ tools: generatedTools(20) });
  await connectTo(page, 20);
  await server.restart();
  await expect(page.getByTestId('notice')).toContainText('Reconnected to toollens-live', {
    timeout: 10_000,
  });
  await expect(page.getByTestId('mcp-status')).toContainText('connected to toollens-live');
  await server.rewrite('tool_0000', 'Changed after the restart.');
  await expect(page.getByTestId('notice')).toContainText(
    'list_changed: 1 description changed (tool_0000)',
  );
});

test('a tools/list answer cut mid-stream fails at once, saying so', async ({ page }) => {
  server = await startLiveServer({ tools: generatedTools(20) });
  server.cutNextLists(1);
  await startConnecting(page, server.url);
  // Well before the 15 s request deadline.
  await expect(page.getByTestId('mcp-error')).toContainText(
    'cut the connection while answering tools/list',
    { timeout: 5_000 },
  );
  await expect(page.getByTestId('catalog-summary')).toContainText('demo · toollens · 169 tools');
});

test('"connecting…" can be cancelled, and no more pages are asked for', async ({ page }) => {
  server = await startLiveServer({ tools: generatedTools(40) });
  server.setPaging({ pageSize: 1, delayMs: 100 });
  await startConnecting(page, server.url);
  const status = page.getByTestId('mcp-status');
  await expect(status).toContainText('connecting to');
  await expect.poll(() => server.listRequests()).toBeGreaterThan(1);
  await shotBoth(page, 'mcp-live-connecting');
  // The dialog stays open while connecting, with its own Cancel (the header's is under it).
  await page.getByTestId('connect-cancel').click();
  await expect(page.getByTestId('mcp-status')).toHaveCount(0);
  await expect(page.getByTestId('connect-submit')).toHaveText('Connect');
  await expect(page.getByTestId('connect-url')).toHaveValue(server.url);
  const sent = server.listRequests();
  expect(sent).toBeLessThan(40);
  // Five page delays without another request.
  await page.waitForTimeout(500);
  expect(server.listRequests()).toBe(sent);
  await expect(page.getByTestId('catalog-summary')).toContainText('demo · toollens · 169 tools');
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
  await expect(page.getByTestId('hit-name').first()).toHaveText('tool_0001');
  const fetched = await page.evaluate(
    () => (window as unknown as { __fetched: string[] }).__fetched,
  );
  expect(fetched.filter((url) => url.startsWith(new URL(server.url).origin))).toEqual([]);
  // The engine's worker and the link's.
  expect(page.workers().length).toBe(2);
});
