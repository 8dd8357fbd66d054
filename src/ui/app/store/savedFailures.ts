import type { SavedFailure } from '../../shared/savedWork';
import type { GetState, SetState } from '../../shared/slice';

type Failures = { savedFailures: SavedFailure[] };

export type SavedFailureActions = {
  reportSavedFailure: (failure: SavedFailure) => void;
  /** Runs the user's choice for the failure `id` and takes its notice away. */
  settleSavedFailure: (id: string, choice: 'open' | 'discard') => Promise<void>;
};

export const savedFailureActions = (
  set: SetState<Failures>,
  get: GetState<Failures>,
): SavedFailureActions => ({
  reportSavedFailure: (failure) => {
    // Every refresh of a refused view reports it again: the same news changes nothing.
    const known = get().savedFailures.find((each) => each.id === failure.id);
    if (known?.message === failure.message) return;
    set((state) => ({
      savedFailures: [...state.savedFailures.filter((each) => each.id !== failure.id), failure],
    }));
  },
  settleSavedFailure: async (id, choice) => {
    const failure = get().savedFailures.find((each) => each.id === id);
    if (!failure) return;
    set((state) => ({ savedFailures: state.savedFailures.filter((each) => each.id !== id) }));
    if (choice === 'open') failure.openWithout();
    else await failure.discard();
  },
});
