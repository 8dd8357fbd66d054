import type { EngineSync } from '../../app/store/engineSync';
import type { GetState, SetState } from '../../app/store/types';
import type { AuthoringEngine, AuthoringState, QuerySet } from './authoringTypes';

/** What the authoring slice's parts share: the engine, the store, and a patch of the slice. */
export type AuthoringContext = {
  engine: AuthoringEngine;
  get: GetState;
  set: SetState;
  sync: Pick<EngineSync, 'invalidate' | 'refresh' | 'fetchRows' | 'fetchTokens'>;
  state: () => AuthoringState;
  patch: (
    change: Partial<AuthoringState> | ((state: AuthoringState) => Partial<AuthoringState>),
  ) => void;
};

export const createContext = (
  engine: AuthoringEngine,
  set: SetState,
  get: GetState,
  sync: AuthoringContext['sync'],
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
  [...new Set([1, 5, 10, k])].sort((a, b) => a - b);

/** The cut-offs the k control offers. */
export const K_CHOICES = [1, 3, 5, 10, 20] as const;
