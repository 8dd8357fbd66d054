import type { WorkspaceKey, WorkspaceStore } from '../ui/shared/savedWork';

/**
 * A workspace in memory for store tests, which outlives a store as IndexedDB outlives a page.
 * Values are cloned on the way in, as IndexedDB's structured clone does.
 */
export const memoryWorkspace = (): WorkspaceStore => {
  const values = new Map<WorkspaceKey, unknown>();
  return {
    degraded: false,
    get: async <T>(key: WorkspaceKey) => values.get(key) as T | undefined,
    set: async (key, value) => {
      values.set(key, structuredClone(value));
    },
    remove: async (key) => {
      values.delete(key);
    },
  };
};
