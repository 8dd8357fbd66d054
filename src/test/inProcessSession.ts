import type { SessionEngine } from '../ui/store/sessionSlice';
import type { ReplayRequest, ReplayView } from '../worker/boundary';
import { engineApi } from '../worker/engineApi';

/**
 * The worker's API in-process, as the session slice calls it: the same functions the page
 * reaches through comlink. `calls` records each method asked; `replay` may stand in for the
 * worker's (a test's failure).
 */
export const inProcessSession = (
  calls: string[] = [],
  replay: (request: ReplayRequest) => ReplayView | Promise<ReplayView> = (request) =>
    engineApi.replay(request),
): SessionEngine => ({
  call: async (method, ...args) => {
    calls.push(method);
    const run = engineApi[method] as (...values: unknown[]) => unknown;
    return (await run(...args)) as never;
  },
  replay: async (request) => {
    calls.push('replay');
    return await replay(request);
  },
});
