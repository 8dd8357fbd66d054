import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
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

const render = (props: Partial<Parameters<typeof ToolEditor>[0]>) =>
  renderToStaticMarkup(
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

describe('ToolEditor', () => {
  it('offers each argument description for editing', () => {
    const html = render({});
    expect(html).toContain('data-argument="path"');
    expect(html).toContain('Where the PDF is</textarea>');
    expect(html).toContain('Nothing edited yet');
  });

  it('after Apply says what was applied, with Undo and the applied diff, not "No changes."', () => {
    const after = textOf(toolOf(detail));
    const before = {
      ...after,
      description: 'Read a PDF',
      arguments: (after.arguments ?? []).map((argument) => ({ ...argument, description: 'Path' })),
    };
    const html = render({ lastEdit: { before, after }, onUndo: () => {} });
    expect(html).toContain(
      'Applied: the description and 1 argument description of <span class="mono">read_pdf</span>.',
    );
    expect(html).toContain('data-testid="edit-applied-undo"');
    expect(html).toContain('<ins>Where the PDF is</ins>');
    expect(html).not.toContain('No changes.');
  });

  it('does not claim an edit of another tool', () => {
    const other = { ...textOf(toolOf(detail)), name: 'read_json' };
    const html = render({ lastEdit: { before: other, after: { ...other, description: 'x' } } });
    expect(html).not.toContain('Applied:');
  });
});
