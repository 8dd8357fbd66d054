import type { EngineClient } from '../worker/EngineClient';

/**
 * Hooks for end-to-end tests and for demonstrating the restart by hand, always installed:
 * they expose nothing a page script could not already do. `crashWorker()` makes the engine
 * worker crash as a real fault would; the page should then show its restart banner.
 */
export type ToollensHooks = {
  crashWorker: () => Promise<void>;
  client: EngineClient;
};

declare global {
  interface Window {
    __toollens?: ToollensHooks;
  }
}

export const installTestHooks = (client: EngineClient): void => {
  window.__toollens = { crashWorker: () => client.crashForTest(), client };
};
