import { DEFAULT_RECALL_CUTOFFS } from '../../../engine/core';
import type { CatalogRow, CatalogSummary, DeclarationTokens } from '../../../worker/boundary';
import type { EngineQueries } from '../../shared/engineQueries';
import type { RequestKind, RequestState } from '../../shared/request';
import type { GetState, SetState } from '../../shared/slice';
import type { View } from '../../shared/view';
import type { AuthoringEngine, AuthoringState, QuerySet } from './authoringTypes';

/** What the slice writes: its own state, the view (the Evaluate tab) and the page's notice. */
export type AuthoringWrites = { authoring: AuthoringState; view: View; notice: string | undefined };

/**
 * What it reads besides: the catalog and what the page shows of it (an edit refreshes them),
 * and the page's and the timeline's actions it calls.
 */
export type AuthoringReads = AuthoringWrites & {
  catalog: CatalogSummary | undefined;
  rows: RequestState<CatalogRow[]>;
  tokens: RequestState<DeclarationTokens>;
  session: { actions: { refresh: () => void } };
  actions: { setView: (patch: Partial<View>) => void; retry: (kind: RequestKind) => void };
};

/** The page's requests an edit makes stale (the store's engine sync). */
export type AuthoringSync = {
  refresh: () => void;
  invalidate: (kinds: readonly ('result' | 'detail')[]) => void;
  fetchRows: () => Promise<void>;
  fetchTokens: () => Promise<void>;
  /** A read through the page's query cache (ui/shared/engineQueries.ts). */
  ask: EngineQueries['ask'];
  /** The catalog's revision: a run's key names it, so a load or an edit runs it again. */
  revision: EngineQueries['revision'];
};

/** What the authoring slice's parts share: the engine, the store, and a patch of the slice. */
export type AuthoringContext = {
  engine: AuthoringEngine;
  get: GetState<AuthoringReads>;
  set: SetState<AuthoringWrites>;
  sync: AuthoringSync;
  state: () => AuthoringState;
  patch: (
    change: Partial<AuthoringState> | ((state: AuthoringState) => Partial<AuthoringState>),
  ) => void;
};

export const createContext = (
  engine: AuthoringEngine,
  set: SetState<AuthoringWrites>,
  get: GetState<AuthoringReads>,
  sync: AuthoringSync,
): AuthoringContext => ({
  engine,
  get,
  set,
  sync,
  state: () => get().authoring,
  patch: (change) =>
    set((s) => ({
      authoring: {
        ...s.authoring,
        ...(typeof change === 'function' ? change(s.authoring) : change),
      },
    })),
});

export const activeSetOf = (state: AuthoringState): QuerySet | undefined =>
  state.querySets.find((set) => set.id === state.activeSet);

/** The recall cut-offs asked of the engine: the three the panel always shows, and k. */
export const cutoffsFor = (k: number): number[] =>
  [...new Set([...DEFAULT_RECALL_CUTOFFS, k])].sort((a, b) => a - b);

/** The cut-offs the k control offers. */
export const K_CHOICES = [1, 3, 5, 10, 20] as const;
