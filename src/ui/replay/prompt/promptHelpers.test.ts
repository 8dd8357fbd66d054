import { describe, expect, it } from 'vitest';
import type { DiffPart, PromptSection } from '../../../engine/core';
import { changesBySection, diffBlocks } from './diffBlocks';
import { lineOf, percentOf, sectionPrefixes } from './prefixSegments';

const sections: PromptSection[] = [
  { id: 'protocol', title: 'Protocol', text: 'abcd', start: 0, end: 4 },
  { id: 'declarations', title: 'Tool declarations', text: 'x\ny\nz', start: 6, end: 11 },
  { id: 'varying', title: 'Working-set status', text: 'N of M', start: 13, end: 19 },
];

describe('sectionPrefixes', () => {
  it('says which sections the stable prefix covers whole, in part or not at all', () => {
    expect(sectionPrefixes(sections, 8).map((s) => [s.id, s.stable, s.state])).toEqual([
      ['protocol', 4, 'all'],
      ['declarations', 2, 'part'],
      ['varying', 0, 'none'],
    ]);
    expect(sectionPrefixes(sections, 19).every((s) => s.state === 'all')).toBe(true);
  });
});

describe('percent', () => {
  it('says 100 only for the whole prompt', () => {
    expect(percentOf(3923, 3923)).toBe(100);
    expect(percentOf(3922, 3923)).toBe(99);
    expect(percentOf(2392, 3923)).toBe(60);
    expect(percentOf(0, 0)).toBe(0);
  });
});

describe('lineOf', () => {
  it('gives the 1-based line and column of an offset', () => {
    expect(lineOf('x\ny\nz', 0)).toEqual({ line: 1, column: 1 });
    expect(lineOf('x\ny\nz', 4)).toEqual({ line: 3, column: 1 });
  });
});

describe('diffBlocks', () => {
  const same = (n: number) => Array.from({ length: n }, (_, i) => `line ${i}\n`).join('');
  const parts: DiffPart[] = [
    { kind: 'same', text: same(10), section: 'protocol' },
    { kind: 'removed', text: 'old\n', section: 'declarations' },
    { kind: 'added', text: 'new\n', section: 'declarations' },
    { kind: 'same', text: same(3), section: 'declarations' },
    { kind: 'added', text: '5 of 5', section: 'varying' },
  ];

  it('folds long unchanged runs and keeps two lines of context beside each change', () => {
    const blocks = diffBlocks(parts);
    expect(blocks[0]).toEqual({ kind: 'fold', lines: 8, text: same(8) });
    expect(blocks[1]).toEqual({ kind: 'same', text: 'line 8\nline 9\n' });
    expect(blocks.slice(2, 4).map((b) => b.kind)).toEqual(['removed', 'added']);
    // Three lines between two changes: too short to fold.
    expect(blocks[4]).toEqual({ kind: 'same', text: same(3) });
  });

  it('counts the changed characters per section', () => {
    expect(changesBySection(parts)).toEqual([
      { section: 'declarations', added: 4, removed: 4 },
      { section: 'varying', added: 6, removed: 0 },
    ]);
  });
});
