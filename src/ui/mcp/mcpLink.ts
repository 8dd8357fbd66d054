import { type Endpoint, proxy, releaseProxy, wrap } from 'comlink';
import {
  fromWire,
  type LinkEvents,
  type LinkHost,
  type LinkOpened,
  type LinkOptions,
  type McpLink,
} from './linkTypes';

/**
 * The page's one live connection to an MCP server. The connection itself (the SDK, the watch,
 * the diff, the catalog text) runs in a worker of its own (link.worker.ts): a 9,000-tool list
 * read, checked and compared on the page's thread kept a click waiting behind it. The page
 * gets only each update (text, change, notifications) and the events. Loaded with `import()`
 * only when the user connects, so neither the SDK nor the worker weighs on a first visit and no
 * request leaves the page before that click. The headers (a bearer token) go to that worker
 * alone, in memory.
 */

export type { LinkEvents, LinkOptions, LinkUpdate, McpLink } from './linkTypes';

/** A worker, or anything that talks like one (a MessagePort in the unit tests). */
export type LinkWorker = Endpoint & { terminate: () => void };

/** How long a closing link may take to say goodbye to the server before its worker ends. */
const CLOSE_MS = 2_000;

const spawnWorker = (): LinkWorker =>
  // Written literally so Vite sees the worker entry and bundles it.
  new Worker(new URL('./link.worker.ts', import.meta.url), {
    type: 'module',
    name: 'toollens MCP link',
  });

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const openLink = async (
  url: string,
  headers: Record<string, string>,
  events: LinkEvents,
  { signal, ...options }: LinkOptions = {},
  spawn: () => LinkWorker = spawnWorker,
): Promise<McpLink> => {
  signal?.throwIfAborted();
  const worker = spawn();
  const host = wrap<LinkHost>(worker);
  let closed = false;
  let dead = false;
  let died: (reason: string) => void = () => {};
  const gone = new Promise<string>((resolve) => {
    died = resolve;
  });
  const stopped = (reason: string) => {
    if (dead) return;
    dead = true;
    died(reason);
  };
  worker.addEventListener('error', (event) => {
    // Handled here: the page says the connection was lost, the console need not.
    event.preventDefault();
    stopped(`its worker stopped (${(event as ErrorEvent).message || 'an error'})`);
  });
  worker.addEventListener('messageerror', () => stopped('its worker sent an unreadable message'));
  let ended = false;
  const terminate = () => {
    dead = true;
    if (ended) return;
    ended = true;
    host[releaseProxy]();
    worker.terminate();
  };

  const answer = host.open(
    url,
    headers,
    proxy({
      onChange: (update) => !closed && events.onChange(update),
      onError: (wire) => void (closed || events.onError(fromWire(wire))),
      onLost: (reason) => void (closed || events.onLost(reason)),
    }),
    options,
  );
  let opened: LinkOpened;
  try {
    const result = await new Promise<Awaited<typeof answer>>((resolve, reject) => {
      answer.then(resolve, reject);
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
      void gone.then((reason) =>
        reject(new Error(`${url}: the connection failed while opening: ${reason}`)),
      );
    });
    if (!result.ok) throw fromWire(result.error);
    opened = result.link;
  } catch (error) {
    if (signal?.aborted && !dead) {
      // The worker stops its requests and closes the session, then ends.
      const closing = host.close().then(async () => void (await answer));
      void Promise.race([closing.catch(() => {}), pause(CLOSE_MS)]).then(terminate);
    } else terminate();
    throw error;
  }
  void gone.then((reason) => closed || events.onLost(reason));
  return {
    ...opened,
    applied: async () => (dead ? [] : Promise.race([host.applied(), gone.then(() => [] as const)])),
    close: async () => {
      if (closed) return;
      closed = true;
      if (!dead) await Promise.race([host.close().catch(() => {}), pause(CLOSE_MS), gone]);
      terminate();
    },
  };
};
