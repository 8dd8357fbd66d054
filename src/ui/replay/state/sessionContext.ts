import type { CatalogSummary } from '../../../worker/boundary';
import type { Engine } from '../../../worker/EngineClient';
import type { EngineQueries } from '../../shared/engineQueries';
import type { RequestState, Slot } from '../../shared/request';
import type { SavedFailure, WorkspaceStore } from '../../shared/savedWork';
import type { GetState, SetState } from '../../shared/slice';
import type { View } from '../../shared/view';
import type { SessionState } from './sessionTypes';

/** What the session slice shares between its modules. */

/**
 * The worker's calls whose answers the slice keeps itself: a file read, an agent simulated, and
 * a replay (too large to keep more than the one shown).
 */
export type SessionEngine = Pick<Engine, 'call' | 'send'>;

/** What the slice writes: its own state, and the page's one-off notice. */
export type SessionWrites = { session: SessionState; notice: string | undefined };

/**
 * What it reads besides: the view, the catalog and the version of its edits (a replay is of
 * both), Evaluate's import of a query set (for a mined one), and the two page actions it calls.
 */
export type SessionReads = SessionWrites & {
  view: View;
  catalog: CatalogSummary | undefined;
  authoring: {
    catalogSeq: number;
    editVersion: number;
    actions: { importQuerySet: (fileName: string, text: string) => Promise<boolean> };
  };
  actions: {
    setView: (patch: Partial<View>) => void;
    reportSavedFailure: (failure: SavedFailure) => void;
  };
};

/** The engine, the store, the workspace storage, and what the slice remembers across calls. */
export type SessionContext = {
  engine: SessionEngine;
  /**
   * What the panels read (scenarios, replays, diffs, reports), through the page's one query
   * cache: kept by the catalog's revision, given up through its signal.
   */
  ask: EngineQueries['ask'];
  get: GetState<SessionReads>;
  set: SetState<SessionWrites>;
  storage: () => WorkspaceStore;
  /**
   * Replays lost to a worker restart, by key, and how often. One loss is asked again (another
   * call may have killed the worker); a second means the replay itself did, and it is not
   * asked again until the user presses Retry.
   */
  lost: Map<string, number>;
  /** The saved transcripts' reading, while it runs (sessionRefresh `savedRead`). */
  reading?: Promise<void> | undefined;
};

export const patchSession = (ctx: SessionContext, values: Partial<SessionState>) =>
  ctx.set((state) => ({ session: { ...state.session, ...values } }));

type Answer<R> = [R] extends [RequestState<infer T>] ? T : never;

/** The slot of one of the slice's requests, for `track`. */
export const sessionSlot = <
  K extends 'scenarios' | 'replay' | 'compareReplay' | 'diff' | 'recorded' | 'report' | 'mined',
>(
  ctx: SessionContext,
  kind: K,
): Slot<Answer<SessionState[K]>> => ({
  read: () => ctx.get().session[kind] as never,
  write: (update) =>
    ctx.set((state) => ({
      session: { ...state.session, [kind]: update(state.session[kind] as never) },
    })),
});

/**
 * A number per object, for a request's key. Transcripts and the saved list are never changed in
 * place (an edit or a save makes a new one), so a key names them by it instead of stringifying
 * them: a 48 MB message would make every view change stringify 48 MB.
 */
const ids = new WeakMap<object, number>();
let count = 0;
export const objectId = (value: object): number => {
  let id = ids.get(value);
  if (id === undefined) {
    id = ++count;
    ids.set(value, id);
  }
  return id;
};
