import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_CELLS, sideOf, tokenize, wordDiff } from './wordDiff';

describe('tokenize', () => {
  it('keeps words and the whitespace between them as separate tokens', () => {
    expect(tokenize('Read a  file.\n')).toEqual(['Read', ' ', 'a', '  ', 'file.', '\n']);
  });

  it('returns no tokens for an empty text', () => {
    expect(tokenize('')).toEqual([]);
  });
});

describe('wordDiff', () => {
  it('marks only the changed word', () => {
    expect(wordDiff('Read a text file', 'Read a PDF file')).toEqual([
      { kind: 'same', text: 'Read a ' },
      { kind: 'removed', text: 'text' },
      { kind: 'added', text: 'PDF' },
      { kind: 'same', text: ' file' },
    ]);
  });

  it('shows an appended sentence as one insertion', () => {
    expect(wordDiff('Read a file.', 'Read a file. Opens notes.')).toEqual([
      { kind: 'same', text: 'Read a file.' },
      { kind: 'added', text: ' Opens notes.' },
    ]);
  });

  it('returns one same part for equal texts and nothing for two empty ones', () => {
    expect(wordDiff('same text', 'same text')).toEqual([{ kind: 'same', text: 'same text' }]);
    expect(wordDiff('', '')).toEqual([]);
  });

  it('falls back to a whole replacement when the texts are too long to align', () => {
    const long = Array.from({ length: Math.ceil(Math.sqrt(MAX_CELLS)) }, (_, i) => `w${i}`).join(
      ' ',
    );
    // Different at both ends, so no common head or tail shortens the texts.
    const parts = wordDiff(`first ${long}`, `second ${long} more`);
    expect(parts.map((part) => part.kind)).toEqual(['removed', 'added']);
  });

  it('gives back both texts exactly, for any pair of texts', () => {
    const text = fc.stringMatching(/^[a-c \n]{0,40}$/);
    fc.assert(
      fc.property(text, text, (before, after) => {
        const parts = wordDiff(before, after);
        expect(sideOf(parts, 'before')).toBe(before);
        expect(sideOf(parts, 'after')).toBe(after);
      }),
    );
  });
});

describe('wordDiff, tidied', () => {
  it('shows a sentence inserted mid-text as one insertion', () => {
    const before = 'Set who is responsible. Assigned people are notified.';
    const after =
      'Set who is responsible. Use it to reassign a ticket. Assigned people are notified.';
    expect(wordDiff(before, after)).toEqual([
      { kind: 'same', text: 'Set who is responsible. ' },
      { kind: 'added', text: 'Use it to reassign a ticket. ' },
      { kind: 'same', text: 'Assigned people are notified.' },
    ]);
  });

  it('reads a phrase replaced word for word as one replacement', () => {
    expect(wordDiff('open the red box now', 'open a blue crate now')).toEqual([
      { kind: 'same', text: 'open ' },
      { kind: 'removed', text: 'the red box' },
      { kind: 'added', text: 'a blue crate' },
      { kind: 'same', text: ' now' },
    ]);
  });
});

describe('wordDiff under a shared cell budget', () => {
  it('aligns while the budget lasts, then shows a text as one removal and one insertion', () => {
    const budget = { cells: 30 };
    // 3 × 5 tokens: 24 cells, within the budget.
    expect(wordDiff('a b c', 'a x c', budget)).toEqual([
      { kind: 'same', text: 'a ' },
      { kind: 'removed', text: 'b' },
      { kind: 'added', text: 'x' },
      { kind: 'same', text: ' c' },
    ]);
    expect(budget.cells).toBe(30 - 4);
    expect(wordDiff('p q r s t', 'u q v s w', budget)).toEqual([
      { kind: 'removed', text: 'p q r s t' },
      { kind: 'added', text: 'u q v s w' },
    ]);
  });
});
