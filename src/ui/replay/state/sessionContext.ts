import type { CatalogSummary } from '../../../worker/boundary';
import type { Engine } from '../../../worker/EngineClient';
import type { RequestState, Slot } from '../../shared/request';
import type { SavedFailure, WorkspaceStore } from '../../shared/savedWork';
import type { GetState, SetState } from '../../shared/slice';
import type { View } from '../../shared/view';
import type { SessionState } from './sessionTypes';

/** What the Timeline and Prompt panels' slice shares between its modules. */

export type SessionEngine = Pick<Engine, 'call'>;

/** What the slice writes: its own state, and the page's one-off notice. */
export type SessionWrites = { session: SessionState; notice: string | undefined };

/**
 * What it reads besides: the view, the catalog and the version of its edits (a replay is of
 * both), and the two page actions it calls.
 */
export type SessionReads = SessionWrites & {
  view: View;
  catalog: CatalogSummary | undefined;
  authoring: { catalogSeq: number; editVersion: number };
  actions: {
    setView: (patch: Partial<View>) => void;
    reportSavedFailure: (failure: SavedFailure) => void;
  };
};

/** The engine, the store, the workspace storage, and what the slice remembers across calls. */
export type SessionContext = {
  engine: SessionEngine;
  get: GetState<SessionReads>;
  set: SetState<SessionWrites>;
  storage: () => WorkspaceStore;
  /**
   * Replays lost to a worker restart, by key, and how often. One loss is asked again (another
   * call may have killed the worker); a second means the replay itself did, and it is not
   * asked again until the user presses Retry.
   */
  lost: Map<string, number>;
};

export const patchSession = (ctx: SessionContext, values: Partial<SessionState>) =>
  ctx.set((state) => ({ session: { ...state.session, ...values } }));

type Answer<R> = R extends RequestState<infer T> ? T : never;

/** The slot of one of the slice's requests, for `track`. */
export const sessionSlot = <
  K extends 'scenarios' | 'replay' | 'compareReplay' | 'diff' | 'recorded',
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
