/**
 * The user's saved work as the features see it: whole collections by key, read and written
 * through `app/persist/workspaceStore.ts`, which keeps them in IndexedDB one item at a time.
 */
export type WorkspaceKey =
  | 'catalog'
  | 'edits'
  | 'querySets'
  | 'transcripts'
  | 'view'
  | 'catalogSettings'
  | 'recentQueries'
  /** The other version "Compare with…" diffs the catalog against (diff/state/diffTypes.ts). */
  | 'compareWith'
  /** What the tour goes back to when it ends (app/tour/tourReturn.ts). */
  | 'tour';

export type WorkspaceStore = {
  get<T>(key: WorkspaceKey): Promise<T | undefined>;
  set<T>(key: WorkspaceKey, value: T): Promise<void>;
  remove(key: WorkspaceKey): Promise<void>;
  /** True once storage failed and the store fell back to memory. */
  readonly degraded: boolean;
};

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
