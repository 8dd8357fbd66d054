import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AlwaysDeclared, splitNames } from './AlwaysDeclared';

describe('AlwaysDeclared', () => {
  it('names the scaffolding tools once', () => {
    render(<AlwaysDeclared names={['search_tools', 'activate_tool']} />);
    const note = screen.getByText(/^Always declared, so never a search result:/);
    expect(note.textContent).toBe(
      'Always declared, so never a search result: search_tools, activate_tool',
    );
    expect(screen.queryByText(/more/)).toBeNull();
  });

  it('shows the first six and counts the rest, with the full list on demand', async () => {
    const names = Array.from({ length: 9 }, (_, i) => `tool_${i + 1}`);
    expect(splitNames(names)).toEqual({ shown: names.slice(0, 6), more: 3 });
    render(<AlwaysDeclared names={names} />);
    const note = screen.getByTitle(names.join(', '));
    expect(note.textContent).toContain('tool_1, tool_2, tool_3, tool_4, tool_5, tool_6');
    const more = screen.getByRole('group');
    expect(more).toHaveProperty('open', false);
    await userEvent.click(screen.getByText('and 3 more'));
    expect(more).toHaveProperty('open', true);
    expect(screen.getByText('tool_7, tool_8, tool_9')).toBeDefined();
  });

  it('draws nothing when the catalog marks no scaffolding', () => {
    const { container } = render(<AlwaysDeclared names={[]} />);
    expect(container.childNodes).toHaveLength(0);
  });
});
