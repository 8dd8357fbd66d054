import { type SearchOptions, type ToolSearchResult, tokensByChars } from '../engine/core';
import type { LoadResult, SearchAnswer, TokenCount } from '../worker/boundary';
import { QUIET_FAKES, testEngine } from './testEngine';

const resultFor = (options: SearchOptions, names: string[] = []): ToolSearchResult => ({
  query: options.query,
  mode: options.query ? 'query' : 'browse',
  ranker: options.ranker ?? 'seed',
  scope: { n: 8, total: 8, filters: {} },
  alwaysDeclared: [],
  terms: [],
  totalHits: names.length,
  hits: names.map((name, order) => ({
    name,
    order,
    matchedTerms: [],
    coverage: 0,
    weightSum: 0,
    bm25: 0,
    fields: {},
    ranks: { seed: order + 1, bm25: order + 1, toollens: order + 1 },
    excerpt: { text: '', mode: 'opening', cap: 300, windows: [], cut: 0 },
  })),
  page: { budget: 1500, cap: 300, shares: [] },
  menu: { text: `menu for ${options.query}`, chars: 9 },
});

const ok = (source: string, tools = 8): LoadResult => ({
  ok: true,
  summary: { source, format: 'toollens', tools },
  warnings: [],
});

/**
 * A search engine for store tests that answers at once and records what it was asked: each
 * search is kept under its request, as the worker keeps it, and the follow-up calls answer
 * from it; a movement answer can be held until the test releases it.
 */
export const fakeSearchEngine = (
  hits: string[] = ['a', 'b', 'c'],
  /** Whether a query finds `hits`; one that does not finds nothing. Every query does by default. */
  finds: (query: string) => boolean = () => true,
) => {
  const calls: string[] = [];
  // The worker's tokenizer: not loaded until a count asks for it exactly (tokenCount.ts).
  const tokenAsks: string[] = [];
  let tokenizerLoaded = false;
  const count = (text: string, exact: boolean): TokenCount => {
    tokenAsks.push(`${exact ? 'exact' : 'auto'} ${text}`);
    if (exact) tokenizerLoaded = true;
    return tokenizerLoaded
      ? { tokenizer: 'fake', tokens: text.length, estimated: false }
      : { tokenizer: 'chars/4', tokens: tokensByChars(text.length), estimated: true };
  };
  const searches: SearchOptions[] = [];
  /** Each search the fake answered, by its request, as the worker keeps them. */
  const views = new Map<string, SearchAnswer>();
  const answer = (request: SearchOptions): SearchAnswer => {
    const page = resultFor(request, finds(request.query) ? hits : []);
    const view = { request, page, menuTokens: count(page.menu.text, false) };
    views.set(JSON.stringify(request), view);
    return view;
  };
  const viewOf = (request: SearchOptions) => views.get(JSON.stringify(request)) ?? answer(request);
  /** The movement column's requests, and the answers held back until a test releases them. */
  const movements: { request: SearchOptions; names: readonly string[] }[] = [];
  const rankedAsks: { request: SearchOptions; count: number }[] = [];
  const held: Record<string, () => void> = {};
  let holdMovementOf: string | undefined;
  let nextLoad: LoadResult | undefined;
  const fake = testEngine({
    ...QUIET_FAKES,
    search: (options) => {
      searches.push(options);
      calls.push(`search ${options.query}`);
      return answer(options);
    },
    loadBuiltIn: (name) => {
      calls.push(`load ${name}`);
      return nextLoad ?? ok(name);
    },
    loadCatalogText: (_text, source, onProgress) => {
      calls.push(`import ${source}`);
      onProgress?.(500, 1000);
      return nextLoad ?? ok(source, 1000);
    },
    declarationTokens: () => {
      calls.push('tokens');
      return { tokenizer: 'fake', tokens: {} };
    },
    toolDetail: (name) => {
      calls.push(`detail ${name}`);
      return undefined;
    },
    lens: (_request, name) => {
      calls.push(`lens ${name}`);
      return undefined;
    },
    whyNot: (_request, name) => {
      calls.push(`whyNot ${name}`);
      return { kind: 'unknown', name };
    },
    countTokens: (text, exact = true) => count(text, exact),
    menuTokens: (request, exact = false) => count(viewOf(request).page.menu.text, exact),
    // Each hit's ranks, told apart by query: seed reverses the page, so every hit moves.
    movement: async (asked) => {
      const { request, page } = viewOf(asked);
      const names = page.hits.map((hit) => hit.name);
      movements.push({ request, names });
      if (holdMovementOf === request.query) {
        await new Promise<void>((release) => {
          held[request.query] = release;
        });
      }
      return names.map((_, i) => ({ toollens: i + 1, seed: names.length - i, bm25: i + 1 }));
    },
    // "Why not?"'s order: the page's hits, then two tools past it.
    nearMisses: (request, count) => {
      rankedAsks.push({ request, count });
      return [...hits, 'near', 'nearer'];
    },
  });
  return {
    ...fake,
    calls,
    searches,
    tokenAsks,
    movements,
    rankedAsks,
    /** The same search answered again, as a restarted worker re-runs it. */
    rerun: (view: SearchAnswer): SearchAnswer => ({ ...view }),
    holdMovement: (query: string) => {
      holdMovementOf = query;
    },
    release: (query: string) => held[query]?.(),
    failNextLoad: (result: LoadResult) => {
      nextLoad = result;
    },
  };
};
