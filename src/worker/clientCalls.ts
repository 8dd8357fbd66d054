import type { Args, CallOptions, Method, Reply } from './contract';
import type { RestoreState, RestoreStep } from './restoreState';

/**
 * What the client does around a few calls, written once per call: which ones change the
 * catalog (remembered for a restarted worker, and made only once a restore is done), which one
 * needs a word that the worker is alive, and which call rebuilds each restore step.
 */

type Remember = { [K in Method]?: (restore: RestoreState, args: Args<K>, reply: Reply<K>) => void };

/** The calls that change the catalog, and what each leaves for a restarted worker to redo. */
export const REMEMBERED: Remember = {
  loadBuiltIn: (restore, [name], loaded) => {
    if (loaded.ok) restore.loaded({ kind: 'builtIn', name });
  },
  loadCatalogText: (restore, [text, sourceName], loaded) => {
    if (loaded.ok) restore.loaded({ kind: 'text', text, sourceName });
  },
  setCatalogSettings: (restore, [settings]) => restore.settings(settings),
  applyToolChanges: (restore, [changes], applied) => restore.live(changes, applied),
  updateTool: (restore, [edit]) => restore.edited(edit),
};

export const changesCatalog = (method: Method): boolean => method in REMEMBERED;

/**
 * The calls a restarted worker is never asked again: a model run spends the user's tokens, and
 * what the dead worker sent is already spent. Its caller gets the restart's error instead.
 */
export const askedOnce = (method: Method): boolean => method === 'play';

/** The reads whose answer does not depend on the catalog: what the build runs, demo data, a parse. */
const CATALOG_FREE: ReadonlySet<Method> = new Set<Method>([
  'availableTargets',
  'findabilityRankers',
  'readCatalogSettings',
  'readSettingsMap',
  'scenarios',
  'demoQuerySet',
]);

/** Whether `method`'s answer holds across catalogs and edits (the page's cache keeps it). */
export const readsCatalog = (method: Method): boolean => !CATALOG_FREE.has(method);

/**
 * The arguments as sent: a replay is given a callback the worker calls about once a second
 * while it runs, so a long replay (bounded by MAX_REPLAY_TURNS) is not taken for a dead worker.
 */
export const withAliveWord = <K extends Method>(method: K, args: Args<K>): unknown[] =>
  method === 'replay' && args[1] === undefined ? [args[0], () => {}] : [...args];

/** The call that rebuilds one restore step in a fresh worker. */
export const restoreCall = (step: RestoreStep): { method: Method; args: unknown[] } => {
  switch (step.kind) {
    case 'load':
      return step.request.kind === 'builtIn'
        ? { method: 'loadBuiltIn', args: [step.request.name] }
        : { method: 'loadCatalogText', args: [step.request.text, step.request.sourceName] };
    case 'settings':
      return { method: 'setCatalogSettings', args: [step.settings] };
    case 'live':
      return { method: 'applyToolChanges', args: [step.changes] };
    case 'edit':
      return { method: 'updateTool', args: [step.edit] };
  }
};

/** Whether `error` is a call given up (a DOMException, or any error named AbortError). */
export const isAborted = (error: unknown): boolean =>
  error instanceof Error && error.name === 'AbortError';

const givenUp = () => new DOMException('toollens: the call was given up', 'AbortError');

/**
 * The one rule of a call's life, for EngineClient and the test engines alike. Aborting its
 * signal gives a call up: its caller is answered at once with an AbortError, never with its
 * late answer, and a call not yet made is never made. Searches are made one at a time: a
 * search waits for the one before it to answer, so typing fast costs one search per round trip,
 * not one per keystroke (the page aborts the searches a newer keystroke superseded, and those
 * are skipped). Every other call is made at once; calls reach the worker in the order made.
 */
export const callRule = () => {
  /** Settles once the last search made or waiting has left the worker; undefined when none. */
  let searching: Promise<unknown> | undefined;
  return <T>(method: Method, { signal }: CallOptions, make: () => Promise<T>): Promise<T> => {
    if (signal?.aborted) return Promise.reject(givenUp());
    const made =
      method === 'search' && searching
        ? searching.then(() => (signal?.aborted ? Promise.reject(givenUp()) : make()))
        : make();
    if (method === 'search') {
      const left = made.catch(() => undefined);
      searching = left;
      void left.then(() => {
        if (searching === left) searching = undefined;
      });
    }
    if (!signal) return made;
    return new Promise<T>((resolve, reject) => {
      const abort = () => reject(givenUp());
      signal.addEventListener('abort', abort, { once: true });
      made.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
    });
  };
};
