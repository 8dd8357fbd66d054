import type { SearchRequest } from '../../../worker/boundary';
import type { EngineQueries } from '../../shared/engineQueries';
import { forget, keyOf, type Slot, shown, track } from '../../shared/request';
import type { GetState, SetState } from '../../shared/slice';
import { requestOf } from './searchSync';
import type { SearchReads, SearchRequests, SearchState } from './searchTypes';

/**
 * The agent targets' requests, kept in step with the view as searchSync keeps the search's:
 * the list of targets (asked once, when the choice is opened or a view names a target), each
 * hit's place under the chosen targets (once per answer and choice, after the page is shown),
 * and the picked tool's findability card (again whenever the catalog, an edit or the open
 * queries change it). Nothing is asked while no target is chosen.
 */

type TargetRequests = Pick<SearchRequests, 'targetList' | 'targetRanks' | 'findability'>;
type Slots = { [K in keyof TargetRequests]: Slot<ValueOf<TargetRequests[K]>> };
type ValueOf<R> = R extends { status: 'ok'; value: infer T } ? T : never;

/** The key of a search's target ranks: its request, the targets asked, in order, the server. */
export const targetRanksKey = (
  request: SearchRequest,
  targets: readonly string[],
  server = '',
): string => JSON.stringify([request, targets, server]);

export const createTargetSync = (
  queries: EngineQueries,
  set: SetState<SearchState>,
  get: GetState<SearchReads>,
  slots: Slots,
) => {
  const ensureList = () => {
    if (get().targetList.status !== 'idle') return;
    void track(slots.targetList, undefined, (signal) =>
      queries.ask('availableTargets', [], { signal }),
    );
  };

  const askRanks = (rebuilt = false) => {
    const state = get();
    const { targets } = state.view;
    const answer = shown(state.result);
    if (
      targets.length === 0 ||
      !answer ||
      answer.page.mode === 'browse' ||
      answer.page.hits.length === 0 ||
      keyOf(state.result) !== JSON.stringify(requestOf(state.view))
    ) {
      if (targets.length === 0 && keyOf(state.targetRanks)) {
        set({ targetRanks: forget(state.targetRanks) });
      }
      return;
    }
    const { server } = state.view;
    const key = targetRanksKey(answer.request, targets, server);
    if (keyOf(state.targetRanks) === key) return;
    void track(
      slots.targetRanks,
      key,
      (signal) =>
        queries.ask('targetRanks', [answer.request, targets, server], { signal, fresh: rebuilt }),
      (columns) => {
        if (columns.some((column) => column.building)) void askWhenBuilt(key, targets, server);
      },
    );
  };

  /**
   * A target still building answers nothing yet: once the worker has built it (in steps,
   * between searches; it answers after a few seconds at most), the same columns are asked
   * again, unless the view moved on meanwhile. Should the wait fail, the next refresh asks.
   */
  const askWhenBuilt = async (key: string, targets: readonly string[], server: string) => {
    // Fresh: a build answers once, when it is done; a kept answer would say so at once.
    const built = await queries.ask('targetsBuilt', [targets, server], { fresh: true }).then(
      () => true,
      () => false,
    );
    const { targetRanks } = get();
    if (keyOf(targetRanks) !== key) return;
    set({ targetRanks: forget(targetRanks) });
    // The kept columns said "building": asked again of the worker, not of the cache.
    if (built) askRanks(true);
  };

  /** The card depends on the view, the catalog (the cache's revision) and the open queries. */
  const askFindability = (asked: readonly string[]) => {
    const state = get();
    const { targets } = state.view;
    // The row the user picked, not the top hit the lens falls back to: the card costs a search
    // per row and target, too much to repeat for every answer while typing.
    const { tool } = state.view;
    if (targets.length === 0 || !tool) {
      if (keyOf(state.findability)) set({ findability: forget(state.findability) });
      return;
    }
    const { patterns, server } = state.view;
    const key = JSON.stringify([queries.revision(), tool, targets, asked, patterns, server]);
    if (keyOf(state.findability) === key) return;
    void track(slots.findability, key, (signal) =>
      queries.ask('findability', [tool, targets, [...asked], [...patterns], server], { signal }),
    );
  };

  return {
    /** Asks what the view's targets need; idempotent, as the search's refresh is. */
    refreshTargets: (openQueries: readonly string[]) => {
      if (get().view.targets.length > 0) ensureList();
      askRanks();
      askFindability(openQueries);
    },
    ensureList,
  };
};
