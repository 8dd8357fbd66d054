import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp';

/** The filter box's example is one the catalog shown can answer, not the demo's on every one. */

const catalogText = (names: string[]) =>
  JSON.stringify({
    tools: names.map((name) => ({
      name,
      description: `${name.replace(/_/g, ' ')} in a subscription.`,
      inputSchema: { type: 'object', properties: {} },
    })),
  });

const filterBox = () => screen.getByRole('combobox', { name: 'Filters' });

describe('the filter box’s placeholder', () => {
  it('shows the demo’s capability on the demo catalog', async () => {
    await renderApp({ catalog: 'demo' });
    expect(filterBox().getAttribute('placeholder')).toBe(
      'capability, domain, entity… or cap:file:read',
    );
  });

  it('shows an imported catalog’s own capability', async () => {
    const { store } = await renderApp();
    const text = catalogText([
      'storage_account_list',
      'storage_account_get',
      'keyvault_secret_list',
    ]);
    await act(() => store.getState().actions.loadCatalogText('azure.json', text));
    expect(screen.getByText(/azure\.json/)).toBeTruthy();
    expect(filterBox().getAttribute('placeholder')).toBe(
      'capability, domain, entity… or cap:storage-account:get',
    );
  });
});
