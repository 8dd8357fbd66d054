import type { WorkspaceKey } from '../../shared/savedWork';
import type { Backend } from './backend';
import { CODECS, type Codec } from './collections';

/**
 * The items of the workspace store (`workspaceStore.ts`) as they are kept in storage: one key
 * per item, each with the format version and a revision, and the revision this tab last agreed
 * on, so a write over another tab's change is seen as a conflict and kept, or merged.
 */
export const WORKSPACE_VERSION = 1;

/** One item as stored: the old whole-collection records had no `rev` and no `at`. */
type Item = { version: number; rev?: string; at?: number; value?: unknown; deleted?: true };

const LEGACY = ['querySets', 'edits', 'transcripts'] as const;

const asItem = (raw: unknown): Item | undefined =>
  typeof raw === 'object' && raw !== null && typeof (raw as Item).version === 'number'
    ? (raw as Item)
    : undefined;

/** The revision an item had; the old records had none, and all read as one revision. */
const revOf = (item: Item | undefined) => (item ? (item.rev ?? 'v1') : undefined);

export type Conflict = {
  key: WorkspaceKey;
  id: string;
  theirs: unknown;
  /** Merged: both tabs' changes are in the saved item (this tab shows its own until reload). */
  kept: 'both' | 'theirs' | 'merged';
};

/**
 * Reads and writes of items for the tab `tab`; `answered` is told whenever storage answered a
 * read (from then on a slow read is no hang).
 */
export const createItems = (
  backend: Backend | undefined,
  tab: string,
  onWarning: (message: string) => void,
  answered: () => void,
) => {
  let counter = 0;
  /** Per item key: the revision and the value (as JSON) this tab last agreed on with storage. */
  const agreed = new Map<string, { rev: string | undefined; json: string }>();

  const itemKey = (key: WorkspaceKey, id: string) => (CODECS[key].single ? key : `${key}/${id}`);
  const idOf = (key: WorkspaceKey, full: string) =>
    CODECS[key].single ? '' : full.slice(key.length + 1);

  /** Cuts an old whole-collection record into items, once; items already there win. */
  const migrate = async (
    key: (typeof LEGACY)[number],
    codec: Codec,
    present: Set<string>,
  ): Promise<void> => {
    if (!backend) return;
    const legacy = asItem(await backend.get(key));
    if (!legacy) return;
    if (legacy.version !== WORKSPACE_VERSION) {
      onWarning(
        `Saved ${key} is from another toollens version (${legacy.version}) and was not loaded.`,
      );
      return;
    }
    const items = codec.split(legacy.value);
    if (items) {
      const at = Date.now();
      let index = 0;
      for (const [id, value] of items) {
        const full = itemKey(key, id);
        const order = index++;
        if (present.has(full)) continue;
        await backend.update(full, (old) =>
          asItem(old)
            ? old
            : ({
                version: WORKSPACE_VERSION,
                rev: 'v1',
                at: at + order / 1000,
                value,
              } satisfies Item),
        );
      }
    }
    await backend.del(key);
  };

  /** Reads a collection from its items, and agrees on each item's revision. */
  const read = async (key: WorkspaceKey): Promise<unknown> => {
    if (!backend) return undefined;
    const codec = CODECS[key];
    if (codec.single) {
      const item = asItem(await backend.get(key));
      answered();
      if (!item || item.deleted) {
        agreed.set(key, { rev: revOf(item), json: 'undefined' });
        return undefined;
      }
      if (item.version !== WORKSPACE_VERSION) {
        onWarning(
          `Saved ${key} is from another toollens version (${item.version}) and was not loaded.`,
        );
        return undefined;
      }
      agreed.set(key, { rev: revOf(item), json: JSON.stringify(item.value) });
      return item.value;
    }
    let raw = await backend.entries(`${key}/`);
    answered();
    if ((LEGACY as readonly string[]).includes(key)) {
      await migrate(key as (typeof LEGACY)[number], codec, new Set(raw.map(([full]) => full)));
      raw = await backend.entries(`${key}/`);
    }
    const items = raw
      .map(([full, value]) => [full, asItem(value)] as const)
      .filter((entry): entry is readonly [string, Item] => entry[1] !== undefined)
      .sort(([, a], [, b]) => (a.at ?? 0) - (b.at ?? 0));
    const live: [string, unknown][] = [];
    for (const [full, item] of items) {
      if (item.deleted || item.version !== WORKSPACE_VERSION) {
        agreed.set(full, { rev: revOf(item), json: 'undefined' });
        continue;
      }
      agreed.set(full, { rev: revOf(item), json: JSON.stringify(item.value) });
      live.push([idOf(key, full), item.value]);
    }
    return codec.join(live);
  };

  /** Writes one item unless another tab changed it since this tab agreed on it. */
  const writeItem = async (
    key: WorkspaceKey,
    id: string,
    value: unknown,
    json: string,
  ): Promise<Conflict | undefined> => {
    if (!backend) return undefined;
    const codec = CODECS[key];
    const full = itemKey(key, id);
    const base = agreed.get(full);
    const rev = `${tab}:${++counter}`;
    let conflict: Conflict | undefined;
    let written: Item | undefined;
    await backend.update(full, (raw) => {
      const old = asItem(raw);
      const theirs = old && !old.deleted ? old : undefined;
      const changedElsewhere =
        theirs !== undefined &&
        revOf(old) !== base?.rev &&
        JSON.stringify(theirs.value) !== json &&
        !codec.settings?.(id);
      if (changedElsewhere && value === undefined) {
        // Deleted here, changed there: their version stays.
        conflict = { key, id, theirs: theirs.value, kept: 'theirs' };
        return old;
      }
      const merged =
        changedElsewhere && theirs && codec.merge
          ? codec.merge(
              base && base.json !== 'undefined' ? JSON.parse(base.json) : undefined,
              value,
              theirs.value,
            )
          : undefined;
      if (changedElsewhere && merged !== undefined)
        conflict = { key, id, theirs: theirs.value, kept: 'merged' };
      else if (changedElsewhere) conflict = { key, id, theirs: theirs.value, kept: 'both' };
      const stored = merged ?? value;
      written =
        stored === undefined
          ? { version: WORKSPACE_VERSION, rev, at: old?.at ?? Date.now(), deleted: true }
          : { version: WORKSPACE_VERSION, rev, at: old?.at ?? Date.now(), value: stored };
      return written;
    });
    // After a merge storage holds more than this tab does: the next save merges again from this
    // tab's own value (a revision no write has, so it is never taken as agreed on).
    if (written)
      agreed.set(full, { rev: conflict?.kept === 'merged' ? `${rev}+merged` : rev, json });
    if (conflict?.kept === 'both' && codec.copy) {
      const copy = codec.copy(id, conflict.theirs, `other-tab-${rev.replace(':', '-')}`);
      if (copy) {
        await backend.update(itemKey(key, copy[0]), () => ({
          version: WORKSPACE_VERSION,
          rev,
          at: Date.now(),
          value: copy[1],
        }));
      }
    }
    return conflict;
  };

  return { agreed, idOf, itemKey, read, writeItem };
};
