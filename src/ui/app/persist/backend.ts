import { createStore, promisifyRequest, type UseStore } from 'idb-keyval';

/**
 * Where the workspace's items are kept: IndexedDB in the app, a Map in tests. Small on purpose,
 * so the per-item logic (workspaceStore.ts) is tested without a browser.
 */
export type Backend = {
  get(key: string): Promise<unknown>;
  /** Every key that starts with `prefix`, with its value. */
  entries(prefix: string): Promise<[string, unknown][]>;
  /** Reads and replaces one key in one transaction, so no other tab writes in between. */
  update(key: string, updater: (old: unknown) => unknown): Promise<void>;
  del(key: string): Promise<void>;
};

/** The keys from `prefix` up to (not including) the next prefix: `querySets/` → `querySets0`. */
const rangeOf = (prefix: string) =>
  IDBKeyRange.bound(
    prefix,
    `${prefix.slice(0, -1)}${String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1)}`,
    false,
    true,
  );

export const idbBackend = (): Backend | undefined => {
  let idb: UseStore;
  try {
    if (typeof indexedDB === 'undefined') return undefined;
    idb = createStore('toollens', 'workspace');
  } catch {
    return undefined;
  }
  return {
    get: (key) => idb('readonly', (store) => promisifyRequest(store.get(key))),
    entries: (prefix) =>
      idb('readonly', async (store) => {
        const range = rangeOf(prefix);
        const [keys, values] = await Promise.all([
          promisifyRequest(store.getAllKeys(range)),
          promisifyRequest(store.getAll(range)),
        ]);
        return keys.map((key, index): [string, unknown] => [String(key), values[index]]);
      }),
    update: (key, updater) =>
      idb('readwrite', (store) => {
        // A put that throws (a full disk) is passed on as it is, not as the abort it causes.
        let failure: unknown;
        const request = store.get(key);
        request.onsuccess = () => {
          try {
            store.put(updater(request.result), key);
          } catch (error) {
            failure = error;
            store.transaction.abort();
          }
        };
        return promisifyRequest(store.transaction).catch((error: unknown) => {
          throw failure ?? error;
        });
      }),
    del: (key) =>
      idb('readwrite', (store) => {
        store.delete(key);
        return promisifyRequest(store.transaction);
      }),
  };
};

/** A backend in memory, shared by the stores made on it as IndexedDB is by a browser's tabs. */
export const memoryBackend = (
  values = new Map<string, unknown>(),
): Backend & {
  values: Map<string, unknown>;
} => ({
  values,
  get: async (key) => structuredClone(values.get(key)),
  entries: async (prefix) =>
    [...values]
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, value]): [string, unknown] => [key, structuredClone(value)]),
  update: async (key, updater) => {
    values.set(key, structuredClone(updater(structuredClone(values.get(key)))));
  },
  del: async (key) => {
    values.delete(key);
  },
});
