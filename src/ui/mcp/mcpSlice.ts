import type { CatalogSummary } from '../../worker/boundary';
import type { EngineClient } from '../../worker/EngineClient';
import { messageOf } from '../store/engineSync';
import { keyOf, shown } from '../store/request';
import type { GetState, SetState } from '../store/types';
import { connectFailure } from './connectFailure';
import { describeChange, ranksOf } from './liveChange';
import type { LinkEvents, LinkUpdate, McpLink } from './mcpLink';

/**
 * The page's connection to a live MCP server (issue 18): connect, import its tools through the
 * ordinary import path, follow its `tools/list_changed`, disconnect and reconnect. The state
 * holds what the header shows; the link and the headers (a bearer token) stay in this closure,
 * in memory only, so nothing that is saved, hashed or shared can carry them.
 */

export type McpServer = { name: string; version: string };

export type McpStatus =
  | { kind: 'idle' }
  | { kind: 'connecting'; url: string }
  | {
      kind: 'connected';
      url: string;
      server: McpServer;
      source: string;
      transport: McpLink['transport'];
      tools: number;
    }
  | { kind: 'closed'; url: string; server: McpServer | undefined; byServer: boolean };

/** The Search panel's ranks before the last change, for the query (search key) it showed. */
export type LiveMoves = { key: string; catalogSeq: number; before: Record<string, number> };

export type McpActions = {
  connect: (url: string, headers: Record<string, string>) => Promise<boolean>;
  disconnect: () => Promise<void>;
  /** Connects again to the last URL with the last headers (kept in memory only). */
  reconnect: () => Promise<boolean>;
  dismissError: () => void;
};

export type McpState = {
  status: McpStatus;
  /** The last failure, naming the URL; the catalog shown before stays. */
  error: string | undefined;
  liveMoves: LiveMoves | undefined;
  actions: McpActions;
};

export type McpEngine = Pick<EngineClient, 'applyToolChanges'>;

type OpenLink = (
  url: string,
  headers: Record<string, string>,
  events: LinkEvents,
) => Promise<McpLink>;

/** The SDK and the connection code arrive only with the first connection. */
const lazyOpen: OpenLink = async (url, headers, events) =>
  (await import('./mcpLink')).openLink(url, headers, events);

export const createMcpSlice = (
  engine: McpEngine,
  set: SetState,
  get: GetState,
  open: OpenLink = lazyOpen,
): McpState => {
  let link: McpLink | undefined;
  let headers: Record<string, string> = {};
  /** Bumped by every connect and disconnect: a late answer of an older attempt is dropped. */
  let attempt = 0;

  const patch = (change: Partial<McpState>) => set((s) => ({ mcp: { ...s.mcp, ...change } }));

  /** A change is applied only while this server's catalog is the one shown. */
  const showing = (source: string) => get().catalog?.source === source;

  const applyUpdate = async (from: McpLink, update: LinkUpdate) => {
    if (from !== link || !showing(from.source)) return;
    const { result, authoring } = get();
    const before = shown(result);
    const key = keyOf(result);
    try {
      await authoring.actions.applyLive(async () => {
        const { tools } = await engine.applyToolChanges({
          text: update.text,
          source: from.source,
          changed: [...update.change.changed],
          added: [...update.change.added],
          removed: [...update.change.removed],
        });
        set((s) => ({
          catalog: s.catalog && ({ ...s.catalog, tools } satisfies CatalogSummary),
          mcp: {
            ...s.mcp,
            status: s.mcp.status.kind === 'connected' ? { ...s.mcp.status, tools } : s.mcp.status,
            liveMoves:
              before && key
                ? { key, catalogSeq: s.authoring.catalogSeq, before: ranksOf(before) }
                : undefined,
          },
        }));
      });
      set({ notice: describeChange(update.change) });
    } catch (error) {
      set({
        notice: `${from.source}: its changed tool list could not be applied (${messageOf(error)}); the catalog stays as it was.`,
      });
    }
  };

  const connect: McpActions['connect'] = async (url, given) => {
    const mine = ++attempt;
    const previous = get().mcp.status;
    patch({ status: { kind: 'connecting', url }, error: undefined });
    const fail = (message: string) => {
      if (mine !== attempt) return false;
      patch({
        status: previous.kind === 'connecting' ? { kind: 'idle' } : previous,
        error: message,
      });
      return false;
    };
    let opened: McpLink;
    try {
      opened = await open(url, given, {
        onChange: (update) => void applyUpdate(opened, update),
        onError: (error) => set({ notice: connectFailure(url, error) }),
        onClosed: () => {
          if (link !== opened) return;
          link = undefined;
          const status = get().mcp.status;
          patch({
            status: {
              kind: 'closed',
              url,
              server: status.kind === 'connected' ? status.server : undefined,
              byServer: true,
            },
            error: `${url} closed the connection. The catalog stays as last listed; reconnect to follow its changes again.`,
          });
        },
      });
    } catch (error) {
      return fail(connectFailure(url, error));
    }
    if (mine !== attempt) {
      await opened.close();
      return false;
    }
    await get().actions.loadCatalogText(opened.source, opened.text);
    const failure = get().importFailure;
    if (mine !== attempt || failure?.source === opened.source || !showing(opened.source)) {
      await opened.close();
      return fail(
        `${url} listed tools the importer refused (see the errors above). Nothing was changed: the catalog loaded before stays.`,
      );
    }
    const old = link;
    link = opened;
    headers = given;
    if (old) void old.close();
    patch({
      status: {
        kind: 'connected',
        url,
        server: opened.server,
        source: opened.source,
        transport: opened.transport,
        tools: opened.tools,
      },
      error: undefined,
      liveMoves: undefined,
    });
    return true;
  };

  const disconnect = async () => {
    attempt += 1;
    const status = get().mcp.status;
    const old = link;
    link = undefined;
    if (status.kind === 'connected' || status.kind === 'connecting') {
      patch({
        status: {
          kind: 'closed',
          url: status.url,
          server: status.kind === 'connected' ? status.server : undefined,
          byServer: false,
        },
        error: undefined,
      });
    }
    await old?.close();
  };

  return {
    status: { kind: 'idle' },
    error: undefined,
    liveMoves: undefined,
    actions: {
      connect,
      disconnect,
      reconnect: async () => {
        const status = get().mcp.status;
        if (status.kind === 'idle' || status.kind === 'connecting') return false;
        return connect(status.url, headers);
      },
      dismissError: () => patch({ error: undefined }),
    },
  };
};
