import type { McpTool, ToolChange, TransportKind } from '../../mcp';
import type { BridgedServer } from '../../mcp/launch';

/**
 * The page's live connection as the page holds it (mcpLink.ts), and what crosses between the
 * page and the link's worker (link.worker.ts). Types only: the page never loads the SDK.
 */

/**
 * The server's new list after `tools/list_changed`, as catalog text; what changed against the
 * list last applied; and how many notifications it answers (a burst arrives as one list).
 */
export type LinkUpdate = { text: string; change: ToolChange; notifications: number };

export type LinkEvents = {
  /**
   * A new list. Answers true once the page applied it; false when it did not (refused, or not
   * shown), so the next list is compared with the one applied before. Awaited: no list is
   * re-listed while one is being applied, and notifications meanwhile coalesce.
   */
  onChange: (update: LinkUpdate) => boolean | Promise<boolean>;
  /** A re-list after a notification failed; the connection stays. */
  onError: (error: unknown) => void;
  /** The connection is gone (its event stream ended, its session is gone): `reason` says how. */
  onLost: (reason: string) => void;
};

export type LinkOptions = {
  /** Cancels the connection while it opens: no request is sent once it aborts. */
  signal?: AbortSignal;
  /**
   * The list the page applied from this server before (a reconnection): the first list is then
   * compared with it and handed to `onChange` like any change.
   */
  baseline?: readonly McpTool[];
  /** How long the handshake and the first tools/list may take (PAGE_TIMEOUT_MS unless given). */
  timeoutMs?: number;
  /**
   * The server behind `toollens open`'s bridge: a handshake it misses while a package runner may
   * still be installing says so.
   */
  bridged?: BridgedServer;
};

/** The page's wait for a handshake and each tools/list page, unless `toollens open` gives one. */
export const PAGE_TIMEOUT_MS = 15_000;

/** What the page knows of an open link: everything but its tools, which stay in its worker. */
export type LinkOpened = {
  /** `mcp:<name>@<version>`: the catalog's source. */
  source: string;
  server: { name: string; version: string };
  transport: TransportKind;
  /** The first tools/list, every page, as MCP catalog text. */
  text: string;
  tools: number;
};

export type McpLink = LinkOpened & {
  /**
   * The server's list as last applied (the first list until a change is applied), asked of the
   * link's worker; empty when that worker is gone (the next list is then compared by the engine
   * alone, which keeps the list it applied).
   */
  applied: () => Promise<readonly McpTool[]>;
  close: () => Promise<void>;
};

/** An error as it crosses to the page: what connectFailure reads (`kind`, `message`). */
export type WireError = { name: string; message: string; kind?: string; target?: string };

/** The events as the worker calls them: errors arrive as WireErrors. */
type WireEvents = {
  onChange: (update: LinkUpdate) => boolean | Promise<boolean>;
  onError: (error: WireError) => void;
  onLost: (reason: string) => void;
};

/** The link worker's API (link.worker.ts): one connection per worker. */
export type LinkHost = {
  open: (
    url: string,
    headers: Record<string, string>,
    events: WireEvents,
    options: Omit<LinkOptions, 'signal'>,
  ) => Promise<{ ok: true; link: LinkOpened } | { ok: false; error: WireError }>;
  applied: () => readonly McpTool[];
  /** Closes the connection, or stops it opening: no request is sent after. */
  close: () => Promise<void>;
};

export const toWire = (error: unknown): WireError => {
  const fields = (error ?? {}) as { name?: unknown; kind?: unknown; target?: unknown };
  return {
    name: typeof fields.name === 'string' ? fields.name : 'Error',
    message: error instanceof Error ? error.message : String(error),
    ...(typeof fields.kind === 'string' ? { kind: fields.kind } : {}),
    ...(typeof fields.target === 'string' ? { target: fields.target } : {}),
  };
};

export const fromWire = (wire: WireError): Error => Object.assign(new Error(wire.message), wire);
