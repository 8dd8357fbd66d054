import type { PageOptions, SearchOptions } from '../../../engine/core';
import type { SearchAnswer } from '../../../worker/boundary';
import type { EngineQueries } from '../../shared/engineQueries';
import { answered, forget, IDLE, keyOf, type Slot, shown, track } from '../../shared/request';
import type { GetState, SetState } from '../../shared/slice';
import type { View } from '../../shared/view';
import { lensToolOf } from './lensTool';
import { holdsBack } from './midWord';
import { SEARCH_TIMING, type SearchTiming } from './searchTiming';
import type { SearchReads, SearchRequests, SearchState } from './searchTypes';

/**
 * The Search panel's worker requests, kept in step with the view: the search, then the
 * questions about its answer, each asked of the search's request (the worker reads them from the
 * search it kept, views.ts) and keyed by it in the store, so each is asked once per answer. Every
 * ask goes through the page's query cache (engineQueries.ts): a query typed again, or a question
 * asked again, is answered from it. A newer request of a kind aborts the older one's signal
 * (request.ts `track`); the client makes one search at a time, skipping those given up.
 */

/** The search a view asks for. */
export const requestOf = (view: View): SearchOptions & PageOptions => ({
  query: view.query,
  ...view.filters,
  ranker: view.ranker,
  limit: view.limit,
  // No allRanks: the movement column's ranks are asked once the page is shown (askMovement),
  // so the other rankers' passes never hold up the results.
});

/** How many tools past the page "Why not?" orders by rank; the rest follow in catalog order. */
export const NEAR_MISSES = 200;

/** Resolves after `ms`, or rejects with the signal's AbortError once it aborts. */
const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/** The search's own requests (the targets' are targetSync.ts's). */
type OwnRequests = Omit<SearchRequests, 'targetList' | 'targetRanks' | 'findability'>;
type SlotOf = <K extends keyof OwnRequests>(kind: K) => Slot<ValueOf<OwnRequests[K]>>;
type ValueOf<R> = R extends { status: 'ok'; value: infer T } ? T : never;

