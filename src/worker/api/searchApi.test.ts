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

describe('the search answer', () => {
  it('carries alwaysDeclared, and no scaffolding tool is a hit', async () => {
    await engineApi.loadBuiltIn('demo');
    const reply = engineApi.search({ query: 'merge pdf', limit: 10 });
    expect(reply.hits[0]?.name).toBe('merge_pdfs');
    expect(reply.alwaysDeclared).toEqual(expect.arrayContaining(['search_tools', 'activate_tool']));
    const names = new Set(reply.hits.map((hit) => hit.name));
    for (const name of reply.alwaysDeclared) expect(names.has(name)).toBe(false);
  });

  it('marks each excerpt\'s hits by the analyzer: "one" marks one and ones, never only', async () => {
    const description = 'Put it all in one file, only once; the ones kept.';
    const loaded = await engineApi.loadCatalogText(
      JSON.stringify([{ name: 'pack', description, parameters: { type: 'object' } }]),
      'one.json',
    );
    expect(loaded.ok).toBe(true);
    const reply = engineApi.search({ query: 'one file', ranker: 'seed' });
    const excerpt = reply.hits[0]?.excerpt;
    if (!excerpt?.marks) throw new Error('no marks');
    const words = excerpt.marks.map((m) => excerpt.text.slice(m.start, m.end));
    expect(words).toEqual(['one', 'file', 'ones']);
    expect(new Set(excerpt.marks.map((m) => m.stem))).toEqual(
      new Set(reply.terms.map((t) => t.stem)),
    );
  });

  it("shows an argument-only match in the lens, with the ranker's own weights", async () => {
    await engineApi.loadBuiltIn('demo');
    const request = { query: 'password', limit: 20 };
    const reply = engineApi.search(request);
    expect(reply.hits.map((hit) => hit.name)).toContain('read_pdf');
    const lens = engineApi.lens(request, 'read_pdf');
    expect(lens?.excerpt.prefix).toBe('Argument: password (For encrypted PDFs.)');
    expect(lens?.matchCount).toBe(0);
    // The one mark sits in the prefix, on the argument's name.
    const marked = lens?.excerpt.marks?.map((m) => lens.excerpt.text.slice(m.start, m.end));
    expect(marked).toEqual(['password']);
    expect(lens?.weights).toEqual(
      Object.fromEntries((reply.toollens?.terms ?? []).map((t) => [t.stem, t.weight])),
    );
  });
});

describe('rankedNames', () => {
  it('starts with the page, in its order, and goes on past it in rank order', async () => {
    await engineApi.loadBuiltIn('demo');
    const request = { query: 'excel file', limit: 5 };
    const page = engineApi.search(request).hits.map((hit) => hit.name);
    const ranked = engineApi.rankedNames(request, 12);
    expect(ranked).toHaveLength(12);
    expect(ranked.slice(0, 5)).toEqual(page);
    // Past the page: the same tools a longer page would show, in the same order.
    const longer = engineApi.search({ ...request, limit: 12 }).hits.map((hit) => hit.name);
    expect(ranked).toEqual(longer);
  });
});
