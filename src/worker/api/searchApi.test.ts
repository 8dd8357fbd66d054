import { describe, expect, it } from 'vitest';
import {
  LENS_REACH,
  LENS_WHOLE_CHARS,
  lensSpans,
  MAX_ANALYZED_CHARS,
  type SearchPasses,
} from '../../engine';
import { engineApi } from '../engineApi';
import { requireLoaded } from './state';
import { KEPT_SEARCHES } from './views';

/** The plans and ranker passes the loaded index ran since `before`. */
const passesSince = (before: SearchPasses): SearchPasses => {
  const now = engineApi.searchPassesForTest();
  return {
    plans: now.plans - before.plans,
    spec: now.spec - before.spec,
    toollens: now.toollens - before.toollens,
    pruned: now.pruned - before.pruned,
  };
};

describe('one search answers every question about it', () => {
  it('plans and ranks a query once, from the search to its lens, movement, near misses and Why not', async () => {
    await engineApi.loadBuiltIn('demo');
    for (const ranker of ['toollens', 'seed', 'bm25'] as const) {
      const before = engineApi.searchPassesForTest();
      const { request, page } = await engineApi.search({ query: 'excel file', ranker, limit: 5 });
      const top = page.hits[0]?.name ?? '';
      expect(engineApi.lens(request, top)?.name).toBe(top);
      const movement = await engineApi.movement(request);
      const nearMisses = engineApi.nearMisses(request, 5 + 200);
      const missed = nearMisses[7] ?? '';
      expect(engineApi.whyNot(request, missed)).toMatchObject({ kind: 'ranked-lower', rank: 8 });
      expect(engineApi.whyNot(request, 'read_pdf').kind).not.toBe('unknown');
      await engineApi.menuTokens(request);
      // One plan, and each ranker pass once: the page's, then the others' for the movement.
      expect(passesSince(before)).toEqual({ plans: 1, spec: 1, toollens: 1, pruned: 0 });
      expect(movement).toHaveLength(5);
      expect(nearMisses.slice(0, 5)).toEqual(page.hits.map((hit) => hit.name));
    }
  });

  it('gives the answers a fresh search of each question gave', async () => {
    await engineApi.loadBuiltIn('demo');
    const { index } = requireLoaded();
    const request = { query: 'merge pdf', ranker: 'seed' as const, limit: 3 };
    const { page } = await engineApi.search(request);
    expect(await engineApi.movement(request)).toEqual(
      index.ranksOf(
        request,
        page.hits.map((hit) => hit.name),
      ),
    );
    expect(engineApi.nearMisses(request, 40)).toEqual(index.rankedNames(request).slice(0, 40));
  });

  it('searches again, once, a request it no longer keeps: evicted, or of a changed catalog', async () => {
    await engineApi.loadBuiltIn('demo');
    const first = { query: 'merge pdf' };
    await engineApi.search(first);
    for (let i = 0; i < KEPT_SEARCHES; i++) await engineApi.search({ query: `pdf ${i}` });
    const expected = requireLoaded().index.rankedNames(first).slice(0, 10);
    let before = engineApi.searchPassesForTest();
    expect(engineApi.nearMisses(first, 10)).toEqual(expected);
    expect(engineApi.whyNot(first, 'read_pdf').kind).not.toBe('unknown');
    expect(passesSince(before).plans).toBe(1);

    const detail = engineApi.toolDetail('merge_pdfs');
    if (!detail) throw new Error('no merge_pdfs');
    await engineApi.updateTool({ tool: { ...detail, description: 'Joins documents.' } as never });
    before = engineApi.searchPassesForTest();
    expect(engineApi.whyNot(first, 'merge_pdfs').kind).not.toBe('unknown');
    await engineApi.movement(first);
    expect(passesSince(before).plans).toBe(1);
  });

  it('keeps each search its own rows while later searches run', async () => {
    await engineApi.loadBuiltIn('demo');
    const request = { query: 'colored tag', limit: 3 };
    const older = await engineApi.search(request);
    const expected = requireLoaded().index.rankedNames(request).slice(0, 30);
    await engineApi.search({ query: 'send a message to the team channel', limit: 3 });
    expect(engineApi.nearMisses(older.request, 30)).toEqual(expected);
  });
});

