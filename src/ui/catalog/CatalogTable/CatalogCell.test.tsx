import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CatalogCell } from './CatalogCell';
import type { CatalogTableRow } from './columns';

const row: CatalogTableRow = {
  name: 'create_entities',
  order: 0,
  domains: [],
  capabilities: [],
  descriptionChars: 0,
  schemaChars: 0,
  declarationChars: 0,
  live: false,
  scaffolding: false,
  derived: {},
  tokens: undefined,
};

const nameCell = (shown: CatalogTableRow) =>
  render(
    <table>
      <tbody>
        <tr>
          <CatalogCell id="name" row={shown} onSelect={() => {}} />
        </tr>
      </tbody>
    </table>,
  );

describe('the catalog table’s name cell', () => {
  it('shows the MCP title under the name, saying which field it is', () => {
    nameCell({ ...row, title: 'Create Entities' });
    expect(screen.getByRole('button', { name: 'create_entities' })).toBeDefined();
    const title = screen.getByText('Create Entities');
    expect(title.closest('[title]')?.getAttribute('title')).toMatch(/title: what clients show/);
  });

  it('falls back to annotations.title, and shows the name alone without either', () => {
    const { unmount } = nameCell({ ...row, annotationTitle: 'Add people' });
    expect(screen.getByText('Add people').closest('[title]')?.getAttribute('title')).toMatch(
      /annotations\.title/,
    );
    unmount();
    nameCell(row);
    expect(screen.queryByTestId('catalog-title')).toBeNull();
  });
});
