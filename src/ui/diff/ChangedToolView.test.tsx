import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChangedTool } from '../../engine/core';
import { ChangedToolView } from './ChangedToolView';

const reworded = (before: string, after: string) => [
  { kind: 'removed' as const, text: before },
  { kind: 'added' as const, text: after },
];

describe('a changed tool in the release diff', () => {
  it('shows each reworded title as a word diff under its own label, beside the description', () => {
    const tool: ChangedTool = {
      name: 'create_entities',
      title: reworded('Create Entities', 'Create People'),
      annotationTitle: reworded('', 'Entities'),
      schema: [],
      class: 'compatible',
    };
    render(<ChangedToolView tool={tool} />);
    expect(screen.getByText('Title').parentElement?.textContent).toBe(
      'TitleCreate EntitiesCreate People',
    );
    expect(screen.getByText('annotations.title').parentElement?.textContent).toBe(
      'annotations.titleEntities',
    );
    expect(screen.queryByText('Description')).toBeNull();
  });
});
