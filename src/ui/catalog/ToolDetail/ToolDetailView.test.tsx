import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ToolDetail } from '../../../worker/boundary';
import { PRE_PAGE } from './BoundedPre';
import { STRING_CHARS } from './JsonTree';
import { ToolDetailView } from './ToolDetailView';

const base: ToolDetail = {
  name: 't',
  order: 0,
  domains: [],
  capabilities: [],
  descriptionChars: 0,
  schemaChars: 17,
  declarationChars: 0,
  live: false,
  scaffolding: false,
  derived: {},
  description: '',
  parameters: { type: 'object' },
  entities: [],
  relationships: [],
  concepts: [],
  declaration: '{}',
};

describe('ToolDetailView', () => {
  it('shows the declaration verbatim and as a tree, the arguments as a table and the glossary', async () => {
    const parameters = {
      type: 'object',
      properties: { path: { type: 'string', description: 'The file' } },
      required: ['path'],
    };
    const declaration = JSON.stringify({
      name: 't',
      description: '<script>alert(1)</script>',
      input_schema: parameters,
    });
    render(
      <ToolDetailView
        detail={{
          ...base,
          domains: ['files'],
          capabilities: ['file:read'],
          descriptionChars: 25,
          declarationChars: declaration.length,
          derived: { capabilities: true },
          description: '<script>alert(1)</script>',
          parameters,
          concepts: [{ id: 'label', label: 'Label', glossary: 'A colored tag.' }],
          declaration,
        }}
        tokens={12}
        onClose={() => {}}
      />,
    );
    const detail = screen.getByRole('region', { name: 't' });
    // Markup in a description is text, never an element.
    expect(screen.getByTestId('tool-declaration').textContent).toBe(declaration);
    expect(detail.querySelector('script')).toBeNull();
    // The tree: the description as a JSON string, the schema open at first.
    const tree = screen.getByTestId('tool-tree');
    expect(within(tree).getByText('"<script>alert(1)</script>"')).toBeDefined();
    const schema = within(tree).getByText('"input_schema"').closest('details');
    expect(schema).toHaveProperty('open', true);
    // The table: one row per argument with its type, required and description.
    const table = within(detail).getByRole('table');
    const [, path] = within(table).getAllByRole('row');
    if (!path) throw new Error('no argument row');
    expect(within(path).getByRole('rowheader').textContent).toContain('path');
    expect(
      within(path)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['string', 'yes', 'The file', '']);
    expect(within(detail).getByText('A colored tag.')).toBeDefined();
    expect(within(detail).getByText('derived from the name')).toBeDefined();
    expect(within(detail).getByText(/· 12 tokens/)).toBeDefined();
    // The tree folds on a click on its summary.
    await userEvent.click(within(tree).getByText('"input_schema"'));
    expect(schema).toHaveProperty('open', false);
  });
});

describe('ToolDetailView with a 2 MB description', () => {
  it('draws a bounded part of the declaration, with a way to see more', async () => {
    const description = 'lorem ipsum dolor sit amet file '.repeat(65_536);
    const declaration = JSON.stringify({ name: 'big', description });
    const { container } = render(
      <ToolDetailView
        detail={{
          ...base,
          name: 'big',
          descriptionChars: description.length,
          declarationChars: declaration.length,
          description,
          declaration,
        }}
        tokens={undefined}
        onClose={() => {}}
      />,
    );
    // The tree draws 600 characters of the description; the text one page of 4,000.
    expect(container.textContent?.length).toBeLessThan(STRING_CHARS + PRE_PAGE + 1_500);
    expect(screen.getByText(/more characters: see the exact text below/)).toBeDefined();
    const total = declaration.length.toLocaleString('en');
    expect(
      screen.getByText(`Showing characters 1–4,000 of ${total}.`, { exact: false }),
    ).toBeDefined();
    const previous = screen.getByRole('button', { name: 'Previous' });
    expect(previous).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Next 4,000' }));
    expect(
      screen.getByText(`Showing characters 4,001–8,000 of ${total}.`, { exact: false }),
    ).toBeDefined();
    expect(previous).toHaveProperty('disabled', false);
    expect(screen.getByTestId('tool-declaration').textContent?.length).toBe(PRE_PAGE + 2);
  });

  it('shows the MCP title clients show, title before annotations.title, and none when blank', () => {
    const { rerender } = render(
      <ToolDetailView
        detail={{ ...base, title: 'Create Entities', annotationTitle: 'Add people' }}
        tokens={undefined}
        onClose={() => {}}
      />,
    );
    expect(screen.getByTestId('tool-title').textContent).toMatch(/^Create Entities \(MCP title:/);
    rerender(
      <ToolDetailView
        detail={{ ...base, title: ' ', annotationTitle: 'Add people' }}
        tokens={undefined}
        onClose={() => {}}
      />,
    );
    expect(screen.getByTestId('tool-title').textContent).toMatch(
      /^Add people \(MCP annotations\.title:/,
    );
    rerender(<ToolDetailView detail={base} tokens={undefined} onClose={() => {}} />);
    expect(screen.queryByTestId('tool-title')).toBeNull();
  });
});
