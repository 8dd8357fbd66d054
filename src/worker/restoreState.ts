import { type CatalogSettings, trackRename } from '../engine/core';
import type { BuiltInCatalog, LiveApplied, ToolChanges, ToolEdit } from './boundary';

/**
 * What a restarted worker needs to reach the state its predecessor died in: the last catalog
 * load, the catalog settings, a connected server's current tool list (the newest one applied,
 * not every list before it) and, for each tool the user edited, its newest version. Its size
 * follows the catalog and the tools edited, never the number of changes: a server that sends
 * ten thousand lists leaves one here. Pure data; EngineClient replays `steps()` in order.
 */

/** The last successful load, replayed into a restarted worker (without its progress listener). */
export type LoadRequest =
  | { kind: 'builtIn'; name: BuiltInCatalog }
  | { kind: 'text'; text: string; sourceName: string };

export type RestoreStep =
  | { kind: 'load'; request: LoadRequest }
  | { kind: 'settings'; settings: CatalogSettings }
  | { kind: 'live'; changes: ToolChanges }
  | { kind: 'edit'; edit: ToolEdit };

export class RestoreState {
  #load: LoadRequest | undefined;
  #settings: CatalogSettings | undefined;
  #live: ToolChanges | undefined;
  /** Each edited tool's newest version, by its name as loaded or listed, in order of edit. */
  #edits = new Map<string, ToolEdit>();
  /** The name each edited tool has now → its name as loaded or listed. */
  #origins = new Map<string, string>();

  /** A catalog load succeeded: everything before it is gone. */
  loaded(request: LoadRequest): void {
    this.#load = request;
    this.#settings = undefined;
    this.#live = undefined;
    this.#edits.clear();
    this.#origins.clear();
  }

  settings(settings: CatalogSettings): void {
    this.#settings = settings;
  }

  /** An edit (or an undo, a redo) the worker took: the tool's newest version replaces older ones. */
  edited(edit: ToolEdit): void {
    const origin = trackRename(this.#origins, edit.previousName ?? edit.tool.name, edit.tool.name);
    // Deleted first, so the map's order is the order of the newest edits (a rename into a name
    // another edit freed replays after that edit).
    this.#edits.delete(origin);
    this.#edits.set(origin, {
      tool: edit.tool,
      ...(edit.tool.name === origin ? {} : { previousName: origin }),
    });
  }

  /**
   * A server's list the worker applied: it replaces the one before. A tool it changed or removed
   * carries the server's version now, so an older edit of it (one the user undid) is not replayed.
   */
  live(changes: ToolChanges, applied: Pick<LiveApplied, 'changed' | 'removed'>): void {
    this.#live = changes;
    for (const name of [...applied.changed, ...applied.removed]) {
      if (this.#origins.get(name) !== name) continue;
      this.#origins.delete(name);
      this.#edits.delete(name);
    }
  }

  /** The calls that rebuild the state in a fresh worker, in order; none before a first load. */
  steps(): RestoreStep[] {
    if (!this.#load) return [];
    return [
      { kind: 'load', request: this.#load },
      ...(this.#settings ? [{ kind: 'settings' as const, settings: this.#settings }] : []),
      ...(this.#live ? [{ kind: 'live' as const, changes: this.#live }] : []),
      ...[...this.#edits.values()].map((edit) => ({ kind: 'edit' as const, edit })),
    ];
  }
}
