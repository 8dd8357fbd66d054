import { lensView, type WeightedTerm } from '../excerpt';
import type { LensView } from '../excerpt/core';
import type { TokenCounter } from '../text/core';
import { nearestTools } from './paletteMatch';
import type { RankedQuery } from './rankedQuery';
import { excerptTerms, type PageOptions, pageOf, type ToolSearchResult } from './searchTools';
import type { ToolIndex } from './ToolIndex';
import type { Hit, SearchOptions } from './types';
import { type WhyNot, whyNotIn } from './whyNot';

/** A search as the page asks it: the query, filters and ranker, and the page's budget. */
export type SearchRequest = SearchOptions & PageOptions;

/**
 * One search, planned and ranked once, and every answer the page asks about it read from what
 * that one pass kept: the page (with its excerpts' marks), one hit's lens, each hit's rank under
 * the other rankers (their passes run once, on the first ask), the order past the page, "Why
 * not?" for any tool, and the menu's length in tokens. Nothing here plans or ranks again. Once
 * the catalog changes, every answer but the page refuses with an `expired` error.
 */
export class SearchSession {
  readonly request: SearchRequest;
  readonly page: ToolSearchResult;
  /**
   * When a query finds nothing: the tools the palette would list for it (paletteMatch.ts), best
   * first, for the page to offer in place of hits. Empty whenever the page has a hit, and in
   * browse mode.
   */
  readonly nearestTools: string[];
  readonly #index: ToolIndex;
  readonly #ranking: RankedQuery;
  /** The terms and weights the page's excerpts were built with (excerptTerms). */
  readonly #terms: WeightedTerm[];
  /** The menu's length in tokens, by tokenizer name. */
  readonly #menuTokens = new Map<string, number>();

  constructor(index: ToolIndex, request: SearchRequest) {
    this.request = request;
    this.#index = index;
    this.#ranking = index.rank(request);
    this.page = pageOf(index, this.#ranking, { ...request, marks: true });
    this.#terms = excerptTerms(this.page);
    this.nearestTools =
      this.page.mode === 'query' && this.page.totalHits === 0
        ? nearestTools(index.tools, request.query)
        : [];
  }

  /**
   * The lens of one hit of the page: the text around its excerpt's windows (`reach` characters
   * either side; the whole of a short description) and the hits in it. Undefined when the tool
   * is not on the page.
   */
  lens(name: string, reach?: number): LensView | undefined {
    this.#ranking.assertCurrent();
    const hit = this.page.hits.find((h) => h.name === name);
    if (!hit) return undefined;
    const description = this.#index.description(name) ?? '';
    return lensView(name, description, hit.excerpt, this.#terms, reach);
  }

  /** Each hit of the page's rank under every ranker, in page order: the movement column. */
  movement(): Hit['ranks'][] {
    return this.#ranking.ranksOf(this.page.hits.map((hit) => hit.name));
  }

  /** The first `count` tools in rank order: the page, then the tools that came nearest. */
  nearMisses(count: number): string[] {
    return this.#ranking.rankedNames(Math.floor(count));
  }

  /** Why a tool is not on the page. */
  whyNot(name: string): WhyNot {
    return whyNotIn(this.#index, this.#ranking, name);
  }

  /** The menu's length under `counter`, counted once per counter. */
  menuTokens(counter: TokenCounter): number {
    const known = this.#menuTokens.get(counter.name);
    if (known !== undefined) return known;
    const tokens = counter.count(this.page.menu.text);
    this.#menuTokens.set(counter.name, tokens);
    return tokens;
  }
}

/** Plans, ranks and pages one search, kept for the questions that follow it. */
export const openSearch = (index: ToolIndex, request: SearchRequest): SearchSession =>
  new SearchSession(index, request);
