import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { importFile } from './helpers';

/**
 * The two pulled MCP servers committed under src/test/fixtures/servers (`toollens pull` files),
 * opened as a new user opens one: the page as it first loads (the default ranker), then the
 * file through the header's file input.
 */

export const PULLED = {
  firecrawl: 'firecrawl-mcp-3.22.2.tools.json',
  playwright: 'playwright-mcp-0.0.86.tools.json',
} as const;

const fixture = (file: string) =>
  readFileSync(new URL(`../src/test/fixtures/servers/${file}`, import.meta.url), 'utf8');

/** The server's labelled queries beside it, as a query set file's text. */
export const pulledQueries = (server: keyof typeof PULLED) => fixture(`${server}-mcp.queries.json`);

export const openPulled = async (page: Page, server: keyof typeof PULLED) => {
  const file = PULLED[server];
  await page.goto('/');
  await expect(page.getByRole('status', { name: 'Catalog' })).toContainText('demo · toollens');
  await importFile(page, file, fixture(file));
  await expect(page.getByRole('status', { name: 'Catalog' })).toContainText(file);
};
