import type { Hit, LensView, WhyNot } from '../../engine';
import type { SearchAnswer, SearchRequest, TokenCount, ViewId } from '../boundary';
import { requireLoaded } from './state';
import { countInTokens } from './tokenCount';
import { openView, viewOf } from './views';

/** The kept search `viewId` of the loaded catalog (views.ts), or an `expired` refusal. */
const view = (viewId: ViewId) => viewOf(viewId, requireLoaded().index);

/**
 * Search and the questions that follow one: `search` plans, ranks and pages a request once
 * and keeps it (views.ts); every other call here names that search by its view id and reads
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
    const { viewId, session } = openView(requireLoaded().index, { ...request, explain: true });
    const menuTokens = await countInTokens(false, (counter) => session.menuTokens(counter));
    const { nearestTools } = session;
    return {
      viewId,
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
  lens(viewId: ViewId, name: string, reach?: number): LensView | undefined {
    return view(viewId).lens(name, reach);
  },

  /**
   * Each hit of a search's page ranked under every ranker (0 where one does not return it), in
   * page order: the movement column, asked once the page is shown so it never waits for the
   * other rankers' passes.
   */
  async movement(viewId: ViewId): Promise<Hit['ranks'][]> {
    return view(viewId).movement();
  },

  /**
   * The first `count` tools a search ranks, in rank order, without building their page: the
   * hits shown and, after them, the tools that came nearest ("Why not?" lists those first).
   */
  nearMisses(viewId: ViewId, count: number): string[] {
    return view(viewId).nearMisses(count);
  },

  /** Why a tool is not among a search's results. */
  whyNot(viewId: ViewId, name: string): WhyNot {
    return view(viewId).whyNot(name);
  },

  /**
   * A search's menu in tokens, counted again: `exact` loads the tokenizer; without it, exact if
   * something loaded it since the search was answered, else the estimate.
   */
  menuTokens(viewId: ViewId, exact = false): Promise<TokenCount> {
    const session = view(viewId);
    return countInTokens(exact, (counter) => session.menuTokens(counter));
  },
};
