import { QueryClient } from '@tanstack/react-query';
import {
  type Args,
  type Engine,
  type Method,
  type Reply,
  readsCatalog,
} from '../../worker/EngineClient';

/**
 * The page's one cache of what it read from the worker: TanStack Query's QueryClient, the only
 * module that imports it. An answer is kept under `[method, args, revision]`, the revision being
 * the worker's catalog revision (EngineClient `revision`): a load, an edit, a settings change or
 * a server's new list bumps it, so an answer of an older catalog is never read again, and is
 * dropped when the next revision is first asked of. A read that does not depend on the catalog
 * (`readsCatalog`: the targets this build runs, demo data) is kept under `any` instead, so an
 * edit leaves it cached. Asking what is already kept answers at once
 * without a worker call; asking what is already on its way joins that call. Giving up is one
 * mechanism: the caller's AbortSignal cancels the query, whose own signal goes with the worker
 * call (EngineClient `send`), so a call not yet made is never made.
 */

/** How long an answer no one asked for lately stays kept: a query typed again within it costs nothing. */
const GC_MS = 5 * 60_000;

type AskOptions = {
  /** Aborting it gives the ask up: the query is cancelled, and its worker call with it. */
  signal?: AbortSignal;
  /**
   * Ask the worker even when an answer is kept: for a call whose answer changes without the
   * catalog changing (the menu's token count once the tokenizer loads, a target that finished
   * building). The new answer replaces the kept one.
   */
  fresh?: boolean;
};

export type EngineQueries = {
  /** `method(args)` on the catalog as it is now: the kept answer, or the worker's. */
  ask: <K extends Method>(method: K, args: Args<K>, options?: AskOptions) => Promise<Reply<K>>;
  /** The catalog's revision now: what a store key names so an edit or a load asks again. */
  revision: () => number;
  /** The key an ask of `method(args)` is kept under now. */
  keyOf: <K extends Method>(method: K, args: Args<K>) => readonly unknown[];
  client: QueryClient;
};

export const createEngineQueries = (engine: Engine): EngineQueries => {
  const client = new QueryClient({
    defaultOptions: {
      // An answer of one revision never changes (the revision is in its key); a failure is the
      // page's to show with its Retry, never retried behind its back.
      queries: { staleTime: Number.POSITIVE_INFINITY, gcTime: GC_MS, retry: false },
    },
  });
  // The revision only grows, so an answer of an older one can never be read again: it is
  // dropped as soon as a newer revision is asked of, not GC_MS later. A live server's burst of
  // new lists would otherwise keep every list's answers for minutes.
  let kept: number | undefined;
  const keyOf: EngineQueries['keyOf'] = (method, args) => {
    const revision = engine.revision();
    if (revision !== kept) {
      if (kept !== undefined) {
        client.removeQueries({
          predicate: ({ queryKey: [, , of] }) => of !== 'any' && of !== revision,
        });
      }
      kept = revision;
    }
    return [method, args, readsCatalog(method) ? revision : 'any'];
  };
  const ask: EngineQueries['ask'] = (method, args, options = {}) => {
    const queryKey = keyOf(method, args);
    const { signal, fresh } = options;
    if (signal?.aborted) return Promise.reject(signal.reason);
    signal?.addEventListener('abort', () => void client.cancelQueries({ queryKey, exact: true }), {
      once: true,
    });
    // Boxed: TanStack Query refuses `undefined` as data, and "no lens for that tool" is an answer.
    return client
      .fetchQuery({
        queryKey,
        queryFn: async ({ signal: querySignal }) => ({
          reply: await engine.send(method, args, { signal: querySignal }),
        }),
        ...(fresh ? { staleTime: 0 } : {}),
      })
      .then(({ reply }) => reply);
  };
  return { ask, keyOf, client, revision: () => engine.revision() };
};