describe('the lens answer', () => {
  it('sends a short description whole, with every hit', async () => {
    await engineApi.loadBuiltIn('demo');
    const { request } = await engineApi.search({ query: 'excel file', limit: 10 });
    const lens = engineApi.lens(request, 'read_spreadsheet');
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
    const { request } = await engineApi.search({ query: 'amet' });
    const lens = engineApi.lens(request, 'big');
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
    const wider = engineApi.lens(request, 'big', 100_000);
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
    const { page } = await engineApi.search({ query: 'merge pdf', limit: 10 });
    expect(page.hits[0]?.name).toBe('merge_pdfs');
    expect(page.alwaysDeclared).toEqual(expect.arrayContaining(['search_tools', 'activate_tool']));
    const names = new Set(page.hits.map((hit) => hit.name));
    for (const name of page.alwaysDeclared) expect(names.has(name)).toBe(false);
  });

  it('marks each excerpt\'s hits by the analyzer: "one" marks one and ones, never only', async () => {
    const description = 'Put it all in one file, only once; the ones kept.';
    const loaded = await engineApi.loadCatalogText(
      JSON.stringify([{ name: 'pack', description, parameters: { type: 'object' } }]),
      'one.json',
    );
    expect(loaded.ok).toBe(true);
    const { page } = await engineApi.search({ query: 'one file', ranker: 'seed' });
    const excerpt = page.hits[0]?.excerpt;
    if (!excerpt?.marks) throw new Error('no marks');
    const words = excerpt.marks.map((m) => excerpt.text.slice(m.start, m.end));
    expect(words).toEqual(['one', 'file', 'ones']);
    expect(new Set(excerpt.marks.map((m) => m.stem))).toEqual(
      new Set(page.terms.map((t) => t.stem)),
    );
  });

  it('carries the menu in tokens, the chars/4 estimate while the tokenizer is not loaded', async () => {
    await engineApi.loadBuiltIn('demo');
    const { request, page, menuTokens } = await engineApi.search({ query: 'merge pdf' });
    expect(menuTokens).toEqual({
      tokenizer: 'chars/4',
      tokens: Math.ceil(page.menu.text.length / 4),
      estimated: true,
    });
    const exact = await engineApi.menuTokens(request, true);
    expect(exact.estimated).toBe(false);
    expect((await engineApi.search({ query: 'merge pdf' })).menuTokens).toEqual(exact);
  });

  it("shows an argument-only match in the lens, with the ranker's own weights", async () => {
    await engineApi.loadBuiltIn('demo');
    const { request, page } = await engineApi.search({ query: 'password', limit: 20 });
    expect(page.hits.map((hit) => hit.name)).toContain('read_pdf');
    const lens = engineApi.lens(request, 'read_pdf');
    expect(lens?.excerpt.prefix).toBe('Argument: password (For encrypted PDFs.)');
    expect(lens?.matchCount).toBe(0);
    // The one mark sits in the prefix, on the argument's name.
    const marked = lens?.excerpt.marks?.map((m) => lens.excerpt.text.slice(m.start, m.end));
    expect(marked).toEqual(['password']);
    expect(lens?.weights).toEqual(
      Object.fromEntries((page.toollens?.terms ?? []).map((t) => [t.stem, t.weight])),
    );
  });
});

describe('nearMisses', () => {
  it('starts with the page, in its order, and goes on past it in rank order', async () => {
    await engineApi.loadBuiltIn('demo');
    const request = { query: 'excel file', limit: 5 };
    const { page } = await engineApi.search(request);
    const ranked = engineApi.nearMisses(request, 12);
    expect(ranked).toHaveLength(12);
    expect(ranked.slice(0, 5)).toEqual(page.hits.map((hit) => hit.name));
    // Past the page: the same tools a longer page would show, in the same order.
    const longer = (await engineApi.search({ ...request, limit: 12 })).page;
    expect(ranked).toEqual(longer.hits.map((hit) => hit.name));
  });
});

describe('a search that finds nothing', () => {
  it("answers with the palette's nearest tools, for the page to offer", async () => {
    await engineApi.loadBuiltIn('demo');
    const empty = await engineApi.search({ query: 'rdsprd', limit: 5 });
    expect(empty.page.hits).toEqual([]);
    expect(empty.nearestTools?.[0]).toBe('read_spreadsheet');
    const found = await engineApi.search({ query: 'read spreadsheet', limit: 5 });
    expect(found.nearestTools).toBeUndefined();
  });
});
