import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PromptSections } from './PromptSections';
import { SECTION_DRAWN } from './sectionWindow';

describe('PromptSections', () => {
  it('draws a section holding a 2 MB declaration in a bounded window, saying what it left out', () => {
    const text = 'x'.repeat(2_097_152);
    const html = renderToStaticMarkup(
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
    expect(html.length).toBeLessThan(SECTION_DRAWN + 2_000);
    expect(html).toContain('prefix breaks here');
    expect(html).toMatch(/… [\d,]+ characters …/);
    expect(html).toContain('Show more of this section');
  });
});
