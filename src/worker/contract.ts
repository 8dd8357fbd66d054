import type { engineApi } from './engineApi';

/**
 * The engine worker's contract, derived from its implementation: every call `engineApi`
 * answers, with its arguments and its answer as the page receives it (a Promise, through
 * comlink). Nothing here is written by hand, so a call added, removed or changed in the worker
 * is at once what the page may call.
 */
export type EngineApi = typeof engineApi;
export type Method = keyof EngineApi;
export type Args<K extends Method> = Parameters<EngineApi[K]>;
export type Reply<K extends Method> = Awaited<ReturnType<EngineApi[K]>>;

/** A restart or the end of restarting, as the client tells its listeners. */
export type EngineStatus =
  /** A fresh worker took over, with the catalog restored: the page asks its view again. */
  | { kind: 'restarted'; reason: string }
  /** The worker kept dying; the client stopped restarting it and every call now fails. */
  | { kind: 'failed'; reason: string };

/** How a caller gives a call up: its signal, the one way (TanStack Query passes its own). */
export type CallOptions = { signal?: AbortSignal };

/**
 * The engine as the page calls it: any call by name. `send` is the one way a call is made,
 * with a signal (aborting it gives the call up), under the deadline and restart rules; `call`
 * is `send` without one.
 */
export type Engine = {
  call<K extends Method>(method: K, ...args: Args<K>): Promise<Reply<K>>;
  send<K extends Method>(method: K, args: Args<K>, options?: CallOptions): Promise<Reply<K>>;
  onStatus(listener: (status: EngineStatus) => void): () => void;
  /**
   * The catalog's revision: bumped when a call that changes the catalog is made and again when
   * it is answered, so a call made in between is kept under a revision nothing reads later.
   * The page's query cache keys every answer by it (ui/shared/engineQueries.ts).
   */
  revision(): number;
};
