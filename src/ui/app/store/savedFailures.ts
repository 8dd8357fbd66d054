import type { GetState, SetState } from './types';

/**
 * Saved work that the start (or the first view needing it) could not load: a transcript over the
 * replay bound, or one whose replay stopped the engine; settings over their bound. The page
 * opens without it and says so, and it stays saved until the user chooses: go on without it
 * (kept for a later version, or an export), or discard it.
 */
export type SavedFailure = {
  /** Names the item, so a second report of it replaces the first: `transcript:log100k`. */
  id: string;
  /** What could not be loaded, as the notice names it: `the saved transcript "log100k"`. */
  what: string;
  /** Why, in the engine's words: the field, the count and the bound. */
  message: string;
  /** `it` or `them`, for the buttons. */
  pronoun: 'it' | 'them';
  /** Goes on without it; it stays saved. */
  openWithout: () => void;
  /** Deletes it from storage. */
  discard: () => void | Promise<void>;
};

export type SavedFailureActions = {
  reportSavedFailure: (failure: SavedFailure) => void;
  /** Runs the user's choice for the failure `id` and takes its notice away. */
  settleSavedFailure: (id: string, choice: 'open' | 'discard') => Promise<void>;
};

export const savedFailureActions = (set: SetState, get: GetState): SavedFailureActions => ({
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
