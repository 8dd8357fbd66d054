/**
 * What `toollens open` and the page it opens agree on: where the page finds its token (the URL
 * fragment, which a browser never sends to a server nor puts in a Referer), the routes the
 * command serves beside the app, and the launch document: what the command read for the page.
 * Browser-safe: the CLI serves it, the page reads it.
 */

/** The fragment the command opens the page with: `#toollens-open=<token>`. */
export const LAUNCH_FRAGMENT = 'toollens-open=';

/** The launch document (GET, token-guarded). */
export const LAUNCH_PATH = '/toollens-open/launch';

/** The stdio bridge's Streamable HTTP endpoint (token-guarded). */
export const BRIDGE_PATH = '/toollens-open/mcp';

/**
 * The page's presence (GET, token-guarded): held open for as long as the page lives, so the
 * command knows when every page it opened has gone.
 */
export const PRESENCE_PATH = '/toollens-open/presence';

/** A text the command read, named as the file was. */
type LaunchText = { name: string; text: string };

/**
 * The server the bridge runs (`--mcp`): the page speaks Streamable HTTP to the bridge, and the
 * bridge speaks `transport` to the server it started with `command`. The page names the
 * connection by it, not by the HTTP it sees.
 */
export type BridgedServer = { transport: 'stdio'; command: string };

export type LaunchDocument = {
  /** A catalog file's text, or a built-in catalog by name. */
  catalog?: LaunchText | { builtIn: string };
  querySet?: LaunchText;
  sessions?: LaunchText[];
  /**
   * The live server to connect to: the bridge (a path on the page's own origin, the token its
   * header) or the `--mcp-url` server with its `--header`s.
   */
  server?: {
    url: string;
    headers: Record<string, string>;
    /** How long the handshake and the first tools/list may take (`--timeout`, or its default). */
    timeoutMs?: number;
    /** Set when `url` is the bridge: the server behind it. */
    bridged?: BridgedServer;
  };
  /**
   * Where the app is served for others (`--app-url`, as appAddress reads it): share links
   * rooted there still open once `toollens open` has ended.
   */
  appUrl?: string;
};

/** `Authorization: Bearer <token>`, the header every launch and bridge request carries. */
export const bearer = (token: string): Record<string, string> => ({
  Authorization: `Bearer ${token}`,
});
