import { readFileSync } from 'node:fs';
import { type Catalog, importCatalog, type LabelledQuery, readQuerySet } from '../engine';

/**
 * Two MCP servers pulled from npm, with query sets written by hand as their users would type
 * them (`src/test/fixtures/servers/README.md`): data no ranking choice was made on.
 */
export const PULLED_SERVERS = {
  'playwright-mcp': 'playwright-mcp-0.0.86',
  'firecrawl-mcp': 'firecrawl-mcp-3.22.2',
} as const;

export type PulledServer = keyof typeof PULLED_SERVERS;

const fixture = (file: string): string =>
  readFileSync(new URL(`fixtures/servers/${file}`, import.meta.url), 'utf8');

/** A pulled server's catalog and its hand-written queries. */
export const loadPulledServer = (
  name: PulledServer,
): { catalog: Catalog; queries: LabelledQuery[] } => {
  const imported = importCatalog(fixture(`${PULLED_SERVERS[name]}.tools.json`), { source: name });
  if (!imported.ok) throw new Error(`${name}: ${imported.errors[0]?.message}`);
  const set = readQuerySet(JSON.parse(fixture(`${name}.queries.json`)));
  if (!set.ok) throw new Error(`${name}: ${set.errors.join('\n')}`);
  return { catalog: imported.catalog, queries: set.queries };
};