export const createSearchSync = (
  queries: EngineQueries,
  set: SetState<SearchState>,
  get: GetState<SearchReads>,
  slot: SlotOf,
  timing: SearchTiming = SEARCH_TIMING,
  /** Other questions of the view's answer (the agent targets'), asked with these. */
  others: () => void = () => {},
) => {
  /** The answer to the view's own search, once it is in: what the follow-up questions ask about. */
  const answerOf = (state: SearchReads): SearchAnswer | undefined =>
    state.result.status === 'ok' && state.result.key === JSON.stringify(requestOf(state.view))
      ? state.result.value
      : undefined;

  /**
   * The menu in tokens, counted again. Only `exact` loads the tokenizer (1 MB gzipped); otherwise
   * the worker counts exactly if a panel already loaded it, else answers the chars/4 estimate.
   */
  let askedExactly = false;
  const countMenu = (answer: SearchAnswer, exact: boolean) => {
    askedExactly = exact;
    const { request, page } = answer;
    // Fresh: the count changes without the catalog changing, once the tokenizer is loaded.
    void track(slot('menuTokens'), JSON.stringify(request), (signal) =>
      queries
        .ask('menuTokens', [request, exact], { signal, fresh: true })
        .then((count) => ({ text: page.menu.text, ...count })),
    );
  };

  /** The movement column's ranks, once per answer (a failure waits for Retry). Browsing ranks nothing. */
  const askMovement = (answer: SearchAnswer) => {
    const { request, page } = answer;
    const key = JSON.stringify(request);
    if (keyOf(get().movement) === key) return;
    if (page.mode === 'browse' || page.hits.length === 0) return;
    void track(slot('movement'), key, (signal) => queries.ask('movement', [request], { signal }));
  };

  /**
   * The ranking past the page, once per answer, a pause after it is shown (`nearMissesDelayMs`):
   * the names only, no excerpts. A newer search aborts it (refreshSearch), pause and all: its
   * own answer asks for its own ranking.
   */
  const askNearMisses = (answer: SearchAnswer) => {
    const { view } = get();
    const { request, page } = answer;
    const key = JSON.stringify(request);
    if (view.panel !== 'search' || page.mode === 'browse') return;
    if (keyOf(get().nearMisses) === key) return;
    const count = (view.limit ?? page.hits.length) + NEAR_MISSES;
    void track(slot('nearMisses'), key, async (signal) => {
      await pause(timing.nearMissesDelayMs, signal);
      return queries.ask('nearMisses', [request, count], { signal });
    });
  };

  /** The lens of the picked row, else of the top hit (lensToolOf), once the answer is in. */
  const askLens = () => {
    const state = get();
    const answer = answerOf(state);
    const lensTool = lensToolOf(state.view, answer?.page);
    if (!lensTool) {
      if (keyOf(state.lens)) set({ lens: forget(state.lens) });
      return;
    }
    if (!answer) return;
    const { request } = answer;
    const lensKey = JSON.stringify([request, lensTool]);
    if (keyOf(state.lens) === lensKey) return;
    void track(slot('lens'), lensKey, (signal) =>
      queries
        .ask('lens', [request, lensTool], { signal })
        .then((view) => ({ name: lensTool, view })),
    );
  };

  /**
   * An answer's lens waits until typing rests (autoLensAfter), so the lens call never queues in
   * the worker ahead of the next keystroke's search; a picked row's is asked at once.
   */
  let autoLens: ReturnType<typeof setTimeout> | undefined;
  const autoLensAfter = () => {
    clearTimeout(autoLens);
    autoLens = setTimeout(askLens, timing.autoLensRestMs);
  };

  const askWhyNot = () => {
    const state = get();
    const { why } = state.view;
    if (!why) {
      if (state.whyNot.status !== 'idle') set({ whyNot: IDLE });
      return;
    }
    const answer = answerOf(state);
    if (!answer) return;
    const { request } = answer;
    const whyKey = JSON.stringify([request, why]);
    if (keyOf(state.whyNot) === whyKey) return;
    void track(slot('whyNot'), whyKey, (signal) =>
      queries.ask('whyNot', [request, why], { signal }),
    );
  };

  /** The questions of the view's answered search, each asked once per answer. */
  const followUp = (lens: () => void) => {
    const answer = answerOf(get());
    if (answer) {
      askMovement(answer);
      askNearMisses(answer);
    }
    lens();
    askWhyNot();
    others();
  };

  /**
   * A half-typed word's empty answer waits behind the last one that found something until
   * typing rests (midWord.ts): each keystroke starts the rest again.
   */
  let rest: ReturnType<typeof setTimeout> | undefined;
  const restThenRelease = () => {
    clearTimeout(rest);
    rest = setTimeout(() => set({ held: undefined }), timing.midWordRestMs);
  };
  const holdOrRelease = (answer: SearchAnswer, before: SearchAnswer | undefined) => {
    if (holdsBack(answer, before, get().view.query)) {
      set({ held: before });
      restThenRelease();
    } else if (get().held) {
      clearTimeout(rest);
      set({ held: undefined });
    }
  };

  /** The search, when the view asks another (`returned`: the user came back to Search). */
  const refreshSearch = (returned: boolean) => {
    const { view, result, menuTokens, held } = get();
    const request = requestOf(view);
    const searchKey = JSON.stringify(request);
    if (keyOf(result) !== searchKey) {
      // What is on screen when this keystroke came: the answer an empty one may wait behind.
      const onScreen = held ?? shown(result);
      if (held) restThenRelease();
      const { nearMisses } = get();
      if (nearMisses.status === 'pending') {
        nearMisses.ask.abort();
        set({ nearMisses: forget(nearMisses) });
      }
      void track(
        slot('result'),
        searchKey,
        (signal) => queries.ask('search', [request], { signal }),
        (answer) => {
          holdOrRelease(answer, onScreen);
          // Its questions depend on this answer: each is asked again of it (from the cache when
          // the same search on the same catalog answered them), so an edit or a restart that
          // searched again never leaves the movement or a target's ranks of the answer before.
          set((s) => ({
            movement: forget(s.movement),
            nearMisses: forget(s.nearMisses),
            lens: forget(s.lens),
            whyNot: forget(s.whyNot),
            targetRanks: forget(s.targetRanks),
          }));
          askedExactly = false;
          const before = get().menuTokens;
          if (before.status === 'pending') before.ask.abort();
          const menu = { text: answer.page.menu.text, ...answer.menuTokens };
          set({ menuTokens: answered(menu, JSON.stringify(answer.request)) });
          followUp(get().view.tool ? askLens : autoLensAfter);
        },
      );
    } else if (returned) {
      // Back on Search after a panel that may have loaded the tokenizer (Prompt, Cost): an
      // estimated menu is counted again, exactly this time if it can be.
      const counted = shown(menuTokens);
      const answer = shown(result);
      if (answer && counted?.estimated && counted.text === answer.page.menu.text) {
        if (menuTokens.status === 'ok') countMenu(answer, false);
      }
    }
    followUp(askLens);
  };

  return {
    refreshSearch,
    /** Counts the shown menu with the real tokenizer, loading it if needed. */
    countMenuExactly: () => {
      const answer = shown(get().result);
      if (answer) countMenu(answer, true);
    },
    /** A failed count asked again as it was asked ("Count exactly" exactly). */
    retryMenuTokens: () => {
      const answer = shown(get().result);
      if (answer) countMenu(answer, askedExactly);
    },
  };
};
