import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextDiff } from './DiffView';

/** What the diff reads as: its added words, its removed words and its whole text. */
const drawn = () => {
  const diff = screen.getByTestId('text-diff');
  const texts = (role: 'insertion' | 'deletion') =>
    screen.queryAllByRole(role).map((part) => part.textContent);
  return { text: diff.textContent ?? '', added: texts('insertion'), removed: texts('deletion') };
};

describe('TextDiff', () => {
  it('draws a small edit of a 200 KB description in a bounded page, saying what it left out', () => {
    const before = 'lorem ipsum dolor sit amet '.repeat(8000);
    render(<TextDiff before={before} after={`${before}file`} />);
    const { text, added, removed } = drawn();
    expect(added).toEqual(['file']);
    expect(removed).toEqual([]);
    expect(text).toMatch(/… [\d,]+ characters …/);
    expect(text.length).toBeLessThan(1_000);
  });

  it('draws a short diff whole', () => {
    render(<TextDiff before="read a file" after="read a text file" />);
    const { text, added } = drawn();
    expect(text).not.toContain('characters');
    expect(added.join('').trim()).toBe('text');
  });
});
