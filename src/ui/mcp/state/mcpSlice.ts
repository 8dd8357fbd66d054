import type { GetState, SetState } from '../../shared/slice';
import { connectFailure } from '../connectFailure';
import type { LinkEvents, LinkOptions, McpLink } from '../linkTypes';
import { serverName } from '../serverName';
import { createLiveApply, type LiveEngine } from './liveApply';
import type { ConnectHow, McpActions, McpReads, McpState, McpStatus, McpWrites } from './mcpTypes';

/**
 * The page's connection to a live MCP server: connect (cancellable), import its tools
 * through the ordinary import path, follow its `tools/list_changed`, see it go (its event stream
 * ends, its session is gone) and reconnect, disconnect. The state holds what the header shows;
 * the link and the headers (a bearer token) stay in this closure, in memory only, so nothing that
 * is saved, hashed or shared can carry them.
 */

export type { McpActions, McpState, McpStatus } from './mcpTypes';

export type McpEngine = LiveEngine;

type OpenLink = (
  url: string,
  headers: Record<string, string>,
  events: LinkEvents,
  options: LinkOptions,
) => Promise<McpLink>;

/** The SDK and the connection code arrive only with the first connection. */
const lazyOpen: OpenLink = async (url, headers, events, options) =>
  (await import('../mcpLink')).openLink(url, headers, events, options);

/** How long to wait before each attempt to open a new session once the connection is lost. */
export const RECONNECT_DELAYS_MS = [0, 1_000, 2_000] as const;

/** Resolves true after `ms`, or false at once when `signal` aborts first. */
const pause = (ms: number, signal: AbortSignal) =>
  new Promise<boolean>((resolve) => {
    if (signal.aborted) return resolve(false);
    const timer = setTimeout(() => resolve(true), ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve(false);
    });
  });

