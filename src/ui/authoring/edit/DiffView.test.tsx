import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TextDiff } from './DiffView';

describe('TextDiff', () => {
  it('draws a small edit of a 200 KB description in a bounded page, saying what it left out', () => {
    const before = 'lorem ipsum dolor sit amet '.repeat(8000);
    const html = renderToStaticMarkup(<TextDiff before={before} after={`${before}file`} />);
    expect(html).toContain('<ins>file</ins>');
    expect(html).toMatch(/… [\d,]+ characters …/);
    expect(html.length).toBeLessThan(2_000);
  });

  it('draws a short diff whole', () => {
    const html = renderToStaticMarkup(<TextDiff before="read a file" after="read a text file" />);
    expect(html).not.toContain('characters');
    expect(html).toContain('<ins>');
  });
});
