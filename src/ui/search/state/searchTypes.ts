import type { AgentTargetId, Hit, WhyNot } from '../../../engine/core';
import type { Findability, LensView, SearchAnswer, TargetColumn } from '../../../worker/boundary';
import type { RequestState } from '../../shared/request';
import type { View } from '../../shared/view';
import type { SearchTiming } from './searchTiming';

/** The Search panel's shapes the store keeps and the panel draws. */

/**
 * The menu's length in tokens, for the text it was counted on (the menu may have moved on).
 * `estimated`: chars/4, because the tokenizer was not loaded (a first visit does not
 * download it until a panel needs exact tokens or the user asks for them).
 */
export type MenuTokens = { text: string; tokens: number; tokenizer: string; estimated: boolean };

/** The lens of the selected tool; `view` is undefined when the tool is not among the hits. */
export type LensState = { name: string; view: LensView | undefined };

/** The Search panel's worker requests: the search and the questions about its answer. */
export type SearchRequests = {
  /**
   * The search: the request it answers and its page. The previous answer stays shown while a newer one
   * runs, so the table never flashes.
   */
  result: RequestState<SearchAnswer>;
  /**
   * The movement column's figures: each hit's rank under every ranker, in hit order, keyed by
   * the request of the search they were asked of. Asked after the page is shown.
   */
  movement: RequestState<Hit['ranks'][]>;
  /**
   * The tools the shown search ranks, in rank order (`NEAR_MISSES` past the page at most),
   * keyed by its request: "Why not?" lists the nearest misses first. Asked after the page is
   * shown, as `movement` is.
   */
  nearMisses: RequestState<string[]>;
  menuTokens: RequestState<MenuTokens>;
  /** The agent targets this build runs, asked when the targets choice is first opened or used. */
  targetList: RequestState<AgentTargetId[]>;
  /**
   * Each hit's place under each chosen target, keyed by the search's request and the targets:
   * asked after the page is shown, as `movement` is.
   */
  targetRanks: RequestState<TargetColumn[]>;
  /** The lens tool's findability card under the chosen targets (findability in targetSync.ts). */
  findability: RequestState<Findability>;
  lens: RequestState<LensState>;
  whyNot: RequestState<WhyNot>;
};

/** The Search panel's part of the store: its requests, and the answer held while a word is typed. */
export type SearchState = SearchRequests & {
  /**
   * The last answer that found something, shown dimmed in place of `result` while the word
   * being typed finds nothing (midWord.ts); undefined otherwise.
   */
  held: SearchAnswer | undefined;
  /** The delays the search controller was given; the page-budget chart settles by its own. */
  timing: SearchTiming;
};

/** What the search sync reads besides its own state: the view it keeps in step with. */
export type SearchReads = SearchState & { view: View };
