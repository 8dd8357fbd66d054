import type { CompareReport, FindabilityChange } from '../../../worker/boundary';
import { forget, IDLE, keyOf, type Slot, track } from '../../shared/request';
import type {
  CompareChoice,
  ReleaseDiffEngine,
  ReleaseDiffState,
  ReleaseDiffStore,
} from './diffTypes';

export const createDiffSlice = (
  queries: ReleaseDiffEngine,
  { set, get }: ReleaseDiffStore,
): ReleaseDiffState => {
  const patch = (values: Partial<ReleaseDiffState>) =>
    set((state) => ({ diff: { ...state.diff, ...values } }));
  const slot = <K extends 'report' | 'findability'>(
    kind: K,
  ): Slot<K extends 'report' ? CompareReport : FindabilityChange[]> => ({
    read: () => get().diff[kind] as never,
    write: (update) =>
      set((state) => ({ diff: { ...state.diff, [kind]: update(state.diff[kind] as never) } })),
  });

  /** Grows with every choice: a file's text is never part of a key. */
  let chosen = 0;

  const refresh = () => {
    const { view, diff, authoring, catalog } = get();
    const choice = diff.choice;
    if (view.panel !== 'catalog' || !choice || !catalog) return;
    // The cache's revision: a load, an edit or a server's new list asks again.
    const key = `${chosen}:${choice.otherIs}:${queries.revision()}`;
    if (keyOf(diff.report) !== key) {
      void track(slot('report'), key, (signal) =>
        queries.ask('compareCatalogs', [choice.source, choice.otherIs], { signal }),
      );
    }
    const set = authoring.querySets.find((each) => each.id === authoring.activeSet);
    if (!set || set.queries.length === 0) {
      if (diff.findability.status !== 'idle') patch({ findability: IDLE });
      return;
    }
    const setKey = `${key}:${set.id}:${set.revision}:${authoring.k}`;
    if (keyOf(diff.findability) === setKey) return;
    // One ranker a call (diffApi.ts says why); the table sorts the rows worst first.
    void track(slot('findability'), setKey, async (signal) => {
      const rows: FindabilityChange[] = [];
      const { source, otherIs } = choice;
      for (const ranker of await queries.ask('findabilityRankers', [], { signal })) {
        const args = [source, otherIs, set.queries, authoring.k, ranker] as const;
        rows.push(...(await queries.ask('compareFindability', [...args], { signal })));
      }
      return rows;
    });
  };

  const take = (choice: CompareChoice | undefined) => {
    chosen++;
    patch({ choice, choosing: false, report: IDLE, findability: IDLE });
    refresh();
  };

  return {
    choice: undefined,
    choosing: false,
    report: IDLE,
    findability: IDLE,
    actions: {
      openChooser: () => patch({ choosing: true }),
      closeChooser: () => patch({ choosing: false }),
      choose: (source) => take({ source, otherIs: source.kind === 'loaded' ? 'old' : 'new' }),
      swap: () => {
        const choice = get().diff.choice;
        if (choice) take({ ...choice, otherIs: choice.otherIs === 'new' ? 'old' : 'new' });
      },
      clear: () => take(undefined),
      refresh,
      retry: () => {
        slot('report').write(forget);
        slot('findability').write(forget);
        refresh();
      },
      restore: take,
    },
  };
};
