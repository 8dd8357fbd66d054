import type { BridgedServer } from '../../../mcp/launch';
import type { CatalogSummary, SearchAnswer } from '../../../worker/boundary';
import type { AuthoringState, LiveConflict } from '../../authoring';
import type { RequestState } from '../../shared/request';
import type { McpLink } from '../linkTypes';

/** The live connection's state, as the header and the panels show it (mcpSlice.ts). */

type McpServer = { name: string; version: string };

/**
 * How to connect, beyond the URL and the headers: what `toollens open` says of its server (its
 * wait, and the server behind its bridge). Kept for a reconnection, in memory like the headers.
 */
export type ConnectHow = { timeoutMs?: number; bridged?: BridgedServer };

/** Where the status names the server: `url`, or the stdio server behind `toollens open`'s bridge. */
type Address = { url: string; bridged?: BridgedServer };

export type McpStatus =
  | { kind: 'idle' }
  | ({ kind: 'connecting' } & Address)
  | ({
      kind: 'connected';
      server: McpServer;
      source: string;
      /** How the page reaches `url` (Streamable HTTP to a bridge, whatever is behind it). */
      transport: McpLink['transport'];
      tools: number;
    } & Address)
  /** The connection was lost (`reason`); a new session is being opened. */
  | ({ kind: 'reconnecting'; server: McpServer; reason: string } & Address)
  | ({ kind: 'closed'; server: McpServer | undefined; byServer: boolean } & Address);

/** The Search panel's ranks before the last change, for the query (search key) it showed. */
type LiveMoves = { key: string; catalogSeq: number; before: Record<string, number> };

export type McpActions = {
  connect: (url: string, headers: Record<string, string>, how?: ConnectHow) => Promise<boolean>;
  /** Stops connecting (or reconnecting): no further request is sent. */
  cancel: () => void;
  disconnect: () => Promise<void>;
  /** Connects again to the last URL with the last headers and `how` (kept in memory only). */
  reconnect: () => Promise<boolean>;
  dismissError: () => void;
  /** Takes the server's text for a tool whose change the user's edit held (as an edit). */
  takeServerText: (conflict: LiveConflict) => Promise<void>;
  /** Keeps the user's version and forgets the held change. */
  keepMine: (conflict: LiveConflict) => void;
};

export type McpState = {
  status: McpStatus;
  /** The last failure, naming the URL; the catalog shown before stays. */
  error: string | undefined;
  liveMoves: LiveMoves | undefined;
  /** Server changes held for the user's edits, until taken or dismissed. */
  conflicts: LiveConflict[];
  actions: McpActions;
};

/** What the slice writes: its own state, the catalog a live change updates, the page's notice. */
export type McpWrites = {
  mcp: McpState;
  catalog: CatalogSummary | undefined;
  notice: string | undefined;
};

/**
 * What it reads besides: the catalog and the search it may change, whether the import of its
 * list was refused, the user's edits (a live change never overwrites one), and the page's load.
 */
export type McpReads = McpWrites & {
  importFailure: { source: string } | undefined;
  result: RequestState<SearchAnswer>;
  authoring: AuthoringState;
  actions: { loadCatalogText: (sourceName: string, text: string) => Promise<void> };
};
