import { describe, expect, it } from 'vitest';
import { SPREADSHEET_DESCRIPTION } from '../../test/fixtures';
import { termWeight } from '../search/rank';
import { buildExcerpt } from './excerpt';

/** The design's worked figure, character for character, as docs/excerpt-lens.md prints it. */
describe('the spec figure ("excel file", cap 300), exactly', () => {
  const excerpt = buildExcerpt(
    SPREADSHEET_DESCRIPTION,
    [
      { stem: 'excel', weight: termWeight(3, 1) },
      { stem: 'file', weight: termWeight(3, 3) },
    ],
    300,
  );

  it('keeps 112 and 177 characters, shares 91 and 154 beyond the floor of 24', () => {
    expect(
      excerpt.windows.map(({ chars, floor, share, terms }) => ({ chars, floor, share, terms })),
    ).toEqual([
      { chars: 112, floor: 24, share: 91, terms: ['file'] },
      { chars: 177, floor: 24, share: 154, terms: ['excel'] },
    ]);
  });

  it('renders the figure text in 293 characters', () => {
    expect(excerpt.text).toBe(
      'Read a spreadsheet file and turn each sheet file-by-file into structured records. Handles column headers, merged … and errors are collected instead of aborting. Requires the openpyxl engine for native Excel workbooks; legacy binary formats are converted first. Returns one list of records per…',
    );
    expect(excerpt.text).toHaveLength(293);
  });
});
