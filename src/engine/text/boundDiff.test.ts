import { describe, expect, it } from 'vitest';
import { boundDiff } from './boundDiff';
import { wordDiff } from './wordDiff';

const drawn = (parts: ReturnType<typeof boundDiff>) =>
  parts.reduce((sum, p) => sum + (p.kind === 'elided' ? 0 : p.text.length), 0);

describe('boundDiff', () => {
  it('leaves a short diff as it was', () => {
    const parts = wordDiff('Reads a file.', 'Reads a PDF file.');
    expect(boundDiff(parts)).toEqual(parts);
  });

  it('draws a bounded part of a one-word edit in a 2 MB description', () => {
    const text = 'lorem ipsum dolor sit amet file '.repeat(65_536);
    const edited = `${text.slice(0, 1_000_000)}EDITED ${text.slice(1_000_000)}`;
    const bounded = boundDiff(wordDiff(text, edited));
    expect(drawn(bounded)).toBeLessThan(1_000);
    expect(bounded.some((p) => p.kind === 'added' && p.text.includes('EDITED'))).toBe(true);
    const elided = bounded.reduce((sum, p) => sum + (p.kind === 'elided' ? p.chars : 0), 0);
    expect(drawn(bounded) + elided - 'EDITED '.length).toBe(text.length);
  });

  it('cuts a long removal or insertion to its ends', () => {
    const bounded = boundDiff([{ kind: 'removed', text: 'x'.repeat(100_000) }]);
    expect(bounded.map((p) => p.kind)).toEqual(['removed', 'elided', 'removed']);
    expect(drawn(bounded)).toBe(4_000);
  });
});
