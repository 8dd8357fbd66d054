import { describe, expect, it } from 'vitest';
import {
  LENS_REACH,
  LENS_WHOLE_CHARS,
  lensSpans,
  MAX_ANALYZED_CHARS,
  type SearchPasses,
} from '../../engine';
import type { ViewId } from '../boundary';
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
  };
};

/** A refusal's code, as the page reads it. */
const codeOf = (call: () => unknown) => {
  try {
    call();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return undefined;
};

describe('one search answers every question about it', () => {
  it('plans and ranks a query once, from the search to its lens, movement, near misses and Why not', async () => {
    await engineApi.loadBuiltIn('demo');
    for (const ranker of ['toollens', 'seed', 'bm25'] as const) {
      const before = engineApi.searchPassesForTest();
      const { viewId, page } = await engineApi.search({ query: 'excel file', ranker, limit: 5 });
      const top = page.hits[0]?.name ?? '';
      expect(engineApi.lens(viewId, top)?.name).toBe(top);
      const movement = await engineApi.movement(viewId);
      const nearMisses = engineApi.nearMisses(viewId, 5 + 200);
      const missed = nearMisses[7] ?? '';
      expect(engineApi.whyNot(viewId, missed)).toMatchObject({ kind: 'ranked-lower', rank: 8 });
      expect(engineApi.whyNot(viewId, 'read_pdf').kind).not.toBe('unknown');
      await engineApi.menuTokens(viewId);
      // One plan, and each ranker pass once: the page's, then the others' for the movement.
      expect(passesSince(before)).toEqual({ plans: 1, spec: 1, toollens: 1 });
      expect(movement).toHaveLength(5);
      expect(nearMisses.slice(0, 5)).toEqual(page.hits.map((hit) => hit.name));
    }
  });

  it('gives the answers a fresh search of each question gave', async () => {
    await engineApi.loadBuiltIn('demo');
    const { index } = requireLoaded();
    const request = { query: 'merge pdf', ranker: 'seed' as const, limit: 3 };
    const { viewId, page } = await engineApi.search(request);
    expect(await engineApi.movement(viewId)).toEqual(
      index.ranksOf(
        request,
        page.hits.map((hit) => hit.name),
      ),
    );
    expect(engineApi.nearMisses(viewId, 40)).toEqual(index.rankedNames(request).slice(0, 40));
  });

  it('refuses an id it does not keep as expired: unknown, evicted, or of a changed catalog', async () => {
    await engineApi.loadBuiltIn('demo');
    expect(codeOf(() => engineApi.lens('nobody.1' as ViewId, 'read_pdf'))).toBe('expired');
    const first = await engineApi.search({ query: 'merge pdf' });
    for (let i = 0; i < KEPT_SEARCHES; i++) await engineApi.search({ query: `pdf ${i}` });
    expect(codeOf(() => engineApi.nearMisses(first.viewId, 10))).toBe('expired');

    const kept = await engineApi.search({ query: 'merge pdf' });
    const detail = engineApi.toolDetail('merge_pdfs');
    if (!detail) throw new Error('no merge_pdfs');
    await engineApi.updateTool({ tool: { ...detail, description: 'Joins documents.' } as never });
    expect(codeOf(() => engineApi.whyNot(kept.viewId, 'merge_pdfs'))).toBe('expired');
    expect(codeOf(() => engineApi.lens(kept.viewId, 'merge_pdfs'))).toBe('expired');
    await expect(engineApi.movement(kept.viewId)).rejects.toMatchObject({ code: 'expired' });

    const again = await engineApi.search({ query: 'merge pdf' });
    await engineApi.loadBuiltIn('demo');
    expect(codeOf(() => engineApi.lens(again.viewId, 'merge_pdfs'))).toBe('expired');
  });

  it('keeps each search its own rows while later searches run', async () => {
    await engineApi.loadBuiltIn('demo');
    const request = { query: 'colored tag', limit: 3 };
    const older = await engineApi.search(request);
    const expected = requireLoaded().index.rankedNames(request).slice(0, 30);
    await engineApi.search({ query: 'send a message to the team channel', limit: 3 });
    expect(engineApi.nearMisses(older.viewId, 30)).toEqual(expected);
  });
});

describe('the lens answer', () => {
  it('sends a short description whole, with every hit', async () => {
    await engineApi.loadBuiltIn('demo');
    const { viewId } = await engineApi.search({ query: 'excel file', limit: 10 });
    const lens = engineApi.lens(viewId, 'read_spreadsheet');
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
    const { viewId } = await engineApi.search({ query: 'amet' });
    const lens = engineApi.lens(viewId, 'big');
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
    const wider = engineApi.lens(viewId, 'big', 100_000);
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
    const { viewId, page, menuTokens } = await engineApi.search({ query: 'merge pdf' });
    expect(menuTokens).toEqual({
      tokenizer: 'chars/4',
      tokens: Math.ceil(page.menu.text.length / 4),
      estimated: true,
    });
    const exact = await engineApi.menuTokens(viewId, true);
    expect(exact.estimated).toBe(false);
    expect((await engineApi.search({ query: 'merge pdf' })).menuTokens).toEqual(exact);
  });

  it("shows an argument-only match in the lens, with the ranker's own weights", async () => {
    await engineApi.loadBuiltIn('demo');
    const { viewId, page } = await engineApi.search({ query: 'password', limit: 20 });
    expect(page.hits.map((hit) => hit.name)).toContain('read_pdf');
    const lens = engineApi.lens(viewId, 'read_pdf');
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
    const { viewId, page } = await engineApi.search(request);
    const ranked = engineApi.nearMisses(viewId, 12);
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
