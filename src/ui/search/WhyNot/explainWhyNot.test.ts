import { describe, expect, it } from 'vitest';
import { explainWhyNot } from './explainWhyNot';

describe('explainWhyNot', () => {
  it('says an always-declared tool is never a result', () => {
    expect(explainWhyNot({ kind: 'always-declared', name: 'search_tools' }).headline).toMatch(
      /search_tools is always declared/,
    );
  });

  it('names the filter, what it wants and what the tool has', () => {
    const text = explainWhyNot({
      kind: 'filtered',
      name: 'write_file',
      misses: [{ axis: 'capabilities', wanted: ['file:read'], tool: ['file:write'] }],
    });
    expect(text.headline).toBe('A filter excludes write_file.');
    expect(text.details).toEqual([
      'The capability filter wants capability file:read; it has capabilities file:write.',
    ]);
  });

  it('says when the tool has nothing on the axis', () => {
    const text = explainWhyNot({
      kind: 'filtered',
      name: 'x',
      misses: [{ axis: 'domains', wanted: ['files', 'pdf'], tool: [] }],
    });
    expect(text.details[0]).toBe(
      'The domain filter wants domain (any of) files, pdf; it has no domains.',
    );
  });

  it('gives the closest word for each unmatched term', () => {
    const text = explainWhyNot({
      kind: 'no-match',
      name: 'define_label',
      nearest: [{ term: 'colour', stem: 'colour', closest: 'color', distance: 1 }],
    });
    expect(text.details).toEqual(['"colour": its closest word is "color", 1 edit away.']);
  });

  it('says by which key and how far a tool ranked lower', () => {
    const text = explainWhyNot({
      kind: 'ranked-lower',
      name: 'pdf_reader',
      rank: 3,
      limit: 2,
      against: 'text_reader',
      decidedBy: 'weightSum',
      gap: 0.6912,
    });
    expect(text.headline).toBe('pdf_reader matched, but ranks #3, below the 2 shown.');
    expect(text.details).toEqual([
      'Against text_reader, the last tool shown, its matched terms weigh 0.69 less (Σw).',
    ]);
  });

  it('names the toollens score, and the dropped words a tool contains', () => {
    const lower = explainWhyNot({
      kind: 'ranked-lower',
      name: 'x',
      rank: 12,
      limit: 10,
      against: 'y',
      decidedBy: 'score',
      gap: 1.5,
    });
    expect(lower.details).toEqual(['Against y, the last tool shown, its score is 1.50 lower.']);
    const noMatch = explainWhyNot({
      kind: 'no-match',
      name: 'x',
      nearest: [],
      dropped: [{ stem: 'how', word: 'how', reason: 'filler' }],
    });
    expect(noMatch.details).toEqual([
      'It contains "how", which toollens does not count (filler); the seed ranker would match it.',
    ]);
  });

  it('covers the remaining kinds', () => {
    expect(explainWhyNot({ kind: 'unknown', name: 'x' }).headline).toContain('no tool named x');
    expect(explainWhyNot({ kind: 'shown', name: 'x', rank: 2 }).headline).toContain('#2');
    expect(
      explainWhyNot({ kind: 'browse-limit', name: 'x', rank: 40, limit: 10 }).headline,
    ).toContain('#40');
  });
});