export const createMcpSlice = (
  engine: McpEngine,
  set: SetState<McpWrites>,
  get: GetState<McpReads>,
  open: OpenLink = lazyOpen,
): McpState => {
  let link: McpLink | undefined;
  let headers: Record<string, string> = {};
  let how: ConnectHow = {};
  /** Bumped by every attempt, cancel and disconnect: a late answer of an older one is dropped. */
  let attempt = 0;
  /** Aborts the attempt in flight, so a cancelled listing sends no further request. */
  let pending: AbortController | undefined;
  /** What the header showed before "connecting…", for Cancel to go back to. */
  let beforeConnecting: McpStatus = { kind: 'idle' };
  const live = createLiveApply(engine, set, get);

  const patch = (change: Partial<McpState>) => set((s) => ({ mcp: { ...s.mcp, ...change } }));
  const showing = (source: string) => get().catalog?.source === source;

  const stop = () => {
    pending?.abort(new Error('toollens: the connection was cancelled'));
    pending = undefined;
    attempt += 1;
  };
  const begin = () => {
    stop();
    pending = new AbortController();
    return { mine: attempt, signal: pending.signal };
  };
  /** Where Cancel or a failed connection goes back to. */
  const back = (): McpStatus => {
    const was = beforeConnecting;
    if (was.kind === 'connected') return link ? was : { kind: 'idle' };
    if (was.kind === 'reconnecting') return { ...was, kind: 'closed', byServer: true };
    return was;
  };

  /**
   * A connection's events. Its lists wait until the page has taken the link (`ready`): one that
   * arrives while its first list is imported is applied after, against what was imported.
   */
  const eventsFor = (url: string, given: ConnectHow) => {
    let take: (taken: McpLink | undefined) => void = () => {};
    const ready = new Promise<McpLink | undefined>((resolve) => {
      take = resolve;
    });
    const events: LinkEvents = {
      onChange: async (update) => {
        const from = await ready;
        return from !== undefined && from === link && live.apply(from, update);
      },
      onError: (error) => {
        void ready.then(
          (from) => from && from === link && set({ notice: connectFailure(url, error, given) }),
        );
      },
      onLost: (reason) => {
        void ready.then((from) => from && from === link && void lose(from, url, reason));
      },
    };
    return { events, take };
  };

  /** The status's address: the URL, and the server behind `toollens open`'s bridge. */
  const address = (url: string, given: ConnectHow) =>
    given.bridged ? { url, bridged: given.bridged } : { url };
  /** What the link is opened with: the signal, and what `toollens open` said of its server. */
  const linkOptions = (signal: AbortSignal, given: ConnectHow) => ({ ...given, signal });

  const connected = (url: string, opened: McpLink, given: ConnectHow): McpStatus => ({
    kind: 'connected',
    ...address(url, given),
    server: opened.server,
    source: opened.source,
    transport: opened.transport,
    tools: get().catalog?.tools ?? opened.tools,
  });

  /** Makes `opened` the page's link, closing the one before. */
  const adopt = (
    opened: McpLink,
    url: string,
    given: Record<string, string>,
    givenHow: ConnectHow,
  ) => {
    const old = link;
    link = opened;
    headers = given;
    how = givenHow;
    pending = undefined;
    if (old && old !== opened) void old.close();
    patch({ status: connected(url, opened, givenHow), error: undefined });
  };

  const connect: McpActions['connect'] = async (url, given, givenHow = {}) => {
    const { mine, signal } = begin();
    const previous = get().mcp.status;
    if (previous.kind !== 'connecting') beforeConnecting = previous;
    patch({ status: { kind: 'connecting', ...address(url, givenHow) }, error: undefined });
    const fail = (message: string) => {
      if (mine !== attempt) return false;
      pending = undefined;
      patch({ status: back(), error: message });
      return false;
    };
    const { events, take } = eventsFor(url, givenHow);
    let opened: McpLink;
    try {
      opened = await open(url, given, events, linkOptions(signal, givenHow));
    } catch (error) {
      take(undefined);
      return signal.aborted ? false : fail(connectFailure(url, error, givenHow));
    }
    const drop = async () => {
      take(undefined);
      await opened.close();
      return false;
    };
    if (mine !== attempt) return drop();
    await get().actions.loadCatalogText(opened.source, opened.text);
    const failure = get().importFailure;
    if (mine !== attempt) return drop();
    if (failure?.source === opened.source || !showing(opened.source)) {
      await drop();
      return fail(
        `${serverName(url, givenHow.bridged)} listed tools the importer refused (see the errors above). Nothing was changed: the catalog loaded before stays.`,
      );
    }
    adopt(opened, url, given, givenHow);
    patch({ liveMoves: undefined, conflicts: [] });
    take(opened);
    return true;
  };

  /** The connection is gone: new sessions are tried a few times, then the page says so. */
  const lose = async (from: McpLink, url: string, reason: string) => {
    link = undefined;
    // Asked before the link closes: its worker answers in order, then ends.
    const baseline = from.applied();
    void from.close();
    const at = address(url, how);
    if (get().mcp.status.kind === 'connecting') {
      // The user is connecting elsewhere: that attempt goes on, and Cancel comes back to this.
      beforeConnecting = { kind: 'closed', ...at, server: from.server, byServer: true };
      return;
    }
    const { mine, signal } = begin();
    patch({ status: { kind: 'reconnecting', ...at, server: from.server, reason } });
    let failure = '';
    for (const delay of RECONNECT_DELAYS_MS) {
      if (!(await pause(delay, signal)) || mine !== attempt) return;
      const { events, take } = eventsFor(url, how);
      let opened: McpLink;
      try {
        opened = await open(url, headers, events, {
          ...linkOptions(signal, how),
          baseline: await baseline,
        });
      } catch (error) {
        take(undefined);
        if (mine !== attempt) return;
        failure = connectFailure(url, error, how).replace(/ Nothing was changed.*$/, '');
        continue;
      }
      if (mine !== attempt) {
        take(undefined);
        await opened.close();
        return;
      }
      if (opened.source !== from.source) {
        // Another version answers now: its tools are imported afresh, as a new connection.
        take(undefined);
        await opened.close();
        await connect(url, headers, how);
        return;
      }
      adopt(opened, url, headers, how);
      set({
        notice: `Reconnected to ${from.server.name}: ${reason}. A new session; its tools are listed again and compared with the catalog.`,
      });
      take(opened);
      return;
    }
    pending = undefined;
    patch({
      status: { kind: 'closed', ...at, server: from.server, byServer: true },
      error: `${serverName(url, how.bridged)}: the connection was lost: ${reason}. Reconnecting failed: ${failure} The catalog stays as last listed; reconnect to follow its changes again.`,
    });
  };

  const disconnect = async () => {
    stop();
    const status = get().mcp.status;
    const old = link;
    link = undefined;
    if (status.kind !== 'idle' && status.kind !== 'closed') {
      patch({
        status: {
          kind: 'closed',
          ...address(status.url, status),
          server: status.kind === 'connecting' ? undefined : status.server,
          byServer: false,
        },
        error: undefined,
      });
    }
    await old?.close();
  };

  const cancel = () => {
    const status = get().mcp.status;
    if (status.kind === 'connecting') {
      stop();
      patch({ status: back(), error: undefined });
    } else if (status.kind === 'reconnecting') {
      stop();
      patch({
        status: {
          kind: 'closed',
          ...address(status.url, status),
          server: status.server,
          byServer: true,
        },
        error: `${serverName(status.url, status.bridged)}: the connection was lost: ${status.reason}. The catalog stays as last listed; reconnect to follow its changes again.`,
      });
    }
  };

  return {
    status: { kind: 'idle' },
    error: undefined,
    liveMoves: undefined,
    conflicts: [],
    actions: {
      connect,
      cancel,
      disconnect,
      reconnect: async () => {
        const status = get().mcp.status;
        if (status.kind === 'idle' || status.kind === 'connecting') return false;
        return connect(status.url, headers, how);
      },
      dismissError: () => patch({ error: undefined }),
      takeServerText: live.takeServerText,
      keepMine: live.keepMine,
    },
  };
};
