/**
 * How a slice of the store reads and writes the state it is given. Each slice names the part of
 * the page's state it needs (its own and what it reads of others) as `S`; the root store
 * (`app/store/appStore.ts`) composes the slices and hands each its `set` and `get`, so a slice
 * never imports the root store's type.
 */
export type SetState<S> = (patch: Partial<S> | ((state: S) => Partial<S>)) => void;
export type GetState<S> = () => S;
