import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import type { McpConnectionError } from './errors';
import { classifyError } from './errors';
import {
  diffTools,
  isNoChange,
  type ListOptions,
  listAllTools,
  type McpTool,
  type ToolChange,
} from './tools';

/**
 * The server's new list, what changed since the list last taken, and how many list_changed
 * notifications it answers (a burst arrives as one list).
 */
export type ToolsUpdate = { tools: McpTool[]; change: ToolChange; notifications: number };

export type WatchOptions = ListOptions & {
  /** A re-list that failed; watching goes on, and the next notification tries again. */
  onError?: (error: McpConnectionError) => void;
  /** Report a re-list that changed nothing too (default false: only real changes). */
  reportUnchanged?: boolean;
  /**
   * How long to wait after a change was handed over before the next re-list (default 0): the
   * notifications of a burst meanwhile coalesce into it, and the caller gets that time to itself.
   */
  pauseMs?: number;
};

/**
 * `onChange` answers whether it took the list: `false` (or a promise of it) leaves the list
 * before as the one the next is compared with. Anything else takes it.
 */
export type OnToolsChange = (update: ToolsUpdate) => unknown;

/**
 * Stops watching. `abortListing` abandons the re-list in flight, `offer` hands in a list listed
 * elsewhere (as if a notification had brought it), `taken` is the list last taken.
 */
export type ToolsWatch = (() => void) & {
  abortListing: (reason: unknown) => void;
  offer: (tools: McpTool[]) => void;
  taken: () => readonly McpTool[];
};

const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Watches the server's tool list: on each `notifications/tools/list_changed` it re-lists every
 * page and calls `onChange` with the new tools and what changed against the list last taken
 * (`initial` at first). `onChange` is awaited: while a list is re-listed or being applied,
 * notifications are counted and coalesced into one more re-list, so updates arrive in order, one
 * at a time, none is lost, and a burst costs a few lists, not one per notification. Returns
 * `stop`, which removes the handler and abandons a re-list in flight (the connection stays open;
 * close it separately).
 */
export const watchTools = (
  client: Client,
  initial: readonly McpTool[],
  onChange: OnToolsChange,
  options: WatchOptions = {},
): ToolsWatch => {
  let taken: readonly McpTool[] = initial;
  let running = false;
  /** Notifications not yet answered by a list, and a list listed elsewhere, not yet offered. */
  let heard = 0;
  let offered: McpTool[] | undefined;
  let stopped = false;
  let listing: AbortController | undefined;

  const list = async (): Promise<McpTool[] | undefined> => {
    if (offered) {
      const tools = offered;
      offered = undefined;
      return tools;
    }
    listing = new AbortController();
    try {
      return await listAllTools(client, { ...options, signal: listing.signal });
    } catch (error) {
      if (!stopped) options.onError?.(classifyError(error, options.target ?? 'the server'));
      return undefined;
    } finally {
      listing = undefined;
    }
  };

  const run = async () => {
    if (running) return;
    running = true;
    try {
      while (!stopped && (heard > 0 || offered !== undefined)) {
        const notifications = heard;
        heard = 0;
        const tools = await list();
        if (stopped || !tools) continue;
        // A long list was just parsed in one go: events waiting (a click) come first.
        await nextTurn();
        const change = diffTools(taken, tools);
        if (!options.reportUnchanged && isNoChange(change)) {
          taken = tools;
          continue;
        }
        try {
          const took = await onChange({ tools, change, notifications });
          if (took !== false) taken = tools;
        } catch (error) {
          if (!stopped) options.onError?.(classifyError(error, options.target ?? 'the server'));
        }
        if (options.pauseMs) await new Promise((resolve) => setTimeout(resolve, options.pauseMs));
      }
    } finally {
      running = false;
    }
  };

  client.setNotificationHandler(ToolListChangedNotificationSchema, () => {
    heard += 1;
    void run();
  });
  return Object.assign(
    () => {
      stopped = true;
      listing?.abort(new Error('toollens: stopped watching the tool list'));
      client.removeNotificationHandler(ToolListChangedNotificationSchema.shape.method.value);
    },
    {
      abortListing: (reason: unknown) => listing?.abort(reason),
      offer: (tools: McpTool[]) => {
        offered = tools;
        void run();
      },
      taken: () => taken,
    },
  );
};
