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
