import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PromptSections } from './PromptSections';
import { SECTION_DRAWN } from './sectionWindow';

describe('PromptSections', () => {
  it('draws a section holding a 2 MB declaration in a bounded window, saying what it left out', async () => {
    const text = 'x'.repeat(2_097_152);
    render(
      <PromptSections
        sections={[
          {
            id: 'declarations',
            title: 'Declarations',
            text,
            start: 0,
            end: text.length,
            stable: 1_000_000,
            state: 'part',
          },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: /^Declarations 2,097,152 chars/ })).toBeDefined();
    const box = screen.getByText('▼ prefix breaks here').parentElement;
    const drawnChars = () => box?.textContent?.length ?? Number.POSITIVE_INFINITY;
    expect(drawnChars()).toBeLessThan(SECTION_DRAWN + 200);
    expect(box?.textContent).toMatch(/^… [\d,]+ characters …x/);
    await userEvent.click(screen.getByRole('button', { name: 'Show more of this section' }));
    expect(drawnChars()).toBeGreaterThan(2 * SECTION_DRAWN);
    expect(drawnChars()).toBeLessThan(2 * SECTION_DRAWN + 200);
  });
});
