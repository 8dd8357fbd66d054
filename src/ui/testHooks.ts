import type { EngineClient } from '../worker/EngineClient';

/**
 * Hooks for end-to-end tests and for demonstrating the restart by hand, always installed:
 * they expose nothing a page script could not already do. `crashWorker()` makes the engine
 * worker crash as a real fault would; the page should then show its restart banner.
 * `failNext(method)` makes the next call of one worker method reject (a client method such as
 * `catalogRows` or `replay`, or a `call` name such as `diffPrompts`), so a test can show a
 * failed request and its Retry. A test can also name methods before the page starts, in
 * `window.__toollensFailNext` (an init script), to fail the first load's calls.
 */
export type ToollensHooks = {
  crashWorker: () => Promise<void>;
  failNext: (method: string, message?: string) => void;
  client: EngineClient;
};

declare global {
  interface Window {
    __toollens?: ToollensHooks;
    __toollensFailNext?: string[];
  }
}

const CLIENT_METHODS = [
  'search',
  'facets',
  'catalogRows',
  'declarationTokens',
  'countTokens',
  'toolDetail',
  'lens',
  'whyNot',
  'movementRanks',
  'replay',
] as const;

/** Wraps the client's methods once; `failing` says which of them reject next, and how. */
const armFailures = (client: EngineClient, failing: Map<string, string>) => {
  const take = (method: string): Error | undefined => {
    const message = failing.get(method);
    if (message === undefined) return undefined;
    failing.delete(method);
    return new Error(message);
  };
  const target = client as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  for (const method of CLIENT_METHODS) {
    const original = target[method]?.bind(client);
    if (!original) continue;
    target[method] = (...args) => {
      const error = take(method);
      return error ? Promise.reject(error) : original(...args);
    };
  }
  const call = target.call?.bind(client);
  if (call) {
    target.call = (...args) => {
      const error = take(String(args[0]));
      return error ? Promise.reject(error) : call(...args);
    };
  }
};

export const installTestHooks = (client: EngineClient): void => {
  const failing = new Map<string, string>();
  const failNext = (method: string, message = `toollens: ${method} failed (test hook)`) =>
    void failing.set(method, message);
  for (const method of window.__toollensFailNext ?? []) failNext(method);
  armFailures(client, failing);
  window.__toollens = { crashWorker: () => client.crashForTest(), failNext, client };
};
