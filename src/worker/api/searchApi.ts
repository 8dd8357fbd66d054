import type { Hit, LensView, WhyNot } from '../../engine';
import type { SearchAnswer, SearchRequest, TokenCount } from '../boundary';
import { requireLoaded } from './state';
import { countInTokens } from './tokenCount';
import { searchOf } from './views';

/** The search of `request` on the loaded catalog, kept or planned now (views.ts). */
const view = (request: SearchRequest) => searchOf(requireLoaded().index, request);

/**
 * Search and the questions that follow one: `search` plans, ranks and pages a request once
 * and keeps it (views.ts); every other call here names that search by its request and reads
 * what it kept, so none plans or ranks again.
 */
export const searchApi = {
  /**
   * The page of a request, explained as it is searched (ten hits' parts cost little next to
   * their excerpts, and the Search panel's explain then never waits on a second call), with its
   * excerpts' marks and the menu's length in tokens (the chars/4 estimate until the tokenizer
   * was asked for: a first search downloads none). A query that finds nothing also gets the
   * tools the palette would list for it (`nearestTools`).
   */
  async search(request: SearchRequest): Promise<SearchAnswer> {
    const session = view(request);
    const menuTokens = await countInTokens(false, (counter) => session.menuTokens(counter));
    const { nearestTools } = session;
    return {
      request,
      page: session.page,
      menuTokens,
      ...(nearestTools.length ? { nearestTools } : {}),
    };
  },

  /**
   * The lens of one hit of a search's page: the text around its windows (`reach` characters
   * either side, LENS_REACH by default and LENS_MAX_REACH at most; the whole of a short
   * description) and the hits in it. Undefined when the tool is not on the page.
   */
  lens(request: SearchRequest, name: string, reach?: number): LensView | undefined {
    return view(request).lens(name, reach);
  },

  /**
   * Each hit of a search's page ranked under every ranker (0 where one does not return it), in
   * page order: the movement column, asked once the page is shown so it never waits for the
   * other rankers' passes.
   */
  async movement(request: SearchRequest): Promise<Hit['ranks'][]> {
    return view(request).movement();
  },

  /**
   * The first `count` tools a search ranks, in rank order, without building their page: the
   * hits shown and, after them, the tools that came nearest ("Why not?" lists those first).
   */
  nearMisses(request: SearchRequest, count: number): string[] {
    return view(request).nearMisses(count);
  },

  /** Why a tool is not among a search's results. */
  whyNot(request: SearchRequest, name: string): WhyNot {
    return view(request).whyNot(name);
  },

  /**
   * A search's menu in tokens, counted again: `exact` loads the tokenizer; without it, exact if
   * something loaded it since the search was answered, else the estimate.
   */
  menuTokens(request: SearchRequest, exact = false): Promise<TokenCount> {
    const session = view(request);
    return countInTokens(exact, (counter) => session.menuTokens(counter));
  },
};
