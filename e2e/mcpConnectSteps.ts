import { expect, type Locator, type Page, test } from '@playwright/test';
import { type PagingServer, startPagingServer } from '../src/test/mcp/pagingServer';
import { catalogSummary } from './helpers';

/** The "Connect to server…" dialog and what the page says of a connection (mcpConnect specs). */

/**
 * The paging test server (105 tools in pages of 20, changes on demand) on loopback, started
 * before the spec's tests and stopped after them; each test's changes are undone after it.
 */
export const pagingServer = (): PagingServer => {
  let paging: PagingServer | undefined;
  test.beforeAll(async () => {
    paging = await startPagingServer({ port: 0 });
  });
  test.afterAll(async () => {
    await paging?.close();
  });
  test.afterEach(async () => {
    await paging?.change('reset');
  });
  const started = (): PagingServer => {
    if (paging === undefined) throw new Error('pagingServer: the server starts in beforeAll');
    return paging;
  };
  return {
    get url() {
      return started().url;
    },
    change: (kind) => started().change(kind),
    tools: () => started().tools(),
    close: () => started().close(),
  };
};

export const dialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Connect to an MCP server' });
export const urlField = (page: Page) => dialog(page).getByRole('textbox', { name: 'Server URL' });
export const headersField = (page: Page) =>
  dialog(page).getByRole('textbox', { name: 'Headers (optional), one per line' });
/** The dialog's submit button: Connect, Retry after a failure, Connecting… meanwhile. */
export const submit = (page: Page) =>
  dialog(page).getByRole('button', { name: /^(Connect|Retry|Connecting…)$/ });
export const connection = (page: Page) => page.getByRole('status', { name: 'Server connection' });
export const notice = (page: Page) => page.getByRole('status', { name: 'Notice' });
/** The page's banner of a failed connection: an alert with its Dismiss (the dialog's have none). */
export const failureBanner = (page: Page) =>
  page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Dismiss' }) });
/** A hit's move since the server's change (its title says so). */
export const liveMove = (row: Locator) =>
  row.getByTitle(
    /^(#\d+ before the server's change|new among the hits since the server's change)$/,
  );

export const openApp = async (page: Page) => {
  await page.goto('/');
  await expect(catalogSummary(page)).toContainText('demo · toollens · 169 tools');
};

export const fillDialog = async (page: Page, url: string, headers = '') => {
  await page.getByRole('button', { name: /^Connect( to server)?…$/ }).click();
  await urlField(page).fill(url);
  if (headers) await headersField(page).fill(headers);
};

export const connect = async (page: Page, url: string, headers = '') => {
  await fillDialog(page, url, headers);
  await submit(page).click();
};
