import type { WorkspaceKey, WorkspaceStore } from '../../shared/savedWork';
import { type Backend, idbBackend } from './backend';
import { CODECS, type Codec } from './collections';

/**
 * Where the user's work lives between visits: imported catalogs, tool edits, query sets and
 * transcripts in IndexedDB (through idb-keyval, a small, well-kept wrapper), **one key per
 * item**: `querySets/set:<id>` and `querySets/meta`, `edits/<catalog key>`, `transcripts/<name>`,
 * `catalog`, `view`. Callers still save and read whole collections; the store writes only the
 * items that changed, so two tabs that change different items never clobber each other.
 *
 * Every item is stored with the format version and a revision. A tab remembers the revision of
 * each item it last read or wrote ("agreed on"); when it writes an item another tab has changed
 * since, that is a conflict: this tab's version is saved, the other tab's is kept beside it under
 * a new name ("… (from another tab)"), and `onNotice` says so; where the collection can merge
 * the two (one catalog's tool edits, on different tools), the merge is saved instead. Each write is announced on a
 * BroadcastChannel, and the other tabs tell their user (`onNotice`) to reload to see it.
 *
 * The old whole-collection keys (`querySets`, `edits`, `transcripts`) are cut into items on first
 * read. When IndexedDB is missing, full, or does not answer in time (`timeoutMs`), the store
 * keeps working in memory and says so once through `onWarning`: nothing the user did in this
 * session is lost, it just will not survive a reload; a late answer is dropped, not applied.
 */
export const WORKSPACE_VERSION = 1;

/** One item as stored: the old whole-collection records had no `rev` and no `at`. */
type Item = { version: number; rev?: string; at?: number; value?: unknown; deleted?: true };

/** What tabs tell each other: which collections `tab` changed. */
type Message = { tab: string; keys: WorkspaceKey[] };

export type Channel = {
  postMessage(message: Message): void;
  addEventListener(type: 'message', listener: (event: { data: Message }) => void): void;
};

export type StoreOptions = {
  /** IndexedDB by default; undefined when there is none. */
  backend?: Backend | undefined;
  /** A BroadcastChannel by default. */
  channel?: Channel | undefined;
  /** Conflicts between tabs: reported, never settled in silence. */
  onNotice?: (message: string) => void;
  /** How long a read may take before the store gives up on storage (ms). */
  timeoutMs?: number;
  /**
   * Told when saving starts (true) and when every save asked for has been written (false). A
   * write still in flight when the page unloads is lost, so the page shows it.
   */
  onSaving?: (saving: boolean) => void;
};

/** How long startup waits for saved work before going on without it. */
export const READ_TIMEOUT_MS = 3000;
/** Writes may take longer (a big catalog); past this the storage is taken as gone. */
const WRITE_TIMEOUT_MS = 20000;
const LEGACY = ['querySets', 'edits', 'transcripts'] as const;
/** What a tab is told when another tab saved work (settings, such as the view, say nothing). */
export const REMOTE_CHANGE =
  'Another tab saved changes to your work. Reload this tab to see them; where both tabs changed the same thing, both versions are kept.';
const KEYS = Object.keys(CODECS) as WorkspaceKey[];
/** Settings another tab may change without a word: they are not work that could be lost. */
const QUIET_KEYS: readonly WorkspaceKey[] = ['view', 'recentQueries'];

const isQuotaError = (error: unknown): boolean =>
  error instanceof DOMException && (error.name === 'QuotaExceededError' || error.code === 22);

const asItem = (raw: unknown): Item | undefined =>
  typeof raw === 'object' && raw !== null && typeof (raw as Item).version === 'number'
    ? (raw as Item)
    : undefined;

/** The revision an item had; the old records had none, and all read as one revision. */
const revOf = (item: Item | undefined) => (item ? (item.rev ?? 'v1') : undefined);

class TimedOut extends Error {}

const defaultChannel = (): Channel | undefined =>
  typeof BroadcastChannel === 'undefined'
    ? undefined
    : (new BroadcastChannel('toollens-workspace') as unknown as Channel);

