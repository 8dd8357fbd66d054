import { createStore, del, get, set, type UseStore } from 'idb-keyval';

/**
 * Where the user's work lives between visits: imported catalogs, tool edits, query sets and
 * transcripts, each under its own key in IndexedDB (through idb-keyval, a small, well-kept
 * wrapper). Every value is stored with the format version, so a later toollens can migrate or
 * refuse old data instead of misreading it. When IndexedDB is missing (some private modes) or
 * full, the store keeps working in memory and says so once through `onWarning`: nothing the user
 * did in this session is lost, it just will not survive a reload.
 */
export const WORKSPACE_VERSION = 1;

export type WorkspaceKey = 'catalog' | 'edits' | 'querySets' | 'transcripts' | 'view';

type Stored<T> = { version: number; value: T };

export type WorkspaceStore = {
  get<T>(key: WorkspaceKey): Promise<T | undefined>;
  set<T>(key: WorkspaceKey, value: T): Promise<void>;
  remove(key: WorkspaceKey): Promise<void>;
  /** True once storage failed and the store fell back to memory. */
  readonly degraded: boolean;
};

const isQuotaError = (error: unknown): boolean =>
  error instanceof DOMException && (error.name === 'QuotaExceededError' || error.code === 22);

export const createWorkspaceStore = (onWarning: (message: string) => void): WorkspaceStore => {
  const memory = new Map<WorkspaceKey, unknown>();
  let idb: UseStore | undefined;
  let degraded = false;
  try {
    idb = typeof indexedDB === 'undefined' ? undefined : createStore('toollens', 'workspace');
  } catch {
    idb = undefined;
  }
  const fallBack = (why: string) => {
    if (!degraded) {
      degraded = true;
      onWarning(
        `${why} Your work is kept in memory for this visit only; export the workspace to keep it.`,
      );
    }
  };
  if (!idb) fallBack('Browser storage is not available (private mode?).');

  return {
    get degraded() {
      return degraded;
    },
    async get<T>(key: WorkspaceKey): Promise<T | undefined> {
      if (memory.has(key) || degraded || !idb) return memory.get(key) as T | undefined;
      try {
        const stored = await get<Stored<T>>(key, idb);
        if (!stored) return undefined;
        if (stored.version !== WORKSPACE_VERSION) {
          onWarning(
            `Saved ${key} is from another toollens version (${stored.version}) and was not loaded.`,
          );
          return undefined;
        }
        return stored.value;
      } catch {
        fallBack('Browser storage could not be read.');
        return undefined;
      }
    },
    async set<T>(key: WorkspaceKey, value: T): Promise<void> {
      memory.set(key, value);
      if (degraded || !idb) return;
      try {
        await set(key, { version: WORKSPACE_VERSION, value } satisfies Stored<T>, idb);
      } catch (error) {
        fallBack(
          isQuotaError(error) ? 'Browser storage is full.' : 'Browser storage refused to save.',
        );
      }
    },
    async remove(key: WorkspaceKey): Promise<void> {
      memory.delete(key);
      if (degraded || !idb) return;
      try {
        await del(key, idb);
      } catch {
        fallBack('Browser storage refused to delete.');
      }
    },
  };
};
