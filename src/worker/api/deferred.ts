/**
 * An API whose module loads on its first call. The worker's first visit needs the catalog and
 * search; the timeline's engine (replay, prompt diffs with `diff`, log formats, the demo
 * scenarios) and the Evaluate panel's (the peers with MiniSearch, CSV with papaparse) wait until
 * a panel asks, which keeps them out of the first visit's 250 KB. Every call answers
 * a Promise, as comlink makes it on the page anyway.
 */
// biome-ignore lint/suspicious/noExplicitAny: a method of any signature; each keeps its own below
type Methods = Record<string, (...args: any[]) => unknown>;

export type Deferred<A extends Methods> = {
  [K in keyof A]: (...args: Parameters<A[K]>) => Promise<Awaited<ReturnType<A[K]>>>;
};

/**
 * `names` must name every method of the API, and nothing else (the type checker holds it to
 * the API): the runtime needs the names before the module is loaded, and the contract the page
 * sees is derived from this object.
 */
export const deferred = <A extends Methods>(
  load: () => Promise<A>,
  names: { [K in keyof A & string]: true },
): Deferred<A> =>
  Object.fromEntries(
    Object.keys(names).map((name) => [
      name,
      async (...args: unknown[]) => {
        const api = await load();
        return (api[name] as (...values: unknown[]) => unknown)(...args);
      },
    ]),
  ) as unknown as Deferred<A>;
