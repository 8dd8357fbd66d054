import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { demoCatalog } from '../../../data/demo';
import { catalogFacets, importCatalog } from '../../../engine';
import type { Facets } from '../../../engine/core';
import { idleSearchPanelProps } from '../../../test/searchPanelProps';
import { DEFAULT_VIEW, type View } from '../../shared/view';
import { SearchPanel } from '../components';

/** The filter box's example is one the catalog shown can answer, not the demo's on every one. */

const serverFacets = (): Facets => {
  const tools = ['storage_account_list', 'storage_account_get', 'keyvault_secret_list'].map(
    (name) => ({
      name,
      description: `${name.replace(/_/g, ' ')} in a subscription.`,
      inputSchema: { type: 'object', properties: {} },
    }),
  );
  const result = importCatalog(JSON.stringify({ tools }), {
    source: 'azure.json',
    deriveTags: true,
  });
  if (!result.ok) throw new Error('the test catalog did not import');
  return catalogFacets(result.catalog.tools);
};

const placeholderOf = (view: View, facets: Facets) => {
  const html = renderToStaticMarkup(
    <SearchPanel {...idleSearchPanelProps} view={view} facets={facets} />,
  );
  return html.match(/data-testid="filter-input"[^>]*placeholder="([^"]*)"/)?.[1];
};

describe('the filter box’s placeholder', () => {
  it('shows the demo’s capability on the demo catalog', () => {
    expect(placeholderOf(DEFAULT_VIEW, catalogFacets(demoCatalog.tools))).toBe(
      'capability, domain, entity… or cap:file:read',
    );
  });

  it('shows an imported catalog’s own capability', () => {
    const view: View = { ...DEFAULT_VIEW, catalog: { kind: 'imported', name: 'azure.json' } };
    expect(placeholderOf(view, serverFacets())).toBe(
      'capability, domain, entity… or cap:storage-account:get',
    );
  });

  it('offers no example on a catalog without capabilities', () => {
    const view: View = { ...DEFAULT_VIEW, catalog: { kind: 'imported', name: 'bare.json' } };
    const none = { capabilities: [], domains: [], entities: [], relationships: [] };
    expect(placeholderOf(view, none)).toBe('capability, domain, entity…');
  });
});
