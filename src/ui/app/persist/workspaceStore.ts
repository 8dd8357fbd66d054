import type { WorkspaceKey, WorkspaceStore } from '../../shared/savedWork';
import { type Backend, idbBackend } from './backend';
import { CODECS } from './collections';
import { type Conflict, createItems } from './workspaceItems';

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
export { WORKSPACE_VERSION } from './workspaceItems';

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
const READ_TIMEOUT_MS = 3000;
/** Writes may take longer (a big catalog); past this the storage is taken as gone. */
const WRITE_TIMEOUT_MS = 20000;
/** What a tab is told when another tab saved work (settings, such as the view, say nothing). */
export const REMOTE_CHANGE =
  'Another tab saved changes to your work. Reload this tab to see them; where both tabs changed the same thing, both versions are kept.';
const KEYS = Object.keys(CODECS) as WorkspaceKey[];
/** Settings another tab may change without a word: they are not work that could be lost. */
const QUIET_KEYS: readonly WorkspaceKey[] = ['view', 'recentQueries', 'tour'];

const isQuotaError = (error: unknown): boolean =>
  error instanceof DOMException && (error.name === 'QuotaExceededError' || error.code === 22);

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
  const memory = new Map<WorkspaceKey, unknown>();
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
  const { agreed, idOf, itemKey, read, writeItem } = createItems(backend, tab, onWarning, () => {
    alive = true;
  });
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
