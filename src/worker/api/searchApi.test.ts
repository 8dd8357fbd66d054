import { describe, expect, it } from 'vitest';
import { MAX_ANALYZED_CHARS } from '../../engine';
import { engineApi } from '../engineApi';
import { LENS_REACH, LENS_WHOLE_CHARS, lensSpans } from './searchApi';

describe('the lens answer', () => {
  it('sends a short description whole, with every hit', async () => {
    await engineApi.loadBuiltIn('demo');
    const lens = engineApi.lens({ query: 'excel file', limit: 10 }, 'read_spreadsheet');
    expect(lens?.length).toBe(426);
    expect(lens?.slices).toHaveLength(1);
    expect(lens?.slices[0]?.start).toBe(0);
    expect(lens?.slices[0]?.text).toHaveLength(426);
    expect(lens?.matchCount).toBe(lens?.matches.length);
  });

  it('sends a 2 MB description bounded: the text around its windows and the counts', async () => {
    const description = 'lorem ipsum dolor sit amet file '.repeat(65_536);
    const loaded = await engineApi.loadCatalogText(
      JSON.stringify([{ name: 'big', description, parameters: { type: 'object' } }]),
      'gift.json',
    );
    expect(loaded.ok).toBe(true);
    const lens = engineApi.lens({ query: 'amet' }, 'big');
    if (!lens) throw new Error('no lens');
    expect(lens.length).toBe(2_097_152);
    // The engine reads a description's first MAX_ANALYZED_CHARS only: its hits are counted there.
    expect(lens.matchCount).toBe(description.slice(0, MAX_ANALYZED_CHARS).split('amet').length - 1);
    const sent = lens.slices.reduce((sum, s) => sum + s.text.length, 0);
    expect(sent).toBeLessThanOrEqual(lens.excerpt.windows.length * (2 * LENS_REACH + 1000));
    expect(lens.matches.length).toBeLessThan(sent / 30);
    for (const slice of lens.slices)
      expect(slice.text).toBe(description.slice(slice.start, slice.start + slice.text.length));
    for (const m of lens.matches) expect(description.slice(m.start, m.end)).toBe('amet');
    // Asking for more reach sends more, up to the cap.
    const wider = engineApi.lens({ query: 'amet' }, 'big', 100_000);
    expect(wider?.matches.length).toBeGreaterThan(lens.matches.length);
  }, 60_000);

  it('merges the spans around windows and shows the opening without windows', () => {
    expect(lensSpans(LENS_WHOLE_CHARS, [], 10)).toEqual([{ start: 0, end: LENS_WHOLE_CHARS }]);
    expect(
      lensSpans(
        100_000,
        [
          { start: 50_000, end: 50_100 },
          { start: 50_150, end: 50_200 },
        ],
        100,
      ),
    ).toEqual([{ start: 49_900, end: 50_300 }]);
    expect(lensSpans(100_000, [], 100)).toEqual([{ start: 0, end: 100 }]);
  });
});
