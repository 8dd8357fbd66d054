import type { SearchRequest, ViewId } from './boundary';
import type { Args, Method, Reply } from './contract';
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

/** The searches whose requests the client remembers, to search again when one expires. */
const REMEMBERED_SEARCHES = 16;

/**
 * Each search view the page was given, with its request and the id that now stands for it: a
 * view the worker no longer keeps (evicted, or lost with a restarted worker) is searched again
 * and its old id follows the new one, so the page's id keeps working.
 */
export class SearchViews {
  readonly #views = new Map<ViewId, { request: SearchRequest; now: ViewId }>();

  answered(viewId: ViewId, request: SearchRequest): void {
    this.#views.set(viewId, { request, now: viewId });
    for (const old of this.#views.keys()) {
      if (this.#views.size <= REMEMBERED_SEARCHES) break;
      this.#views.delete(old);
    }
  }

  /** The id that stands for `viewId` now. */
  now(viewId: ViewId): ViewId {
    return this.#views.get(viewId)?.now ?? viewId;
  }

  requestOf(viewId: ViewId): SearchRequest | undefined {
    return this.#views.get(viewId)?.request;
  }

  /** `viewId` was searched again as `fresh`. */
  replaced(viewId: ViewId, fresh: ViewId): void {
    const view = this.#views.get(viewId);
    if (view) view.now = fresh;
  }
}
