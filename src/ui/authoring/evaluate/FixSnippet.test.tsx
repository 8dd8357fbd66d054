import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ToolText } from '../../../engine/core';
import type { Proposal } from '../../../engine/library';
import { FixProposalList } from './FixProposalList';

/** A hint and a description proposal for one tool, as the worker answers them. */
const proposal: Proposal = {
  id: 'create_refund:search-hint,description:money',
  tool: 'create_refund',
  levers: ['search-hint', 'description'],
  edits: [
    {
      lever: 'search-hint',
      tool: 'create_refund',
      before: '',
      after: 'money back',
      words: ['money'],
    },
    {
      lever: 'description',
      tool: 'create_refund',
      before: 'Creates a refund.',
      after: 'Creates a refund. Use it to get "money" back.',
      words: ['money'],
    },
  ],
  why: [],
  wins: [],
  losses: [],
  steals: [],
  tokens: { surface: 0, declaration: 5 },
  breaking: false,
  safe: true,
};

const text: ToolText = {
  name: 'create_refund',
  title: '',
  description: 'Creates a refund. Use it to get "money" back.',
  capabilities: [],
  domains: [],
  entities: [],
  derived: {},
  arguments: [],
  searchHint: 'money back',
};

describe('Where a fix goes in code', () => {
  it('is folded, opens on the TypeScript call, and switches to Python', () => {
    render(<FixProposalList texts={[{ proposal, text }]} busy={false} onApply={undefined} />);
    const name = 'TypeScript registration of create_refund';
    expect(screen.queryByRole('region', { name })).toBeNull();
    fireEvent.click(screen.getByText('Where it goes in code'));
    const ts = screen.getByRole('region', { name });
    expect(ts.textContent).toContain('server.registerTool(');
    expect(ts.textContent).toMatch(
      /\/\/ description: read by .*\n {4}description: "Creates a refund\. Use it to get \\"money\\" back\.",/,
    );
    expect(ts.textContent).toMatch(
      /\/\/ search hint: .*\n {6}"anthropic\/searchHint": "money back",/,
    );
    expect(screen.getByRole('radio', { name: 'TypeScript' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('radio', { name: 'Python' }));
    const py = screen.getByRole('region', { name: 'Python registration of create_refund' });
    expect(within(py).getByText(/@mcp\.tool\(/)).toBeTruthy();
    expect(py.textContent).toContain('meta={');
    expect(py.textContent).toMatch(/# search hint: .*\n {8}"anthropic\/searchHint": "money back",/);
    expect(screen.queryByRole('region', { name })).toBeNull();
  });
});
