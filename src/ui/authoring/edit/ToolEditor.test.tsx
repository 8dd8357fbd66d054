import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { textOf } from '../../../engine/core';
import type { ToolDetail } from '../../../worker/boundary';
import { toolOf } from '../state/toolOf';
import { ToolEditor } from './ToolEditor';

const detail: ToolDetail = {
  name: 'read_pdf',
  order: 0,
  domains: ['files'],
  capabilities: ['pdf:read'],
  descriptionChars: 20,
  schemaChars: 30,
  declarationChars: 80,
  live: false,
  scaffolding: false,
  derived: {},
  description: 'Read the text of a PDF',
  parameters: {
    type: 'object',
    properties: { path: { type: 'string', description: 'Where the PDF is' } },
  },
  entities: [],
  relationships: [],
  concepts: [],
  declaration: '{}',
};

const show = (props: Partial<Parameters<typeof ToolEditor>[0]>) =>
  render(
    <ToolEditor
      detail={detail}
      busy={false}
      error={undefined}
      onSave={() => {}}
      onClose={() => {}}
      onDismissError={() => {}}
      {...props}
    />,
  );

/** The diff's added words, as a screen reader reads the insertions. */
const insertions = () => screen.queryAllByRole('insertion').map((part) => part.textContent);

describe('ToolEditor', () => {
  it('offers each argument description for editing, and applies the edit', async () => {
    const onSave = vi.fn();
    show({ onSave });
    const path = within(screen.getByRole('group', { name: /^Argument descriptions/ })).getByRole(
      'textbox',
      { name: /^path/ },
    );
    expect(path).toHaveProperty('value', 'Where the PDF is');
    expect(screen.getByText(/^Nothing edited yet/)).toBeDefined();
    await userEvent.type(path, ' on disk');
    expect(screen.queryByText(/^Nothing edited yet/)).toBeNull();
    expect(insertions().join('')).toContain('disk');
    await userEvent.click(screen.getByRole('button', { name: 'Apply and re-run' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]?.[0].arguments).toEqual([
      expect.objectContaining({ label: 'path', description: 'Where the PDF is on disk' }),
    ]);
  });

  it('after Apply says what was applied, with Undo and the applied diff, not "No changes."', async () => {
    const after = textOf(toolOf(detail));
    const before = {
      ...after,
      description: 'Read a PDF',
      arguments: (after.arguments ?? []).map((argument) => ({ ...argument, description: 'Path' })),
    };
    const onUndo = vi.fn();
    show({ lastEdit: { before, after }, onUndo });
    const applied = screen.getByRole('status');
    expect(applied.textContent).toBe(
      'Applied: the description and 1 argument description of read_pdf. Undo',
    );
    expect(insertions()).toContain('Where the PDF is');
    expect(screen.queryByText('No changes.')).toBeNull();
    await userEvent.click(within(applied).getByRole('button', { name: 'Undo' }));
    expect(onUndo).toHaveBeenCalledTimes(1);
  });

  it('does not claim an edit of another tool', () => {
    const other = { ...textOf(toolOf(detail)), name: 'read_json' };
    show({ lastEdit: { before: other, after: { ...other, description: 'x' } } });
    expect(screen.queryByText(/^Applied:/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });
});

describe('ToolEditor, the search hint', () => {
  it('edits the hint, shows it in the diff, and applies it with white space collapsed', async () => {
    const onSave = vi.fn();
    show({
      onSave,
      detail: { ...detail, agentHints: { searchHint: 'pdf text', alwaysLoad: true } },
    });
    const hint = screen.getByRole('textbox', { name: /^Search hint/ });
    expect(hint).toHaveProperty('value', 'pdf text');
    await userEvent.type(hint, '   extract  ');
    expect(screen.getByText('search hint')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Apply and re-run' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ searchHint: 'pdf text extract' }),
    );
  });

  it('starts empty for a tool without one, and an unchanged empty hint is no change', () => {
    show({});
    expect(screen.getByRole('textbox', { name: /^Search hint/ })).toHaveProperty('value', '');
    expect(screen.getByText(/^Nothing edited yet/)).toBeDefined();
  });

  it('edits the MCP title, shows it word by word, and sends it only when it changed', async () => {
    const onSave = vi.fn();
    show({ onSave, detail: { ...detail, title: 'Read PDF', annotationTitle: 'PDF reader' } });
    const title = screen.getByRole('textbox', { name: /^Title/ });
    expect(title).toHaveProperty('value', 'Read PDF');
    await userEvent.type(screen.getByRole('textbox', { name: /^Description/ }), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Apply and re-run' }));
    expect(onSave.mock.calls[0]?.[0]).not.toHaveProperty('title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Read a PDF file');
    expect(screen.getByText('title', { selector: 'dt' })).toBeDefined();
    expect(insertions().join(' ')).toContain('file');
    await userEvent.click(screen.getByRole('button', { name: 'Apply and re-run' }));
    expect(onSave.mock.calls[1]?.[0].title).toBe('Read a PDF file');
  });

  it('says what a tool without a title shows instead', () => {
    show({ detail: { ...detail, annotationTitle: 'PDF reader' } });
    expect(screen.getByRole('textbox', { name: /^Title/ }).getAttribute('placeholder')).toContain(
      'PDF reader',
    );
  });
});
