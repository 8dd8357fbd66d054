import type { EngineClient, Method } from '../../worker/EngineClient';

/**
 * Hooks for end-to-end tests and for demonstrating the restart by hand, always installed:
 * they expose nothing a page script could not already do. `crashWorker()` makes the engine
 * worker crash as a real fault would; the page should then show its restart banner.
 * `failNext(method)` makes the next call of one worker method reject (any method of the
 * worker's API, such as `catalogRows`, `movement` or `diffPrompts`), so a test can show a
 * failed request and its Retry. A test can also name methods before the page starts, in
 * `window.__toollensFailNext` (an init script), to fail the first load's calls. `answered`
 * counts the calls the page made that were answered, by method.
 */
export type ToollensHooks = {
  crashWorker: () => Promise<void>;
  failNext: (method: string, message?: string) => void;
  answered: Record<string, number>;
  client: EngineClient;
};

declare global {
  interface Window {
    __toollens?: ToollensHooks;
    __toollensFailNext?: string[];
  }
}

/**
 * Wraps the client's one way of calling, so every call by any name can be failed and is
 * counted; `failing` says which methods reject next, and how.
 */
const armFailures = (
  client: EngineClient,
  failing: Map<string, string>,
  answered: Record<string, number>,
) => {
  const send = client.send.bind(client);
  client.send = ((method: Method, args, options) => {
    const message = failing.get(method);
    if (message !== undefined) {
      failing.delete(method);
      return Promise.reject(new Error(message));
    }
    return send(method, args, options).then((reply) => {
      answered[method] = (answered[method] ?? 0) + 1;
      return reply;
    });
  }) as EngineClient['send'];
};

export const installTestHooks = (client: EngineClient): void => {
  const failing = new Map<string, string>();
  const answered: Record<string, number> = {};
  const failNext = (method: string, message = `toollens: ${method} failed (test hook)`) =>
    void failing.set(method, message);
  for (const method of window.__toollensFailNext ?? []) failNext(method);
  armFailures(client, failing, answered);
  window.__toollens = {
    crashWorker: () => client.call('crashForTest'),
    failNext,
    answered,
    client,
  };
};