export const createWorkspaceStore = (
  onWarning: (message: string) => void,
  options: StoreOptions = {},
): WorkspaceStore => {
  const backend = 'backend' in options ? options.backend : idbBackend();
  const channel = 'channel' in options ? options.channel : defaultChannel();
  const onNotice = options.onNotice ?? onWarning;
  const timeoutMs = options.timeoutMs ?? READ_TIMEOUT_MS;
  const tab = Math.random().toString(36).slice(2, 10);
  let counter = 0;
  const memory = new Map<WorkspaceKey, unknown>();
  /** Per item key: the revision and the value (as JSON) this tab last agreed on with storage. */
  const agreed = new Map<string, { rev: string | undefined; json: string }>();
  /** Saves asked for and not yet settled, over every collection. */
  let unsettled = 0;
  const settle = (change: 1 | -1) => {
    unsettled += change;
    if (unsettled === (change === 1 ? 1 : 0)) options.onSaving?.(change === 1);
  };
  let queue: Promise<unknown> = Promise.resolve();
  const inOrder = <T>(run: () => Promise<T>): Promise<T> => {
    const next = queue.then(run, run);
    queue = next.catch(() => undefined);
    return next;
  };
  let degraded = false;
  const fallBack = (why: string) => {
    if (!degraded) {
      degraded = true;
      onWarning(
        `${why} Your work is kept in memory for this visit only; export the workspace to keep it.`,
      );
    }
  };
  if (!backend) fallBack('Browser storage is not available (private mode?).');

  /** Set once storage has answered at all: from then on a slow read (a big catalog) is no hang. */
  let alive = false;
  /**
   * `op`, or a TimedOut after `ms`: a storage that never answers must not hold the app. A read
   * queued behind others while storage is answering gets the writes' longer wait.
   */
  const timed = <T>(op: Promise<T>, ms: number): Promise<T> => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    return Promise.race([
      op,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          if (alive && ms < WRITE_TIMEOUT_MS)
            timer = setTimeout(() => reject(new TimedOut()), WRITE_TIMEOUT_MS);
          else reject(new TimedOut());
        }, ms);
      }),
    ]).finally(() => clearTimeout(timer));
  };
  const failed = (error: unknown, what: 'read' | 'write') => {
    if (error instanceof TimedOut)
      fallBack(
        what === 'read'
          ? `Saved work could not be read in time (browser storage did not answer within ${Math.round(timeoutMs / 1000)} s), so toollens started without it; reload to try again.`
          : 'Browser storage stopped answering.',
      );
    else if (what === 'read') fallBack('Browser storage could not be read.');
    else
      fallBack(
        isQuotaError(error) ? 'Browser storage is full.' : 'Browser storage refused to save.',
      );
  };

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
      alive = true;
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
    alive = true;
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

  type Conflict = {
    key: WorkspaceKey;
    id: string;
    theirs: unknown;
    /** Merged: both tabs' changes are in the saved item (this tab shows its own until reload). */
    kept: 'both' | 'theirs' | 'merged';
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

  const report = (conflicts: Conflict[]) => {
    for (const { key, id, theirs, kept } of conflicts) {
      const what = CODECS[key].label(id, theirs);
      onNotice(
        kept === 'theirs'
          ? `Another tab changed ${what} while this tab removed it: it was kept.`
          : kept === 'merged'
            ? `Another tab changed ${what} at the same time as this tab, on other tools: both tabs' changes are saved together. Reload this tab to see theirs.`
            : `Another tab changed ${what} at the same time as this tab: both versions are kept, theirs marked "(from another tab)".`,
      );
    }
  };

  channel?.addEventListener('message', (event) => {
    const { data } = event;
    if (!data || data.tab === tab || !Array.isArray(data.keys)) return;
    // Told, not taken in live: applying another tab's work replaced this tab's state under the
    // user's hands (a set being renamed, a catalog reloaded mid-edit). Items this tab never
    // read are never deleted by its saves, and a save over another tab's change of the same
    // item is a conflict: both versions are kept.
    if (data.keys.some((key) => KEYS.includes(key) && !QUIET_KEYS.includes(key)))
      onNotice(REMOTE_CHANGE);
  });

  const save = (key: WorkspaceKey, value: unknown): Promise<void> => {
    memory.set(key, value);
    if (degraded || !backend) return Promise.resolve();
    const codec = CODECS[key];
    const items = value === undefined ? new Map<string, unknown>() : codec.split(value);
    // A value without the shape of its collection is not written: nothing saved is lost to it.
    if (!items) return Promise.resolve();
    settle(1);
    return inOrder(async () => {
      const conflicts: Conflict[] = [];
      let changed = false;
      try {
        const gone = [...agreed]
          .filter(
            ([full, { json }]) =>
              json !== 'undefined' && (codec.single ? full === key : full.startsWith(`${key}/`)),
          )
          .map(([full]) => idOf(key, full))
          .filter((id) => !items.has(id));
        const writes: [string, unknown, string][] = [
          ...[...items].map(([id, item]): [string, unknown, string] => [
            id,
            item,
            JSON.stringify(item),
          ]),
          ...gone.map((id): [string, unknown, string] => [id, undefined, 'undefined']),
        ].filter(([id, , json]) => agreed.get(itemKey(key, id))?.json !== json);
        for (const [id, item, json] of writes) {
          const conflict = await timed(writeItem(key, id, item, json), WRITE_TIMEOUT_MS);
          changed = true;
          if (conflict) conflicts.push(conflict);
        }
      } catch (error) {
        failed(error, 'write');
      } finally {
        settle(-1);
      }
      if (changed) channel?.postMessage({ tab, keys: [key] });
      if (conflicts.length > 0) {
        report(conflicts);
      }
    });
  };

  return {
    get degraded() {
      return degraded;
    },
    async get<T>(key: WorkspaceKey): Promise<T | undefined> {
      if (degraded || !backend) return memory.get(key) as T | undefined;
      try {
        const value = await timed(
          inOrder(() => read(key)),
          timeoutMs,
        );
        // The storage may have failed (or timed out elsewhere) meanwhile: memory is newer then.
        if (degraded) return memory.get(key) as T | undefined;
        return value as T | undefined;
      } catch (error) {
        failed(error, 'read');
        return memory.get(key) as T | undefined;
      }
    },
    set: <T>(key: WorkspaceKey, value: T) => save(key, value),
    remove: (key) => save(key, undefined),
  };
};
